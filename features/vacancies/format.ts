import { intlLocale } from "@contract/locales.ts";
import type { Vacancy } from "./types.ts";

/** "3,2 km" (nl) / "3.2 km" (en): one decimal under 10 km, whole kilometres above. */
export function formatDistance(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count in the locale's format ("1.234" / "1,234"). Whole numbers under 1,000 are written the
 * same in every supported locale and skip Intl, whose first use costs the front door a long task.
 */
export function formatNumber(n: number, locale: string): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}

/** "2026-03-01" -> "1 maart 2026" ("1 March 2026") in the locale; anything unparseable is returned as it came. */
export function formatDate(iso: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** The place shown for a vacancy in lists: its city (or postcode), null when remote or unknown. */
export function placeOf(vacancy: Pick<Vacancy, "city" | "postcode" | "remote">): string | null {
  if (vacancy.remote) return null;
  return vacancy.city || vacancy.postcode || null;
}
