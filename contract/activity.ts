/**
 * Recent activity (the toolbar's activity panel): what happened lately in the center that the
 * viewer may see. Named `activity_item` so that it never clashes with the specification's
 * Activity (the activiteitenkalender's events).
 */

/** What happened: a volunteer applied, an organization signed up or changed status, a message was sent. */
export const ACTIVITY_ITEM_KINDS = [
  "application_created",
  "organization_created",
  "organization_status_changed",
  "message_created",
] as const;
export type ActivityItemKind = (typeof ACTIVITY_ITEM_KINDS)[number];

/** The panel shows one page of this size; the API allows up to MAX_PAGE_SIZE like every list. */
export const ACTIVITY_PAGE_SIZE = 20;

/** GET /api/v1/activity_items: one item, newest first. */
export interface ActivityItemAttributes {
  kind: ActivityItemKind;
  /** ISO time of the event. */
  occurred_at: string;
  /** Who did it (the volunteer, the author of the message); null for the center's own decisions. */
  actor_name: string | null;
  /** The viewer did it themselves ("Je hebt gereageerd op ..."). */
  own: boolean;
  /** What it is about: the vacancy's title, the organization's name, the conversation's subject. */
  subject: string;
  /** The new status (organizations) or the application's status now; null for messages. */
  status: string | null;
  /** A path of this site that opens the item (the application, the organization, the conversations). */
  link: string;
}
