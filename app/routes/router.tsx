import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { FatalBoundary } from "../errors/FatalBoundary.tsx";
import { LOCALE_PREFIXES } from "../i18n/locale.ts";
import { SIDE_NAV_LAYOUTS, sideNav } from "../layouts/AppLayout.tsx";
import { lazyComponent, type LazyComponent } from "../layouts/lazyComponent.tsx";
import { loadRoute } from "./preload.ts";
import { Root } from "./Root.tsx";
import { routesFor, type RouteDef } from "./table.ts";
import type { RouteHandle } from "./useCurrentRoute.ts";

/** A page's module and messages (and the sidebar of the layouts that have one), in parallel. */
async function loadPage(def: RouteDef): Promise<ComponentType> {
  const [module] = await Promise.all([loadRoute(def), SIDE_NAV_LAYOUTS.includes(def.layout) ? sideNav.load() : null]);
  return module.default;
}

/** The page a visit starts on, one per route: main.tsx may have it loaded before the router is built. */
const firstPages = new Map<RouteDef, LazyComponent<object>>();
function firstPageOf(def: RouteDef): LazyComponent<object> {
  let page = firstPages.get(def);
  if (!page) firstPages.set(def, (page = lazyComponent(() => loadPage(def))));
  return page;
}

/**
 * Loads the page a visit starts on (module, messages, sidebar), so that the first render has it
 * and does not show the empty fallback in its place: a pre-rendered page is replaced at once.
 */
export function loadFirstPage(firstRouteId: string, dev = import.meta.env.MODE === "development"): Promise<unknown> {
  const def = routesFor(dev).find((d) => d.id === firstRouteId);
  return def ? firstPageOf(def).load() : Promise.resolve();
}

function toRouteObject(def: RouteDef, idPrefix: string, firstPage?: ComponentType): RouteObject {
  const handle: RouteHandle = { route: def };
  return {
    id: `${idPrefix}${def.id}`,
    path: def.path.replace(/^\//, ""),
    handle,
    // Navigations wait for the next page's code (with the loading indicator); the first page of a
    // visit does not hold up the header, footer and consent banner, it fills in when it arrives.
    ...(firstPage ? { Component: firstPage } : { lazy: async () => ({ Component: await loadPage(def) }) }),
  };
}

/**
 * The route objects of the table: every route bare (Dutch) and under each locale prefix.
 * `firstRouteId` names the page the visit starts on (main.tsx has already started loading it).
 */
export function buildRoutes(dev: boolean, firstRouteId?: string): RouteObject[] {
  const defs = routesFor(dev);
  const first = defs.find((d) => d.id === firstRouteId);
  const firstPage = first ? firstPageOf(first).Component : undefined;
  const toRoute = (d: RouteDef, idPrefix: string) => toRouteObject(d, idPrefix, d === first ? firstPage : undefined);
  const notFound: RouteObject = { path: "*", handle: { notFound: true } satisfies RouteHandle };
  const localized = Object.entries(LOCALE_PREFIXES).map(([locale, prefix]): RouteObject => ({
    path: prefix!.slice(1),
    children: [...defs.map((d) => toRoute(d, `${locale}:`)), { ...notFound, id: `${locale}:notFound` }],
  }));
  return [
    {
      id: "root",
      path: "/",
      Component: Root,
      ErrorBoundary: FatalBoundary,
      hydrateFallbackElement: null,
      children: [...defs.map((d) => toRoute(d, "")), ...localized, { ...notFound, id: "notFound" }],
    },
  ];
}

/** Developer pages in development mode only (`vite`, or `vite build --mode development`), never in a production build. */
export function createAppRouter(dev = import.meta.env.MODE === "development", firstRouteId?: string) {
  return createBrowserRouter(buildRoutes(dev, firstRouteId));
}
