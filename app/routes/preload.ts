import type { RouteObject } from "react-router";
import type { RouteDef, RouteHandle } from "./types.ts";
import { loadMerge } from "@ui/lib/cn.ts";

/** Section 9: at most 4 route preloads at once; none on slow connections. */
export const MAX_PARALLEL_PRELOADS = 4;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return connection.saveData === true || ["slow-2g", "2g", "3g"].includes(connection.effectiveType ?? "");
}

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

/**
 * The route of a path, found without the router (which has not arrived yet when the first page
 * starts loading): static segments beat parameters, as in react-router. Only a hint for
 * preloading; the router does the real matching.
 */
export function findRoute(pathname: string, routes: readonly RouteDef[]): RouteDef | undefined {
  const segments = pathname.split("/").filter(Boolean);
  let best: { route: RouteDef; score: number } | undefined;
  for (const route of routes) {
    const pattern = route.path.split("/").filter(Boolean);
    let score = 0;
    let ok = true;
    for (let i = 0; ok && i < Math.max(pattern.length, segments.length); i++) {
      const part = pattern[i];
      const segment = segments[i];
      if (part === undefined) ok = false;
      else if (part.startsWith(":")) {
        if (segment === undefined && !part.endsWith("?")) ok = false;
        else score += segment === undefined ? 1 : 3;
      } else if (part === segment) score += 10;
      else ok = false;
    }
    if (ok && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/**
 * Loads route modules (and their messages) ahead of a navigation (a link hovered or focused):
 * each module once, no more than four at a time, the rest queued; nothing on a slow connection.
 * It matches paths itself, so that it does not need the router to be loaded.
 */
export class RoutePreloader {
  private readonly done = new Set<string>();
  private readonly queue: (() => Promise<unknown>)[] = [];
  private running = 0;

  private readonly routes: RouteDef[];

  constructor(
    routes: RouteObject[],
    private readonly slow: () => boolean = () => isSlowConnection(),
    private readonly limit = MAX_PARALLEL_PRELOADS,
  ) {
    this.routes = routes.flatMap((r) => (r.handle as RouteHandle | undefined)?.route ?? []);
  }

  get active(): number {
    return this.running;
  }

  preload(path: string): void {
    if (this.slow()) return;
    const route = findRoute(path, this.routes);
    if (!route || this.done.has(route.id)) return;
    this.done.add(route.id);
    this.queue.push(() => loadRoute(route));
    this.pump();
  }

  private pump(): void {
    while (this.running < this.limit && this.queue.length > 0) {
      const load = this.queue.shift()!;
      this.running++;
      load()
        .catch(() => {
          // A failed preload is retried by the real navigation.
        })
        .finally(() => {
          this.running--;
          this.pump();
        });
    }
  }
}

let shared: RoutePreloader | undefined;
let preloadable: readonly RouteDef[] = [];

/**
 * The routes that links may preload: set by the router when it is built (this module does not
 * import the table, which loads pages that link back here).
 */
export function setPreloadRoutes(routes: readonly RouteDef[]): void {
  preloadable = routes;
  shared = undefined;
}

/** The app's preloader over the router's routes (lazily built; paths without their locale prefix). */
export function routePreloader(): RoutePreloader {
  shared ??= new RoutePreloader(
    preloadable.map((route) => ({ path: route.path, handle: { route } satisfies RouteHandle })),
  );
  return shared;
}
