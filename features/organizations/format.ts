import { formatLongDate } from "@contract/amsterdam-time.ts";

/** Dates and counts as the organization screens show them, in the page's locale: "12 maart 2026" / "12 March 2026". */
export const formatDay = (iso: string, locale: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatLongDate(d, locale);
};

/** "12 maart 2026 om 14:05" / "12 March 2026 at 14:05", on the Dutch clock. */
export const formatMoment = (iso: string, locale: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatLongDate(d, locale, true);
};

export const formatCount = (n: number, locale: string): string => n.toLocaleString(locale);
