import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { Popover } from "radix-ui";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from "react";
import { cn } from "../lib/cn.ts";
import { inputVariants } from "../Input/Input.tsx";
import {
  addDays,
  addMonths,
  clamp,
  formatDisplayDate,
  fromIso,
  monthGrid,
  parseDisplayDate,
  sameDay,
  toIso,
  weekdayNames,
} from "./date.ts";

export { formatDisplayDate, parseDisplayDate } from "./date.ts";

/** The locale whose month and day names the calendar shows unless told otherwise. */
export const DATE_PICKER_DEFAULT_LOCALE = "nl-NL";

export interface DatePickerLabels {
  /** The calendar button's name, also the calendar dialog's name, e.g. "Kies een datum". */
  openCalendar: string;
  /** e.g. "Vorige maand". */
  previousMonth: string;
  /** e.g. "Volgende maand". */
  nextMonth: string;
}

export interface DatePickerProps {
  ref?: Ref<HTMLInputElement>;
  /** The chosen day as ISO "yyyy-mm-dd"; "" when empty or when the typed text is no valid date. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The same, under the name react-hook-form's Controller spreads (`{...field}`). */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Submits the ISO value in a hidden input under this name. */
  name?: string;
  id?: string;
  /** Locale of month and weekday names (Intl), e.g. "nl-NL" or "en-GB". */
  locale?: string;
  /** Earliest and latest selectable day, ISO. */
  min?: string;
  max?: string;
  /** First day of the week: 1 Monday (default, as in the Netherlands), 0 Sunday. */
  weekStartsOn?: 0 | 1;
  labels: DatePickerLabels;
  /** The format hint shown in the empty input, e.g. "dd-mm-jjjj". */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  className?: string;
  "aria-describedby"?: string;
  "aria-labelledby"?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
}

/**
 * A date input: type dd-mm-jjjj, or pick a day in a calendar (the button, or Alt+ArrowDown in the
 * input, opens it; arrows move by day and week, Page Up
 * and Page Down by month, with Shift by year, Home and End to the week's ends, Enter picks).
 */
