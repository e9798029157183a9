import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { setActiveI18n } from "./active.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locale.ts";
import { APP_NAMESPACES, messageLoader, NAMESPACES } from "./messages.ts";

export {
  APP_NAMESPACES,
  FEATURE_NAMESPACES,
  messageLoader,
  NAMESPACES,
  preloadMessages,
  type Namespace,
} from "./messages.ts";

/**
 * An i18next backend that imports message files lazily (the shell's namespaces as one chunk per
 * language, each feature's file as its own). A failed load is logged and the app carries on with
 * what it has (specification section 8).
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
  /**
   * The namespaces loaded before the instance is ready; every namespace by default. The app
   * starts with the shell's and those of the first page; others load with their pages.
   */
  namespaces?: readonly string[];
}

/** The namespaces the app starts with: the shell's plus the given ones. */
export function startNamespaces(extra: readonly string[] = []): string[] {
  return [...new Set<string>([...APP_NAMESPACES, ...extra])];
}

/** A configured i18next instance; resolves when the messages of the locale are loaded. */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  const lazy = !options.resources;
  if (lazy) instance.use(options.backend ?? lazyBackend());
  instance.use(initReactI18next);
  await instance.init({
    lng: options.locale ?? DEFAULT_LOCALE,
    // Dutch and English have the same keys (a unit test holds them to it), so the messages of the
    // other language are never needed: a visitor downloads one language only.
    fallbackLng: lazy ? false : DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...(options.namespaces ?? NAMESPACES)],
    defaultNS: "common",
    resources: options.resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A namespace that is not there yet suspends its component (under the app's Suspense
    // boundaries) instead of showing message keys; pages normally arrive with theirs.
    react: { useSuspense: true },
  });
  setActiveI18n(instance);
  instance.on("languageChanged", setPageLanguage);
  setPageLanguage(instance.language);
  return instance;
}

/**
 * The page's `lang`, set only when it changes: setting it even to the same value makes the browser
 * work out every element's style again (their `:lang()`), ~10 ms of the start of a first view.
 */
function setPageLanguage(lng: string): void {
  if (typeof document !== "undefined" && document.documentElement.lang !== lng) document.documentElement.lang = lng;
}
