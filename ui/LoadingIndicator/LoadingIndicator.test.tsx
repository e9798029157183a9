import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOADING_INDICATOR } from "../constants.ts";
import {
  LOADING_CREEP_PERCENT,
  LoadingIndicator,
  creepProgress,
  initialLoadingState,
  loadingReducer,
  useLoadingIndicator,
} from "./LoadingIndicator.tsx";

describe("creepProgress", () => {
  it("starts at 0, eases towards 90 % over the duration and never passes it", () => {
    expect(creepProgress(0, 2000)).toBe(0);
    expect(creepProgress(1000, 2000)).toBeGreaterThan(45);
    expect(creepProgress(1000, 2000)).toBeLessThan(LOADING_CREEP_PERCENT);
    expect(creepProgress(2000, 2000)).toBe(LOADING_CREEP_PERCENT);
    expect(creepProgress(60_000, 2000)).toBe(LOADING_CREEP_PERCENT);
  });
});

describe("loadingReducer", () => {
  it("forgets a load that finishes within the throttle", () => {
    const waiting = loadingReducer(initialLoadingState, { type: "start" });
    expect(waiting.phase).toBe("waiting");
    expect(loadingReducer(waiting, { type: "finish" })).toEqual(initialLoadingState);
  });
  it("goes to 100 % on finish, then hides, then resets", () => {
    let s = loadingReducer(initialLoadingState, { type: "start" });
    s = loadingReducer(s, { type: "throttled" });
    s = loadingReducer(s, { type: "tick", elapsedMs: 500, durationMs: 2000 });
    expect(s.progress).toBeGreaterThan(0);
    s = loadingReducer(s, { type: "finish" });
    expect(s).toMatchObject({ phase: "finishing", progress: 100 });
    s = loadingReducer(s, { type: "hidden" });
    expect(s).toMatchObject({ phase: "hiding", progress: 100 });
    expect(loadingReducer(s, { type: "reset" })).toEqual(initialLoadingState);
  });
  it("ignores stale timer events", () => {
    expect(loadingReducer(initialLoadingState, { type: "throttled" })).toBe(initialLoadingState);
    expect(loadingReducer(initialLoadingState, { type: "hidden" })).toBe(initialLoadingState);
    expect(loadingReducer(initialLoadingState, { type: "tick", elapsedMs: 100, durationMs: 2000 })).toBe(
      initialLoadingState,
    );
  });
});

describe("useLoadingIndicator", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("never shows a load shorter than the 200 ms throttle", () => {
    const { result, rerender } = renderHook(({ loading }) => useLoadingIndicator(loading), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(LOADING_INDICATOR.throttleMs - 50));
    expect(result.current.phase).toBe("waiting");
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toEqual(initialLoadingState);
  });

  it("creeps, completes, hides after 500 ms and resets after 400 ms more", () => {
    const { result, rerender } = renderHook(({ loading }) => useLoadingIndicator(loading), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(LOADING_INDICATOR.throttleMs));
    expect(result.current.phase).toBe("running");
    act(() => vi.advanceTimersByTime(LOADING_INDICATOR.durationMs / 2));
    const halfway = result.current.progress;
    expect(halfway).toBeGreaterThan(40);
    expect(halfway).toBeLessThan(LOADING_CREEP_PERCENT);
    act(() => vi.advanceTimersByTime(LOADING_INDICATOR.durationMs * 3));
    expect(result.current.progress).toBe(LOADING_CREEP_PERCENT);

    rerender({ loading: false });
    expect(result.current).toMatchObject({ phase: "finishing", progress: 100 });
    act(() => vi.advanceTimersByTime(LOADING_INDICATOR.hideDelayMs - 1));
    expect(result.current.phase).toBe("finishing");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.phase).toBe("hiding");
    act(() => vi.advanceTimersByTime(LOADING_INDICATOR.resetDelayMs - 1));
    expect(result.current.progress).toBe(100);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual(initialLoadingState);
  });
});

describe("LoadingIndicator", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is an aria-hidden 3 px progressbar while idle, and exposes its value while loading", () => {
    const { rerender } = render(<LoadingIndicator loading={false} label="Laden" />);
    const bar = screen.getByRole("progressbar", { hidden: true });
    expect(bar).toHaveAttribute("aria-hidden", "true");
    expect(bar).toHaveStyle({ height: "3px" });
    rerender(<LoadingIndicator loading label="Laden" />);
    act(() => vi.advanceTimersByTime(LOADING_INDICATOR.throttleMs));
    act(() => vi.advanceTimersByTime(1000));
    const shown = screen.getByRole("progressbar", { name: "Laden" });
    expect(shown).not.toHaveAttribute("aria-hidden");
    expect(Number(shown.getAttribute("aria-valuenow"))).toBeGreaterThan(50);
  });
});
