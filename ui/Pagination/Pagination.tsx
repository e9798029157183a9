import { ChevronLeft, ChevronRight } from "lucide-react";
import type { MouseEvent, ReactNode, Ref } from "react";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent } from "../lib/link.ts";

/**
 * Pages shown around the current one and at each end before an ellipsis takes over; on narrow
 * screens (below Tailwind's `sm`) the siblings drop to `narrowSiblingCount`, so the bar fits a
 * 320 px phone on one line with 44 px targets.
 */
export const PAGINATION_DEFAULTS = { siblingCount: 1, boundaryCount: 1, narrowSiblingCount: 0 } as const;

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The items of a pagination bar: always the first and last `boundaryCount` pages, `siblingCount`
 * pages either side of the current one, and an ellipsis for every gap of two or more pages (a gap
 * of one shows the page itself, which is as short). The number of items stays the same while
 * paging, so the buttons do not jump.
 */
export function paginationRange(
  page: number,
  pageCount: number,
  siblingCount: number = PAGINATION_DEFAULTS.siblingCount,
  boundaryCount: number = PAGINATION_DEFAULTS.boundaryCount,
): PageItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const startPages = range(1, Math.min(boundaryCount, pageCount));
  const endPages = range(Math.max(pageCount - boundaryCount + 1, boundaryCount + 1), pageCount);
  const siblingsStart = Math.max(
    Math.min(current - siblingCount, pageCount - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + siblingCount * 2 + 2),
    pageCount - boundaryCount - 1,
  );
  return [
    ...startPages,
    ...(siblingsStart > boundaryCount + 2
      ? (["ellipsis-start"] as const)
      : boundaryCount + 1 < pageCount - boundaryCount
        ? [boundaryCount + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < pageCount - boundaryCount - 1
      ? (["ellipsis-end"] as const)
      : pageCount - boundaryCount > boundaryCount
        ? [pageCount - boundaryCount]
        : []),
    ...endPages,
  ];
}

/** An item of the bar and the screen widths it shows on. */
export interface ResponsivePageItem {
  key: string;
  /** A page number, or null for an ellipsis. */
  page: number | null;
  narrow: boolean;
  wide: boolean;
}

/**
 * Merges the bar for narrow screens (fewer siblings) and the bar for wide screens into one list in
 * page order, each item marked with where it shows; an ellipsis sits where its own bar skips pages.
 */
export function responsivePaginationItems(
  page: number,
  pageCount: number,
  siblingCount: number = PAGINATION_DEFAULTS.siblingCount,
  boundaryCount: number = PAGINATION_DEFAULTS.boundaryCount,
  narrowSiblingCount: number = Math.min(siblingCount, PAGINATION_DEFAULTS.narrowSiblingCount),
): ResponsivePageItem[] {
  const pagesOf = (items: PageItem[]) => items.filter((i): i is number => typeof i === "number");
  const wide = pagesOf(paginationRange(page, pageCount, siblingCount, boundaryCount));
  const narrow = pagesOf(paginationRange(page, pageCount, narrowSiblingCount, boundaryCount));
  const all = [...new Set([...wide, ...narrow])].sort((a, b) => a - b);
  const gapAfter = (list: number[], n: number) => {
    const i = list.indexOf(n);
    return i >= 0 && i < list.length - 1 && list[i + 1]! - n > 1;
  };
  return all.flatMap((n) => {
    const items: ResponsivePageItem[] = [
      { key: `page-${n}`, page: n, narrow: narrow.includes(n), wide: wide.includes(n) },
    ];
    const narrowGap = gapAfter(narrow, n);
    const wideGap = gapAfter(wide, n);
    if (narrowGap || wideGap) items.push({ key: `ellipsis-${n}`, page: null, narrow: narrowGap, wide: wideGap });
    return items;
  });
}

/** Classes that show an item only on the screen widths it belongs to. */
const visibilityClass = (item: ResponsivePageItem) =>
  item.narrow && item.wide ? undefined : item.wide ? "hidden sm:block" : "sm:hidden";

