import { cva, type VariantProps } from "class-variance-authority";
import { Check, ChevronRight, Circle } from "lucide-react";
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import "./DropdownMenu.css";

/** How long a menu takes to appear or disappear. */
export const DROPDOWN_MENU_MOTION = { durationMs: 150 } as const;

/**
 * The menu root. Not modal by default: the rest of the page is not hidden from assistive
 * technology while the menu is open (a hidden but focusable trigger is an axe violation); Tab
 * and a click outside close the menu, Esc closes it and returns focus to the trigger.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}

export function DropdownMenuTrigger(props: ComponentProps<typeof MenuPrimitive.Trigger>) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export const DropdownMenuGroup = MenuPrimitive.Group;
export const DropdownMenuSub = MenuPrimitive.Sub;

const panel = [
  "z-50 min-w-56 overflow-x-hidden overflow-y-auto rounded-lg border border-border bg-surface p-1 text-fg shadow-lg",
  "max-h-(--radix-dropdown-menu-content-available-height) origin-(--radix-dropdown-menu-content-transform-origin)",
];

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = "start",
  style,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(panel, className)}
        style={{ animationDuration: `${DROPDOWN_MENU_MOTION.durationMs}ms`, ...style }}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemBase = [
  "relative flex min-h-11 cursor-default items-center gap-2 rounded-md px-3 text-base outline-none select-none",
  "data-highlighted:bg-surface-raised data-highlighted:outline-2 data-highlighted:-outline-offset-2 data-highlighted:outline-focus",
  "data-disabled:pointer-events-none data-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0",
];

export const dropdownMenuItemVariants = cva(itemBase, {
  variants: {
    variant: {
      default: "text-fg [&_svg]:text-fg-muted",
      destructive: "text-danger-fg [&_svg]:text-danger-fg",
    },
  },
  defaultVariants: { variant: "default" },
});

export type DropdownMenuItemProps = ComponentProps<typeof MenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants> & {
    /** Indents the item to line up with checkbox and radio items. */
    inset?: boolean;
  };

export function DropdownMenuItem({ className, variant, inset, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? "default"}
      className={cn(dropdownMenuItemVariants({ variant }), inset && "pl-10", className)}
      {...props}
    />
  );
}

function Indicator({ children }: { children: React.ReactNode }) {
  return (
    <span className="absolute left-3 flex size-5 items-center justify-center">
      <MenuPrimitive.ItemIndicator>{children}</MenuPrimitive.ItemIndicator>
    </span>
  );
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(itemBase, "pl-10 text-fg", className)}
      {...props}
    >
      <Indicator>
        <Check aria-hidden className="text-fg" />
      </Indicator>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuRadioGroup(props: ComponentProps<typeof MenuPrimitive.RadioGroup>) {
  return <MenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(itemBase, "pl-10 text-fg", className)}
      {...props}
    >
      <Indicator>
        <Circle aria-hidden className="size-2.5! fill-current text-fg" />
      </Indicator>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({
  className,
  inset,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label> & { inset?: boolean }) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn("px-3 py-1.5 text-sm font-semibold text-fg-muted", inset && "pl-10", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn("-mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}

/** A keyboard shortcut hint at the end of an item (hidden from screen readers: set aria-keyshortcuts on the item). */
export function DropdownMenuShortcut({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      aria-hidden
      className={cn("ml-auto pl-4 text-sm text-fg-muted", className)}
      {...props}
    />
  );
}

export function DropdownMenuSubTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.SubTrigger>) {
  return (
    <MenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(itemBase, "text-fg data-[state=open]:bg-surface-raised", className)}
      {...props}
    >
      {children}
      <ChevronRight aria-hidden className="ml-auto" />
    </MenuPrimitive.SubTrigger>
  );
}

export function DropdownMenuSubContent({
  className,
  style,
  ...props
}: ComponentProps<typeof MenuPrimitive.SubContent>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        className={cn(panel, "origin-(--radix-dropdown-menu-content-transform-origin)", className)}
        style={{ animationDuration: `${DROPDOWN_MENU_MOTION.durationMs}ms`, ...style }}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}
