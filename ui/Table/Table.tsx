import { ArrowDown, ArrowUp, ArrowUpDown, Check, Minus } from "lucide-react";
import { Checkbox } from "radix-ui";
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from "react";
import { cn } from "../lib/cn.ts";
import { Skeleton } from "../Skeleton/Skeleton.tsx";

/** Skeleton rows shown while the first page loads. */
export const TABLE_LOADING_ROWS = 5;

export type SortDirection = "ascending" | "descending";

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  /** Stable key; also what onSortChange reports. */
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** The header becomes a sort button (sorting itself is the caller's: it usually happens on the server). */
  sortable?: boolean;
  align?: "start" | "center" | "end";
  /** Render this column's cells as row headers (<th scope="row">): the cell that names the row. */
  rowHeader?: boolean;
  headerClassName?: string;
  cellClassName?: string;
}

export interface TableSelection<Row> {
  /** The selected row ids; ids of rows not on this page stay selected. */
  selectedIds: readonly string[];
  onSelectionChange: (selectedIds: string[]) => void;
  /** Accessible name of the select-all checkbox, e.g. 'Selecteer alle vacatures op deze pagina'. */
  selectAllLabel: string;
  /** Accessible name of a row's checkbox, e.g. (row) => `Selecteer ${row.title}`. */
  selectRowLabel: (row: Row) => string;
  /** Announced politely when it changes, e.g. '3 vacatures geselecteerd'. */
  statusMessage?: string;
}

export interface TableProps<Row> {
  ref?: Ref<HTMLDivElement>;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Names the table (and its scroll region); required for screen reader users. */
  caption: ReactNode;
  /** Keep the caption for assistive technology only (when a visible heading already says it). */
  captionHidden?: boolean;
  /** The current sort, controlled. */
  sort?: TableSort | null;
  /** Called with the next sort when a sortable header is activated: ascending first, then toggling. */
  onSortChange?: (sort: TableSort) => void;
  /** Checkboxes per row and in the header, for bulk edit. */
  selection?: TableSelection<Row>;
  loading?: boolean;
  /** Announced while loading, e.g. 'Vacatures laden…'. */
  loadingLabel?: string;
  loadingRows?: number;
  /** Shown in the body when there are no rows (an EmptyState, typically). */
  empty?: ReactNode;
  className?: string;
}

const alignClass = { start: "text-start", center: "text-center", end: "text-end" } as const;
const justifyClass = { start: "justify-start", center: "justify-center", end: "justify-end" } as const;

function SelectCheckbox({
  checked,
  label,
  onChange,
  disabled,
}: {
  checked: boolean | "indeterminate";
  label: string;
  onChange: () => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Root
      data-slot="table-checkbox"
      checked={checked}
      disabled={disabled}
      onCheckedChange={onChange}
      aria-label={label}
      className={cn(
        "group inline-flex size-11 shrink-0 items-center justify-center rounded-md align-middle disabled:opacity-50",
        "focus-visible:outline-3 focus-visible:outline-offset-[-2px] focus-visible:outline-focus",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex size-5 items-center justify-center rounded-sm border-2 border-border-strong bg-surface text-on-solid",
          "transition-colors duration-150 group-hover:border-fg",
          "group-data-[state=checked]:border-solid group-data-[state=checked]:bg-solid",
          "group-data-[state=indeterminate]:border-solid group-data-[state=indeterminate]:bg-solid",
        )}
      >
        <Checkbox.Indicator className="flex items-center justify-center [&_svg]:size-3.5 [&_svg]:stroke-[3]">
          {checked === "indeterminate" ? <Minus /> : <Check />}
        </Checkbox.Indicator>
      </span>
    </Checkbox.Root>
  );
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <Icon
      aria-hidden="true"
      data-slot="table-sort-icon"
      className={cn("size-4 shrink-0", direction ? "text-fg" : "text-fg-muted")}
    />
  );
}

/** Whether the element is wider inside than outside, kept current as either size changes. */
function useHorizontalOverflow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing] as const;
}

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(value);
      else if (ref) ref.current = value;
    }
  };
}

/**
 * A data table: typed columns, controlled sorting (aria-sort, keyboard-usable sort buttons),
 * row selection for bulk edit, empty and loading states. Scrolls sideways on narrow screens.
 */
