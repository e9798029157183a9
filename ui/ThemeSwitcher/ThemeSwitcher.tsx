import { Check, Monitor, Moon, Sun } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useId, type CSSProperties } from "react";
import { presets, type ColorPresetName } from "@tokens/presets.ts";
import { cn } from "../lib/cn.ts";

export type SchemePreference = "light" | "dark" | "system";

export interface ThemeSwitcherValue {
  scheme: SchemePreference;
  /** Primary colour preset for previews; omitted: the center's own. */
  primary?: ColorPresetName;
}

export interface ThemeSwitcherLabels {
  /** Heading of the scheme choice, e.g. 'Kleurmodus'. */
  scheme: string;
  light: string;
  dark: string;
  system: string;
  /** Heading of the preset choice, e.g. 'Hoofdkleur (voorbeeld)' (needed when presets are offered). */
  primary?: string;
  /** Name of a preset swatch; the preset's key by default. */
  preset?: (name: ColorPresetName) => string;
}

export interface ThemeSwitcherProps {
  value: ThemeSwitcherValue;
  onChange: (value: ThemeSwitcherValue) => void;
  labels: ThemeSwitcherLabels;
  /**
   * Presets offered for previewing the primary colour, e.g. `colorPresetNames` from the tokens.
   * Omitted or empty, only the colour scheme is offered.
   */
  presets?: readonly ColorPresetName[];
  className?: string;
}

const schemeOptions = [
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
  { value: "system", icon: Monitor },
] as const;

/** The preview swatch shade of each preset. */
const SWATCH_SHADE = "600";

/**
 * Chooses the colour scheme (light, dark, system) and, for previews, a primary preset. Both are
 * radio groups: arrow keys move between options, the current one is checked.
 */
export function ThemeSwitcher({ value, onChange, labels, presets: offered = [], className }: ThemeSwitcherProps) {
  const id = useId();
  const schemeHeading = `${id}-scheme`;
  const primaryHeading = `${id}-primary`;
  const presetName = labels.preset ?? ((name: ColorPresetName) => name);
  if (offered.length > 0 && !labels.primary) console.error("ThemeSwitcher: offered presets need labels.primary");
  return (
    <div data-slot="theme-switcher" className={cn("grid gap-5", className)}>
      <div className="grid gap-2">
        <p id={schemeHeading} className="text-sm font-semibold text-fg">
          {labels.scheme}
        </p>
        <RadioGroup.Root
          aria-labelledby={schemeHeading}
          value={value.scheme}
          onValueChange={(scheme) => onChange({ ...value, scheme: scheme as SchemePreference })}
          orientation="horizontal"
          className="grid grid-cols-3 gap-1 rounded-lg border border-border bg-surface-sunken p-1"
        >
          {schemeOptions.map(({ value: option, icon: Icon }) => (
            <RadioGroup.Item
              key={option}
              value={option}
              data-slot="scheme-option"
              className={cn(
                "flex min-h-11 flex-col items-center justify-center gap-1 rounded-md px-2 py-1.5 text-xs font-medium",
                "text-fg-muted transition-colors hover:text-fg",
                "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
                "data-[state=checked]:bg-surface data-[state=checked]:text-fg data-[state=checked]:shadow-sm",
                "data-[state=checked]:ring-1 data-[state=checked]:ring-border-strong",
              )}
            >
              <Icon aria-hidden className="size-4" />
              {labels[option]}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>

      {offered.length > 0 ? (
        <div className="grid gap-2">
          <p id={primaryHeading} className="text-sm font-semibold text-fg">
            {labels.primary}
          </p>
          <RadioGroup.Root
            aria-labelledby={primaryHeading}
            value={value.primary ?? ""}
            onValueChange={(primary) => onChange({ ...value, primary: primary as ColorPresetName })}
            className="grid grid-cols-6 gap-1"
          >
            {offered.map((name) => (
              <RadioGroup.Item
                key={name}
                value={name}
                aria-label={presetName(name)}
                title={presetName(name)}
                data-slot="preset-option"
                className={cn(
                  "group flex size-11 items-center justify-center rounded-lg",
                  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
                )}
              >
                {/* The swatch borrows the preset's shade through the primary utility, like a theme would. */}
                <span
                  aria-hidden
                  style={{ "--vl-primary-600": presets[name][SWATCH_SHADE] } as CSSProperties}
                  className={cn(
                    "flex size-8 items-center justify-center rounded-full bg-primary-600 text-white",
                    "ring-offset-2 ring-offset-surface group-data-[state=checked]:ring-2 group-data-[state=checked]:ring-fg",
                  )}
                >
                  <RadioGroup.Indicator>
                    <Check className="size-4 drop-shadow" />
                  </RadioGroup.Indicator>
                </span>
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </div>
      ) : null}
    </div>
  );
}
