import { contrastRatio } from "./color.ts";
import type { ShadeKey, Shades } from "./presets.ts";
import type { ResolvedColors } from "./resolve.ts";

export type ColorScheme = "light" | "dark";
export const colorSchemes: readonly ColorScheme[] = ["light", "dark"];

/** WCAG 2.1 AA minimum contrast for normal text. */
export const AA_TEXT_CONTRAST = 4.5;
export const WHITE = "255 255 255";

/** Fixed dark blue footer of the municipality vacancy bank. */
export const FOOTER_DARK_BLUE = "12 39 84";

export type FooterVariant = "primary" | "dark-blue";

/**
 * Semantic roles every component uses; each holds channels "r g b".
 * Scales stay available too (primary-50..950 and so on) for decoration.
 */
export interface RoleColors {
  background: string;
  surface: string;
  "surface-raised": string;
  "surface-sunken": string;
  border: string;
  "border-strong": string;
  text: string;
  "text-muted": string;
  /** Solid primary fill (buttons, selected states) and the text on it. */
  solid: string;
  "solid-hover": string;
  "on-solid": string;
  /** Solid secondary fill and the text on it. */
  accent: string;
  "accent-hover": string;
  "on-accent": string;
  /** Primary-coloured text and links on the background. */
  link: string;
  focus: string;
  footer: string;
  "on-footer": string;
  danger: string;
  "on-danger": string;
  "danger-text": string;
  success: string;
  "success-text": string;
  warning: string;
  "warning-text": string;
}

const red = { 600: "220 38 38", 700: "185 28 28", 300: "252 165 165", 400: "248 113 113" };
const green = { 700: "21 128 61", 300: "134 239 172" };
const amber = { 800: "146 64 14", 300: "252 211 77", 400: "251 191 36" };

/** The text colour that reads best on a fill: white, else the darkest shade of the scale. */
export function textOn(fill: string, dark: string): string {
  return contrastRatio(WHITE, fill) >= AA_TEXT_CONTRAST
    ? WHITE
    : contrastRatio(dark, fill) >= contrastRatio(WHITE, fill)
      ? dark
      : WHITE;
}

/**
 * Picks the first shade, in the preferred order, on which white or the scale's darkest text reaches
 * AA; yellow, lime and sky scales so get dark text on their solid fill.
 */
function solidOf(scale: Shades, order: ShadeKey[]): { fill: string; hover: string; on: string } {
  for (const key of order) {
    const fill = scale[key];
    const on = textOn(fill, scale["950"]);
    if (contrastRatio(on, fill) >= AA_TEXT_CONTRAST) {
      const hoverKey = order[order.indexOf(key) + 1] ?? key;
      return { fill, hover: scale[hoverKey], on };
    }
  }
  return { fill: scale["700"], hover: scale["800"], on: WHITE };
}

/** The first shade in order that reaches AA as text on the given background. */
function readableShade(scale: Shades, background: string, order: ShadeKey[]): string {
  return (
    order.map((k) => scale[k]).find((c) => contrastRatio(c, background) >= AA_TEXT_CONTRAST) ?? scale[order.at(-1)!]
  );
}

export function roleColors(colors: ResolvedColors, scheme: ColorScheme, footer: FooterVariant): RoleColors {
  const { primary, secondary, muted } = colors;
  const light = scheme === "light";
  const background = light ? (colors.background ?? WHITE) : muted["950"];
  const text = light ? (colors.text ?? muted["900"]) : muted["50"];
  const solid = light ? solidOf(primary, ["600", "700", "800", "500"]) : solidOf(primary, ["400", "300", "500", "200"]);
  const accent = light
    ? solidOf(secondary, ["600", "700", "800", "500"])
    : solidOf(secondary, ["400", "300", "500", "200"]);
  const footerFill = footer === "dark-blue" ? FOOTER_DARK_BLUE : primary["500"];
  return {
    background,
    surface: light ? WHITE : muted["900"],
    "surface-raised": light ? muted["50"] : muted["800"],
    "surface-sunken": light ? muted["100"] : muted["950"],
    border: light ? muted["200"] : muted["700"],
    "border-strong": light ? muted["500"] : muted["400"],
    text,
    "text-muted": readableShade(muted, background, light ? ["600", "700", "800"] : ["400", "300", "200"]),
    solid: solid.fill,
    "solid-hover": solid.hover,
    "on-solid": solid.on,
    accent: accent.fill,
    "accent-hover": accent.hover,
    "on-accent": accent.on,
    link: readableShade(primary, background, light ? ["700", "800", "900"] : ["300", "200", "100"]),
    focus: light ? primary["600"] : primary["300"],
    footer: footerFill,
    "on-footer": textOn(footerFill, muted["950"]),
    danger: light ? red[600] : red[400],
    "on-danger": light ? WHITE : muted["950"],
    "danger-text": light ? red[700] : red[300],
    success: light ? green[700] : green[300],
    "success-text": light ? green[700] : green[300],
    warning: light ? amber[400] : amber[300],
    "warning-text": light ? amber[800] : amber[300],
  };
}
