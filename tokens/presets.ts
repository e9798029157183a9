import { presetData } from "./presets.data.ts";

/** The eleven shade keys of every scale, 50 to 950. */
export const shadeKeys = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;
export type ShadeKey = (typeof shadeKeys)[number];
/** A scale: each key holds space-separated sRGB channels, e.g. "79 70 229". */
export type Shades = Record<ShadeKey, string>;

/** Presets allowed for the muted scale. */
export const mutedPresetNames = ["gray", "slate", "stone", "zinc", "neutral"] as const;
/** Presets allowed for the primary and secondary scales: the muted ones plus the colours. */
export const colorPresetNames = [
  ...mutedPresetNames,
  "indigo",
  "sky",
  "purple",
  "violet",
  "lime",
  "teal",
  "emerald",
  "rose",
  "pink",
  "yellow",
  "orange",
  "mauve",
] as const;

export type MutedPresetName = (typeof mutedPresetNames)[number];
export type ColorPresetName = (typeof colorPresetNames)[number];

export const presets: Record<ColorPresetName, Shades> = presetData;

export const DEFAULT_MUTED_PRESET: MutedPresetName = "slate";
export const DEFAULT_PRIMARY_PRESET: ColorPresetName = "indigo";

export function isColorPresetName(name: unknown): name is ColorPresetName {
  return typeof name === "string" && (colorPresetNames as readonly string[]).includes(name);
}
export function isMutedPresetName(name: unknown): name is MutedPresetName {
  return typeof name === "string" && (mutedPresetNames as readonly string[]).includes(name);
}
