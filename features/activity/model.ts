import type { ActivityItemKind } from "@contract/activity.ts";

/** One item of the activity panel (the API's attributes, camelCased). */
export interface ActivityItem {
  id: string;
  kind: ActivityItemKind | (string & {});
  occurredAt: string;
  actorName: string | null;
  /** The viewer did it themselves. */
  own: boolean;
  subject: string;
  status: string | null;
  /** An in-app path, e.g. /applications/12. */
  link: string;
}

/** The message key and values of an item's sentence (keys in the 'activity' namespace). */
export function activitySentence(item: ActivityItem): { key: string; values: Record<string, string> } {
  const values = { subject: item.subject, actor: item.actorName ?? "", status: item.status ?? "" };
  const who = item.own ? "own" : item.actorName ? "other" : "anonymous";
  switch (item.kind) {
    case "application_created":
      return { key: `sentence.application.${who}`, values };
    case "message_created":
      return { key: `sentence.message.${who}`, values };
    case "organization_created":
      return { key: "sentence.organizationCreated", values };
    case "organization_status_changed":
      return {
        key: ["approved", "denied", "archived"].includes(item.status ?? "")
          ? `sentence.organization.${item.status}`
          : "sentence.organization.other",
        values,
      };
    default:
      return { key: "sentence.unknown", values };
  }
}

/** Only paths of this site are followed. */
export const safeActivityLink = (link: string): string | null =>
  link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\") ? link : null;
