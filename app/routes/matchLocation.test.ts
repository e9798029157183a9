import { matchRoutes, type Location, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { buildRoutes, matchLocation } from "./router.tsx";
import { routesFor } from "./table.ts";

const at = (pathname: string) => ({ pathname, search: "", hash: "", state: null, key: "t" }) as Location;

/** What a path opens: the last match's route id and the params, as the whole tree decides. */
function opened(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, at(pathname)) ?? [];
  return { id: matches.at(-1)?.route.id, params: matches.at(-1)?.params };
}

/** Paths for a route's pattern: its parameters filled in (and optional ones left out). */
function pathsOf(pattern: string): string[] {
  const filled = pattern.replace(/:[A-Za-z]+\??/g, (p, i: number) => (i % 2 ? "12" : "tuin-hulp"));
  const short = pattern.replace(/\/:[A-Za-z]+\?/g, "");
  return [...new Set([filled, short || "/"])];
}

const count = (routes: RouteObject[]): number =>
  routes.reduce((n, r) => n + 1 + (r.children ? count(r.children) : 0), 0);

describe.each([false, true])("matching a location (developer routes: %s)", (dev) => {
  const routes = buildRoutes(dev);
  const paths = routesFor(dev).flatMap((def) => pathsOf(def.path));
  const variants = (path: string) => [
    path,
    `/en${path === "/" ? "" : path}`,
    path.toUpperCase(),
    path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
    `${path}/extra`,
  ];

  it("opens what the whole tree opens, for every route (with its locale, in capitals, encoded, with more)", () => {
    for (const path of paths
      .flatMap(variants)
      .concat(["/bestaat/niet/echt", "/en/x/y/z", "/%E0%A4%A", "//vacancies//search", "/en//partners"])) {
      const [, matches] = matchLocation(routes, at(path));
      expect({ path, id: matches.at(-1)?.route.id, params: matches.at(-1)?.params }).toEqual({
        path,
        ...opened(routes, path),
      });
    }
  });

  it("matches a known page against its own route, not the whole tree", () => {
    for (const path of ["/vacancies/search", "/en/vacancies/search", "/", "/sociale-kaart"]) {
      const [matched] = matchLocation(routes, at(path));
      expect(count(matched)).toBeLessThan(8);
    }
    expect(count(routes)).toBeGreaterThan(100);
  });
});
