/**
 * Section 7: the periodic fetch of the build manifest. When the server names another build than
 * the one this tab runs (a deploy), the next navigation is a full page load, so that the visitor
 * gets the new code at a moment that loses nothing (what they typed stays on the page they are
 * on); within the 10 s reload guard it stays an ordinary navigation. Started after the page's
 * load (./afterLoad.ts), never part of the first load.
 */
import { BUILD_MANIFEST_PATH } from "@contract/resources.ts";
import { BUILD_CHECK_MS, guardedReload } from "./staleChunks.ts";

export interface BuildWatchOptions {
  /** The build this tab runs (page configuration). */
  buildId: string;
  /** The app's history (once there): a navigation is the moment to reload. */
  history: () => { listen: (listener: () => void) => () => void } | undefined;
  fetch?: typeof fetch;
  intervalMs?: number;
  /** The guarded reload (staleChunks.ts); returns whether it reloaded. */
  reload?: () => boolean;
}

/** Starts watching (a first check at once); returns the function that stops it. */
export function watchBuild(options: BuildWatchOptions): () => void {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const reload = options.reload ?? (() => guardedReload());
  let stopListening: (() => void) | null = null;
  const check = async () => {
    if (stopListening) return;
    try {
      const res = await doFetch(BUILD_MANIFEST_PATH, { cache: "no-store", headers: { accept: "application/json" } });
      if (!res.ok) return;
      const { buildId } = (await res.json()) as { buildId?: unknown };
      const history = options.history();
      if (typeof buildId !== "string" || !buildId || buildId === options.buildId || stopListening || !history) return;
      stopListening = history.listen(() => {
        reload();
      });
    } catch {
      // offline or the server restarting: the next check asks again
    }
  };
  void check();
  const timer = setInterval(() => void check(), options.intervalMs ?? BUILD_CHECK_MS);
  return () => {
    clearInterval(timer);
    stopListening?.();
  };
}
