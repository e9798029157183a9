import { useLayoutEffect, useMemo, useRef, useState, useTransition, type ComponentType } from "react";
import {
  matchRoutes,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useRoutes,
  type Location,
  type NavigationType,
  type Navigator,
  type RouteMatch,
  type RouteObject,
} from "react-router";
import { LOCALE_PREFIXES, stripLocale } from "../i18n/locale.ts";
import { SIDE_NAV_LAYOUTS, sideNav } from "../layouts/AppLayout.tsx";
import { lazyComponent, type LazyComponent } from "../layouts/lazyComponent.tsx";
import { MatchesContext, PendingContext } from "./matches.ts";
import { findRoute, loadRoute, setPreloadRoutes } from "./preload.ts";
import { noteNavigationOptions, positionKey, saveScrollPosition, ScrollRestoration } from "./scroll.ts";
import { Root } from "./Root.tsx";
import { routesFor, type RouteDef } from "./table.ts";
import type { RouteHandle } from "./useCurrentRoute.ts";

/**
 * The router in react-router's declarative mode: the app uses none of the data router's loaders,
 * actions or fetchers, and the declarative mode is half its code on every first load (see
 * docs/decisions.md). What the data router gave besides (waiting for a page's code with the
 * loading indicator, the matched route's handle, scroll restoration) is here and in Root.
 */

/** The history the router follows: the browser's, or one in memory (tests, stories, first views). */
export interface AppHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

/** The navigation's options (say, preventScrollReset) reach the scroll restoration (scroll.ts). */
function withNavigationOptions(history: AppHistory): AppHistory {
  const push = history.push.bind(history);
  const replace = history.replace.bind(history);
  return Object.assign(history, {
    push: (...args: Parameters<Navigator["push"]>) => {
      noteNavigationOptions(args[2]);
      push(...args);
    },
    replace: (...args: Parameters<Navigator["replace"]>) => {
      noteNavigationOptions(args[2]);
      replace(...args);
    },
  });
}

/** The page's history once the app has made it, for what starts after the page's load (errors/afterLoad.ts). */
export let pageHistory: AppHistory | undefined;

export function browserHistory(): AppHistory {
  return (pageHistory = withNavigationOptions(createBrowserHistory({ v5Compat: true }) as unknown as AppHistory));
}

export function memoryHistory(url: string): AppHistory {
  return withNavigationOptions(createMemoryHistory({ initialEntries: [url], v5Compat: true }) as unknown as AppHistory);
}

/** A page's module and messages (and the sidebar of the layouts that have one), in parallel. */
async function loadPage(def: RouteDef): Promise<ComponentType> {
  const [module] = await Promise.all([loadRoute(def), SIDE_NAV_LAYOUTS.includes(def.layout) ? sideNav.load() : null]);
  return module.default;
}

/** Each route's page, fetched when first needed; main.tsx may have started the first one already. */
const pages = new Map<RouteDef, LazyComponent<object>>();
function pageOf(def: RouteDef): LazyComponent<object> {
  let page = pages.get(def);
  if (!page) pages.set(def, (page = lazyComponent(() => loadPage(def), { merge: false })));
  return page;
}

/**
 * Loads the page a visit starts on (module, messages, sidebar), so that the first render has it
 * and does not show the empty fallback in its place: a pre-rendered page is replaced at once.
 */
export function loadFirstPage(firstRouteId: string, dev = import.meta.env.MODE === "development"): Promise<unknown> {
  const def = routesFor(dev).find((d) => d.id === firstRouteId);
  return def ? pageOf(def).load() : Promise.resolve();
}

/**
 * Loads the page at `url` before a first render in memory (tests and stories), as the app's start
 * (main.tsx) does; a page that fails to load shows its failure when rendered.
 */
export async function preloadPage(url: string, dev: boolean): Promise<void> {
  const route = findRoute(stripLocale(new URL(url, "http://localhost").pathname), routesFor(dev));
  if (route) await loadFirstPage(route.id, dev).catch(() => {});
}

