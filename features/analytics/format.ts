import type { TFunction } from "i18next";
import { intlLocale } from "@contract/amsterdam-time.ts";
import type { Bucket } from "@contract/analytics.ts";
import { hoursParts, type Formatters } from "./model.ts";

/** Numbers, shares, waiting times and chart buckets in the page's language. */
export function makeFormatters(t: TFunction, locale: string): Formatters {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "short", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" });
  return {
    count: (n) => number.format(n),
    share: (n) => percent.format(n),
    hours: (h) => {
      const { unit, value } = hoursParts(h);
      return t(unit, { ns: "analytics", count: value, formatParams: { count: {} } }).replace(
        String(value),
        number.format(value),
      );
    },
    bucket: (start: string, bucket: Bucket) =>
      (bucket === "month" ? month : day).format(new Date(`${start}T00:00:00Z`)),
  };
}

/** A day (YYYY-MM-DD) as the page writes it: 1 maart 2026 (1 March 2026). */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
