import { useRouteMatches } from "./matches.ts";
import type { RouteDef, RouteHandle } from "./types.ts";

export type { RouteHandle };

const handleOf = (match: { route: { handle?: unknown } } | undefined) => match?.route.handle as RouteHandle | undefined;

/** The table entry of the deepest matched route. */
export function useCurrentRoute(): RouteDef | undefined {
  const matches = useRouteMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = handleOf(matches[i])?.route;
    if (route) return route;
  }
  return undefined;
}

export function useIsNotFound(): boolean {
  return handleOf(useRouteMatches().at(-1))?.notFound === true;
}
