/** "12 maart 2026, 14:05" in the locale, or the fallback for none. */
export function formatDateTime(iso: string | null, locale: string, none = "–"): string {
  if (!iso) return none;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return none;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

export function formatDay(iso: string | null, locale: string, none = "–"): string {
  if (!iso) return none;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return none;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
}
