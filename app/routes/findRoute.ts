import type { RouteDef } from "./types.ts";

/**
 * The route of a path, found without the router (which has not arrived yet when the first page
 * starts loading): static segments beat parameters, as in react-router. Only a hint for
 * preloading; the router does the real matching.
 */
export function findRoute(pathname: string, routes: readonly RouteDef[]): RouteDef | undefined {
  const segments = pathname.split("/").filter(Boolean);
  let best: { route: RouteDef; score: number } | undefined;
  for (const route of routes) {
    const pattern = route.path.split("/").filter(Boolean);
    let score = 0;
    let ok = true;
    for (let i = 0; ok && i < Math.max(pattern.length, segments.length); i++) {
      const part = pattern[i];
      const segment = segments[i];
      if (part === undefined) ok = false;
      else if (part.startsWith(":")) {
        if (segment === undefined && !part.endsWith("?")) ok = false;
        else score += segment === undefined ? 1 : 3;
      } else if (part === segment) score += 10;
      else ok = false;
    }
    if (ok && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}
