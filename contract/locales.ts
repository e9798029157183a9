/** The languages of the app and the API (section 1): Dutch first. */
export const LOCALES = ["nl", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "nl";

/** The locale of Intl's formats for a language of the app. */
export const intlLocale = (locale: string) => (locale === "en" ? "en-GB" : "nl-NL");
