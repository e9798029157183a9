/**
 * Section 7: the periodic fetch of the build manifest. When the server names another build than
 * the one this tab runs (a deploy), the next navigation is a full page load, so that the visitor
 * gets the new code at a moment that loses nothing (what they typed stays on the page they are
 * on); within the 10 s reload guard it stays an ordinary navigation. Started after the page's
 * load (./afterLoad.ts), never part of the first load.
 */
import { BUILD_MANIFEST_PATH } from "@contract/resources.ts";
import { BUILD_CHECK_MS, guardedReload } from "./staleChunks.ts";

/** What the watch needs of the app's history (react-router's has room for one listener only: the router's). */
export interface NavigatingHistory {
  push: (to: string, ...rest: never[]) => void;
  replace: (to: string, ...rest: never[]) => void;
  createHref: (to: string) => string;
}

export interface BuildWatchOptions {
  /** The build this tab runs (page configuration). */
  buildId: string;
  /** The app's history (once there): a navigation is the moment to load the new build. */
  history: () => NavigatingHistory | undefined;
  fetch?: typeof fetch;
  intervalMs?: number;
  /** Loads `href` as a full page, within the reload guard (staleChunks.ts); whether it did. */
  load?: (href: string) => boolean;
}

/**
 * Starts watching (a first check at once); returns the function that stops it. Once another
 * build is deployed, the app's navigations (push, replace, back and forward) become full loads.
 */
export function watchBuild(options: BuildWatchOptions): () => void {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const load = options.load ?? ((href) => guardedReload(Date.now(), () => window.location.assign(href)));
  let newer = false;
  const onPop = () => load(window.location.href);
  const check = async () => {
    if (newer) return;
    try {
      const res = await doFetch(BUILD_MANIFEST_PATH, { cache: "no-store", headers: { accept: "application/json" } });
      if (!res.ok) return;
      const { buildId } = (await res.json()) as { buildId?: unknown };
      const history = options.history();
      if (typeof buildId !== "string" || !buildId || buildId === options.buildId || newer || !history) return;
      newer = true;
      for (const method of ["push", "replace"] as const) {
        const navigate = history[method].bind(history);
        history[method] = (to, ...rest) => {
          if (!load(history.createHref(to))) navigate(to, ...rest);
        };
      }
      window.addEventListener("popstate", onPop);
    } catch {
      // offline or the server restarting: the next check asks again
    }
  };
  void check();
  const timer = setInterval(() => void check(), options.intervalMs ?? BUILD_CHECK_MS);
  return () => {
    clearInterval(timer);
    window.removeEventListener("popstate", onPop);
  };
}
