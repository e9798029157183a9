import { ChevronDown } from "lucide-react";
import type { SelectHTMLAttributes } from "react";
import { inputVariants } from "@ui/Input/Input.tsx";
import { cn } from "@ui/lib/cn.ts";

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  options: readonly { value: string; label: string }[];
}

/**
 * The browser's own select, styled like the other inputs. The vacancy bank uses it instead of
 * ui/Select: no popper code on the front door, and phones show their native picker.
 */
export function NativeSelect({ options, className, ...rest }: NativeSelectProps) {
  return (
    <div className={cn("relative", className)}>
      <select className={cn(inputVariants(), "appearance-none pe-10 disabled:cursor-not-allowed")} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-fg-muted"
      />
    </div>
  );
}
