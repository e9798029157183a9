import type { Locale } from "../i18n/locale.ts";

/** Each language in its own words, for the language menu and panel. */
export const LANGUAGE_NAMES: Record<Locale, string> = { nl: "Nederlands", en: "English" };
