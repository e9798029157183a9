import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType, type Location } from "react-router";

/**
 * Scroll restoration, as react-router's data router does it: a new page starts at the top (or at
 * its #fragment), back and forward return to where the visitor was, also after a reload. A
 * navigation with `preventScrollReset` (a filter changed in place) leaves the scroll alone.
 */

const STORAGE_KEY = "volunteerly.scrollPositions";
/** Positions of this tab's history entries (by location key), kept for reloads. */
let positions: Record<string, number> | undefined;
let resetPrevented = false;

function stored(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

/**
 * The key of a history entry's position: the router's key; a document's first entry has none of its
 * own ("default" in every document of the tab), so there its address tells the entries apart: a page
 * opened anew must not take the position of another page opened anew before it in the same tab.
 */
export function positionKey(location: Pick<Location, "key" | "pathname" | "search">): string {
  return location.key === "default" ? `default:${location.pathname}${location.search}` : location.key;
}

/** Whether this document was opened anew (a link from elsewhere, a typed address), not reloaded or returned to. */
function openedAnew(): boolean {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === "navigate";
}

/** Remembers where the page of `key` (see positionKey) is scrolled to (before leaving it). */
export function saveScrollPosition(key: string): void {
  stored()[key] = window.scrollY;
}

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored()));
  } catch {
    // storage full or blocked: positions are kept for this page's life only
  }
}

/** The options of the navigation that starts now (the router's navigator passes them along). */
export function noteNavigationOptions(options: { preventScrollReset?: boolean } | undefined): void {
  resetPrevented = options?.preventScrollReset === true;
}

/** Scrolls each newly shown page (see above); rendered once, inside the router. */
export function ScrollRestoration(): null {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  /** The history entry whose scroll was handled last: an effect run again for it (React's StrictMode
   * in development builds runs a new effect twice; a Suspense boundary shown again runs it anew) is no
   * navigation, and must not scroll a page the visitor has scrolled meanwhile (a first view, drawn
   * before the app, is scrolled before the app's first commit). */
  const handled = useRef<string | null>(null);
  const key = useRef(positionKey(location));
  useLayoutEffect(() => {
    key.current = positionKey(location);
  }, [location]);

  useLayoutEffect(() => {
    window.history.scrollRestoration = "manual";
    const onPageHide = () => {
      saveScrollPosition(key.current);
      persist();
    };
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, []);

  useLayoutEffect(() => {
    const entry = `${location.key}|${location.hash}|${type}`;
    if (handled.current === entry) return;
    handled.current = entry;
    const initial = first.current;
    // A page opened anew starts at the top (or its #fragment), whatever this tab kept before.
    const saved = initial && openedAnew() ? undefined : stored()[positionKey(location)];
    first.current = false;
    const prevented = resetPrevented;
    resetPrevented = false;
    if (type === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (initial || prevented) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the entry (its key) decides, not the location object
  }, [location.key, location.hash, type]);
  return null;
}
