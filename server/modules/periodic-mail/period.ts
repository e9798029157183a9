/**
 * The periods of the periodic vacancy mail, on the Dutch calendar (Europe/Amsterdam): an ISO week
 * for weekly mail, a calendar month for monthly mail. One mail per volunteer and period at most
 * (the unique row in periodic_mails).
 */
export type Frequency = "weekly" | "monthly";

const LOCAL = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The Dutch calendar date and hour of a moment. */
export function amsterdam(now: Date): { year: number; month: number; day: number; hour: number } {
  const parts = Object.fromEntries(LOCAL.formatToParts(now).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) };
}

/** ISO 8601 week of a calendar date: the week with that date's Thursday decides the year. */
export function isoWeek(year: number, month: number, day: number): { year: number; week: number } {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const first = new Date(Date.UTC(date.getUTCFullYear(), 0, 1));
  return { year: date.getUTCFullYear(), week: Math.ceil(((date.getTime() - first.getTime()) / 86_400_000 + 1) / 7) };
}

/** 'week:2026-W48' or 'month:2026-11'. */
export function periodKey(frequency: Frequency, now: Date): string {
  const d = amsterdam(now);
  if (frequency === "monthly") return `month:${d.year}-${String(d.month).padStart(2, "0")}`;
  const w = isoWeek(d.year, d.month, d.day);
  return `week:${w.year}-W${String(w.week).padStart(2, "0")}`;
}

/** How far back a volunteer's first mail looks (there is no previous mail to count from). */
export const FIRST_LOOKBACK_MS: Record<Frequency, number> = {
  weekly: 7 * 86_400_000,
  monthly: 31 * 86_400_000,
};
