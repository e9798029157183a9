import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

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

/** Remembers where the page of `key` is scrolled to (before leaving it). */
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
  const key = useRef(location.key);
  useLayoutEffect(() => {
    key.current = location.key;
  }, [location.key]);

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
    const saved = stored()[location.key];
    const initial = first.current;
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
  }, [location.key, location.hash, type]);
  return null;
}
