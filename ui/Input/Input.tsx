import { cva, type VariantProps } from "class-variance-authority";
import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "../lib/cn.ts";

/** The look every text-like control shares (Input, Textarea, Select trigger, Combobox, DatePicker). */
export const inputVariants = cva(
  [
    "w-full min-w-0 rounded-md border border-border-strong bg-surface text-fg placeholder:text-fg-muted",
    "transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-70",
    "aria-invalid:border-2 aria-invalid:border-danger",
  ],
  {
    variants: {
      size: {
        md: "h-11 px-3 text-base",
        lg: "h-12 px-4 text-lg",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "type"> &
  VariantProps<typeof inputVariants> & {
    ref?: Ref<HTMLInputElement>;
    type?: "text" | "email" | "password" | "search" | "number" | "tel" | "url";
    /** Marks the input invalid (also set by a Field with an error). */
    invalid?: boolean;
  };

/** A single-line text input; forwards ref, name, value and events untouched, so react-hook-form's register fits. */
export function Input({ className, size, type = "text", invalid, ...rest }: InputProps) {
  const ariaInvalid = rest["aria-invalid"] ?? (invalid ? true : undefined);
  return (
    <input
      data-slot="input"
      data-invalid={ariaInvalid ? true : undefined}
      type={type}
      className={cn(
        inputVariants({ size }),
        "read-only:bg-surface-sunken",
        type === "number" && "tabular-nums",
        className,
      )}
      {...rest}
      aria-invalid={ariaInvalid}
    />
  );
}
