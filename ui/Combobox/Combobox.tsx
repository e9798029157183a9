import { Check, ChevronDown, X } from "lucide-react";
import { Popover } from "radix-ui";
import {
  useCallback,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefCallback,
} from "react";
import { cn } from "../lib/cn.ts";

export interface ComboboxOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface ComboboxBaseProps {
  ref?: Ref<HTMLInputElement>;
  options: readonly ComboboxOption[];
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Submits one hidden input per chosen value under this name. */
  name?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  className?: string;
  /** Shown in the list when nothing matches the search, e.g. "Geen resultaten". */
  emptyText: ReactNode;
  /** Read out (not shown) as the search narrows the list, e.g. (n) => `${n} resultaten`. */
  resultsText?: (count: number) => string;
  /** Which options match the search; by default a case- and accent-insensitive substring match. */
  filter?: (option: ComboboxOption, query: string) => boolean;
  /**
   * Called with the search text as it changes, for options searched on the server: pass the results
   * as `options` and `filter={() => true}`. Chips keep the labels of options no longer in the list.
   */
  onQueryChange?: (query: string) => void;
  "aria-describedby"?: string;
  "aria-labelledby"?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
}

/** Several choices, shown as removable chips (the default). */
export interface ComboboxMultipleProps extends ComboboxBaseProps {
  multiple?: true;
  /** The chosen values. */
  value?: string[];
  defaultValue?: string[];
  /** Called with all chosen values after each change. */
  onValueChange?: (values: string[]) => void;
  /** The same, under the name react-hook-form's Controller spreads (`{...field}`). */
  onChange?: (values: string[]) => void;
  /** Accessible name of a chip's remove button, e.g. (label) => `Verwijder ${label}`. */
  removeLabel: (label: string) => string;
  /** Accessible name of the list of chosen items, e.g. "Gekozen". */
  selectedLabel: string;
}

