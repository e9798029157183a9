import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchBuild } from "./buildWatch.ts";
import { guardedReload, RELOAD_GUARD_MS, RELOAD_STORAGE_KEY } from "./staleChunks.ts";

/** A history whose in-app navigations the test counts. */
function fakeHistory() {
  const inApp: string[] = [];
  return {
    inApp,
    push: (to: string) => void inApp.push(to),
    replace: (to: string) => void inApp.push(to),
    createHref: (to: string) => `http://demo.localhost${to}`,
  };
}

describe("the build manifest watch (section 7)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("asks now and then, and after a deploy makes the next navigation a full load, once within 10 s", async () => {
    let served = "build-1";
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ buildId: served }));
    const history = fakeHistory();
    const loads: string[] = [];
    const stop = watchBuild({
      buildId: "build-1",
      history: () => history,
      fetch,
      intervalMs: 60_000,
      load: (href) => guardedReload(Date.now(), () => loads.push(href)),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe("/build-manifest.json");
    history.push("/partners");
    expect(history.inApp).toEqual(["/partners"]);

    served = "build-2";
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Nothing happens while the visitor stays on the page...
    expect(loads).toEqual([]);
    // ...the next navigation is a full load of where it goes.
    history.push("/vacancies/12");
    expect(loads).toEqual(["http://demo.localhost/vacancies/12"]);
    expect(history.inApp).toEqual(["/partners"]);
    expect(sessionStorage.getItem(RELOAD_STORAGE_KEY)).toBe(String(Date.now()));
    // Not twice within the guard: then the app simply navigates.
    await vi.advanceTimersByTimeAsync(RELOAD_GUARD_MS - 1);
    history.replace("/vacancies/13");
    expect(loads).toHaveLength(1);
    expect(history.inApp).toEqual(["/partners", "/vacancies/13"]);
    await vi.advanceTimersByTimeAsync(1);
    history.push("/vacancies/14");
    expect(loads).toEqual(["http://demo.localhost/vacancies/12", "http://demo.localhost/vacancies/14"]);
    stop();
  });

  it("keeps quiet when the manifest cannot be had, and stops asking once it knows", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(new Response("nope", { status: 503 }))
      .mockResolvedValue(Response.json({ buildId: "build-2" }));
    const history = fakeHistory();
    const load = vi.fn(() => true);
    const stop = watchBuild({ buildId: "build-1", history: () => history, fetch, intervalMs: 1000, load });
    await vi.advanceTimersByTimeAsync(2000);
    history.push("/x");
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(3);
    // Back and forward count as navigations too.
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });
});
