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

/** The calendar day of a time in the reader's own time zone (YYYY-MM-DD). */
export function dayKey(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(d);
  return parts;
}

/** Messages grouped per day, oldest first, for the day separators. */
export function groupByDay<T extends { createdAt: string }>(
  messages: readonly T[],
  timeZone?: string,
): { day: string; messages: T[] }[] {
  const out: { day: string; messages: T[] }[] = [];
  for (const m of messages) {
    const day = dayKey(m.createdAt, timeZone);
    const last = out[out.length - 1];
    if (last && last.day === day) last.messages.push(m);
    else out.push({ day, messages: [m] });
  }
  return out;
}

/** "Vandaag", "Gisteren" or the date, for a day separator. */
export function dayLabel(
  day: string,
  now: Date,
  locale: string,
  words: { today: string; yesterday: string },
  timeZone?: string,
): string {
  const today = dayKey(now.toISOString(), timeZone);
  const yesterday = dayKey(new Date(now.getTime() - 24 * 3600 * 1000).toISOString(), timeZone);
  if (day === today) return words.today;
  if (day === yesterday) return words.yesterday;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  const sameYear = y === now.getUTCFullYear();
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(sameYear ? {} : { year: "numeric" }),
    timeZone: "UTC",
  }).format(date);
}

/** The tab title with the unread count in front, e.g. "(3) Conversaties – Vrijwilligerscentrum". */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\+?\) /, "");
  if (count <= 0) return bare;
  return `(${count > 99 ? "99+" : count}) ${bare}`;
}
