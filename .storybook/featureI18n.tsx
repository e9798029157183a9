import i18next, { type i18n as I18n, type Resource } from "i18next";
import { useEffect, useState, type ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { Decorator } from "@storybook/react-vite";

/**
 * Every feature's messages, each under its folder name as namespace (features/auth -> "auth"), as
 * the app loads them lazily. One instance serves all stories; the language follows the toolbar.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("../features/*/locales/*.json", { eager: true });

export function featureResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const match = path.match(/features\/([^/]+)\/locales\/([a-z]{2})\.json$/);
    if (!match) continue;
    const [, namespace, locale] = match as unknown as [string, string, string];
    resources[locale] = { ...resources[locale], [namespace]: module.default };
  }
  return resources;
}

let instance: I18n | undefined;
function storyI18n(locale: string): I18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: "nl",
      resources: featureResources(),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return instance;
}

function WithI18n({ locale, children }: { locale: string; children: ReactNode }) {
  const [i18n] = useState(() => storyI18n(locale));
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Renders a story in the language of the toolbar's locale global (nl by default). */
export const withFeatureI18n: Decorator = (Story, context) => (
  <WithI18n locale={(context.globals as { locale?: string }).locale ?? "nl"}>
    <Story />
  </WithI18n>
);
