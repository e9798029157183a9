import type { RouteObject } from "react-router";
import { findRoute } from "./findRoute.ts";
import type { RouteDef, RouteHandle } from "./types.ts";

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
    /** Loads a route's page (the app's: its module with its messages, preload.ts loadRoute). */
    private readonly load: (route: RouteDef) => Promise<unknown> = (route) => route.load(),
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
    this.queue.push(() => this.load(route));
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

let shared: { routes: readonly RouteDef[]; preloader: RoutePreloader } | undefined;

/** The app's preloader over the router's routes (built once per set of routes; paths without their locale prefix). */
export function routePreloader(
  routes: readonly RouteDef[],
  load: (route: RouteDef) => Promise<unknown>,
): RoutePreloader {
  if (shared?.routes !== routes)
    shared = {
      routes,
      preloader: new RoutePreloader(
        routes.map((route) => ({ path: route.path, handle: { route } satisfies RouteHandle })),
        undefined,
        undefined,
        load,
      ),
    };
  return shared.preloader;
}
