import { beforeEach, describe, expect, it, vi } from "vitest";
import { reloadForStaleChunk, RELOAD_STORAGE_KEY } from "./staleChunks.ts";

describe("stale chunk reload guard", () => {
  beforeEach(() => sessionStorage.clear());

  it("reloads once for a missing chunk, not again within 10 s", () => {
    const reload = vi.fn();
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/Login-abc.js");
    expect(reloadForStaleChunk(error, 100_000, reload)).toBe(true);
    expect(reloadForStaleChunk(error, 109_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForStaleChunk(error, 110_000, reload)).toBe(true);
    expect(sessionStorage.getItem(RELOAD_STORAGE_KEY)).toBe("110000");
  });

  it("leaves other errors to the fatal screen", () => {
    const reload = vi.fn();
    expect(reloadForStaleChunk(new Error("x is undefined"), 0, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
