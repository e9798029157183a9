/** The conversations inbox as the screens see it: threads, messages, attachments, and small helpers. */

export type ConversationKind = "application" | "question" | "volunteer" | "center";

export interface ConversationItem {
  id: string;
  /** The vacancy (or the subject line of a center's message). */
  subject: string;
  kind: ConversationKind | null;
  /** The organization for a volunteer, the volunteer for an organization. */
  otherParty: string;
  lastMessagePreview: string | null;
  lastMessageAt: string | null;
  unreadCount: number;
  archived: boolean;
}

export interface AttachmentItem {
  id: string;
  name: string;
  contentType: string;
  byteSize: number;
  url: string;
}

export interface MessageItem {
  id: string;
  body: string;
  authorName: string;
  mine: boolean;
  createdAt: string;
  attachments: AttachmentItem[];
  /** Your own message: every other party has read it. */
  read?: boolean;
}

export type InboxFilter = "all" | "unread" | "archived";

/** A file size as people say it: "820 kB", "1,4 MB". */
export function formatBytes(bytes: number, locale: string): string {
  const fmt = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: n < 10 ? 1 : 0 }).format(n);
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1000 * 1000) return `${fmt(bytes / 1000)} kB`;
  return `${fmt(bytes / 1000 / 1000)} MB`;
}

// Day separators live with the message thread they divide (ui/MessageThread).
export { dayKey, dayLabel, groupByDay } from "@ui/MessageThread/days.ts";

/** The tab title with the unread count in front, e.g. "(3) Conversaties – Vrijwilligerscentrum". */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\+?\) /, "");
  if (count <= 0) return bare;
  return `(${count > 99 ? "99+" : count}) ${bare}`;
}