export interface PaginationProps {
  ref?: Ref<HTMLElement>;
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /** The name of the navigation landmark, e.g. 'Paginering' or 'Pagina's van de zoekresultaten'. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The accessible name of a page item, e.g. (n) => `Pagina ${n}`; it must contain the number. */
  pageLabel?: (page: number) => string;
  /** Renders links to these URLs (bookmarkable, crawlable); with only onPageChange, buttons. */
  hrefFor?: (page: number) => string;
  /** The router's link component for hrefFor; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Called with the chosen page (also in link mode, before the link navigates). */
  onPageChange?: (page: number) => void;
  siblingCount?: number;
  boundaryCount?: number;
  /** Siblings on narrow screens; PAGINATION_DEFAULTS.narrowSiblingCount by default. */
  narrowSiblingCount?: number;
  className?: string;
}

const itemClass = cn(
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-base font-medium",
  "transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
  "text-fg hover:bg-surface-raised [&_svg]:size-5 [&_svg]:shrink-0",
);
const currentClass = "bg-solid text-on-solid hover:bg-solid-hover";
const disabledClass = "cursor-not-allowed text-fg-muted opacity-60 hover:bg-transparent";

/** Page navigation for long lists: previous, numbered pages with ellipses, next. */
export function Pagination({
  ref,
  page,
  pageCount,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  hrefFor,
  linkComponent: Link = PlainLink,
  onPageChange,
  siblingCount = PAGINATION_DEFAULTS.siblingCount,
  boundaryCount = PAGINATION_DEFAULTS.boundaryCount,
  narrowSiblingCount,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items = responsivePaginationItems(current, pageCount, siblingCount, boundaryCount, narrowSiblingCount);

  const control = (
    target: number,
    content: ReactNode,
    options: { slot: string; ariaLabel?: string; isCurrent?: boolean; disabled?: boolean; className?: string },
  ) => {
    const { slot, ariaLabel, isCurrent = false, disabled = false } = options;
    const classes = cn(itemClass, isCurrent && currentClass, disabled && disabledClass, options.className);
    const common = {
      "data-slot": slot,
      "data-page": target,
      "aria-label": ariaLabel,
      "aria-current": isCurrent ? ("page" as const) : undefined,
      className: classes,
    };
    if (hrefFor) {
      if (disabled) {
        return (
          <span {...common} aria-disabled="true">
            {content}
          </span>
        );
      }
      return (
        <Link {...common} href={hrefFor(target)} onClick={() => onPageChange?.(target)}>
          {content}
        </Link>
      );
    }
    return (
      <button
        {...common}
        type="button"
        disabled={disabled}
        onClick={(e: MouseEvent<HTMLButtonElement>) => {
          e.preventDefault();
          if (!isCurrent) onPageChange?.(target);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav ref={ref} aria-label={label} data-slot="pagination" className={cn("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {control(
            current - 1,
            <>
              <ChevronLeft aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{previousLabel}</span>
            </>,
            { slot: "pagination-previous", disabled: current === 1, className: "px-2 sm:pr-3" },
          )}
        </li>
        {items.map((item) =>
          item.page !== null ? (
            <li key={item.key} className={visibilityClass(item)}>
              {control(item.page, item.page, {
                slot: "pagination-page",
                ariaLabel: pageLabel?.(item.page),
                isCurrent: item.page === current,
              })}
            </li>
          ) : (
            <li
              key={item.key}
              aria-hidden="true"
              data-slot="pagination-ellipsis"
              className={cn("px-1 text-fg-muted", visibilityClass(item))}
            >
              …
            </li>
          ),
        )}
        <li>
          {control(
            current + 1,
            <>
              <span className="sr-only sm:not-sr-only">{nextLabel}</span>
              <ChevronRight aria-hidden="true" />
            </>,
            { slot: "pagination-next", disabled: current === pageCount, className: "px-2 sm:pl-3" },
          )}
        </li>
      </ul>
    </nav>
  );
}
