import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from "react";
import { cn } from "../lib/cn.ts";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
  /** Shows a character counter under the textarea (with `maxLength`: "12/200"). */
  showCount?: boolean;
  /** Text of the counter, e.g. (n, max) => `${n} van ${max} tekens`; defaults to "n/max" or "n". */
  formatCount?: (count: number, max: number | undefined) => string;
};

/** Pause after typing before a screen reader hears the count, so it does not talk over every keystroke. */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

function lengthOf(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return String(value).length;
}

/** A multi-line text input with an optional character counter. */
export function Textarea(props: TextareaProps) {
  const {
    className,
    invalid,
    showCount = false,
    formatCount,
    maxLength,
    value,
    defaultValue,
    onChange,
    rows = 4,
    ...rest
  } = props;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(defaultValue));
  const count = value !== undefined ? lengthOf(value) : uncontrolledLength;
  const counterId = `textarea-count-${useId()}`;
  const ariaInvalid = rest["aria-invalid"] ?? (invalid ? true : undefined);
  const over = maxLength !== undefined && count >= maxLength;
  const describedBy = [rest["aria-describedby"], showCount ? counterId : undefined].filter(Boolean).join(" ");

  const textOf = (n: number) =>
    formatCount ? formatCount(n, maxLength) : maxLength !== undefined ? `${n}/${maxLength}` : `${n}`;
  const countText = textOf(count);
  const [announced, setAnnounced] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const n = event.target.value.length;
    setUncontrolledLength(n);
    if (showCount) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAnnounced(textOf(n)), COUNT_ANNOUNCE_DELAY_MS);
    }
    onChange?.(event);
  }

  const textarea = (
    <textarea
      data-slot="textarea"
      rows={rows}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      className={cn(
        "min-h-24 w-full min-w-0 resize-y rounded-md border border-border-strong bg-surface px-3 py-2.5 text-base text-fg",
        "placeholder:text-fg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        "disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-70",
        "aria-invalid:border-2 aria-invalid:border-danger read-only:bg-surface-sunken",
        !showCount && className,
      )}
      {...rest}
      aria-invalid={ariaInvalid}
      aria-describedby={describedBy || undefined}
    />
  );
  if (!showCount) return textarea;
  return (
    <div data-slot="textarea-wrapper" className={cn("flex flex-col gap-1", className)}>
      {textarea}
      <p
        id={counterId}
        data-slot="textarea-count"
        data-state={over ? "limit" : "ok"}
        className={cn("self-end text-sm text-fg-muted tabular-nums", over && "font-semibold text-fg")}
      >
        {countText}
      </p>
      <span aria-live="polite" data-slot="textarea-count-announcer" className="sr-only">
        {announced}
      </span>
    </div>
  );
}
