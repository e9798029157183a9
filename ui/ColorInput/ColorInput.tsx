import type { ChangeEvent, FocusEvent, Ref } from "react";
import { parseRgb } from "@tokens/color.ts";
import { Input } from "../Input/Input.tsx";
import { cn } from "../lib/cn.ts";

/** '#rrggbb' of a hex colour ('#rgb', '#rrggbb', with or without '#'), or undefined when it is none. */
export function hexOf(value: string): string | undefined {
  const v = value.trim();
  if (!/^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v)) return undefined;
  const rgb = parseRgb(v.startsWith("#") ? v : `#${v}`);
  return rgb ? `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}` : undefined;
}

/** The swatch of a code that is no colour (yet): diagonal lines in the border colour. */
const HATCH = "repeating-linear-gradient(135deg, transparent 0 6px, rgb(var(--vl-border-strong)) 6px 8px)";

export interface ColorInputProps {
  /** The text field's id (a Field's label points at it). */
  id?: string;
  name?: string;
  /** The colour as typed: '#rrggbb' or '#rgb'; anything else shows an empty (hatched) swatch. */
  value: string;
  /** Called with the text field's new text, or the picker's '#rrggbb'. */
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The accessible name of the browser's colour picker (the text field is named by its Field). */
  pickerLabel: string;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  className?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-labelledby"?: string;
  "aria-required"?: true;
}

/**
 * A colour: a swatch that opens the browser's own colour picker (`<input type="color">`,
 * transparent over the swatch, so it keeps its keyboard and screen reader behaviour) and a text
 * field for the hex code. The swatch shows what the text field holds; an invalid code shows a
 * hatched swatch. Put it in a Field for its label and error, which both controls share.
 */
export function ColorInput(props: ColorInputProps) {
  const { value, onValueChange, onBlur, pickerLabel, ref, disabled, className, ...control } = props;
  const hex = hexOf(value);
  return (
    <div data-slot="color-input" className={cn("flex items-center gap-2", className)}>
      <span className="relative inline-flex size-11 shrink-0">
        <input
          type="color"
          data-slot="color-picker"
          aria-label={pickerLabel}
          aria-describedby={control["aria-describedby"]}
          aria-invalid={control["aria-invalid"]}
          disabled={disabled}
          value={hex ?? "#000000"}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.currentTarget.value)}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          data-slot="color-swatch"
          data-empty={hex ? undefined : true}
          style={hex ? { backgroundColor: hex } : { backgroundImage: HATCH }}
          className={cn(
            // The colour itself is the point: forced-colours mode must not replace it.
            "block size-full rounded-md border border-border-strong forced-color-adjust-none straight:rounded-none",
            "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:opacity-60",
            !hex && "bg-surface",
          )}
        />
      </span>
      <Input
        {...control}
        ref={ref}
        value={value}
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="none"
        onChange={(event) => onValueChange(event.currentTarget.value)}
        onBlur={onBlur}
        className="w-32 font-mono"
      />
    </div>
  );
}
