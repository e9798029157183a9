import { Check, Minus } from "lucide-react";
import { Checkbox as RadixCheckbox } from "radix-ui";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";

export type CheckedState = boolean | "indeterminate";

export type CheckboxProps = Omit<ComponentProps<typeof RadixCheckbox.Root>, "children"> & {
  /** The visible label next to the box; omit only when the box is labelled otherwise (aria-label). */
  label?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  invalid?: boolean;
};

/** The box itself: a Radix checkbox (role checkbox, aria-checked true/false/mixed). */
export function Checkbox(props: CheckboxProps) {
  const { label, hint, invalid, className, id: idProp, disabled, ...rest } = props;
  const generated = useId();
  const id = idProp ?? `checkbox-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const ariaInvalid = rest["aria-invalid"] ?? (invalid ? true : undefined);
  const describedBy = [rest["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined;
  const box = (
    <RadixCheckbox.Root
      data-slot="checkbox"
      id={id}
      disabled={disabled}
      className={cn(
        "relative flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-border-strong bg-surface text-on-solid",
        "transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        "data-[state=checked]:border-solid data-[state=checked]:bg-solid",
        "data-[state=indeterminate]:border-solid data-[state=indeterminate]:bg-solid",
        "aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60",
        // A 44 px hit area around the 24 px box.
        "before:absolute before:-inset-2.5 before:content-['']",
        !label && className,
      )}
      {...rest}
      aria-invalid={ariaInvalid}
      aria-describedby={describedBy}
    >
      <RadixCheckbox.Indicator data-slot="checkbox-indicator" className="group flex items-center justify-center">
        <Check aria-hidden className="size-4 group-data-[state=indeterminate]:hidden" strokeWidth={3} />
        <Minus aria-hidden className="hidden size-4 group-data-[state=indeterminate]:block" strokeWidth={3} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (!label) return box;
  return (
    <div
      data-slot="checkbox-field"
      data-disabled={disabled || undefined}
      className={cn("group flex min-h-11 items-start gap-3 py-2.5", className)}
    >
      {box}
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
    </div>
  );
}
