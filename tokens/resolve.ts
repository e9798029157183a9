import { toChannels } from "./color.ts";
import {
  DEFAULT_MUTED_PRESET,
  DEFAULT_PRIMARY_PRESET,
  isColorPresetName,
  isMutedPresetName,
  presets,
  shadeKeys,
  type ColorPresetName,
  type MutedPresetName,
  type Shades,
} from "./presets.ts";

/** Center theme settings as the center profile carries them (specification section 3). */
export interface CenterThemeSettings {
  primaryColorPreset?: string | null;
  secondaryColorPreset?: string | null;
  mutedColorPreset?: string | null;
  /** Custom shades: a JSON string or an object with all eleven keys 50..950. */
  primaryColorShades?: string | Record<string, string> | null;
  secondaryColorShades?: string | Record<string, string> | null;
  backgroundColor?: string | null;
  textColor?: string | null;
}

export interface ResolvedColors {
  primary: Shades;
  secondary: Shades;
  muted: Shades;
  /** Channels, or undefined when the center sets none (the scheme's default applies). */
  background?: string;
  text?: string;
  presets: { primary: ColorPresetName; secondary: ColorPresetName; muted: MutedPresetName };
}

export interface ThemeLogger {
  error: (message: string, ...details: unknown[]) => void;
}

export const COLOR_PRESET_NOT_FOUND = "Color preset not found";
export const INVALID_CUSTOM_SHADES = "Invalid custom color shades";

function presetOrNothing<T extends string>(
  name: string | null | undefined,
  isValid: (n: unknown) => n is T,
  log: ThemeLogger,
): T | undefined {
  if (name === undefined || name === null || name === "") return undefined;
  if (isValid(name)) return name;
  log.error(COLOR_PRESET_NOT_FOUND, name);
  return undefined;
}

/**
 * Custom shades must be valid JSON (or an object) with all eleven keys; otherwise the error is
 * logged and the shades are ignored. Each value is converted to channels ('0 0 0' if unparseable).
 */
export function parseCustomShades(
  value: CenterThemeSettings["primaryColorShades"],
  log: ThemeLogger = console,
): Shades | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  let data: unknown = value;
  if (typeof value === "string") {
    try {
      data = JSON.parse(value);
    } catch (error) {
      log.error(INVALID_CUSTOM_SHADES, error);
      return undefined;
    }
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    log.error(INVALID_CUSTOM_SHADES, data);
    return undefined;
  }
  const record = data as Record<string, unknown>;
  const missing = shadeKeys.filter((k) => !Object.hasOwn(record, k));
  if (missing.length > 0) {
    log.error(INVALID_CUSTOM_SHADES, `missing keys ${missing.join(", ")}`);
    return undefined;
  }
  return Object.fromEntries(shadeKeys.map((k) => [k, toChannels(record[k])])) as Shades;
}

/**
 * Resolves center theme settings: muted falls back to slate, secondary to the muted preset,
 * primary to the default preset; custom shades override a preset when valid.
 */
export function resolveColors(settings: CenterThemeSettings, log: ThemeLogger = console): ResolvedColors {
  const muted = presetOrNothing(settings.mutedColorPreset, isMutedPresetName, log) ?? DEFAULT_MUTED_PRESET;
  const primary = presetOrNothing(settings.primaryColorPreset, isColorPresetName, log) ?? DEFAULT_PRIMARY_PRESET;
  const secondary = presetOrNothing(settings.secondaryColorPreset, isColorPresetName, log) ?? muted;
  const hasColor = (v: string | null | undefined): v is string => typeof v === "string" && v.trim() !== "";
  return {
    primary: parseCustomShades(settings.primaryColorShades, log) ?? presets[primary],
    secondary: parseCustomShades(settings.secondaryColorShades, log) ?? presets[secondary],
    muted: presets[muted],
    background: hasColor(settings.backgroundColor) ? toChannels(settings.backgroundColor) : undefined,
    text: hasColor(settings.textColor) ? toChannels(settings.textColor) : undefined,
    presets: { primary, secondary, muted },
  };
}

/** The values whose change re-applies the theme (specification section 4). */
export function themeDependencies(settings: CenterThemeSettings): readonly unknown[] {
  return [
    settings.primaryColorPreset,
    settings.secondaryColorPreset,
    settings.mutedColorPreset,
    settings.backgroundColor,
  ];
}
