import type { ResourceKey } from "i18next";
import { featureMessages, shellMessages } from "virtual:volunteerly/message-files";

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
  "activity",
  "overview",
  "analytics",
  "users",
  "organizations",
  "settings",
  "news",
  "partners",
  "support",
  "content",
  "periodic-mail",
  "conversations",
  "notification-templates",
  "media",
  "saved-searches",
  "help-requests",
  "social-map",
  "forms",
  "activities",
  "workshops",
  "volunteer-pool",
] as const;
export const NAMESPACES = [...APP_NAMESPACES, ...FEATURE_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Loader = () => Promise<{ default: ResourceKey }>;

/** One load per file: what `preloadMessages` started is what the i18n backend picks up later. */
const loads = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): () => Promise<T> {
  return () => {
    let pending = loads.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      loads.set(key, pending);
      // A failed load may be tried again (say, after the connection came back).
      pending.catch(() => loads.delete(key));
    }
    return pending;
  };
}

function isAppNamespace(namespace: string): boolean {
  return (APP_NAMESPACES as readonly string[]).includes(namespace);
}

/**
 * The lazy loader of one namespace in one language, or undefined when there is no such file. The
 * shell's namespaces of one language travel together (one request instead of seven); each
 * feature's messages are a file of their own, loaded with a page of that feature. A build serves
 * them as JSON files (see messageFiles in vite.config.ts).
 */
export function messageLoader(language: string, namespace: string): Loader | undefined {
  if (isAppNamespace(namespace)) {
    const bundle = shellMessages[language];
    if (!bundle) return undefined;
    const load = once(`shell/${language}`, bundle);
    return () =>
      load().then((bundle) => {
        const messages = bundle[namespace];
        if (!messages) throw new Error(`no ${namespace} messages in the ${language} bundle`);
        return { default: messages };
      });
  }
  const key = `${namespace}/${language}`;
  const file = featureMessages[key];
  if (!file) return undefined;
  const load = once(key, file);
  return () => load().then((messages) => ({ default: messages }));
}

/**
 * Starts loading the messages of a language (the shell and the given namespaces) without waiting:
 * each file is loaded once, so the i18n backend picks them up later without a second request.
 */
export function preloadMessages(language: string, namespaces: readonly string[]): void {
  const wanted = new Set<string>([...APP_NAMESPACES.slice(0, 1), ...namespaces]);
  for (const namespace of wanted) {
    messageLoader(language, namespace)?.().catch(() => {
      // reported by the backend when i18next asks for it
    });
  }
}
