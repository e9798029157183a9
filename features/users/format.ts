import { formatLongDate } from "@contract/amsterdam-time.ts";

/** "12 maart 2026 om 14:05" ("12 March 2026 at 14:05"), on the Dutch clock, or the fallback for none. */
export function formatDateTime(iso: string | null, locale: string, none = "–"): string {
  if (!iso) return none;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return none;
  return formatLongDate(date, locale, true);
}

/** "12 maart 2026" ("12 March 2026"), on the Dutch clock, or the fallback for none. */
export function formatDay(iso: string | null, locale: string, none = "–"): string {
  if (!iso) return none;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return none;
  return formatLongDate(date, locale);
}
