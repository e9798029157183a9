/**
 * A center's look from its row, at run time: the theme (tokens/center.ts) and, when the seeded
 * stylesheet does not already paint it, the center's own colours as CSS. Computed once per row
 * object: the registry replaces the objects when a center changes, so a change is seen at once.
 */
import { centerTheme, paintedBySeededCss } from "@tokens/center.ts";
import { checkThemeContrast, type ContrastFailure } from "@tokens/contrast.ts";
import { centerStylesheet } from "@tokens/css.ts";
import type { CenterThemeSettings } from "@tokens/resolve.ts";
import { isTenantKey, type TenantKey, type TenantTheme } from "@tokens/tenants.ts";
import type { Center } from "../../db/schema.ts";
import { etagOf } from "../../http/etag.ts";

/** The seeded theme a center's look starts from: its own key, or the default center's for a new one. */
export const seededKeyOf = (key: string): TenantKey => (isTenantKey(key) ? key : "demo");

type ThemeFields = Pick<
  Center,
  | "key"
  | "name"
  | "primaryColorPreset"
  | "secondaryColorPreset"
  | "mutedColorPreset"
  | "primaryColorShades"
  | "secondaryColorShades"
  | "backgroundColor"
  | "textColor"
  | "shape"
  | "headerVariant"
  | "footerVariant"
>;

export function themeOfCenter(c: ThemeFields): TenantTheme {
  return centerTheme(seededKeyOf(c.key), c);
}

/** Colour problems are the settings screen's to show; the server keeps quiet about them. */
const quiet = { error: () => {} };

export interface CenterCss {
  /** The stylesheet, or "" when the seeded one paints the center (the fast path). */
  css: string;
  etag: string;
}

const cache = new WeakMap<Center, CenterCss>();

export function centerCss(c: Center): CenterCss {
  let out = cache.get(c);
  if (!out) {
    const theme = themeOfCenter(c);
    const css = paintedBySeededCss(theme, seededKeyOf(c.key)) ? "" : centerStylesheet(theme, quiet);
    out = { css, etag: etagOf(css) };
    cache.set(c, out);
  }
  return out;
}

/** The pairs of text and fill that miss WCAG AA with these settings (light and dark). */
export function contrastFailures(c: ThemeFields): ContrastFailure[] {
  const theme = themeOfCenter(c);
  return checkThemeContrast(theme.settings as CenterThemeSettings, theme.footer, quiet);
}
