import { cva } from "class-variance-authority";
import { CircleCheck, CircleX, Info, TriangleAlert } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { use } from "react";
import { TOAST } from "../constants.ts";
import { cn } from "../lib/cn.ts";
import { ToastContext, type ToastInput } from "./queue.tsx";

export {
  initialToastQueue,
  ToastProvider,
  toastQueueReducer,
  useToast,
  useToastQueue,
  visibleToasts,
  type QueuedToast,
  type ToastInput,
  type ToastProviderProps,
  type ToastQueueAction,
  type ToastQueueState,
  type ToastTone,
} from "./queue.tsx";

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

/**
 * Where the toasts appear (top right). Shows the first of the queue; the next follows when it
 * expires. Not dismissible (TOAST.dismissible is false): swipes and Escape are cancelled in Toast.
 */
export function Toaster({ label, className }: ToasterProps) {
  const context = use(ToastContext);
  if (!context) throw new Error("<Toaster> must be used inside a <ToastProvider>");
  return (
    <RadixToast.Provider duration={context.duration} label={context.label} swipeDirection="right">
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
    </RadixToast.Provider>
  );
}
