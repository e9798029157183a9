/** Days of a message thread: the calendar day of a message, messages per day, and the separator's words. */

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
