import type { RouteDef } from "./types.ts";
import { loadMerge } from "@ui/lib/cn.ts";

/**
 * The feature namespaces a page's screens use, by route id: they are loaded together with the
 * page's module instead of after it has rendered. A page that uses one not listed here still
 * works: its screen waits (Suspense) until i18next has fetched it.
 */
const ROUTE_NAMESPACES: [RegExp, string[]][] = [
  [/^(login|recover|reset|confirm|tokenLogin|logout)$/, ["auth"]],
  [/^(signup|signupSuccess|organizationSignup|organizationSignupSuccess)$/, ["signup"]],
  [/^switch$/, ["centers"]],
  [/^profileEdit\.savedSearches$/, ["saved-searches"]],
  [/^profileEdit\.index$/, ["profile", "volunteer-pool"]],
  [/^(profile|profileDeleted|profileEdit\..+)$/, ["profile"]],
  [/^vacancy$/, ["vacancies", "applications"]],
  [/^(vacancies|vacancyEdit|vacancyAdd|vacancyBulkEdit|vacancySearch)$/, ["vacancies"]],
  [/^(applications|application)$/, ["applications"]],
  [/^dashboard$/, ["dashboard"]],
  [/^notifications$/, ["notifications"]],
  [/^settings\..+$/, ["settings"]],
  [/^content\.messages$/, ["support"]],
  [/^(socialMap|socialMapEntry|content\.socialMap)$/, ["social-map"]],
  [/^(forms|profileReplies|content\.forms)$/, ["forms"]],
  [/^page$/, ["content", "vacancies", "activities"]],
  [/^content\..+$/, ["content", "vacancies"]],
  [/^activities(Overview|Manage)?$/, ["activities"]],
  [/^news$/, ["news"]],
  [/^oneOnOneHelp(Requests)?$/, ["help-requests"]],
  [/^partners$/, ["partners"]],
  [/^workshops(Manage)?$/, ["workshops"]],
  [/^volunteerPool$/, ["volunteer-pool"]],
];

export function routeNamespaces(routeId: string): string[] {
  return ROUTE_NAMESPACES.find(([pattern]) => pattern.test(routeId))?.[1] ?? [];
}

type NamespaceLoader = (namespaces: string[]) => Promise<unknown>;
let loadNamespaces: NamespaceLoader = () => Promise.resolve();

/** Lets route loads fetch their messages through the app's i18n instance (set once at start). */
export function setNamespaceLoader(loader: NamespaceLoader): void {
  loadNamespaces = loader;
}

/**
 * The landing pages (vite.config.ts LANDING_PAGES: the home and content pages, the vacancy bank):
 * a first load, drawn without the class merge of `cn` (ui/lib/cn.ts). Every other page arrives with it.
 */
export const FIRST_LOAD_ROUTES: ReadonlySet<string> = new Set(["page", "vacancySearch"]);

/** A page's module and its messages (and the class merge, see above), fetched in parallel. */
export async function loadRoute(route: RouteDef) {
  const namespaces = routeNamespaces(route.id);
  const [module] = await Promise.all([
    route.load(),
    namespaces.length ? loadNamespaces(namespaces) : null,
    FIRST_LOAD_ROUTES.has(route.id) ? null : loadMerge(),
  ]);
  return module;
}

export { findRoute } from "./findRoute.ts";

let preloadable: readonly RouteDef[] = [];

/**
 * The routes that links may preload: set by the router when it is built (this module does not
 * import the table, which loads pages that link back here).
 */
export function setPreloadRoutes(routes: readonly RouteDef[]): void {
  preloadable = routes;
}

/**
 * Starts loading the page of `path` (a link pointed at or focused; the path without its locale
 * prefix). The preloader's own code (./preloader.ts) comes with the first such link: no first
 * load carries it.
 */
export function preloadRoute(path: string): void {
  void import("./preloader.ts").then(
    (m) => m.routePreloader(preloadable, loadRoute).preload(path),
    () => {
      // The real navigation loads the page.
    },
  );
}
