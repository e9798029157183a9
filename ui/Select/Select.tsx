import { Check, ChevronDown } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import { useRef, type FocusEvent, type ReactNode, type Ref } from "react";
import { cn } from "../lib/cn.ts";
import { inputVariants } from "../Input/Input.tsx";

export interface SelectOption {
  value: string;
  label: ReactNode;
  /** The text typeahead matches, when the label is not plain text. */
  textValue?: string;
  disabled?: boolean;
}

export interface SelectProps {
  ref?: Ref<HTMLButtonElement>;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  value?: string;
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** The same, under the name react-hook-form's Controller spreads (`{...field}`). */
  onChange?: (value: string) => void;
  /** Called when focus leaves the control (not when its list opens). */
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  "aria-describedby"?: string;
  "aria-labelledby"?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
}

/** A single choice from a list (Radix Select: opens with Enter, Space or arrows, typeahead, Escape closes). */
export function Select(props: SelectProps) {
  const {
    ref,
    options,
    placeholder,
    value,
    defaultValue,
    onValueChange,
    onChange,
    onBlur,
    name,
    id,
    required,
    disabled,
    invalid,
    className,
    open,
    defaultOpen,
    onOpenChange,
    ...aria
  } = props;
  const isOpen = useRef(Boolean(open ?? defaultOpen));
  const ariaInvalid = aria["aria-invalid"] ?? (invalid ? true : undefined);
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => {
        onValueChange?.(next);
        onChange?.(next);
      }}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        isOpen.current = next;
        onOpenChange?.(next);
      }}
      name={name}
      required={required}
      disabled={disabled}
    >
      <RadixSelect.Trigger
        ref={ref}
        id={id}
        data-slot="select-trigger"
        className={cn(
          inputVariants(),
          "flex items-center justify-between gap-2 text-start data-placeholder:text-fg-muted",
          "[&>span]:truncate",
          className,
        )}
        onBlur={(event) => {
          if (!isOpen.current) onBlur?.(event);
        }}
        {...aria}
        aria-invalid={ariaInvalid}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon asChild>
          <ChevronDown aria-hidden className="size-5 shrink-0 text-fg-muted" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            "z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden",
            "rounded-md border border-border bg-surface text-fg shadow-lg",
          )}
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                textValue={option.textValue}
                disabled={option.disabled}
                data-slot="select-item"
                className={cn(
                  "relative flex min-h-11 cursor-pointer items-center gap-2 rounded-sm py-2 ps-9 pe-3 text-base outline-none select-none",
                  "data-highlighted:bg-primary-100 data-highlighted:text-primary-950",
                  // Transparent outlines become visible in forced-colours mode, where backgrounds vanish.
                  "data-highlighted:outline-2 data-highlighted:-outline-offset-2 data-highlighted:outline-transparent",
                  "dark:data-highlighted:bg-primary-800 dark:data-highlighted:text-primary-50",
                  "data-disabled:cursor-not-allowed data-disabled:opacity-50",
                )}
              >
                <span className="absolute start-2 flex size-5 items-center justify-center">
                  <RadixSelect.ItemIndicator>
                    <Check aria-hidden className="size-5" />
                  </RadixSelect.ItemIndicator>
                </span>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
