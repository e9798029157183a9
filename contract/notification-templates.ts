/**
 * Notification templates (issue 17): every mail and in-app message is written from a template.
 * The platform's defaults live in the repository (server/modules/notification-templates/catalog.ts);
 * a center may override subject and body per language. Placeholders are `{{name}}` (Handlebars
 * syntax, logic-less: `{{#if name}}...{{/if}}` and, for a list, `{{#each list}}...{{/each}}`).
 */
import type { Locale } from "./enums.ts";

export const TEMPLATE_KEYS = [
  "application_received",
  "application_status_changed",
  "application_withdrawn",
  "organization_approved",
  "organization_denied",
  "organization_status_changed",
  "organization_vacancies_closed",
  "new_message",
  "periodic_vacancy_mail",
  "contact_form_received",
  "user_invited",
  "confirmation_instructions",
  "reset_password_instructions",
  "email_change_confirmation",
  "email_change_requested",
  "email_changed",
  "account_exists",
  "saved_search_match",
  "help_request_received",
  "help_request_confirmation",
  "help_request_matched",
  "workshop_registration_confirmed",
  "workshop_waiting_list",
  "workshop_place_available",
  "workshop_session_cancelled",
  "pool_invitation",
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];
export const isTemplateKey = (v: unknown): v is TemplateKey =>
  typeof v === "string" && (TEMPLATE_KEYS as readonly string[]).includes(v);

export const TEMPLATE_CHANNELS = ["mail", "in_app"] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

/** A user's choice per kind of message. */
export const DELIVERY_CHOICES = ["both", "in_app", "mail"] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];

export interface TemplateMeta {
  channels: readonly TemplateChannel[];
  /** Security mails are always sent: no preference can switch them off. */
  security: boolean;
  /** The placeholders a template may use (a fixed list per key). */
  placeholders: readonly string[];
  /** List placeholders (`{{#each name}}`) and the fields of one item. */
  lists?: Readonly<Record<string, readonly string[]>>;
}

const BOTH = ["mail", "in_app"] as const;
const MAIL = ["mail"] as const;
const APPLICATION = ["recipient_name", "volunteer_name", "vacancy_title", "organization_name", "link", "center_name"];
const ORGANIZATION = ["recipient_name", "organization_name", "status_label", "reason", "link", "center_name"];
const ACCOUNT = ["recipient_name", "link", "center_name"];
const EMAIL_CHANGE = ["recipient_name", "new_email", "link", "center_name"];
const WORKSHOP = [
  "recipient_name",
  "workshop_title",
  "session_date",
  "session_time",
  "location",
  "link",
  "center_name",
];
const HELP_REQUEST = [
  "recipient_name",
  "requester_name",
  "requester_contact",
  "kind_label",
  "area",
  "description",
  "center_name",
];

