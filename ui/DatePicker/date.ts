/** Calendar arithmetic on plain local dates; values cross the API as ISO "yyyy-mm-dd". */

export function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

export function toIso(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local date from a valid ISO day, else null. */
export function fromIso(iso: string | undefined | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  if (!match) return null;
  return makeDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

function makeDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** The Dutch display format dd-mm-jjjj. */
export function formatDisplayDate(iso: string | undefined | null): string {
  const date = fromIso(iso);
  return date ? `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${pad(date.getFullYear(), 4)}` : "";
}

/**
 * Reads what a person types: dd-mm-jjjj, also with / . or space, without leading zeros, as
 * ddmmjjjj, or an ISO date pasted in. Returns the ISO day, or null when it is no real date.
 */
export function parseDisplayDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = fromIso(trimmed);
  if (iso) return toIso(iso);
  const match = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const date = makeDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return date ? toIso(date) : null;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The same day n months later, clamped to the last day of a shorter month. */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), last));
}

export function sameDay(a: Date | null, b: Date | null): boolean {
  return Boolean(a && b && toIso(a) === toIso(b));
}

export function clamp(date: Date, min: Date | null, max: Date | null): Date {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

/** Weeks of the month as rows of 7, null for the cells before the first and after the last day. */
export function monthGrid(month: Date, weekStartsOn: number): Array<Array<Date | null>> {
  const year = month.getFullYear();
  const index = month.getMonth();
  const days = new Date(year, index + 1, 0).getDate();
  const lead = (new Date(year, index, 1).getDay() - weekStartsOn + 7) % 7;
  const cells: Array<Date | null> = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(new Date(year, index, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: Array<Array<Date | null>> = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

/** Locale-aware weekday names starting at weekStartsOn (0 = Sunday, 1 = Monday). */
export function weekdayNames(locale: string, weekStartsOn: number): Array<{ short: string; long: string }> {
  const short = new Intl.DateTimeFormat(locale, { weekday: "short" });
  const long = new Intl.DateTimeFormat(locale, { weekday: "long" });
  // 7 January 2024 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(2024, 0, 7 + ((weekStartsOn + i) % 7));
    return { short: short.format(date), long: long.format(date) };
  });
}
