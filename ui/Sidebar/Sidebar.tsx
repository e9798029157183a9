import { Paintbrush, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Popover } from "radix-ui";
import { useId, useState, type ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent } from "../lib/link.ts";

export interface SidebarItem {
  label: string;
  href: string;
  icon?: ReactNode;
  /** The page the user is on: marked with aria-current="page". */
  active?: boolean;
}

export interface SidebarCustomize {
  /** Text of the action, e.g. 'Aanpassen'. */
  label: string;
  /** Title of the panel it opens, e.g. 'Weergave aanpassen'. */
  title: string;
  /** The panel's content: a ThemeSwitcher, usually. */
  content: ReactNode;
}

export interface SidebarProps {
  items: SidebarItem[];
  /** Accessible name of the navigation landmark, e.g. 'Zijmenu'. */
  label: string;
  /** Text of the button that shows the sidebar on small screens, e.g. 'Zijmenu'. */
  menuLabel: string;
  /** The 'Customize' action that opens a theme switcher. */
  customize?: SidebarCustomize;
  /** Shown above the items (a logo or the center's name). */
  header?: ReactNode;
  linkComponent?: LinkComponent;
  /**
   * Small screens: 'toggle' folds the sidebar behind a button (closed unless `defaultOpen`); 'bar'
   * shows the items as one scrollable row without a button (a section's sub navigation, so the page
   * has one menu button, the header's). From the md breakpoint the sidebar is always a column.
   */
  smallScreen?: "toggle" | "bar";
  /** Whether the toggled sidebar starts open on small screens. */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The sidebar of the sidebar layout: its items and a Customize action. On small screens the items
 * collapse behind a menu button; from the md breakpoint the sidebar is a column.
 */
export function Sidebar({
  items,
  label,
  menuLabel,
  customize,
  header,
  linkComponent: Link = PlainLink,
  smallScreen = "toggle",
  defaultOpen = false,
  className,
}: SidebarProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bar = smallScreen === "bar";
  const panelId = useId();
  const titleId = useId();
  return (
    <div
      data-slot="sidebar"
      data-state={bar || open ? "open" : "closed"}
      data-small-screen={smallScreen}
      className={cn(
        "flex flex-col border-b border-border bg-surface text-fg md:h-full md:w-64 md:border-e md:border-b-0",
        className,
      )}
    >
      <div
        className={cn(
          "min-h-16 items-center gap-2 px-3 md:px-4",
          bar ? "hidden" : "flex",
          // Without a header the row only holds the small screens' button.
          header ? "md:flex" : "md:hidden",
        )}
      >
        <div className="min-w-0 flex-1">{header}</div>
        {bar ? null : (
          <Button
            variant="ghost"
            className="md:hidden"
            icon={open ? <PanelLeftClose /> : <PanelLeftOpen />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {menuLabel}
          </Button>
        )}
      </div>
      <div
        id={panelId}
        data-slot="sidebar-panel"
        className={cn(
          "flex-1 flex-col gap-2 px-3 pb-3 md:flex md:px-4 md:pb-4",
          bar ? "flex pt-2 pb-2" : open ? "flex" : "hidden",
          header ? "md:pt-0" : "md:pt-4",
        )}
      >
        <nav aria-label={label} className="min-w-0 flex-1">
          <ul
            className={cn(
              "m-0 flex list-none gap-1 p-0",
              bar
                ? "-mx-1 flex-row overflow-x-auto px-1 py-1 md:mx-0 md:flex-col md:overflow-visible md:p-0"
                : "flex-col",
            )}
          >
            {items.map((item) => {
              const active = item.active === true;
              return (
                <li key={item.href} className={bar ? "shrink-0" : undefined}>
                  <Link
                    href={item.href}
                    aria-current={active ? "page" : undefined}
                    data-state={active ? "active" : "inactive"}
                    className={cn(
                      "relative flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium",
                      "transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
                      "[&_svg]:size-5 [&_svg]:shrink-0",
                      active
                        ? "bg-surface-raised font-semibold text-fg"
                        : "text-fg-muted hover:bg-surface-raised hover:text-fg",
                    )}
                  >
                    {active ? (
                      <span aria-hidden className="absolute inset-y-2 start-0 w-1 rounded-full bg-solid" />
                    ) : null}
                    {item.icon ? <span aria-hidden>{item.icon}</span> : null}
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {customize ? (
          <Popover.Root>
            <Popover.Trigger asChild>
              <Button data-slot="sidebar-customize" variant="outline" icon={<Paintbrush />} className="w-full">
                {customize.label}
              </Button>
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                side="top"
                align="start"
                sideOffset={8}
                collisionPadding={8}
                aria-labelledby={titleId}
                className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-border bg-surface p-4 text-fg shadow-xl"
              >
                <h2 id={titleId} className="mb-4 text-base font-semibold text-fg">
                  {customize.title}
                </h2>
                {customize.content}
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        ) : null}
      </div>
    </div>
  );
}
