/**
 * Calendar days and clock times in the Netherlands (Europe/Amsterdam), whatever the zone of the
 * browser or the server: the activity calendar's month grid, its forms and its demo data all count
 * days as a Dutch visitor does. Without yup, so the public pages can import it cheaply.
 */
import { intlLocale } from "./locales.ts";

export const TIME_ZONE = "Europe/Amsterdam";

/** A month as the URL of the month grid holds it: `?maand=2026-12`. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Made on first use, not when the module loads: a browser's first date format loads its locale
 * data (30-40 ms on a fast machine), which a page importing this module
 * would otherwise pay while it starts.
 */
let partsFormat: Intl.DateTimeFormat | undefined;
const amsterdamFormat = () =>
  (partsFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }));

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Dutch calendar day and clock time of an instant. */
export function amsterdamParts(at: Date | string): LocalParts {
  const parts = Object.fromEntries(
    amsterdamFormat()
      .formatToParts(typeof at === "string" ? new Date(at) : at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** "2026-12-05": the Dutch calendar day of an instant. */
export function dayKey(at: Date | string): string {
  const p = amsterdamParts(at);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** "19:30": the Dutch clock time of an instant. */
export function clockTime(at: Date | string): string {
  const p = amsterdamParts(at);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** What a person types as a clock time ("9.30", "930", "19:30") as "09:30"; anything else as it was (trimmed). */
export function normalTime(text: string): string {
  const m = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!m) return text.trim();
  const time = `${m[1]!.padStart(2, "0")}:${m[2]}`;
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : text.trim();
}

/** The instant of a Dutch day ("2026-12-05") and clock time ("19:30"); null when either is no real value. */
export function amsterdamInstant(day: string, time = "00:00"): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const [y, m, dd, h, min] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  const guess = Date.UTC(y, m - 1, dd, h, min);
  if (new Date(guess).getUTCDate() !== dd) return null;
  // The zone's offset near that moment (one hour in winter, two in summer), applied twice so that
  // the day a clock changes lands right as well.
  let at = guess;
  for (let i = 0; i < 2; i++) {
    const p = amsterdamParts(new Date(at));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    at += guess - shown;
  }
  return new Date(at);
}

/** "2026-12" of a Dutch day key or an instant. */
export const monthKey = (at: Date | string): string => dayKey(at).slice(0, 7);

/** The month after (or before, with -1) "2026-12". */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** The first instant of the month and the first instant of the next (Dutch time). */
export function monthRange(month: string): { from: Date; until: Date } {
  return { from: amsterdamInstant(`${month}-01`)!, until: amsterdamInstant(`${shiftMonth(month, 1)}-01`)! };
}

/** The Dutch day `days` after the instant's own Dutch day, at a clock time. */
export function dayAfter(at: Date, days: number, time: string): Date {
  const p = amsterdamParts(at);
  const base = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  const key = `${pad(base.getUTCFullYear(), 4)}-${pad(base.getUTCMonth() + 1)}-${pad(base.getUTCDate())}`;
  return amsterdamInstant(key, time)!;
}

/** The Intl locale of the app's language: British English or Dutch (contract/locales.ts). */
export { intlLocale };

/** A moment as a Dutch reader writes it, on the Dutch clock: "26 november 2026" (and ", 14:10" with the time). */
export function formatLongDate(at: Date | string, locale: string, withTime = false): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
    timeZone: TIME_ZONE,
  }).format(new Date(at));
}

/** A day with its weekday, on the Dutch clock: "vrijdag 4 december 2026". */
export function formatWeekdayDate(at: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  }).format(new Date(at));
}