export const TEMPLATE_META: Readonly<Record<TemplateKey, TemplateMeta>> = {
  application_received: { channels: BOTH, security: false, placeholders: APPLICATION },
  application_status_changed: { channels: BOTH, security: false, placeholders: [...APPLICATION, "status_label"] },
  application_withdrawn: { channels: BOTH, security: false, placeholders: APPLICATION },
  organization_approved: { channels: BOTH, security: false, placeholders: ORGANIZATION },
  organization_denied: { channels: BOTH, security: false, placeholders: ORGANIZATION },
  organization_status_changed: { channels: BOTH, security: false, placeholders: ORGANIZATION },
  organization_vacancies_closed: { channels: BOTH, security: false, placeholders: ORGANIZATION },
  new_message: {
    channels: BOTH,
    security: false,
    placeholders: ["recipient_name", "sender_name", "subject", "message", "link", "center_name"],
  },
  periodic_vacancy_mail: {
    channels: MAIL,
    security: false,
    placeholders: [
      "recipient_name",
      "vacancy_count",
      "vacancies",
      "more_count",
      "search_link",
      "change_link",
      "stop_link",
      "center_name",
      "saved_search_vacancies",
      "saved_searches_link",
    ],
    lists: {
      vacancies: ["title", "organization", "place", "link"],
      saved_search_vacancies: ["search", "title", "organization", "place", "link"],
    },
  },
  contact_form_received: {
    channels: MAIL,
    security: false,
    placeholders: ["recipient_name", "sender_name", "sender_email", "subject", "message", "link", "center_name"],
  },
  user_invited: { channels: MAIL, security: true, placeholders: ACCOUNT },
  confirmation_instructions: { channels: MAIL, security: true, placeholders: ACCOUNT },
  reset_password_instructions: { channels: MAIL, security: true, placeholders: ACCOUNT },
  email_change_confirmation: { channels: MAIL, security: true, placeholders: EMAIL_CHANGE },
  email_change_requested: { channels: MAIL, security: true, placeholders: EMAIL_CHANGE },
  email_changed: { channels: MAIL, security: true, placeholders: EMAIL_CHANGE },
  account_exists: {
    channels: MAIL,
    security: true,
    placeholders: ["recipient_name", "link", "reset_link", "request_center", "center_name"],
  },
  // A new vacancy for a saved search (issue 18): in the app, at most once per saved search per day;
  // by mail only in the periodic vacancy mail.
  saved_search_match: {
    channels: ["in_app"],
    security: false,
    placeholders: [
      "recipient_name",
      "search_name",
      "vacancy_title",
      "organization_name",
      "link",
      "search_link",
      "center_name",
    ],
  },
  // One-on-one help (een-op-een-hulp): a resident's request to the center's contact person, the
  // confirmation to the resident, and the matched volunteer's mail (all by mail only: the resident
  // has no account; the volunteer's mail carries the resident's contact details, and the staff's
  // note stays with the staff).
  help_request_received: {
    channels: MAIL,
    security: false,
    placeholders: [...HELP_REQUEST, "link"],
  },
  help_request_confirmation: {
    channels: MAIL,
    security: false,
    placeholders: ["recipient_name", "kind_label", "link", "center_name"],
  },
  help_request_matched: {
    channels: MAIL,
    security: false,
    placeholders: HELP_REQUEST,
  },
  // Workshops: a place taken, a place on the waiting list, a place that came free (the first on
  // the waiting list moved up), and a session cancelled by the center.
  workshop_registration_confirmed: { channels: BOTH, security: false, placeholders: WORKSHOP },
  workshop_waiting_list: { channels: BOTH, security: false, placeholders: [...WORKSHOP, "position"] },
  workshop_place_available: { channels: BOTH, security: false, placeholders: WORKSHOP },
  workshop_session_cancelled: { channels: BOTH, security: false, placeholders: WORKSHOP },
  // The volunteer pool (vrijwilligerspool): center staff invite a pool volunteer to a vacancy.
  pool_invitation: {
    channels: BOTH,
    security: false,
    placeholders: [
      "recipient_name",
      "sender_name",
      "vacancy_title",
      "organization_name",
      "message",
      "link",
      "invitations_link",
      "center_name",
    ],
  },
};

/** The kinds a user chooses in-app, e-mail or both for (to users, both channels, not security). */
export const PREFERENCE_KEYS = TEMPLATE_KEYS.filter(
  (k) => TEMPLATE_META[k].channels.length === 2 && !TEMPLATE_META[k].security,
);

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

/** GET /api/v1/notification_templates: data [{type: "notification_template", id: key, attributes}]. */
export interface NotificationTemplateListAttributes {
  key: TemplateKey;
  channels: TemplateChannel[];
  security: boolean;
  /** Languages in which this center changed the template. */
  customized: Locale[];
  /** The subject in the request's language (the center's wording when changed). */
  subject: string;
}

export interface TemplateText {
  subject: string;
  body: string;
}

/** GET/PATCH /api/v1/notification_templates/{key}. */
export interface NotificationTemplateAttributes extends NotificationTemplateListAttributes {
  placeholders: string[];
  lists: Record<string, string[]>;
  /** What is in use now per language (the center's wording, else the default). */
  translations: Record<Locale, TemplateText>;
  defaults: Record<Locale, TemplateText>;
  updated_at: string | null;
}

/** PATCH body: the languages to change (a language left out stays as it is). */
export interface NotificationTemplateInput {
  translations: Partial<Record<Locale, TemplateText>>;
}

/** POST /api/v1/notification_templates/{key}/preview and /test_mail: a draft in one language. */
export interface NotificationTemplatePreviewInput {
  locale: Locale;
  subject: string;
  body: string;
}
export interface NotificationTemplatePreviewAttributes {
  subject: string;
  text: string;
  html: string;
}

/** GET/PATCH /api/v1/notification_preferences: the signed-in user's choice per kind. */
export interface NotificationPreferencesAttributes {
  preferences: Record<string, DeliveryChoice>;
}
