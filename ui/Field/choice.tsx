import { useId, useState, type ChangeEvent, type ReactNode } from "react";

/**
 * What Checkbox and Switch share: the browser's own checkbox input, controlled or not, with an
 * optional visible label and hint next to it.
 */

/** The input's id (given or generated), the hint's id and the input's aria-describedby. */
export function useChoiceIds(prefix: string, id: string | undefined, hint: ReactNode, describedBy: string | undefined) {
  const generated = useId();
  const inputId = id ?? `${prefix}-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return { id: inputId, hintId, describedBy: [describedBy, hintId].filter(Boolean).join(" ") || undefined };
}

/**
 * The state: `checked` when controlled, else its own (starting at `defaultChecked`). The change
 * handler calls `onChange`, keeps its own state and reports the new value to `onCheckedChange`.
 */
export function useChoiceState<S>(
  checked: S | undefined,
  defaultChecked: S,
  onCheckedChange: ((checked: boolean) => void) | undefined,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
) {
  const [own, setOwn] = useState<S | boolean>(defaultChecked);
  const state = checked ?? own;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    const next = event.currentTarget.checked;
    if (checked === undefined) setOwn(next);
    onCheckedChange?.(next);
  };
  return [state, change] as const;
}

/** The visible label (for the input `id`) and the hint under it (`hintId`). */
export function ChoiceLabel({
  id,
  hintId,
  label,
  hint,
}: {
  id: string;
  hintId?: string;
  label: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-0.5">
      <label
        htmlFor={id}
        className="cursor-pointer text-base leading-6 text-fg group-data-disabled:cursor-not-allowed group-data-disabled:opacity-60"
      >
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
