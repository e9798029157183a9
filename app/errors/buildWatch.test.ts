import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchBuild } from "./buildWatch.ts";
import { guardedReload, RELOAD_GUARD_MS, RELOAD_STORAGE_KEY } from "./staleChunks.ts";

/** A history whose navigations the test makes. */
function fakeHistory() {
  const listeners = new Set<() => void>();
  return {
    listen: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate: () => listeners.forEach((l) => l()),
  };
}

describe("the build manifest watch (section 7)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("asks now and then, and after a deploy reloads on the next navigation, once within 10 s", async () => {
    let served = "build-1";
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ buildId: served }));
    const history = fakeHistory();
    const reload = vi.fn();
    const stop = watchBuild({
      buildId: "build-1",
      history: () => history,
      fetch,
      intervalMs: 60_000,
      reload: () => guardedReload(Date.now(), reload),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe("/build-manifest.json");
    history.navigate();
    expect(reload).not.toHaveBeenCalled();

    served = "build-2";
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Nothing happens while the visitor stays on the page...
    expect(reload).not.toHaveBeenCalled();
    // ...the next navigation is a full load.
    history.navigate();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_STORAGE_KEY)).toBe(String(Date.now()));
    // Not twice within the guard (had the reload not happened, the app simply navigates).
    await vi.advanceTimersByTimeAsync(RELOAD_GUARD_MS - 1);
    history.navigate();
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    history.navigate();
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });

  it("keeps quiet when the manifest cannot be had, and stops asking once it knows", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(new Response("nope", { status: 503 }))
      .mockResolvedValue(Response.json({ buildId: "build-2" }));
    const history = fakeHistory();
    const reload = vi.fn(() => true);
    const stop = watchBuild({ buildId: "build-1", history: () => history, fetch, intervalMs: 1000, reload });
    await vi.advanceTimersByTimeAsync(2000);
    history.navigate();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
    history.navigate();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
