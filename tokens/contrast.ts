import { contrastRatio } from "./color.ts";
import { AA_TEXT_CONTRAST, colorSchemes, roleColors, type ColorScheme, type RoleColors } from "./roles.ts";
import { resolveColors, type CenterThemeSettings, type ThemeLogger } from "./resolve.ts";
import type { FooterVariant } from "./tenants.ts";

/** Text/fill pairs that every theme must make readable (WCAG 2.1 AA, 4.5:1). */
export const contrastPairs: ReadonlyArray<readonly [keyof RoleColors, keyof RoleColors, string]> = [
  ["text", "background", "body text"],
  ["text", "surface", "text on cards"],
  ["text-muted", "background", "secondary text"],
  ["text-muted", "surface", "secondary text on cards"],
  ["link", "background", "links"],
  ["on-solid", "solid", "text on primary buttons"],
  ["on-solid", "solid-hover", "text on hovered primary buttons"],
  ["on-accent", "accent", "text on secondary fills"],
  ["on-footer", "footer", "footer text"],
  ["on-danger", "danger", "text on danger buttons"],
  ["danger-text", "surface", "error messages"],
];

export interface ContrastFailure {
  scheme: ColorScheme;
  pair: string;
  foreground: keyof RoleColors;
  background: keyof RoleColors;
  ratio: number;
}

export function checkRoleContrast(roles: RoleColors, scheme: ColorScheme): ContrastFailure[] {
  return contrastPairs.flatMap(([fg, bg, pair]) => {
    const ratio = contrastRatio(roles[fg], roles[bg]);
    return ratio >= AA_TEXT_CONTRAST
      ? []
      : [{ scheme, pair, foreground: fg, background: bg, ratio: Math.round(ratio * 100) / 100 }];
  });
}

/**
 * Every failing pair of a center's colours in light and dark scheme; empty when the theme meets
 * WCAG AA. The settings screen uses this to refuse a failing combination.
 */
export function checkThemeContrast(
  settings: CenterThemeSettings,
  footer: FooterVariant = "primary",
  log?: ThemeLogger,
): ContrastFailure[] {
  const colors = resolveColors(settings, log);
  return colorSchemes.flatMap((scheme) => checkRoleContrast(roleColors(colors, scheme, footer), scheme));
}
