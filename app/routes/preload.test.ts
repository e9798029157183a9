import { describe, expect, it, vi } from "vitest";
import type { RouteObject } from "react-router";
import { isSlowConnection, RoutePreloader } from "./preload.ts";
import type { RouteDef } from "./table.ts";

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
