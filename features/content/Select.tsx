import type { SelectHTMLAttributes } from "react";
import { inputVariants } from "@ui/Input/Input.tsx";
import { cn } from "@ui/lib/cn.ts";

/** The browser's own select in the inputs' style (the content screens' short choices). */
export function Select({
  options,
  className,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select className={cn(inputVariants(), "pe-8", className)} {...rest}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
