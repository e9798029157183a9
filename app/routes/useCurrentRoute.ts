import { useMatches } from "react-router";
import type { RouteDef } from "./table.ts";

export interface RouteHandle {
  route?: RouteDef;
  notFound?: boolean;
}

/** The table entry of the deepest matched route. */
export function useCurrentRoute(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

export function useIsNotFound(): boolean {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined)?.notFound === true;
}
