import type { ComponentType } from "react";
import type { TenantFeatures } from "../tenant.ts";

/**
 * The shapes of the routes table, apart from the table itself: modules that the table loads
 * (guards, layouts, hooks) import these without importing the table (no import cycle).
 */

/** The layouts of section 2. */
export const LAYOUTS = ["default", "empty", "public", "wide", "sidebar", "collapse", "topnav"] as const;
export type LayoutName = (typeof LAYOUTS)[number];
export type RouteParam = "id" | "slug" | "token";

export interface RouteModule {
  default: ComponentType;
}

export interface RouteDef {
  /** Unique id; the title is the message `routes:<id>`. */
  id: string;
  /** The path as in the specification (leading slash, react-router syntax for parameters). */
  path: string;
  /** Reachable without signing in (section 6: isPublic). */
  isPublic: boolean;
  layout: LayoutName;
  params?: RouteParam[];
  /** The page's module, loaded when the route is visited. */
  load: () => Promise<RouteModule>;
  /** Back-office pages need an organization: without one a 403 'Geen organisatie gevonden'. */
  backOffice?: boolean;
  /** Hidden (404) when the tenant does not have this feature (section 1). */
  feature?: keyof TenantFeatures;
  /** Developer pages, only in development builds. */
  devOnly?: boolean;
  /** White page background (section 2). */
  white?: boolean;
}

/** What each router route carries: its table entry, or the 404 marker. */
export interface RouteHandle {
  route?: RouteDef;
  notFound?: boolean;
}
