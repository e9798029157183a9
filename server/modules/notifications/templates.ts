/**
 * Notification params and status labels. The texts themselves are templates
 * (server/modules/notification-templates: platform defaults, a center's overrides).
 */
import type { ApplicationStatus, NotificationKind } from "@contract/applications.ts";
import type { Locale, OrganizationStatus } from "@contract/enums.ts";
import { renderTexts } from "../notification-templates/render.ts";

/** Placeholders the templates may use. */
export interface TemplateParams {
  recipient_name?: string;
  vacancy_title?: string;
  volunteer_name?: string;
  organization_name?: string;
  status_label?: string;
  author_name?: string;
  sender_name?: string;
  subject?: string;
  /** new_message: the start of the message (the list's preview). */
  message?: string;
  center_name?: string;
  /** Why an organization's status changed (the reviewer's words; the line is left out when empty). */
  reason?: string;
  /** Absolute URL of the page in the app. */
  link?: string;
}

export const STATUS_LABELS: Readonly<Record<Locale, Readonly<Record<ApplicationStatus, string>>>> = {
  nl: {
    new: "Nieuw",
    in_progress: "In behandeling",
    accepted: "Geaccepteerd",
    rejected: "Afgewezen",
    withdrawn: "Teruggetrokken",
  },
  en: { new: "New", in_progress: "In progress", accepted: "Accepted", rejected: "Rejected", withdrawn: "Withdrawn" },
};

/** An organization's status as the sentence "... is nu: {status_label}" ends. */
export const ORGANIZATION_STATUS_LABELS: Readonly<Record<Locale, Readonly<Record<OrganizationStatus, string>>>> = {
  nl: { approved: "goedgekeurd", pending: "wacht op goedkeuring", denied: "afgewezen", archived: "gearchiveerd" },
  en: { approved: "approved", pending: "awaiting approval", denied: "denied", archived: "archived" },
};

/**
 * The in-app and mail texts of a notification kind from the platform default (no center override:
 * the demo seed writes its inbox with this). Senders use `deliver` (notification-templates).
 */
export function renderNotification(kind: NotificationKind, locale: Locale, params: TemplateParams) {
  const r = renderTexts(kind, locale, dataOf(params), null);
  return { subject: r.subject, title: r.title, body: r.summary, text: r.text };
}

/** The template data of a notification's params (new_message calls its author the sender). */
export function dataOf(params: TemplateParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (typeof v === "string") out[k] = v;
  if (params.author_name && !params.sender_name) out.sender_name = params.author_name;
  return out;
}
