import { Check, Minus } from "lucide-react";
import { useLayoutEffect, useRef, type ComponentProps, type ReactNode, type Ref } from "react";
import { ChoiceLabel, useChoiceIds, useChoiceState } from "../Field/choice.tsx";
import { cn } from "../lib/cn.ts";

export type CheckedState = boolean | "indeterminate";

export type CheckboxProps = Omit<
  ComponentProps<"input">,
  "type" | "checked" | "defaultChecked" | "children" | "onChange" | "value"
> & {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  /** The new state after a click or Space: true or false (a mixed box becomes checked). */
  onCheckedChange?: (checked: CheckedState) => void;
  onChange?: ComponentProps<"input">["onChange"];
  /** Sent with a form while checked ('on' by default). */
  value?: string;
  /** The visible label next to the box; omit only when the box is labelled otherwise (aria-label). */
  label?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

function stateName(state: CheckedState): "checked" | "unchecked" | "indeterminate" {
  return state === "indeterminate" ? "indeterminate" : state ? "checked" : "unchecked";
}

/**
 * The box itself: the browser's own checkbox (role checkbox, checked / mixed), so forms, labels,
 * Space and assistive technology work without script of ours. The input covers a 44 px hit area
 * and is transparent; the box beside it draws the look from the input's state (`peer-*`).
 */
export function Checkbox(props: CheckboxProps) {
  const {
    label,
    hint,
    invalid,
    className,
    id: idProp,
    disabled,
    checked,
    defaultChecked = false,
    onCheckedChange,
    onChange,
    ref,
    ...rest
  } = props;
  const { id, hintId, describedBy } = useChoiceIds("checkbox", idProp, hint, rest["aria-describedby"]);
  const ariaInvalid = rest["aria-invalid"] ?? (invalid ? true : undefined);
  const [state, change] = useChoiceState<CheckedState>(checked, defaultChecked, onCheckedChange, onChange);
  const input = useRef<HTMLInputElement | null>(null);
  // 'Mixed' is a property, not an attribute; the browser clears it on every click.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = state === "indeterminate";
  });
  const setRef = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };

  const box = (
    <span className={cn("relative flex size-6 shrink-0", !label && className)}>
      <input
        ref={setRef}
        type="checkbox"
        data-slot="checkbox"
        data-state={stateName(state)}
        id={id}
        disabled={disabled}
        checked={state === true}
        className="peer absolute -inset-2.5 z-10 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        {...rest}
        onChange={change}
        aria-invalid={ariaInvalid}
        aria-describedby={describedBy}
      />
      <span
        aria-hidden="true"
        data-slot="checkbox-indicator"
        className={cn(
          "flex size-6 items-center justify-center rounded-sm border-2 border-border-strong bg-surface text-on-solid",
          "transition-colors duration-150 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus",
          "peer-checked:border-solid peer-checked:bg-solid peer-indeterminate:border-solid peer-indeterminate:bg-solid",
          "peer-aria-invalid:border-danger peer-disabled:opacity-60",
        )}
      >
        {state === true ? <Check className="size-4" strokeWidth={3} /> : null}
        {state === "indeterminate" ? <Minus className="size-4" strokeWidth={3} /> : null}
      </span>
    </span>
  );
  if (!label) return box;
  return (
    <div
      data-slot="checkbox-field"
      data-disabled={disabled || undefined}
      className={cn("group flex min-h-11 items-start gap-3 py-2.5", className)}
    >
      {box}
      <ChoiceLabel id={id} hintId={hintId} label={label} hint={hint} />
    </div>
  );
}
