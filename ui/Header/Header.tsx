import { cva } from "class-variance-authority";
import { Menu, X } from "lucide-react";
import { isValidElement, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { HeaderVariant } from "@tokens/tenants.ts";
import { PlainButton } from "../Button/PlainButton.tsx";
import { MAIN_CONTENT_ID } from "../constants.ts";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent } from "../lib/link.ts";
import { Topnav, type TopnavItem } from "../Topnav/Topnav.tsx";

export { MAIN_CONTENT_ID };

export interface HeaderLogo {
  src: string;
  alt: string;
  /**
   * The image's intrinsic size, when known: the logo's room (40 px high, its width by these
   * proportions) is kept before the image arrives, so nothing beside it moves when it does.
   */
  width?: number | undefined;
  height?: number | undefined;
}

export interface HeaderProps {
  /** 'tabs': sticky, tab menu; 'legacy': the public tenant's non-sticky header with underlined menu. */
  variant: HeaderVariant;
  /** The center's logo: an image (src + alt) or any node. */
  logo?: HeaderLogo | ReactNode;
  /** The center's name, next to the logo. */
  name: string;
  /** Where the logo and name lead; '/' by default. */
  homeHref?: string;
  navItems?: TopnavItem[];
  /** Accessible name of the main navigation, e.g. 'Hoofdmenu'. */
  navLabel: string;
  /** The name of the button that opens an item's sub-items, e.g. (label) => `Submenu ${label}`. */
  submenuLabel?: (label: string) => string;
  /** Text of the button that shows the menu on narrow screens, e.g. 'Menu'. */
  menuLabel: string;
  /** The skip link's text, e.g. 'Naar de inhoud'. */
  skipLinkLabel: string;
  /** The skip link's target id (without '#'); the main content's id. */
  mainContentId?: string;
  /** A language toggle, shown before the actions. */
  languageToggle?: ReactNode;
  /** The right-hand side: usually the Toolbar. */
  actions?: ReactNode;
  linkComponent?: LinkComponent;
  className?: string;
}

export const headerVariants = cva("@container z-40 w-full text-fg", {
  variants: {
    variant: {
      tabs: "sticky top-0 border-b border-border bg-surface shadow-sm",
      legacy: "relative border-t-4 border-b border-t-primary-600 border-b-border bg-surface dark:border-t-primary-400",
    },
  },
});

/** More entries than this need the closer spacing and wider breakpoint (the specification's nine fit from 64rem). */
export const LONG_MENU = 9;

function isLogoImage(logo: unknown): logo is HeaderLogo {
  return (
    typeof logo === "object" && logo !== null && !isValidElement(logo) && "src" in logo && typeof logo.src === "string"
  );
}

/**
 * The page header of every layout with chrome: a skip link, the center's logo and name, the main
 * navigation and the toolbar. The content sits in a max-width container; from the 5xl container
 * width the menu shows in full, below it collapses behind a menu button at the end of the bar (so
 * that the next Tab after it enters the opened menu).
 */
export function Header({
  variant,
  logo,
  name,
  homeHref = "/",
  navItems = [],
  navLabel,
  submenuLabel,
  menuLabel,
  skipLinkLabel,
  mainContentId = MAIN_CONTENT_ID,
  languageToggle,
  actions,
  linkComponent: Link = PlainLink,
  className,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const hasNav = navItems.length > 0;
  // A long menu (center staff's eleven entries) sits a little closer together and shows in full only
  // where it fits on one row (75rem); below that it collapses behind the menu button rather than
  // wrapping onto a second row of tabs.
  const long = navItems.length > LONG_MENU;

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys from portalled content (an open toolbar menu) bubble here through React; leave those alone.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (event.key === "Escape" && menuOpen) {
      event.stopPropagation();
      closeMenu(true);
    }
  };

  return (
    <header
      data-slot="header"
      data-variant={variant}
      data-state={menuOpen ? "open" : "closed"}
      className={cn(headerVariants({ variant }), className)}
    >
      <a
        href={`#${mainContentId}`}
        data-slot="skip-link"
        className={cn(
          "sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:inline-flex",
          "focus:min-h-11 focus:items-center focus:rounded-lg focus:bg-solid focus:px-4 focus:font-semibold",
          "focus:text-on-solid focus:shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        )}
      >
        {skipLinkLabel}
      </a>
      {/* The Escape handler only closes the open menu; the menu's links and buttons stay the interactive parts. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="mx-auto max-w-7xl px-4 sm:px-6" onKeyDown={onMenuKeyDown}>
        <div
          className={cn("flex items-center gap-2 @sm:gap-3", variant === "legacy" ? "min-h-20 py-3" : "min-h-16 py-2")}
        >
          <Link
            href={homeHref}
            data-slot="header-home"
            className={cn(
              "flex min-h-11 min-w-0 items-center gap-3 rounded-lg text-fg no-underline",
              "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
            )}
          >
            {isLogoImage(logo) ? (
              <img
                src={logo.src}
                alt={logo.alt}
                width={logo.width && logo.height ? logo.width : undefined}
                height={logo.width && logo.height ? logo.height : undefined}
                className="h-10 w-auto shrink-0"
              />
            ) : (
              (logo as ReactNode)
            )}
            <span
              className={cn(
                "truncate font-semibold tracking-tight",
                // Narrow headers with a logo keep the name for screen readers only, leaving room for the tools.
                logo ? "sr-only @lg:not-sr-only" : null,
                variant === "legacy" ? "text-lg @3xl:text-xl" : "text-base @3xl:text-lg",
              )}
            >
              {name}
            </span>
          </Link>
          <div className="ms-auto flex shrink-0 items-center gap-1">
            {languageToggle}
            {actions}
          </div>
          {hasNav ? (
            <PlainButton
              ref={menuButton}
              variant="ghost"
              iconOnly
              label={menuLabel}
              icon={menuOpen ? <X /> : <Menu />}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              className={long ? "-me-2 @min-[75rem]:hidden" : "-me-2 @5xl:hidden"}
              onClick={() => setMenuOpen((open) => !open)}
            />
          ) : null}
        </div>
        {hasNav ? (
          <Topnav
            items={navItems}
            label={navLabel}
            variant={variant}
            linkComponent={Link}
            {...(submenuLabel ? { submenuLabel } : {})}
            className={cn(
              long ? "hidden @min-[75rem]:block" : "hidden @5xl:block",
              long && (variant === "legacy" ? "[&_ul]:gap-x-4" : "[&_a]:px-3"),
              variant === "legacy" && "pb-3",
            )}
          />
        ) : null}
      </div>
      {hasNav ? (
        // The collapsed menu: below the bar, only while open and only on narrow headers.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          id={menuId}
          data-slot="header-menu"
          hidden={!menuOpen}
          className={cn("border-t border-border bg-surface", long ? "@min-[75rem]:hidden" : "@5xl:hidden")}
          onKeyDown={onMenuKeyDown}
        >
          <Topnav
            items={navItems}
            label={navLabel}
            variant={variant}
            orientation="vertical"
            linkComponent={Link}
            onItemClick={() => closeMenu(false)}
            className="mx-auto max-w-7xl px-4 py-3 sm:px-6"
          />
        </div>
      ) : null}
    </header>
  );
}
