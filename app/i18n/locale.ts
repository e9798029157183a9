import { DEFAULT_LOCALE, LOCALES, type Locale } from "@contract/locales.ts";
import { getCookie, sameSiteFor, setCookie } from "../lib/cookies.ts";

export { DEFAULT_LOCALE, LOCALES, type Locale };

export const LOCALE_COOKIE = "locale";
/** Section 9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** The path prefix of a localized route; Dutch, the default, has none. */
export const LOCALE_PREFIXES: Partial<Record<Locale, string>> = { en: "/en" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** 'en-GB' -> 'en'; undefined when not a supported language. */
export function toLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** Section 4: the saved cookie, then the browser's preferred languages, then Dutch. */
export function detectLocale(input: { cookie?: string; languages?: readonly string[] }): Locale {
  const saved = toLocale(input.cookie);
  if (saved) return saved;
  for (const tag of input.languages ?? []) {
    const found = toLocale(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

export function detectBrowserLocale(): Locale {
  return detectLocale({ cookie: getCookie(LOCALE_COOKIE), languages: navigator.languages ?? [navigator.language] });
}

export function saveLocale(locale: Locale, crossOrigin: boolean): void {
  setCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, path: "/", ...sameSiteFor(crossOrigin) });
}

/** The locale a path is in, from its prefix ('/en/...' is English). */
export function localeOfPath(pathname: string): Locale | undefined {
  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return locale as Locale;
  }
  return undefined;
}

/** The path without its locale prefix. */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (!locale) return pathname;
  return pathname.slice(LOCALE_PREFIXES[locale]!.length) || "/";
}

/** The same page in another locale: '/en/vacancies' <-> '/vacancies'. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  const prefix = LOCALE_PREFIXES[locale];
  if (!prefix) return bare;
  return bare === "/" ? prefix : `${prefix}${bare}`;
}