/** One choice, shown as the input's text; clearing the text clears the choice. */
export interface ComboboxSingleProps extends ComboboxBaseProps {
  multiple: false;
  /** The chosen value; "" for none. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onChange?: (value: string) => void;
  removeLabel?: never;
  selectedLabel?: never;
}

export type ComboboxProps = ComboboxMultipleProps | ComboboxSingleProps;

function toList(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value;
  return value === "" ? [] : [value];
}

function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}

export function defaultComboboxFilter(option: ComboboxOption, query: string): boolean {
  return normalize(option.label).includes(normalize(query.trim()));
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}

/**
 * A searchable select (ARIA combobox with a listbox): type to filter, arrows to move, Enter to
 * choose, Escape to close. Several choices by default, shown as removable chips (Enter toggles,
 * Backspace in an empty search removes the last); with `multiple={false}` one choice, shown as the
 * input's text.
 */
export function Combobox(props: ComboboxProps) {
  const {
    ref,
    multiple,
    options,
    value,
    defaultValue,
    // Read from props in commit(), where their single or multiple signature is known.
    onValueChange: _onValueChange,
    onChange: _onChange,
    onBlur,
    name,
    id: idProp,
    placeholder,
    disabled,
    required,
    invalid,
    className,
    emptyText,
    resultsText,
    removeLabel,
    selectedLabel,
    filter = defaultComboboxFilter,
    onQueryChange,
    ...aria
  } = props;
  const generated = useId();
  const id = idProp ?? `combobox-${generated}`;
  const listId = `${id}-listbox`;
  const single = multiple === false;
  const [innerValue, setInnerValue] = useState<string[]>(() => toList(defaultValue) ?? []);
  const selected = toList(value) ?? innerValue;
  const [query, setQuery] = useState("");
  // Single mode: whether the input shows the search text (true) or the chosen option's label.
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  const ariaInvalid = aria["aria-invalid"] ?? (invalid ? true : undefined);

  const searching = single ? editing : true;
  const filtered = options.filter((option) => filter(option, searching ? query : ""));
  const byValue = new Map(options.map((option) => [option.value, option.label]));
  // Labels of chosen options, so a chip keeps its label when a server search returns other options.
  const [chosenLabels, setChosenLabels] = useState<Record<string, string>>({});
  const active = open ? filtered[activeIndex] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const setInputRef: RefCallback<HTMLInputElement> = useCallback(
    (node) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  function commit(next: string[]) {
    if (value === undefined) setInnerValue(next);
    if (single) {
      props.onValueChange?.(next[0] ?? "");
      props.onChange?.(next[0] ?? "");
    } else {
      props.onValueChange?.(next);
      props.onChange?.(next);
    }
  }

  function labelOf(optionValue: string): string {
    return byValue.get(optionValue) ?? chosenLabels[optionValue] ?? optionValue;
  }

  function stopEditing() {
    setEditing(false);
    if (query) {
      setQuery("");
      onQueryChange?.("");
    }
  }

  function toggle(option: ComboboxOption) {
    if (option.disabled) return;
    setChosenLabels((known) => ({ ...known, [option.value]: option.label }));
    if (single) {
      commit([option.value]);
      stopEditing();
      setOpen(false);
      return;
    }
    commit(selected.includes(option.value) ? selected.filter((v) => v !== option.value) : [...selected, option.value]);
    if (query) {
      // A choice clears the search; the list stays open on the chosen option for the next choice.
      setQuery("");
      onQueryChange?.("");
      setActiveIndex(options.filter((o) => filter(o, "")).findIndex((o) => o.value === option.value));
    }
  }

  function remove(optionValue: string) {
    commit(selected.filter((v) => v !== optionValue));
    inputRef.current?.focus();
  }

  function firstEnabled(list: readonly ComboboxOption[], from = 0, step = 1): number {
    for (let i = from; i >= 0 && i < list.length; i += step) if (!list[i]?.disabled) return i;
    return -1;
  }

  function moveActive(index: number) {
    setActiveIndex(index);
    requestAnimationFrame(() => {
      listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({ block: "nearest" });
    });
  }

  function openList(index?: number) {
    setOpen(true);
    // A single choice opens on the chosen option, so the arrows continue from there.
    const chosen = single && selected[0] !== undefined ? filtered.findIndex((o) => o.value === selected[0]) : -1;
    moveActive(index ?? (chosen >= 0 ? chosen : firstEnabled(filtered)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown": {
        event.preventDefault();
        if (!open) return openList(event.altKey ? -1 : undefined);
        const next = firstEnabled(filtered, activeIndex + 1);
        if (next !== -1) moveActive(next);
        return;
      }
      case "ArrowUp": {
        event.preventDefault();
        if (!open) return openList(firstEnabled(filtered, filtered.length - 1, -1));
        const previous = firstEnabled(filtered, activeIndex - 1, -1);
        if (previous !== -1) moveActive(previous);
        return;
      }
      case "Home":
      case "End":
        if (!open) return;
        event.preventDefault();
        moveActive(event.key === "Home" ? firstEnabled(filtered) : firstEnabled(filtered, filtered.length - 1, -1));
        return;
      case "Enter":
        if (!open || !active) return;
        event.preventDefault();
        toggle(active);
        return;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          if (single) stopEditing();
        } else if (query) {
          event.preventDefault();
          setQuery("");
          onQueryChange?.("");
        }
        return;
      case "Backspace": {
        const last = selected.at(-1);
        if (!single && query === "" && last !== undefined) {
          event.preventDefault();
          commit(selected.slice(0, -1));
        }
        return;
      }
      case "Tab":
        setOpen(false);
        return;
    }
  }

  const insideAnchor = (target: EventTarget | null) =>
    target instanceof Node && Boolean(anchorRef.current?.contains(target));

  return (
    <div data-slot="combobox" data-state={open ? "open" : "closed"} className={cn("w-full", className)}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div
            ref={anchorRef}
            data-slot="combobox-control"
            data-invalid={ariaInvalid ? true : undefined}
            data-disabled={disabled || undefined}
            className={cn(
              "flex min-h-11 w-full flex-col gap-1.5 rounded-md border border-border-strong bg-surface px-2 py-1 text-fg",
              "focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus",
              "data-invalid:border-2 data-invalid:border-danger data-disabled:cursor-not-allowed data-disabled:bg-surface-sunken data-disabled:opacity-70",
            )}
          >
            {!single && selected.length > 0 ? (
              <ul aria-label={selectedLabel} data-slot="combobox-chips" className="flex flex-wrap gap-1.5 pt-1">
                {selected.map((selectedValue) => {
                  const label = labelOf(selectedValue);
                  return (
                    <li
                      key={selectedValue}
                      data-slot="combobox-chip"
                      className="inline-flex items-center gap-1 rounded-sm bg-primary-100 py-0.5 ps-2 text-sm text-primary-950 dark:bg-primary-800 dark:text-primary-50"
                    >
                      {label}
                      <button
                        type="button"
                        aria-label={removeLabel?.(label)}
                        disabled={disabled}
                        onClick={() => remove(selectedValue)}
                        className={cn(
                          "inline-flex size-7 items-center justify-center rounded-sm",
                          "hover:bg-primary-200 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus dark:hover:bg-primary-700",
                        )}
                      >
                        <X aria-hidden className="size-4" />
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            <div className="flex items-center gap-2">
              <input
                ref={setInputRef}
                id={id}
                type="text"
                role="combobox"
                data-slot="combobox-input"
                autoComplete="off"
                aria-autocomplete="list"
                aria-expanded={open}
                aria-controls={open ? listId : undefined}
                aria-activedescendant={active ? optionId(activeIndex) : undefined}
                aria-required={aria["aria-required"] ?? (required ? true : undefined)}
                {...aria}
                aria-invalid={ariaInvalid}
                disabled={disabled}
                placeholder={placeholder}
                value={single && !editing ? (selected[0] !== undefined ? labelOf(selected[0]) : "") : query}
                onChange={(event) => {
                  const nextQuery = event.target.value;
                  setQuery(nextQuery);
                  onQueryChange?.(nextQuery);
                  setOpen(true);
                  setActiveIndex(firstEnabled(options.filter((option) => filter(option, nextQuery))));
                  if (single) {
                    setEditing(true);
                    // Emptying the text clears the choice.
                    if (nextQuery === "" && selected.length > 0) commit([]);
                  }
                }}
                onClick={() => (open ? undefined : openList())}
                onKeyDown={onKeyDown}
                onBlur={(event) => {
                  if (single) stopEditing();
                  onBlur?.(event);
                }}
                className="h-9 min-w-24 flex-1 bg-transparent px-1 text-base text-fg outline-none placeholder:text-fg-muted disabled:cursor-not-allowed"
              />
              <ChevronDown
                aria-hidden
                className={cn("size-5 shrink-0 text-fg-muted transition-transform duration-150", open && "rotate-180")}
              />
            </div>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            role={undefined}
            align="start"
            sideOffset={4}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => {
              if (insideAnchor(event.target)) event.preventDefault();
            }}
            data-slot="combobox-content"
            className="z-50 w-(--radix-popover-trigger-width) rounded-md border border-border bg-surface p-1 text-fg shadow-lg"
          >
            <div
              ref={listRef}
              id={listId}
              role="listbox"
              aria-multiselectable={single ? undefined : true}
              aria-labelledby={aria["aria-labelledby"]}
              aria-label={aria["aria-labelledby"] ? undefined : aria["aria-label"]}
              className="max-h-72 overflow-y-auto empty:hidden"
            >
              {filtered.map((option, index) => {
                const isSelected = selected.includes(option.value);
                return (
                  // Keys are handled on the combobox input, which points here with aria-activedescendant.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={isSelected}
                    aria-disabled={option.disabled || undefined}
                    data-slot="combobox-option"
                    data-active={index === activeIndex || undefined}
                    data-state={isSelected ? "checked" : "unchecked"}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => (index !== activeIndex && !option.disabled ? setActiveIndex(index) : undefined)}
                    onClick={() => {
                      toggle(option);
                      inputRef.current?.focus();
                    }}
                    className={cn(
                      "relative flex min-h-11 cursor-pointer items-center gap-2 rounded-sm py-2 ps-9 pe-3 text-base select-none",
                      "data-active:bg-primary-100 data-active:text-primary-950 dark:data-active:bg-primary-800 dark:data-active:text-primary-50",
                      // Transparent outlines become visible in forced-colours mode, where backgrounds vanish.
                      "data-active:outline-2 data-active:-outline-offset-2 data-active:outline-transparent",
                      "aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
                    )}
                  >
                    {isSelected ? <Check aria-hidden className="absolute start-2 size-5" /> : null}
                    {option.label}
                  </div>
                );
              })}
            </div>
            <p
              role="status"
              data-slot="combobox-status"
              className={filtered.length === 0 ? "px-3 py-2.5 text-base text-fg-muted" : "sr-only"}
            >
              {filtered.length === 0 ? emptyText : query && resultsText ? resultsText(filtered.length) : null}
            </p>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {name ? selected.map((v) => <input key={v} type="hidden" name={name} value={v} />) : null}
    </div>
  );
}
