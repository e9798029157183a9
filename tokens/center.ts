/**
 * A center's theme from its stored profile (run time), instead of the five seeded themes of
 * tenants.ts alone: a new center, or a center whose staff changed its look, is themed from what
 * the database holds. No colour presets here (the app shell imports this): the colours are
 * computed by css.ts (server, settings screen) from the same settings.
 */
import type { CenterThemeSettings } from "./resolve.ts";
import type { FooterVariant } from "./roles.ts";
import {
  DEFAULT_FOOTER_VARIANT,
  DEFAULT_TENANT_SHAPE,
  tenantThemes,
  type HeaderVariant,
  type Shape,
  type TenantKey,
  type TenantTheme,
} from "./tenants.ts";

/** The fields of a center profile (camelCase, as the app and the server's rows have them) a theme reads. */
export interface CenterThemeSource extends CenterThemeSettings {
  name?: string | null;
  shape?: string | null;
  /** 'legacy' for the public tenant's non-sticky header; anything else is the sticky tab header. */
  headerVariant?: string | null;
  footerVariant?: string | null;
}

const shapeOf = (v: unknown): Shape => (v === "straight" || v === "rounded" ? v : DEFAULT_TENANT_SHAPE);
const headerOf = (v: unknown): HeaderVariant => (v === "legacy" ? "legacy" : "tabs");
const footerOf = (v: unknown): FooterVariant => (v === "dark-blue" || v === "primary" ? v : DEFAULT_FOOTER_VARIANT);
const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);

/**
 * The theme of a center: `key` names its seeded stylesheet (tokens/generated/tenants.css, the fast
 * path), the profile gives everything else. Without a profile the seeded theme of the key.
 */
export function centerTheme(key: TenantKey, profile?: CenterThemeSource | null): TenantTheme {
  const seeded = tenantThemes[key];
  if (!profile) return seeded;
  return {
    key,
    name: text(profile.name) ?? seeded.name,
    // What the profile does not say (a first view's stand-in profile) is the seeded center's.
    settings: colorSettingsOf({ ...seeded.settings, ...definedOnly(profile) }),
    shape: shapeOf(profile.shape ?? seeded.shape),
    header: headerOf(profile.headerVariant ?? (seeded.header === "legacy" ? "legacy" : "sticky")),
    footer: footerOf(profile.footerVariant ?? seeded.footer),
  };
}

const definedOnly = (p: CenterThemeSettings): CenterThemeSettings =>
  Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as CenterThemeSettings;

/** Only the colour settings of a profile (what the stylesheet is computed from). */
export function colorSettingsOf(p: CenterThemeSettings): CenterThemeSettings {
  return {
    primaryColorPreset: p.primaryColorPreset ?? null,
    secondaryColorPreset: p.secondaryColorPreset ?? null,
    mutedColorPreset: p.mutedColorPreset ?? null,
    primaryColorShades: p.primaryColorShades ?? null,
    secondaryColorShades: p.secondaryColorShades ?? null,
    backgroundColor: text(p.backgroundColor),
    textColor: text(p.textColor),
  };
}

const shadesKey = (v: CenterThemeSettings["primaryColorShades"]) =>
  v === null || v === undefined || v === "" ? null : typeof v === "string" ? v : JSON.stringify(v);

/**
 * What the colours of a theme depend on, as one string: the re-application key. Section 4 names
 * the primary, secondary and muted presets and the background colour; the custom shades, the text
 * colour and the footer variant change the colours as well, so they are part of it too.
 */
export function themeColorKey(theme: Pick<TenantTheme, "settings" | "footer">): string {
  const s = theme.settings;
  return JSON.stringify([
    s.primaryColorPreset ?? null,
    s.secondaryColorPreset ?? null,
    s.mutedColorPreset ?? null,
    text(s.backgroundColor),
    shadesKey(s.primaryColorShades),
    shadesKey(s.secondaryColorShades),
    text(s.textColor),
    theme.footer,
  ]);
}

/**
 * True when the seeded stylesheet already paints this theme (same colours, same footer): the fast
 * path, no stylesheet of its own needed.
 */
export function paintedBySeededCss(theme: TenantTheme, key: TenantKey): boolean {
  const seeded = tenantThemes[key];
  return themeColorKey(theme) === themeColorKey({ settings: colorSettingsOf(seeded.settings), footer: seeded.footer });
}
