import { cva } from "class-variance-authority";
import { CircleCheck, CircleX, Info, TriangleAlert } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { createContext, use, useCallback, useMemo, useReducer, useRef, type ReactNode } from "react";
import { TOAST } from "../constants.ts";
import { cn } from "../lib/cn.ts";

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

interface ToastContextValue {
  push: (toast: ToastInput) => number;
  expire: (id: number) => void;
  visible: QueuedToast[];
  duration: number;
}

const ToastContext = createContext<ToastContextValue | null>(null);

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

/** Holds the toast queue; put a <Toaster /> somewhere inside it. */
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
  const value = useMemo(() => ({ push, expire, visible, duration }), [push, expire, visible, duration]);
  return (
    <ToastContext value={value}>
      {/* Not dismissible (TOAST.dismissible is false): swipes and Escape are cancelled below. */}
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
      </RadixToast.Provider>
    </ToastContext>
  );
}

export const toastVariants = cva(
  [
    "pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-l-4 border-border bg-surface p-4 text-fg shadow-lg",
    "transition-[opacity,translate] duration-200 ease-out starting:translate-y-2 starting:opacity-0",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
  ],
  {
    variants: {
      tone: {
        info: "border-l-solid [&_[data-slot=toast-icon]]:text-link",
        success: "border-l-success [&_[data-slot=toast-icon]]:text-success-fg",
        warning: "border-l-warning [&_[data-slot=toast-icon]]:text-warning-fg",
        danger: "border-l-danger [&_[data-slot=toast-icon]]:text-danger-fg",
      },
    },
    defaultVariants: { tone: "info" },
  },
);

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleX } as const;

/** The app's setting (TOAST.dismissible is false): Escape and swipes do not close a toast. */
const cancel = TOAST.dismissible ? undefined : (event: { preventDefault(): void }) => event.preventDefault();

export interface ToastProps extends ToastInput {
  onExpire: () => void;
}

/** One toast: announced politely (role=status), closes itself after its duration, no close button. */
export function Toast({ title, description, tone = "info", duration, onExpire }: ToastProps) {
  const Icon = icons[tone];
  return (
    <RadixToast.Root
      data-slot="toast"
      data-tone={tone}
      type="background"
      duration={duration}
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onExpire();
      }}
      onEscapeKeyDown={cancel}
      onSwipeStart={cancel}
      onSwipeMove={cancel}
      onSwipeEnd={cancel}
      className={toastVariants({ tone })}
    >
      <Icon data-slot="toast-icon" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <RadixToast.Title data-slot="toast-title" className="font-semibold">
          {title}
        </RadixToast.Title>
        {description ? (
          <RadixToast.Description data-slot="toast-description" className="mt-1 text-sm text-fg-muted">
            {description}
          </RadixToast.Description>
        ) : null}
      </div>
    </RadixToast.Root>
  );
}

export interface ToasterProps {
  /** Landmark name of the toast area; '{hotkey}' is replaced by the shortcut (F8), e.g. 'Meldingen ({hotkey})'. */
  label: string;
  className?: string;
}

/** Where the toasts appear (top right). Shows the first of the queue; the next follows when it expires. */
export function Toaster({ label, className }: ToasterProps) {
  const context = use(ToastContext);
  if (!context) throw new Error("<Toaster> must be used inside a <ToastProvider>");
  return (
    <>
      {context.visible.map((toast) => (
        <Toast
          key={toast.id}
          title={toast.title}
          description={toast.description}
          tone={toast.tone}
          duration={toast.duration ?? context.duration}
          onExpire={() => context.expire(toast.id)}
        />
      ))}
      <RadixToast.Viewport
        data-slot="toaster"
        label={label}
        className={cn(
          "fixed top-4 right-4 z-50 m-0 flex w-[min(24rem,calc(100vw-2rem))] list-none flex-col gap-2 p-0",
          className,
        )}
      />
    </>
  );
}