export function DatePicker(props: DatePickerProps) {
  const {
    ref,
    value,
    defaultValue,
    onValueChange,
    onChange,
    onBlur,
    name,
    id: idProp,
    locale = DATE_PICKER_DEFAULT_LOCALE,
    min,
    max,
    weekStartsOn = 1,
    labels,
    placeholder,
    disabled,
    required,
    invalid,
    className,
    ...aria
  } = props;
  const generated = useId();
  const id = idProp ?? `date-${generated}`;
  const [innerValue, setInnerValue] = useState(defaultValue ?? "");
  const current = value ?? innerValue;
  const [text, setText] = useState(() => formatDisplayDate(current));
  const [shownValue, setShownValue] = useState(current);
  const [open, setOpen] = useState(false);
  const ariaInvalid = aria["aria-invalid"] ?? (invalid ? true : undefined);

  // A new value from outside (a form reset, say) replaces the text, unless the text already means it.
  if (current !== shownValue) {
    setShownValue(current);
    if ((parseDisplayDate(text) ?? "") !== current) setText(formatDisplayDate(current));
  }

  function commit(next: string) {
    if (next === current) return;
    if (value === undefined) setInnerValue(next);
    setShownValue(next);
    onValueChange?.(next);
    onChange?.(next);
  }

  function onTextChange(event: ChangeEvent<HTMLInputElement>) {
    setText(event.target.value);
    commit(parseDisplayDate(event.target.value) ?? "");
  }

  function onTextBlur(event: FocusEvent<HTMLInputElement>) {
    const parsed = parseDisplayDate(text);
    if (parsed) setText(formatDisplayDate(parsed));
    onBlur?.(event);
  }

  function pick(iso: string) {
    setText(formatDisplayDate(iso));
    commit(iso);
    setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div data-slot="date-picker" className={cn("relative w-full max-w-60", className)}>
          <input
            ref={ref}
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            data-slot="date-picker-input"
            placeholder={placeholder}
            disabled={disabled}
            required={required}
            {...aria}
            aria-invalid={ariaInvalid}
            value={text}
            onChange={onTextChange}
            onBlur={onTextBlur}
            onKeyDown={(event) => {
              // Alt+ArrowDown opens the calendar from the text input, as it opens a native select.
              if (event.altKey && event.key === "ArrowDown" && !disabled) {
                event.preventDefault();
                setOpen(true);
              }
            }}
            className={cn(inputVariants(), "pe-12 tabular-nums")}
          />
          <Popover.Trigger
            type="button"
            disabled={disabled}
            aria-label={labels.openCalendar}
            title={labels.openCalendar}
            data-slot="date-picker-trigger"
            className={cn(
              "absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-md text-fg-muted",
              "hover:text-fg focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus disabled:cursor-not-allowed",
            )}
          >
            <CalendarDays aria-hidden className="size-5" />
          </Popover.Trigger>
          {name ? <input type="hidden" name={name} value={current} /> : null}
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label={labels.openCalendar}
          onOpenAutoFocus={(event) => event.preventDefault()}
          data-slot="date-picker-content"
          className="z-50 rounded-lg border border-border bg-surface p-3 text-fg shadow-lg"
        >
          <Calendar
            value={current}
            onSelect={pick}
            min={min}
            max={max}
            locale={locale}
            weekStartsOn={weekStartsOn}
            labels={labels}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export interface CalendarProps {
  value?: string;
  onSelect: (iso: string) => void;
  min?: string;
  max?: string;
  locale: string;
  weekStartsOn: 0 | 1;
  labels: Pick<DatePickerLabels, "previousMonth" | "nextMonth">;
  /** Moves focus to the focusable day on mount (in a popover: yes). */
  autoFocusDay?: boolean;
}

/** A month grid (ARIA grid pattern) with one tabbable day and arrow-key navigation. */
export function Calendar({
  value,
  onSelect,
  min,
  max,
  locale,
  weekStartsOn,
  labels,
  autoFocusDay = true,
}: CalendarProps) {
  const minDate = fromIso(min);
  const maxDate = fromIso(max);
  const selected = fromIso(value);
  const today = new Date();
  const [focused, setFocused] = useState(() =>
    clamp(selected ?? new Date(today.getFullYear(), today.getMonth(), today.getDate()), minDate, maxDate),
  );
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(autoFocusDay);
  const headingId = `calendar-${useId()}`;
  const focusedIso = toIso(focused);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusedIso}"]`)?.focus();
  }, [focusedIso]);

  function go(date: Date, focusDay: boolean) {
    moveFocus.current = focusDay;
    setFocused(clamp(date, minDate, maxDate));
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const dayOfWeek = (focused.getDay() - weekStartsOn + 7) % 7;
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -dayOfWeek),
      End: () => addDays(focused, 6 - dayOfWeek),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move(), true);
  }

  const monthTitle = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" }).format(focused);
  const dayLabel = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const weekdays = weekdayNames(locale, weekStartsOn);
  const firstOfMonth = new Date(focused.getFullYear(), focused.getMonth(), 1);
  const lastOfMonth = new Date(focused.getFullYear(), focused.getMonth() + 1, 0);
  const canGoBack = !minDate || firstOfMonth > minDate;
  const canGoForward = !maxDate || lastOfMonth < maxDate;
  const navButton = cn(
    "inline-flex size-11 items-center justify-center rounded-md text-fg hover:bg-surface-raised",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-40",
  );

  return (
    <div data-slot="calendar" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          aria-label={labels.previousMonth}
          title={labels.previousMonth}
          disabled={!canGoBack}
          onClick={() => go(addMonths(focused, -1), false)}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <h2
          id={headingId}
          aria-live="polite"
          data-slot="calendar-title"
          className="text-base font-semibold first-letter:uppercase"
        >
          {monthTitle}
        </h2>
        <button
          type="button"
          className={navButton}
          aria-label={labels.nextMonth}
          title={labels.nextMonth}
          disabled={!canGoForward}
          onClick={() => go(addMonths(focused, 1), false)}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      {/* The ARIA grid pattern on a table, as the APG date picker example does. */}
      <table
        ref={gridRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onGridKeyDown}
        className="border-collapse"
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.long} scope="col" abbr={day.long} className="size-11 text-sm font-medium text-fg-muted">
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused, weekStartsOn).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} role="gridcell" className="size-11" />;
                const iso = toIso(day);
                const isSelected = sameDay(day, selected);
                const isToday = sameDay(day, today);
                const outOfRange = Boolean((minDate && day < minDate) || (maxDate && day > maxDate));
                return (
                  <td key={column} role="gridcell" aria-selected={isSelected} className="p-0">
                    <button
                      type="button"
                      data-date={iso}
                      data-slot="calendar-day"
                      data-selected={isSelected || undefined}
                      tabIndex={iso === focusedIso ? 0 : -1}
                      aria-label={dayLabel.format(day)}
                      aria-current={isToday ? "date" : undefined}
                      disabled={outOfRange}
                      onClick={() => onSelect(iso)}
                      onFocus={() => (iso === focusedIso ? undefined : setFocused(day))}
                      className={cn(
                        "inline-flex size-11 items-center justify-center rounded-md text-base tabular-nums text-fg",
                        "hover:bg-surface-raised focus-visible:outline-3 focus-visible:-outline-offset-2 focus-visible:outline-focus",
                        "disabled:cursor-not-allowed disabled:text-fg-muted disabled:line-through disabled:opacity-60",
                        isToday && "font-bold underline underline-offset-4",
                        isSelected &&
                          "bg-solid text-on-solid outline-2 -outline-offset-2 outline-transparent hover:bg-solid-hover",
                      )}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
