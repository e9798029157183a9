import { Tooltip as TooltipPrimitive } from "radix-ui";
import { createContext, useContext, type ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import "./Tooltip.css";

/**
 * Tooltip timing: the wait before a tooltip shows on hover, and the window after one closes in
 * which the next shows at once (moving along a toolbar). Keyboard focus shows a tooltip at once.
 */
export const TOOLTIP = {
  delayMs: 400,
  skipDelayMs: 300,
  durationMs: 120,
} as const;

const InsideProvider = createContext(false);

export type TooltipProviderProps = ComponentProps<typeof TooltipPrimitive.Provider>;

/** Shares the delays between the tooltips inside it; put one near the root of the app. */
export function TooltipProvider({
  delayDuration = TOOLTIP.delayMs,
  skipDelayDuration = TOOLTIP.skipDelayMs,
  ...props
}: TooltipProviderProps) {
  return (
    <InsideProvider.Provider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
    </InsideProvider.Provider>
  );
}

/** A tooltip root; works inside a TooltipProvider and, standing alone, brings its own. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const inside = useContext(InsideProvider);
  const root = <TooltipPrimitive.Root {...props} />;
  return inside ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

/**
 * The tip itself. It describes its trigger (aria-describedby) and must never hold the only way to
 * reach information or actions: no links or buttons inside. Esc hides it; it stays while hovered.
 */
export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  style,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-w-72 rounded-md bg-fg px-3 py-1.5 text-sm text-background shadow-md",
          "origin-(--radix-tooltip-content-transform-origin)",
          className,
        )}
        style={{ animationDuration: `${TOOLTIP.durationMs}ms`, ...style }}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow width={12} height={6} className="fill-fg" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
