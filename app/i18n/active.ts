import type { i18n as I18n } from "i18next";

let active: I18n | undefined;

/** The i18n instance the app runs with (the last one created); yup's messages are read from it. */
export function setActiveI18n(i18n: I18n): void {
  active = i18n;
}

export function activeI18n(): I18n | undefined {
  return active;
}
