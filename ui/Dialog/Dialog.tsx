import { AlertDialog as AlertDialogPrimitive, Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { SIDE_PANEL } from "../constants.ts";
import { cn } from "../lib/cn.ts";
import "./Dialog.css";

/** Motion of dialogs: the overlay fades like the side panel's (specification section 9), the box scales in. */
export const DIALOG_MOTION = {
  overlayFadeMs: SIDE_PANEL.overlayFadeMs,
  contentMs: 200,
} as const;

/**
 * Returns focus to the element that opened an overlay (a dialog, a side panel), also when it was
 * opened through state rather than through its own trigger. Falls back to Radix's own behaviour
 * (the trigger) when that element is gone, e.g. a menu item that opened the dialog.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const element = opener.current;
      opener.current = null;
      const container = event.target instanceof HTMLElement ? event.target : null;
      const active = document.activeElement;
      // The user moved on to something else on the page (a non-modal panel): leave focus there.
      if (active && active !== document.body && container && !container.contains(active)) {
        event.preventDefault();
        return;
      }
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}

export const overlayClasses = "fixed inset-0 z-50 bg-muted-950/50 dark:bg-black/70";

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, style, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(overlayClasses, className)}
      style={{ animationDuration: `${DIALOG_MOTION.overlayFadeMs}ms`, ...style }}
      {...props}
    />
  );
}

const contentClasses = [
  "fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2",
  "grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] gap-4 overflow-y-auto",
  "rounded-xl border border-border bg-surface p-6 text-fg shadow-xl",
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
];
const sizes = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" } as const;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the close button in the corner; without it no close button is rendered. */
  closeLabel?: string;
  size?: keyof typeof sizes;
};

/** The dialog box, in a portal, above a dimming overlay. Needs a DialogTitle; add a DialogDescription. */
export function DialogContent({
  className,
  children,
  closeLabel,
  size = "md",
  style,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(contentClasses, sizes[size], className)}
        style={{ animationDuration: `${DIALOG_MOTION.contentMs}ms`, ...style }}
        {...focus}
        {...props}
      >
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close asChild>
            <Button
              data-slot="dialog-close"
              variant="ghost"
              iconOnly
              label={closeLabel}
              icon={<X aria-hidden />}
              className="absolute top-2 right-2"
            />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-1.5 pr-10", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-xl leading-tight font-semibold text-fg", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-base text-fg-muted", className)}
      {...props}
    />
  );
}

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as is, e.g. a Button); leave out when `open` is controlled. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Extra content between the description and the actions. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** 'danger' for destructive confirmations (delete, archive), 'solid' for others. */
  variant?: "danger" | "solid";
  className?: string;
}

/**
 * An alert dialog that asks to confirm an action: it cannot be dismissed by clicking outside,
 * Esc or the cancel button close it, and focus starts on the cancel button so that Enter never
 * destroys anything by accident.
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  variant = "danger",
  className,
}: ConfirmDialogProps) {
  const focus = useReturnFocus({});
  return (
    <AlertDialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="dialog-overlay"
          className={overlayClasses}
          style={{ animationDuration: `${DIALOG_MOTION.overlayFadeMs}ms` }}
        />
        <AlertDialogPrimitive.Content
          data-slot="dialog-content"
          data-variant={variant}
          className={cn(contentClasses, sizes.sm, className)}
          style={{ animationDuration: `${DIALOG_MOTION.contentMs}ms` }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onOpenAutoFocus={focus.onOpenAutoFocus}
        >
          <div data-slot="dialog-header" className="flex flex-col gap-1.5">
            <AlertDialogPrimitive.Title
              data-slot="dialog-title"
              className="text-xl leading-tight font-semibold text-fg"
            >
              {title}
            </AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description data-slot="dialog-description" className="text-base text-fg-muted">
              {description}
            </AlertDialogPrimitive.Description>
          </div>
          {children}
          <div data-slot="dialog-footer" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action asChild>
              <Button variant={variant} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
