import { createContext, use, useCallback, useMemo, useReducer, useRef, type ReactNode } from "react";
import { TOAST } from "../constants.ts";

/**
 * The toast queue without the toasts' look and Radix: what every page needs (a provider and
 * `useToast`). The toasts themselves (Toast.tsx, with Radix) are only needed once one is pushed.
 */

export type ToastTone = "info" | "success" | "warning" | "danger";

/** What a caller pushes. */
export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Overrides the provider's duration for this toast (ms). */
  duration?: number;
}

export interface QueuedToast extends ToastInput {
  id: number;
}

export interface ToastQueueState {
  /** Every toast not yet expired, oldest first; only the first `maxVisible` are shown. */
  queue: QueuedToast[];
}

export type ToastQueueAction = { type: "push"; toast: QueuedToast } | { type: "expire"; id: number };

export const initialToastQueue: ToastQueueState = { queue: [] };

/** The queue behind the toaster: pushing appends, expiring removes, so the next one moves up. */
export function toastQueueReducer(state: ToastQueueState, action: ToastQueueAction): ToastQueueState {
  switch (action.type) {
    case "push":
      return { queue: [...state.queue, action.toast] };
    case "expire":
      return { queue: state.queue.filter((t) => t.id !== action.id) };
  }
}

/** The toasts on screen: at most `maxVisible` (TOAST.maxVisible, 1), the rest wait their turn. */
export function visibleToasts(queue: readonly QueuedToast[], maxVisible: number = TOAST.maxVisible): QueuedToast[] {
  return queue.slice(0, Math.max(0, maxVisible));
}

export interface ToastContextValue {
  push: (toast: ToastInput) => number;
  expire: (id: number) => void;
  visible: QueuedToast[];
  duration: number;
  /** Spoken before each toast by screen readers. */
  label: string;
}

export const ToastContext = createContext<ToastContextValue | null>(null);

/** Pushes toasts: `const { toast } = useToast(); toast({ title: "Opgeslagen", tone: "success" })`. */
export function useToast(): { toast: (toast: ToastInput) => number } {
  const context = use(ToastContext);
  if (!context) throw new Error("useToast must be used inside a <ToastProvider>");
  return { toast: context.push };
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** How long each toast stays (ms); the app's configuration, TOAST.durationMs (6000), by default. */
  duration?: number;
  /** How many toasts show at once; TOAST.maxVisible (1) by default. */
  maxVisible?: number;
  /** Spoken before each toast by screen readers, e.g. 'Melding'. */
  label: string;
}

/** Holds the toast queue; put a <Toaster /> (Toast.tsx) somewhere inside it. */
export function ToastProvider({
  children,
  duration = TOAST.durationMs,
  maxVisible = TOAST.maxVisible,
  label,
}: ToastProviderProps) {
  const [state, dispatch] = useReducer(toastQueueReducer, initialToastQueue);
  const nextId = useRef(1);
  const push = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    dispatch({ type: "push", toast: { ...toast, id } });
    return id;
  }, []);
  const expire = useCallback((id: number) => dispatch({ type: "expire", id }), []);
  const visible = useMemo(() => visibleToasts(state.queue, maxVisible), [state.queue, maxVisible]);
  const value = useMemo(() => ({ push, expire, visible, duration, label }), [push, expire, visible, duration, label]);
  return <ToastContext value={value}>{children}</ToastContext>;
}

/** The queue of the nearest provider (for a toaster that is fetched when the first toast comes). */
export function useToastQueue(): ToastContextValue {
  const context = use(ToastContext);
  if (!context) throw new Error("useToastQueue must be used inside a <ToastProvider>");
  return context;
}
