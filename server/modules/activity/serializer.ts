/** Activity rows -> JSON:API `activity_item` resources. Never sent: message bodies, e-mail addresses, IP addresses, user ids. */
import type { ActivityItemAttributes, ActivityItemKind } from "@contract/activity.ts";
import { iso, type Res } from "../../http/jsonapi.ts";

export interface ActivityRow {
  kind: ActivityItemKind;
  source_id: number | string;
  occurred_at: Date | string;
  actor_id: number | string | null;
  actor_name: string | null;
  subject: string;
  status: string | null;
  target_id: number | string | null;
}

function linkOf(row: ActivityRow): string {
  const target = row.target_id === null ? null : String(row.target_id);
  switch (row.kind) {
    case "application_created":
      return `/applications/${target}`;
    case "organization_created":
    case "organization_status_changed":
      return `/organizations/${target}`;
    case "message_created":
      // A thread about an application opens with the application; other threads in the conversations list.
      return target ? `/applications/${target}` : "/conversations";
  }
}

export function activityItemResource(row: ActivityRow, viewerId: number): Res {
  const attributes: ActivityItemAttributes = {
    kind: row.kind,
    occurred_at: iso(row.occurred_at)!,
    actor_name: row.actor_name,
    own: row.actor_id !== null && Number(row.actor_id) === viewerId,
    subject: row.subject,
    status: row.status,
    link: linkOf(row),
  };
  return { type: "activity_item", id: `${row.kind}-${row.source_id}`, attributes: { ...attributes } };
}
