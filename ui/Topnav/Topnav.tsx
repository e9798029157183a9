import { cva } from "class-variance-authority";
import type { MouseEvent, ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent } from "../lib/link.ts";

export interface TopnavItem {
  label: string;
  href: string;
  /** The page the user is on: marked with aria-current="page". */
  active?: boolean;
  icon?: ReactNode;
}

/** 'tabs': folder tabs on the header's edge; 'legacy': the public tenant's underlined menu. */
export type TopnavVariant = "tabs" | "legacy";
export type TopnavOrientation = "horizontal" | "vertical";

const listVariants = cva("m-0 flex list-none p-0", {
  variants: {
    orientation: {
      horizontal: "flex-row flex-wrap items-end",
      vertical: "flex-col gap-1",
    },
    variant: { tabs: "", legacy: "" },
  },
  compoundVariants: [
    { orientation: "horizontal", variant: "tabs", className: "gap-1" },
    { orientation: "horizontal", variant: "legacy", className: "gap-x-6 gap-y-1" },
  ],
});

const linkVariants = cva(
  [
    "relative inline-flex min-h-11 items-center gap-2 text-sm font-medium whitespace-nowrap",
    "transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "[&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: { tabs: "", legacy: "" },
      orientation: { horizontal: "", vertical: "w-full px-3" },
      active: { true: "", false: "" },
    },
    compoundVariants: [
      // Tabs: a folder tab that merges with the page below the header when active.
      {
        variant: "tabs",
        orientation: "horizontal",
        className: "-mb-px rounded-t-lg border border-b-0 border-transparent px-4",
      },
      {
        variant: "tabs",
        orientation: "horizontal",
        active: false,
        className: "text-fg-muted hover:bg-surface-raised hover:text-fg",
      },
      {
        variant: "tabs",
        orientation: "horizontal",
        active: true,
        className: "border-border bg-background font-semibold text-fg",
      },
      // Legacy: an underlined menu; the current page gets a thick underline in the brand colour.
      {
        variant: "legacy",
        orientation: "horizontal",
        className: "text-base text-link underline decoration-1 underline-offset-[6px] hover:decoration-2",
      },
      {
        variant: "legacy",
        orientation: "horizontal",
        active: true,
        className: "font-bold text-fg decoration-primary-600 decoration-[3px] dark:decoration-primary-300",
      },
      // Vertical (the collapsed mobile menu, both variants).
      { orientation: "vertical", active: false, className: "rounded-lg text-fg hover:bg-surface-raised" },
      { orientation: "vertical", active: true, className: "rounded-lg bg-surface-raised font-semibold text-fg" },
      { orientation: "vertical", variant: "legacy", className: "text-base underline underline-offset-4" },
    ],
  },
);

export interface TopnavProps {
  items: TopnavItem[];
  /** Accessible name of the navigation landmark, e.g. 'Hoofdmenu'. */
  label: string;
  variant?: TopnavVariant;
  orientation?: TopnavOrientation;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Called after an item is clicked (the header closes its mobile menu with it). */
  onItemClick?: (item: TopnavItem, event: MouseEvent<HTMLAnchorElement>) => void;
  id?: string;
  className?: string;
}

/** The top navigation: one landmark, the current page marked with aria-current="page". */
export function Topnav({
  items,
  label,
  variant = "tabs",
  orientation = "horizontal",
  linkComponent: Link = PlainLink,
  onItemClick,
  id,
  className,
}: TopnavProps) {
  return (
    <nav
      id={id}
      aria-label={label}
      data-slot="topnav"
      data-variant={variant}
      data-orientation={orientation}
      className={className}
    >
      <ul className={listVariants({ orientation, variant })}>
        {items.map((item) => {
          const active = item.active === true;
          return (
            <li key={item.href} className={cn(orientation === "vertical" && "w-full")}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                data-state={active ? "active" : "inactive"}
                className={cn(linkVariants({ variant, orientation, active }))}
                onClick={onItemClick ? (event) => onItemClick(item, event) : undefined}
              >
                {active && orientation === "vertical" ? (
                  <span aria-hidden className="absolute inset-y-2 start-0 w-1 rounded-full bg-solid" />
                ) : null}
                {active && orientation === "horizontal" && variant === "tabs" ? (
                  <span aria-hidden className="absolute inset-x-0 top-0 h-[3px] rounded-t-lg bg-solid" />
                ) : null}
                {item.icon ? <span aria-hidden>{item.icon}</span> : null}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
