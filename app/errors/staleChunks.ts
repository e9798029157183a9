/** Section 9: a page reload guard of 10 s (stale chunks and new builds after a deploy). */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_STORAGE_KEY = "volunteerly.chunkReloadAt";

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page once for a chunk that is gone (a new deploy); not again within 10 s, so a
 * chunk that is really broken ends on the fatal screen instead of a reload loop.
 */
export function reloadForStaleChunk(
  error: unknown,
  now = Date.now(),
  reload = () => window.location.reload(),
): boolean {
  return isChunkLoadError(error) && guardedReload(now, reload);
}

/** Section 7: how often an open tab asks which build the server has (./buildWatch.ts). */
export const BUILD_CHECK_MS = 5 * 60_000;

/** Reloads the page unless it was reloaded this way less than 10 s ago; whether it reloads. */
export function guardedReload(now = Date.now(), reload = () => window.location.reload()): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_STORAGE_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_STORAGE_KEY, String(now));
  reload();
  return true;
}
