import type { ResourceKey } from "i18next";

/**
 * Where the message files are and how they load, without i18next itself: `main.tsx` starts these
 * loads before the rest of the app has arrived, `i18n.ts` reads them through its backend.
 */

/** Namespaces of the app's own message files (app/locales/<lng>/<ns>.json): the shell every page needs. */
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
type Bundle = Record<string, ResourceKey>;

/** The shell's namespaces of one language travel together: one request instead of seven. */
const shellBundles: Record<string, () => Promise<{ default: Bundle }>> = {
  nl: () => import("./bundles/nl.ts"),
  en: () => import("./bundles/en.ts"),
};
/** Each feature's messages are a chunk of their own, loaded when a page of that feature is. */
const featureFiles = import.meta.glob<{ default: ResourceKey }>("../../features/*/locales/*.json");

function isAppNamespace(namespace: string): boolean {
  return (APP_NAMESPACES as readonly string[]).includes(namespace);
}

/** The lazy loader of one namespace in one language, or undefined when there is no such file. */
export function messageLoader(language: string, namespace: string): Loader | undefined {
  if (isAppNamespace(namespace)) {
    const bundle = shellBundles[language];
    if (!bundle) return undefined;
    return () =>
      bundle().then((module) => {
        const messages = module.default[namespace];
        if (!messages) throw new Error(`no ${namespace} messages in the ${language} bundle`);
        return { default: messages };
      });
  }
  return featureFiles[`../../features/${namespace}/locales/${language}.json`];
}

/**
 * Starts loading the messages of a language (the shell and the given namespaces) without waiting:
 * the module loader keeps each file, so the i18n backend picks them up later without a second request.
 */
export function preloadMessages(language: string, namespaces: readonly string[]): void {
  const wanted = new Set<string>([...APP_NAMESPACES.slice(0, 1), ...namespaces]);
  for (const namespace of wanted) {
    messageLoader(language, namespace)?.().catch(() => {
      // reported by the backend when i18next asks for it
    });
  }
}
