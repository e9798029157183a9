import { cva } from "class-variance-authority";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent } from "../lib/link.ts";

export interface TopnavItem {
  label: string;
  href: string;
  /** The page the user is on: marked with aria-current="page". */
  active?: boolean;
  icon?: ReactNode;
  /**
   * One level of sub-items (a center's header menu). Horizontally they open from a disclosure
   * button beside the item (a list shown and hidden, keyboard: Enter or Space, Escape closes);
   * vertically they are listed under it.
   */
  children?: TopnavItem[];
}

/** 'tabs': folder tabs on the header's edge; 'legacy': the public tenant's underlined menu. */
export type TopnavVariant = "tabs" | "legacy";
export type TopnavOrientation = "horizontal" | "vertical";

export const listVariants = cva("m-0 flex list-none p-0", {
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

// Each combination names every kind of class once (no class overrides another): the first load draws
// it without the merge of `cn` (ui/lib/cn.ts); Topnav.test.ts checks every combination.
export const linkVariants = cva(
  [
    "relative inline-flex min-h-11 items-center gap-2 whitespace-nowrap",
    "transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "[&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: { tabs: "text-sm", legacy: "text-base" },
      orientation: { horizontal: "", vertical: "w-full px-3" },
      active: { true: "", false: "font-medium" },
    },
    compoundVariants: [
      // Tabs: a folder tab that merges with the page below the header when active.
      { variant: "tabs", orientation: "horizontal", className: "-mb-px rounded-t-lg border border-b-0 px-4" },
      {
        variant: "tabs",
        orientation: "horizontal",
        active: false,
        className: "border-transparent text-fg-muted hover:bg-surface-raised hover:text-fg",
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
        className: "underline underline-offset-[6px] hover:decoration-2",
      },
      { variant: "legacy", orientation: "horizontal", active: false, className: "text-link decoration-1" },
      {
        variant: "legacy",
        orientation: "horizontal",
        active: true,
        className: "font-bold text-fg decoration-primary-600 decoration-[3px] dark:decoration-primary-300",
      },
      // Vertical (the collapsed mobile menu, both variants).
      { orientation: "vertical", active: false, className: "rounded-lg text-fg hover:bg-surface-raised" },
      { orientation: "vertical", active: true, className: "rounded-lg bg-surface-raised font-semibold text-fg" },
      { orientation: "vertical", variant: "legacy", className: "underline underline-offset-4" },
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
  /** The disclosure button's accessible name for an item with sub-items, e.g. (label) => `Submenu ${label}`. */
  submenuLabel?: (label: string) => string;
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
  submenuLabel = (label) => label,
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
          const link = (
            <TopnavLink item={item} variant={variant} orientation={orientation} Link={Link} onItemClick={onItemClick} />
          );
          if (!item.children?.length)
            return (
              <li key={item.href} className={cn(orientation === "vertical" && "w-full")}>
                {link}
              </li>
            );
          if (orientation === "vertical")
            return (
              <li key={item.href} className="w-full">
                {link}
                <ul className="m-0 flex list-none flex-col gap-1 p-0 ps-4">
                  {item.children.map((child) => (
                    <li key={child.href} className="w-full">
                      <TopnavLink
                        item={child}
                        variant={variant}
                        orientation={orientation}
                        Link={Link}
                        onItemClick={onItemClick}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            );
          return (
            <Disclosure
              key={item.href}
              item={item}
              link={link}
              variant={variant}
              buttonLabel={submenuLabel(item.label)}
              Link={Link}
              onItemClick={onItemClick}
            />
          );
        })}
      </ul>
    </nav>
  );
}

function TopnavLink({
  item,
  variant,
  orientation,
  Link,
  onItemClick,
}: {
  item: TopnavItem;
  variant: TopnavVariant;
  orientation: TopnavOrientation;
  Link: LinkComponent;
  onItemClick: TopnavProps["onItemClick"];
}) {
  const active = item.active === true;
  return (
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
  );
}

/**
 * An item with sub-items in the horizontal menu: its link, and a button that shows or hides the
 * sub-items (the disclosure pattern of the WAI-ARIA practices: no menu roles, plain links). Escape
 * or a click elsewhere closes it; Escape puts the focus back on the button.
 */
function Disclosure({
  item,
  link,
  variant,
  buttonLabel,
  Link,
  onItemClick,
}: {
  item: TopnavItem;
  link: ReactNode;
  variant: TopnavVariant;
  buttonLabel: string;
  Link: LinkComponent;
  onItemClick: TopnavProps["onItemClick"];
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open]);
  const childActive = item.children!.some((c) => c.active);
  return (
    // Escape from the button or any of the sub-items closes the disclosure (keys bubble to here).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={root}
      className="relative flex items-end"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      {link}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={buttonLabel}
        data-state={childActive ? "active" : "inactive"}
        // Close to its label (a tab's inner padding overlapped), not a whole target's width away.
        className={cn(
          "inline-flex min-h-11 w-8 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-raised hover:text-fg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus straight:rounded-none [&_svg]:size-4",
          variant === "tabs" && "-ms-3",
        )}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDown aria-hidden className={cn("transition-transform duration-150", open && "rotate-180")} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute start-0 top-full z-30 m-0 mt-1 flex min-w-56 list-none flex-col gap-1 rounded-lg border border-border bg-surface p-2 shadow-lg straight:rounded-none"
      >
        {item.children!.map((child) => {
          const active = child.active === true;
          return (
            <li key={child.href}>
              <Link
                href={child.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center rounded-md px-3 text-sm text-fg hover:bg-surface-raised focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus straight:rounded-none",
                  active && "bg-surface-raised font-semibold",
                )}
                onClick={(event) => {
                  setOpen(false);
                  onItemClick?.(child, event);
                }}
              >
                {child.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