function toRouteObject(def: RouteDef, idPrefix: string): RouteObject {
  const handle: RouteHandle = { route: def };
  // A page whose code is not there yet suspends; as navigations are transitions, the page before
  // stays on screen (with the loading indicator) until it has arrived.
  return { id: `${idPrefix}${def.id}`, path: def.path.replace(/^\//, ""), handle, Component: pageOf(def).Component };
}

/** The route objects of the table: every route bare (Dutch) and under each locale prefix. */
export function buildRoutes(dev: boolean): RouteObject[] {
  const defs = routesFor(dev);
  setPreloadRoutes(defs);
  const notFound: RouteObject = { path: "*", handle: { notFound: true } satisfies RouteHandle };
  const localized = Object.entries(LOCALE_PREFIXES).map(([locale, prefix]): RouteObject => ({
    path: prefix!.slice(1),
    children: [...defs.map((d) => toRouteObject(d, `${locale}:`)), { ...notFound, id: `${locale}:notFound` }],
  }));
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      Component: Root,
      children: [...defs.map((d) => toRouteObject(d, "")), ...localized, { ...notFound, id: "notFound" }],
    },
  ];
  tables.set(routes, { defs, narrowed: new Map() });
  return routes;
}

/**
 * The route definitions of a tree buildRoutes made, and its tree narrowed to each route (see
 * matchLocation).
 */
const tables = new WeakMap<RouteObject[], { defs: readonly RouteDef[]; narrowed: Map<RouteDef, RouteObject[]> }>();

/** The tree with one route left (bare and under each locale prefix), and the 404 routes. */
const narrow = (routes: RouteObject[], def: RouteDef): RouteObject[] =>
  routes
    .filter((r) => !r.handle || (r.handle as RouteHandle).notFound || (r.handle as RouteHandle).route === def)
    .map((r) => (r.children ? { ...r, children: narrow(r.children, def) } : r));

/**
 * The matches of a location, and the routes that gave them. react-router flattens and ranks the
 * whole tree (every route, bare and under each locale prefix: ~450) on each match, a long piece of
 * a render that cannot be split; a tree narrowed to the route findRoute picks for the path (the
 * first page's own guess, letters in any case) is matched at once. When that finds no page, the
 * whole tree decides.
 */
export function matchLocation(routes: RouteObject[], location: Location): [RouteObject[], RouteMatch[]] {
  const table = tables.get(routes);
  let path = location.pathname;
  try {
    path = decodeURI(path);
  } catch {
    // matched as it is
  }
  const def = table && findRoute(stripLocale(path.toLowerCase()), table.defs);
  if (def) {
    let narrowed = table.narrowed.get(def);
    if (!narrowed) table.narrowed.set(def, (narrowed = narrow(routes, def)));
    const matches = matchRoutes(narrowed, location);
    if (matches && !(matches.at(-1)!.route.handle as RouteHandle | undefined)?.notFound) return [narrowed, matches];
  }
  return [routes, matchRoutes(routes, location) ?? []];
}

function Routes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const [matched, matches] = useMemo(() => matchLocation(routes, location), [routes, location]);
  const element = useRoutes(matched, location);
  return <MatchesContext value={matches}>{element}</MatchesContext>;
}

/**
 * The app's router over a history: each navigation is a transition, so that React keeps the page
 * on screen while the next one's code arrives and `useNavigationPending` tells that it is coming.
 */
export function AppRouter({ history, routes }: { history: AppHistory; routes: RouteObject[] }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  // The location on screen (not the one a pending navigation goes to).
  const current = useRef(state.location);
  useLayoutEffect(() => {
    current.current = state.location;
  }, [state.location]);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // Still the page being left: its scroll position, for coming back to it.
        saveScrollPosition(positionKey(current.current));
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <PendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        <Routes routes={routes} />
        <ScrollRestoration />
      </Router>
    </PendingContext>
  );
}

/** The app's routes (developer pages in development mode only: `vite`, or `vite build --mode development`). */
const built = new Map<boolean, RouteObject[]>();
export function appRoutes(dev = import.meta.env.MODE === "development"): RouteObject[] {
  let routes = built.get(dev);
  if (!routes) built.set(dev, (routes = buildRoutes(dev)));
  return routes;
}
