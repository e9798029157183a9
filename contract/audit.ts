/**
 * The audit trail (GET /api/v1/audit_events): what staff and users did to an organization or an
 * account, newest first. Read by the organization and user pages.
 */

/** What an event is about (`subject_type`); other types may appear (vacancy, upload). */
export const AUDIT_SUBJECT_TYPES = ["organization", "user", "vacancy", "application", "upload"] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** GET /api/v1/audit_events: one event. Never sent: the IP address. */
export interface AuditEventAttributes {
  /** What happened, snake_case (`organization_status_changed`, `role_added`, `sign_in_as_user`, ...). */
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  /** Details of the action (`from`, `to`, `reason`, `fields`, `name`, `organization_id`, ...). */
  data: Record<string, unknown>;
  /** ISO time. */
  created_at: string;
  /** The actor's name (also in the included `user` with include=actor); null: the system or a deleted account. */
  actor_name: string | null;
}

/** The audit trail of a page shows pages of this size. */
export const AUDIT_PAGE_SIZE = 20;
