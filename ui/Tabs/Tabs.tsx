import { cva, type VariantProps } from "class-variance-authority";
import { Tabs as TabsPrimitive } from "radix-ui";
import { createContext, useContext, type ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

/**
 * The list that holds the tabs. 'underline': a line under the active tab; 'pill': a segmented
 * control; 'tab': folder tabs standing on a line, the look of the header's tab menu.
 */
export const tabsListVariants = cva("flex max-w-full items-end overflow-x-auto data-[orientation=vertical]:flex-col", {
  variants: {
    variant: {
      underline:
        "gap-1 border-b border-border data-[orientation=vertical]:items-stretch data-[orientation=vertical]:border-0",
      pill: "w-fit items-center gap-1 rounded-lg bg-surface-sunken p-1",
      tab: "gap-1 border-b border-border-strong px-2",
    },
  },
  defaultVariants: { variant: "underline" },
});

const focusRing = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";
/**
 * A tab's look; the header applies it to its navigation links too (with `aria-current="page"` on
 * the current one), so that both read as the same tab menu.
 */
export const tabsTriggerVariants = cva(
  [
    "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 px-4 text-base font-medium whitespace-nowrap",
    "transition-colors duration-150 select-none disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
    focusRing,
    // Forced colours flatten fills and borders: underline the selected tab so it still stands out.
    "forced-colors:data-[state=active]:underline forced-colors:aria-[current=page]:underline",
  ],
  {
    variants: {
      variant: {
        // Selected: a Radix tab (data-state=active) or the navigation link of the current page (aria-current=page).
        underline: [
          "-mb-px border-b-3 border-transparent text-fg-muted hover:border-border-strong hover:text-fg",
          "data-[state=active]:border-[color:var(--color-link)] data-[state=active]:text-fg aria-[current=page]:border-[color:var(--color-link)] aria-[current=page]:text-fg",
          "data-[orientation=vertical]:mb-0 data-[orientation=vertical]:justify-start data-[orientation=vertical]:border-b-0 data-[orientation=vertical]:border-l-3",
        ],
        pill: [
          "rounded-md text-fg-muted hover:bg-surface-raised hover:text-fg",
          "data-[state=active]:bg-solid data-[state=active]:text-on-solid aria-[current=page]:bg-solid aria-[current=page]:text-on-solid",
        ],
        tab: [
          "-mb-px rounded-t-lg border border-b-0 border-transparent text-fg-muted hover:bg-surface-raised hover:text-fg",
          "data-[state=active]:border-border-strong data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-[0_1px_0_0_var(--color-surface)]",
          "aria-[current=page]:border-border-strong aria-[current=page]:bg-surface aria-[current=page]:text-fg aria-[current=page]:shadow-[0_1px_0_0_var(--color-surface)]",
        ],
      },
    },
    defaultVariants: { variant: "underline" },
  },
);

export type TabsVariant = NonNullable<VariantProps<typeof tabsListVariants>["variant"]>;
const VariantContext = createContext<TabsVariant>("underline");

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn("flex flex-col gap-4 data-[orientation=vertical]:flex-row", className)}
      {...props}
    />
  );
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & { variant?: TabsVariant };

export function TabsList({ className, variant = "underline", ...props }: TabsListProps) {
  return (
    <VariantContext.Provider value={variant}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={variant}
        className={cn(tabsListVariants({ variant }), className)}
        {...props}
      />
    </VariantContext.Provider>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = useContext(VariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant}
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn("flex-1", focusRing, className)} {...props} />;
}
