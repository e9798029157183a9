import { useEffect, useReducer } from "react";
import { LOADING_INDICATOR } from "../constants.ts";
import { cn } from "../lib/cn.ts";

/** The progress the bar creeps towards while loading; it only reaches 100 % when loading finishes. */
export const LOADING_CREEP_PERCENT = 90;
/** How often the creeping progress is recomputed while loading (ms). */
export const LOADING_TICK_MS = 100;

export interface LoadingTimings {
  throttleMs: number;
  durationMs: number;
  hideDelayMs: number;
  resetDelayMs: number;
}

export const defaultLoadingTimings: LoadingTimings = {
  throttleMs: LOADING_INDICATOR.throttleMs,
  durationMs: LOADING_INDICATOR.durationMs,
  hideDelayMs: LOADING_INDICATOR.hideDelayMs,
  resetDelayMs: LOADING_INDICATOR.resetDelayMs,
};

/**
 * idle: nothing shown. waiting: loading, but the throttle has not passed (short loads never flash).
 * running: shown and creeping. finishing: at 100 %, shown for the hide delay. hiding: fading out,
 * progress resets after the reset delay.
 */
export type LoadingPhase = "idle" | "waiting" | "running" | "finishing" | "hiding";

export interface LoadingState {
  phase: LoadingPhase;
  /** 0..100 */
  progress: number;
  /** Milliseconds spent running (drives the creep). */
  elapsedMs: number;
}

export type LoadingEvent =
  | { type: "start" }
  | { type: "finish" }
  | { type: "throttled" }
  | { type: "tick"; elapsedMs: number; durationMs: number }
  | { type: "hidden" }
  | { type: "reset" };

export const initialLoadingState: LoadingState = { phase: "idle", progress: 0, elapsedMs: 0 };

/** Eases out towards LOADING_CREEP_PERCENT, reaching it after `durationMs`, never beyond. */
export function creepProgress(elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return LOADING_CREEP_PERCENT;
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return LOADING_CREEP_PERCENT * (1 - (1 - t) ** 3);
}

/** The pure state machine of the loading bar; the hook below only schedules its timed events. */
export function loadingReducer(state: LoadingState, event: LoadingEvent): LoadingState {
  switch (event.type) {
    case "start":
      if (state.phase === "waiting" || state.phase === "running") return state;
      // Still visible from a previous load: carry on from where it is, without a new throttle.
      if (state.phase === "finishing") return { phase: "running", progress: 0, elapsedMs: 0 };
      return { phase: "waiting", progress: 0, elapsedMs: 0 };
    case "throttled":
      return state.phase === "waiting" ? { phase: "running", progress: 0, elapsedMs: 0 } : state;
    case "tick":
      if (state.phase !== "running") return state;
      return { ...state, elapsedMs: event.elapsedMs, progress: creepProgress(event.elapsedMs, event.durationMs) };
    case "finish":
      if (state.phase === "waiting") return initialLoadingState;
      if (state.phase === "running") return { ...state, phase: "finishing", progress: 100 };
      return state;
    case "hidden":
      return state.phase === "finishing" ? { ...state, phase: "hiding" } : state;
    case "reset":
      return state.phase === "hiding" ? initialLoadingState : state;
  }
}

/** Whether the bar is on screen in this phase. */
export function isLoadingBarVisible(phase: LoadingPhase): boolean {
  return phase === "running" || phase === "finishing";
}

/** Drives the loading state machine from a `loading` flag with timers. */
export function useLoadingIndicator(loading: boolean, timings: LoadingTimings = defaultLoadingTimings): LoadingState {
  const [state, dispatch] = useReducer(loadingReducer, initialLoadingState);
  const { throttleMs, durationMs, hideDelayMs, resetDelayMs } = timings;

  useEffect(() => {
    dispatch({ type: loading ? "start" : "finish" });
  }, [loading]);

  useEffect(() => {
    switch (state.phase) {
      case "waiting": {
        const timer = window.setTimeout(() => dispatch({ type: "throttled" }), throttleMs);
        return () => window.clearTimeout(timer);
      }
      case "running": {
        let elapsedMs = 0;
        const timer = window.setInterval(() => {
          elapsedMs += LOADING_TICK_MS;
          dispatch({ type: "tick", elapsedMs, durationMs });
        }, LOADING_TICK_MS);
        return () => window.clearInterval(timer);
      }
      case "finishing": {
        const timer = window.setTimeout(() => dispatch({ type: "hidden" }), hideDelayMs);
        return () => window.clearTimeout(timer);
      }
      case "hiding": {
        const timer = window.setTimeout(() => dispatch({ type: "reset" }), resetDelayMs);
        return () => window.clearTimeout(timer);
      }
      default:
        return undefined;
    }
  }, [state.phase, throttleMs, durationMs, hideDelayMs, resetDelayMs]);

  return state;
}

export interface LoadingBarProps {
  /** 0..100 */
  progress: number;
  visible: boolean;
  /** Accessible name, e.g. 'Pagina wordt geladen'. */
  label: string;
  /** Bar height in px; LOADING_INDICATOR.heightPx (3) by default. */
  height?: number;
  className?: string;
}

/** The drawn bar, without timing: fixed at the top of the viewport. */
export function LoadingBar({
  progress,
  visible,
  label,
  height = LOADING_INDICATOR.heightPx,
  className,
}: LoadingBarProps) {
  const value = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <div
      data-slot="loading-indicator"
      data-state={visible ? "loading" : "idle"}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-hidden={visible ? undefined : true}
      style={{ height }}
      className={cn(
        "pointer-events-none fixed inset-x-0 top-0 z-[60] overflow-hidden transition-opacity duration-300",
        visible ? "opacity-100" : "opacity-0",
        className,
      )}
    >
      <div
        data-slot="loading-indicator-bar"
        className="h-full w-full origin-left bg-solid transition-transform duration-200 ease-out motion-reduce:transition-none forced-colors:bg-[Highlight] forced-colors:forced-color-adjust-none"
        style={{ transform: `scaleX(${value / 100})` }}
      />
    </div>
  );
}

export interface LoadingIndicatorProps extends Partial<LoadingTimings> {
  /** True while a route is loading. */
  loading: boolean;
  label: string;
  height?: number;
  className?: string;
}

/**
 * The route loading bar: waits the throttle (200 ms) before showing, creeps towards 90 % over
 * the duration (2000 ms), jumps to 100 % when done, hides after 500 ms and resets after 400 ms.
 */
export function LoadingIndicator({ loading, label, height, className, ...timings }: LoadingIndicatorProps) {
  const state = useLoadingIndicator(loading, { ...defaultLoadingTimings, ...stripUndefined(timings) });
  return (
    <LoadingBar
      progress={state.progress}
      visible={isLoadingBarVisible(state.phase)}
      label={label}
      height={height}
      className={className}
    />
  );
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
