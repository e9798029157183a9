import { describe, expect, it, vi } from "vitest";
import type { RouteObject } from "react-router";
import { findRoute, loadRoute, routeNamespaces, setNamespaceLoader } from "./preload.ts";
import { isSlowConnection, RoutePreloader } from "./preloader.ts";
import { ROUTES, type RouteDef } from "./table.ts";

function routesWith(loads: Record<string, () => Promise<never>>): RouteObject[] {
  return Object.entries(loads).map(([path, load]) => ({
    path,
    handle: { route: { id: path, path: `/${path}`, isPublic: true, layout: "default", load } as unknown as RouteDef },
  }));
}

describe("route preloading", () => {
  it("loads at most four modules at once and each module once", async () => {
    const resolvers: (() => void)[] = [];
    const load = vi.fn(() => new Promise<never>((resolve) => resolvers.push(resolve as () => void)));
    const paths = ["a", "b", "c", "d", "e", "f"];
    const preloader = new RoutePreloader(routesWith(Object.fromEntries(paths.map((p) => [p, load]))), () => false);
    for (const p of paths) preloader.preload(`/${p}`);
    preloader.preload("/a");
    expect(load).toHaveBeenCalledTimes(4);
    expect(preloader.active).toBe(4);
    resolvers.shift()!();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(5));
    resolvers.splice(0).forEach((r) => r());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(6));
  });

  it("preloads nothing on a slow connection", () => {
    const load = vi.fn(() => new Promise<never>(() => {}));
    new RoutePreloader(routesWith({ a: load }), () => true).preload("/a");
    expect(load).not.toHaveBeenCalled();
    expect(isSlowConnection({ connection: { effectiveType: "2g" } } as unknown as Navigator)).toBe(true);
    expect(isSlowConnection({ connection: { saveData: true, effectiveType: "4g" } } as unknown as Navigator)).toBe(
      true,
    );
    expect(isSlowConnection({ connection: { effectiveType: "4g" } } as unknown as Navigator)).toBe(false);
  });
});

describe("finding the first page without the router", () => {
  const id = (path: string) => findRoute(path, ROUTES)?.id;
  it("prefers static segments over parameters, as react-router does", () => {
    expect(id("/vacancies/search")).toBe("vacancySearch");
    expect(id("/vacancies/12")).toBe("vacancy");
    expect(id("/vacancies/12/edit")).toBe("vacancyEdit");
    expect(id("/partners")).toBe("partners");
    expect(id("/auth/login-1")).toBe("login");
  });
  it("handles optional parameters and paths that match nothing", () => {
    expect(id("/")).toBe("page");
    expect(id("/over-ons")).toBe("page");
    expect(id("/nieuws")).toBe("news");
    expect(id("/bestaat/niet/echt")).toBeUndefined();
  });
  it("knows the feature messages of the pages that have them", () => {
    expect(routeNamespaces("vacancySearch")).toEqual(["vacancies"]);
    expect(routeNamespaces("login")).toEqual(["auth"]);
    expect(routeNamespaces("profileEdit.email")).toEqual(["profile"]);
    expect(routeNamespaces("partners")).toEqual(["partners"]);
    expect(routeNamespaces("socialMap")).toEqual(["social-map"]);
    expect(routeNamespaces("workshops")).toEqual(["workshops"]);
    expect(routeNamespaces("changelog")).toEqual([]);
    for (const route of ROUTES) expect(Array.isArray(routeNamespaces(route.id))).toBe(true);
  });
});

describe("loading a page", () => {
  it("fetches the module and the page's messages at the same time", async () => {
    const events: string[] = [];
    let finishMessages!: () => void;
    setNamespaceLoader((namespaces) => {
      events.push(`messages ${namespaces.join(",")}`);
      return new Promise<void>((resolve) => (finishMessages = resolve));
    });
    const module = { default: () => null };
    const route = { ...findRoute("/vacancies/search", ROUTES)!, load: vi.fn(async () => module) } as RouteDef;
    const loading = loadRoute(route);
    expect(route.load).toHaveBeenCalledTimes(1);
    expect(events).toEqual(["messages vacancies"]);
    let done = false;
    void loading.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    finishMessages();
    expect(await loading).toBe(module);
    setNamespaceLoader(() => Promise.resolve());
  });
});
