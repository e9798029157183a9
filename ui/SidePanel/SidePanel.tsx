import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { SIDE_PANEL } from "../constants.ts";
import { useReturnFocus } from "../Dialog/Dialog.tsx";
import { cn } from "../lib/cn.ts";
import "./SidePanel.css";

export type SidePanelPosition = "left" | "right";

/** A panel definition of the specification (section 3): which panel, on which side, with or without overlay. */
export interface SidePanelDefinition {
  name: string;
  position?: SidePanelPosition;
  overlay?: boolean;
}

const panelVariants = cva(
  [
    "fixed inset-y-0 z-50 flex h-dvh max-w-[100vw] flex-col bg-surface text-fg shadow-xl",
    "focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus",
  ],
  {
    variants: {
      position: {
        left: "left-0 border-r border-border",
        right: "right-0 border-l border-border",
      },
    },
  },
);

export interface SidePanelProps {
  /** The panel definition's name (e.g. 'language', 'activity'); shown as data-panel for styling and tests. */
  name?: string;
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with false on Esc, the close button and (with overlay) a click on the overlay: clear the panel name. */
  onOpenChange?: (open: boolean) => void;
  /** The side it slides in from; default 'left'. */
  position?: SidePanelPosition;
  /**
   * A dimming overlay that closes the panel on click; default on. With the overlay the panel is modal
   * (focus stays inside, the page is inert); without it the page stays usable beside the panel.
   */
  overlay?: boolean;
  /** The element that opens the panel (e.g. a Button); leave out when `open` is controlled by app state. */
  trigger?: ReactNode;
  /** Heading of the panel and its accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  children?: ReactNode;
  /** Actions at the bottom of the panel. */
  footer?: ReactNode;
  className?: string;
}

/** A panel that slides in from the left or right edge, 24rem wide (the full width on narrow phones). */
export function SidePanel({
  name,
  open,
  defaultOpen,
  onOpenChange,
  position = SIDE_PANEL.defaultPosition,
  overlay = SIDE_PANEL.defaultOverlay,
  trigger,
  title,
  description,
  closeLabel,
  children,
  footer,
  className,
}: SidePanelProps) {
  const focus = useReturnFocus({});
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={overlay}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        {overlay ? (
          <DialogPrimitive.Overlay
            data-slot="side-panel-overlay"
            className="fixed inset-0 z-50 bg-muted-950/50 dark:bg-black/70"
            style={{ animationDuration: `${SIDE_PANEL.overlayFadeMs}ms` }}
          />
        ) : null}
        <DialogPrimitive.Content
          data-slot="side-panel"
          data-side={position}
          data-panel={name}
          data-overlay={overlay}
          className={cn(panelVariants({ position }), className)}
          style={{ width: SIDE_PANEL.width, animationDuration: `${SIDE_PANEL.slideMs}ms` }}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          // Without the overlay the page stays usable: working beside the panel does not close it.
          onInteractOutside={overlay ? undefined : (event) => event.preventDefault()}
        >
          <div
            data-slot="side-panel-header"
            className="flex min-h-16 shrink-0 items-center justify-between gap-3 border-b border-border py-2 pr-2 pl-5"
          >
            <div className="flex min-w-0 flex-col">
              <DialogPrimitive.Title data-slot="side-panel-title" className="text-lg leading-tight font-semibold">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description data-slot="side-panel-description" className="text-sm text-fg-muted">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close asChild>
              <Button
                data-slot="side-panel-close"
                variant="ghost"
                iconOnly
                label={closeLabel}
                icon={<X aria-hidden />}
              />
            </DialogPrimitive.Close>
          </div>
          <div data-slot="side-panel-body" className="min-h-0 flex-1 overflow-y-auto p-5">
            {children}
          </div>
          {footer ? (
            <div
              data-slot="side-panel-footer"
              className="flex shrink-0 flex-wrap justify-end gap-2 border-t border-border p-4"
            >
              {footer}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
