import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locale.ts";
import { installYupLocale } from "./yupLocale.ts";

/** Namespaces of the app's own message files (app/locales/<lng>/<ns>.json). */
export const APP_NAMESPACES = ["common", "routes", "errors", "validation", "layout", "consent", "feedback"] as const;
/** Features whose message files (features/<f>/locales/<lng>.json) are namespaces named after the feature. */
export const FEATURE_NAMESPACES = [
  "auth",
  "signup",
  "centers",
  "profile",
  "vacancies",
  "applications",
  "dashboard",
  "notifications",
] as const;
export const NAMESPACES = [...APP_NAMESPACES, ...FEATURE_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Loader = () => Promise<{ default: ResourceKey }>;
const appFiles = import.meta.glob<{ default: ResourceKey }>("../locales/*/*.json");
const featureFiles = import.meta.glob<{ default: ResourceKey }>("../../features/*/locales/*.json");

/** The lazy loader of one namespace in one language, or undefined when there is no such file. */
export function messageLoader(language: string, namespace: string): Loader | undefined {
  return (
    appFiles[`../locales/${language}/${namespace}.json`] ??
    featureFiles[`../../features/${namespace}/locales/${language}.json`]
  );
}

/**
 * An i18next backend that imports message files lazily (one chunk per file). A failed load is
 * logged and the app carries on with what it has (specification section 8).
 */
export function lazyBackend(load: typeof messageLoader = messageLoader): BackendModule {
  return {
    type: "backend",
    init() {},
    read(language, namespace, callback) {
      const loader = load(language, namespace);
      if (!loader) {
        console.error(`[i18n] no message file for ${language}/${namespace}`);
        callback(null, {});
        return;
      }
      loader().then(
        (module) => callback(null, module.default),
        (error: unknown) => {
          console.error(`[i18n] failed to load ${language}/${namespace}`, error);
          callback(null, {});
        },
      );
    },
  };
}

export interface CreateI18nOptions {
  locale?: Locale;
  /** Bundled resources (tests, stories); the lazy backend is used when omitted. */
  resources?: Record<string, Record<string, ResourceKey>>;
  backend?: BackendModule;
}

/** A configured i18next instance; resolves when the messages of the locale are loaded. */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(options.backend ?? lazyBackend());
  instance.use(initReactI18next);
  await instance.init({
    lng: options.locale ?? DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    defaultNS: "common",
    resources: options.resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  installYupLocale(instance);
  instance.on("languageChanged", (lng) => {
    if (typeof document !== "undefined") document.documentElement.lang = lng;
  });
  if (typeof document !== "undefined") document.documentElement.lang = instance.language;
  return instance;
}
