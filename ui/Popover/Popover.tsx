import { X } from "lucide-react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { useId, type ComponentProps, type ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { cn } from "../lib/cn.ts";
import "./Popover.css";

/** How long a popover takes to appear or disappear. */
export const POPOVER_MOTION = { durationMs: 150 } as const;

export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root {...props} />;
}

export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

export function PopoverAnchor(props: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

export function PopoverClose(props: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

export type PopoverContentProps = Omit<ComponentProps<typeof PopoverPrimitive.Content>, "title"> & {
  /** A heading at the top that also names the popover (a dialog); otherwise pass `aria-label`. */
  title?: ReactNode;
  /** Accessible name of a close button in the corner; without it there is none (Esc and a click outside close). */
  closeLabel?: string;
  /** Shows a small arrow pointing at the trigger. */
  arrow?: boolean;
};

/** Floating content next to its trigger, in a portal; Esc and a click outside close it and focus returns. */
export function PopoverContent({
  className,
  children,
  title,
  closeLabel,
  arrow = false,
  sideOffset = 6,
  align = "center",
  style,
  ...props
}: PopoverContentProps) {
  const titleId = useId();
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        sideOffset={sideOffset}
        align={align}
        aria-labelledby={title ? titleId : undefined}
        className={cn(
          "relative z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-4 text-fg shadow-lg",
          "origin-(--radix-popover-content-transform-origin) focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
          closeLabel && "pr-12",
          className,
        )}
        style={{ animationDuration: `${POPOVER_MOTION.durationMs}ms`, ...style }}
        {...props}
      >
        {title ? (
          <p id={titleId} data-slot="popover-title" className="mb-2 font-semibold">
            {title}
          </p>
        ) : null}
        {children}
        {closeLabel ? (
          <PopoverPrimitive.Close asChild>
            <Button
              data-slot="popover-close"
              variant="ghost"
              iconOnly
              label={closeLabel}
              icon={<X aria-hidden />}
              className="absolute top-1 right-1"
            />
          </PopoverPrimitive.Close>
        ) : null}
        {arrow ? <PopoverPrimitive.Arrow width={14} height={7} className="fill-surface" /> : null}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
