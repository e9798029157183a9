import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { PAGE_TRANSITION } from "../constants.ts";
import { cn } from "../lib/cn.ts";

/** The media query under which the page swaps without animation. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** idle: the page is shown; leaving: the old page fades out; entering: the new page fades in. */
export type TransitionPhase = "idle" | "leaving" | "entering";

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
function getReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(REDUCED_MOTION_QUERY).matches
    : false;
}

/** Whether the user asked the system for reduced motion; follows changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, getReducedMotion, () => false);
}

export interface PageTransitionProps {
  /** Identifies the page (the route's path, say); a new key starts the transition. */
  transitionKey: string;
  /** The transition's name: the route's layout (exposed as data-transition). */
  name: string;
  children: ReactNode;
  /** Fade-in time of the new page; the specification's 200 ms by default. */
  enterMs?: number;
  /** Fade-out time of the old page; the specification's 75 ms by default. */
  leaveMs?: number;
  /** Called when the new page has fully faded in (or at once under reduced motion). */
  onEntered?: (key: string) => void;
  className?: string;
}

interface State {
  phase: TransitionPhase;
  /** The key of the page on screen (the old one while leaving). */
  key: string;
  /** The children of the page on screen: kept so the old page can fade out after the props moved on. */
  children: ReactNode;
}

/**
 * Fades pages in and out in 'out-in' mode: the old page fades out completely before the new one
 * fades in. Under prefers-reduced-motion the new page replaces the old one at once.
 */
export function PageTransition({
  transitionKey,
  name,
  children,
  enterMs = PAGE_TRANSITION.enterMs,
  leaveMs = PAGE_TRANSITION.leaveMs,
  onEntered,
  className,
}: PageTransitionProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<State>({ phase: "idle", key: transitionKey, children });

  // Derive the next state from the props during render (React's "adjust state on prop change").
  if (transitionKey !== state.key) {
    if (reducedMotion) {
      setState({ phase: "idle", key: transitionKey, children });
    } else if (state.phase !== "leaving") {
      // Keep the old page (state.children) on screen and fade it out.
      setState({ ...state, phase: "leaving" });
    }
  } else if (state.phase === "leaving" && reducedMotion) {
    setState({ phase: "idle", key: transitionKey, children });
  } else if (state.phase !== "leaving" && state.children !== children) {
    // Same page, new content: remember it, in case the next navigation fades it out.
    setState({ ...state, children });
  }

  // The page to fade in once the old one is gone: the latest key, even if it changed while leaving.
  const latestKey = useRef(transitionKey);
  useEffect(() => {
    latestKey.current = transitionKey;
  }, [transitionKey]);

  const { phase } = state;
  useEffect(() => {
    if (phase === "leaving") {
      const timer = setTimeout(() => setState((s) => ({ ...s, phase: "entering", key: latestKey.current })), leaveMs);
      return () => clearTimeout(timer);
    }
    if (phase === "entering") {
      const timer = setTimeout(() => setState((s) => ({ ...s, phase: "idle" })), enterMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, leaveMs, enterMs]);

  const entered = phase === "idle" ? state.key : null;
  useEffect(() => {
    if (entered !== null) onEntered?.(entered);
    // Only a newly entered page is reported.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entered]);

  const shown = phase === "leaving" ? state.children : children;
  const animated = !reducedMotion && phase !== "idle";
  return (
    <div
      data-slot="page-transition"
      data-transition={name}
      data-state={phase}
      data-mode={PAGE_TRANSITION.mode}
      className={cn(
        animated && "transition-opacity",
        phase === "leaving" ? "opacity-0 ease-in" : "opacity-100 ease-out",
        className,
      )}
      style={animated ? { transitionDuration: `${phase === "leaving" ? leaveMs : enterMs}ms` } : undefined}
    >
      {shown}
    </div>
  );
}
