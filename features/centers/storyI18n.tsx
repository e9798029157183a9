import i18next, { type i18n as I18n } from "i18next";
import { useEffect, useState } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { Decorator } from "@storybook/react-vite";
import en from "./locales/en.json";
import nl from "./locales/nl.json";

let instance: I18n | undefined;

/** The feature's own messages, for stories: the app loads them lazily as namespace 'centers'. */
function storyI18n(locale: string): I18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: "nl",
      ns: ["centers"],
      defaultNS: "centers",
      resources: { nl: { centers: nl }, en: { centers: en } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return instance;
}

function WithI18n({ locale, children }: { locale: string; children: React.ReactNode }) {
  const [i18n] = useState(() => storyI18n(locale));
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Renders a story in the language of the toolbar's locale global (nl by default). */
export const withCentersI18n: Decorator = (Story, context) => (
  <WithI18n locale={(context.globals as { locale?: string }).locale ?? "nl"}>
    <Story />
  </WithI18n>
);
