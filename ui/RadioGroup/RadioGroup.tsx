import { RadioGroup as RadixRadioGroup } from "radix-ui";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export type RadioGroupProps = Omit<ComponentProps<typeof RadixRadioGroup.Root>, "children" | "onChange"> & {
  options: readonly RadioOption[];
  invalid?: boolean;
  /** Called with the chosen value (an alias of onValueChange, so react-hook-form's field.onChange fits). */
  onChange?: (value: string) => void;
};

/**
 * One choice out of a few (roving focus: Tab enters the group, arrow keys move and select).
 * Put it in a `<Field group>` for its legend, hint and error.
 */
export function RadioGroup(props: RadioGroupProps) {
  const { options, invalid, className, onChange, onValueChange, orientation = "vertical", ...rest } = props;
  const base = `radio-${useId()}`;
  const ariaInvalid = rest["aria-invalid"] ?? (invalid ? true : undefined);
  return (
    <RadixRadioGroup.Root
      data-slot="radio-group"
      orientation={orientation}
      className={cn(orientation === "vertical" ? "flex flex-col" : "flex flex-wrap gap-x-6", className)}
      onValueChange={(value) => {
        onValueChange?.(value);
        onChange?.(value);
      }}
      {...rest}
      aria-invalid={ariaInvalid}
    >
      {options.map((option, index) => {
        const id = `${base}-${index}`;
        const hintId = option.hint ? `${id}-hint` : undefined;
        return (
          <div
            key={option.value}
            data-slot="radio-option"
            data-disabled={option.disabled || rest.disabled || undefined}
            className="group flex min-h-11 items-start gap-3 py-2.5"
          >
            <RadixRadioGroup.Item
              id={id}
              value={option.value}
              disabled={option.disabled}
              aria-describedby={hintId}
              data-slot="radio"
              className={cn(
                "relative flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-border-strong bg-surface",
                "transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
                "data-[state=checked]:border-solid disabled:cursor-not-allowed disabled:opacity-60",
                "before:absolute before:-inset-2.5 before:content-['']",
                ariaInvalid && "border-danger",
              )}
            >
              {/* The dot is a border, so it stays visible in forced-colours mode, where fills vanish. */}
              <RadixRadioGroup.Indicator
                data-slot="radio-indicator"
                className="block size-3 rounded-full border-6 border-solid"
              />
            </RadixRadioGroup.Item>
            <div className="flex flex-col gap-0.5">
              <label
                htmlFor={id}
                className="cursor-pointer text-base leading-6 text-fg group-data-disabled:cursor-not-allowed group-data-disabled:opacity-60"
              >
                {option.label}
              </label>
              {option.hint ? (
                <p id={hintId} className="text-sm text-fg-muted">
                  {option.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </RadixRadioGroup.Root>
  );
}
