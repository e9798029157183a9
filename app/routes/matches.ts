import { createContext, use } from "react";
import type { RouteMatch } from "react-router";

/** The routes matched for the current location (AppRouter in router.tsx provides them). */
export const MatchesContext = createContext<RouteMatch[]>([]);
/** Whether a navigation is under way (AppRouter provides it). */
export const PendingContext = createContext(false);

/** The routes matched for the current location, outermost first. */
export function useRouteMatches(): RouteMatch[] {
  return use(MatchesContext);
}

/** Whether a navigation is under way: the next page's code or messages are still coming. */
export function useNavigationPending(): boolean {
  return use(PendingContext);
}
