/**
 * Applications, their conversation thread, notifications and the dashboard: one shared
 * definition for the browser and the server.
 */
import * as yup from "yup";
import { textObject } from "./text-rules.ts";

export const APPLICATION_STATUSES = ["new", "in_progress", "accepted", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Transitions the organization may make (PATCH /api/v1/applications/{id} with a status).
 * `withdrawn` is only set by the volunteer (POST /api/v1/applications/{id}/withdraw) from an
 * open status. A rejected application can be reconsidered (back to in_progress).
 */
export const APPLICATION_STATUS_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ["in_progress", "accepted", "rejected"],
  in_progress: ["accepted", "rejected"],
  accepted: ["in_progress"],
  rejected: ["in_progress"],
  withdrawn: [],
};
/** Statuses that count as "open": at most one open application per vacancy and volunteer (database-enforced). */
export const OPEN_APPLICATION_STATUSES = [
  "new",
  "in_progress",
  "accepted",
] as const satisfies readonly ApplicationStatus[];
/** Statuses from which the volunteer may withdraw. */
export const WITHDRAWABLE_APPLICATION_STATUSES = ["new", "in_progress"] as const satisfies readonly ApplicationStatus[];

export const APPLICATION_MOTIVATION_MAX = 2000;
export const APPLICATION_AVAILABILITY_MAX = 500;
export const MESSAGE_BODY_MAX = 5000;

/** POST /api/v1/applications: data.attributes (+ relationships.vacancy or vacancy_id). */
export const applicationSchema = textObject({
  vacancy_id: yup
    .string()
    .matches(/^\d{1,12}$/)
    .required(),
  motivation: yup.string().trim().min(10).max(APPLICATION_MOTIVATION_MAX).required(),
  availability: yup.string().trim().max(APPLICATION_AVAILABILITY_MAX).nullable().optional(),
});
export type ApplicationPayload = yup.InferType<typeof applicationSchema>;

/** PATCH /api/v1/applications/{id} (organization staff). */
export const applicationUpdateSchema = textObject({
  status: yup.string().oneOf(APPLICATION_STATUSES).required(),
});

/** POST /api/v1/conversations/{id}/messages. */
export const messageSchema = textObject({
  body: yup.string().trim().min(1).max(MESSAGE_BODY_MAX).required(),
});

export interface ApplicationAttributes {
  status: ApplicationStatus;
  motivation: string;
  availability: string | null;
  /** Denormalized for lists. */
  vacancy_title: string;
  organization_name: string;
  volunteer_name: string;
  /** Staff only; null for others. */
  volunteer_email: string | null;
  conversation_id: string | null;
  status_changed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConversationAttributes {
  subject: string;
  /** "application" (more kinds come with the conversations issue). */
  subject_type: string | null;
  subject_id: string | null;
  unread_count: number;
  last_message_at: string | null;
  created_at: string;
}
export interface MessageAttributes {
  body: string;
  author_name: string;
  /** True when the signed-in user wrote it. */
  mine: boolean;
  created_at: string;
}

export const NOTIFICATION_KINDS = [
  "application_received",
  "application_status_changed",
  "application_withdrawn",
  "new_message",
  "organization_status_changed",
  "organization_vacancies_closed",
  "saved_search_match",
  "workshop_registration_confirmed",
  "workshop_waiting_list",
  "workshop_place_available",
  "workshop_session_cancelled",
  "pool_invitation",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export interface NotificationAttributes {
  kind: NotificationKind;
  title: string;
  body: string;
  /** App path to open, e.g. /applications/12. */
  link: string | null;
  read_at: string | null;
  created_at: string;
}

/** GET /api/v1/dashboard: data {type: "dashboard", id: "current", attributes}. Counts the viewer may see; others null. */
export interface DashboardAttributes {
  new_applications: number | null;
  open_applications: number | null;
  published_vacancies: number | null;
  draft_vacancies: number | null;
  vacancies_ending_soon: number | null;
  organizations_to_approve: number | null;
  unread_notifications: number;
  /** The viewer's own applications (volunteers). */
  my_open_applications: number | null;
  /** Help requests waiting for a volunteer (new, matching): center staff of a center with one-on-one help. */
  open_help_requests?: number | null;
  /** Volunteers available in the pool: center staff of a center with volunteer profiles. */
  pool_volunteers?: number | null;
}

/** Error code (409) of a second open application to the same vacancy. */
export const ALREADY_APPLIED_ERROR = "already_applied";
