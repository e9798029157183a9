import { createBrowserRouter, type RouteObject } from "react-router";
import { FatalBoundary } from "../errors/FatalBoundary.tsx";
import { LOCALE_PREFIXES } from "../i18n/locale.ts";
import { Root } from "./Root.tsx";
import { routesFor, type RouteDef } from "./table.ts";
import type { RouteHandle } from "./useCurrentRoute.ts";

function toRouteObject(def: RouteDef, idPrefix: string): RouteObject {
  const handle: RouteHandle = { route: def };
  return {
    id: `${idPrefix}${def.id}`,
    path: def.path.replace(/^\//, ""),
    handle,
    lazy: async () => ({ Component: (await def.load()).default }),
  };
}

/** The route objects of the table: every route bare (Dutch) and under each locale prefix. */
export function buildRoutes(dev: boolean): RouteObject[] {
  const defs = routesFor(dev);
  const notFound: RouteObject = { path: "*", handle: { notFound: true } satisfies RouteHandle };
  const localized = Object.entries(LOCALE_PREFIXES).map(([locale, prefix]): RouteObject => ({
    path: prefix!.slice(1),
    children: [...defs.map((d) => toRouteObject(d, `${locale}:`)), { ...notFound, id: `${locale}:notFound` }],
  }));
  return [
    {
      id: "root",
      path: "/",
      Component: Root,
      ErrorBoundary: FatalBoundary,
      hydrateFallbackElement: null,
      children: [...defs.map((d) => toRouteObject(d, "")), ...localized, { ...notFound, id: "notFound" }],
    },
  ];
}

/** Developer pages in development mode only (`vite`, or `vite build --mode development`), never in a production build. */
export function createAppRouter(dev = import.meta.env.MODE === "development") {
  return createBrowserRouter(buildRoutes(dev));
}