export function Table<Row>({
  ref,
  columns,
  rows,
  getRowId,
  caption,
  captionHidden = false,
  sort,
  onSortChange,
  selection,
  loading = false,
  loadingLabel,
  loadingRows = TABLE_LOADING_ROWS,
  empty,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const [scrollRef, scrollable] = useHorizontalOverflow<HTMLDivElement>();
  const columnCount = columns.length + (selection ? 1 : 0);

  const selected = new Set(selection?.selectedIds ?? []);
  const pageIds = loading ? [] : rows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const headerChecked: boolean | "indeterminate" =
    pageIds.length > 0 && selectedOnPage === pageIds.length ? true : selectedOnPage > 0 ? "indeterminate" : false;

  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selected);
    if (headerChecked === true) for (const id of pageIds) next.delete(id);
    else for (const id of pageIds) next.add(id);
    selection.onSelectionChange([...next]);
  };
  const toggleRow = (id: string) => {
    if (!selection) return;
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onSelectionChange([...next]);
  };

  const cellPadding = "px-3 py-2";

  return (
    <div data-slot="table-root" className={cn("grid gap-2", className)}>
      <div
        ref={mergeRefs(ref, scrollRef)}
        data-slot="table-container"
        data-scrollable={scrollable || undefined}
        // A table wider than the screen becomes a named, focusable region, so keyboard users can scroll it.
        role={scrollable ? "region" : undefined}
        aria-labelledby={scrollable ? captionId : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={scrollable ? 0 : undefined}
        className={cn(
          // A size container: the caption below takes its width (100cqw), not the table's.
          "@container relative w-full overflow-x-auto rounded-lg border border-border bg-surface",
          "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        )}
      >
        <table
          data-slot="table"
          aria-busy={loading || undefined}
          className="w-full caption-top border-collapse text-left text-sm text-fg"
        >
          <caption
            id={captionId}
            data-slot="table-caption"
            className={cn(captionHidden ? "sr-only" : "text-start text-base font-semibold text-fg")}
          >
            {captionHidden ? (
              caption
            ) : (
              // As wide as the scroll box and held at its left edge: a table that scrolls sideways on a
              // phone keeps its whole caption in view, wrapped, instead of cutting it at the box.
              <span data-slot="table-caption-text" className="sticky start-0 block w-[100cqw] px-3 pt-3 pb-2">
                {caption}
              </span>
            )}
          </caption>
          <thead data-slot="table-header" className="bg-surface-raised">
            <tr className="border-b border-border">
              {selection ? (
                <th scope="col" className="w-11 px-1 py-0 text-start">
                  <SelectCheckbox
                    checked={headerChecked}
                    label={selection.selectAllLabel}
                    onChange={toggleAll}
                    disabled={pageIds.length === 0}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                const align = column.align ?? "start";
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-slot="table-head"
                    aria-sort={column.sortable && direction ? direction : undefined}
                    className={cn(
                      "font-semibold whitespace-nowrap text-fg-muted",
                      alignClass[align],
                      column.sortable ? "px-1 py-0" : cellPadding,
                      column.headerClassName,
                    )}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        data-slot="table-sort-button"
                        data-state={direction ?? "none"}
                        onClick={() =>
                          onSortChange?.({
                            columnId: column.id,
                            direction: direction === "ascending" ? "descending" : "ascending",
                          })
                        }
                        className={cn(
                          "inline-flex min-h-11 w-full items-center gap-1.5 rounded-md px-2 font-semibold",
                          "hover:bg-surface-sunken hover:text-fg",
                          "focus-visible:outline-3 focus-visible:outline-offset-[-2px] focus-visible:outline-focus",
                          direction && "text-fg",
                          justifyClass[align],
                        )}
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody data-slot="table-body">
            {loading ? (
              Array.from({ length: loadingRows }, (_, i) => (
                <tr
                  key={i}
                  aria-hidden="true"
                  data-slot="table-loading-row"
                  className="border-b border-border last:border-0"
                >
                  {Array.from({ length: columnCount }, (_, j) => (
                    <td key={j} className={cn(cellPadding, "h-12")}>
                      <Skeleton variant="text" className={j === 0 && selection ? "size-5" : undefined} />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr data-slot="table-empty">
                <td colSpan={columnCount} className="p-0">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const id = getRowId(row);
                const isSelected = selected.has(id);
                return (
                  <tr
                    key={id}
                    data-slot="table-row"
                    data-state={isSelected ? "selected" : undefined}
                    className={cn(
                      "border-b border-border transition-colors last:border-0 hover:bg-surface-raised",
                      "data-[state=selected]:bg-primary-50 dark:data-[state=selected]:bg-primary-950",
                    )}
                  >
                    {selection ? (
                      <td className="w-11 px-1 py-0">
                        <SelectCheckbox
                          checked={isSelected}
                          label={selection.selectRowLabel(row)}
                          onChange={() => toggleRow(id)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => {
                      const Cell = column.rowHeader ? "th" : "td";
                      return (
                        <Cell
                          key={column.id}
                          scope={column.rowHeader ? "row" : undefined}
                          data-slot="table-cell"
                          className={cn(
                            cellPadding,
                            "align-middle",
                            alignClass[column.align ?? "start"],
                            column.rowHeader && "font-medium",
                            column.cellClassName,
                          )}
                        >
                          {column.rowHeader ? (
                            // Keeps the naming column readable when the table scrolls sideways on a phone.
                            <span className="block min-w-40">{column.cell(row, index)}</span>
                          ) : (
                            column.cell(row, index)
                          )}
                        </Cell>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <div role="status" data-slot="table-status" className="sr-only">
        {loading ? loadingLabel : selection?.statusMessage}
      </div>
    </div>
  );
}
