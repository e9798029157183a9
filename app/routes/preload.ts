import { matchRoutes, type RouteObject } from "react-router";
import { ROUTES } from "./table.ts";
import type { RouteHandle } from "./useCurrentRoute.ts";

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
 * Loads route modules ahead of a navigation (a link hovered or focused): each module once, no
 * more than four at a time, the rest queued; nothing on a slow connection.
 */
export class RoutePreloader {
  private readonly done = new Set<string>();
  private readonly queue: (() => Promise<unknown>)[] = [];
  private running = 0;

  constructor(
    private readonly routes: RouteObject[],
    private readonly slow: () => boolean = () => isSlowConnection(),
    private readonly limit = MAX_PARALLEL_PRELOADS,
  ) {}

  get active(): number {
    return this.running;
  }

  preload(path: string): void {
    if (this.slow()) return;
    const match = matchRoutes(this.routes, path)?.at(-1);
    const route = (match?.route.handle as RouteHandle | undefined)?.route;
    if (!route || this.done.has(route.id)) return;
    this.done.add(route.id);
    this.queue.push(route.load);
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

/** The app's preloader over the routes table (lazily built; paths without their locale prefix). */
export function routePreloader(): RoutePreloader {
  shared ??= new RoutePreloader(ROUTES.map((route) => ({ path: route.path, handle: { route } satisfies RouteHandle })));
  return shared;
}
