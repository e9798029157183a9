import type { CenterThemeSettings } from "./resolve.ts";
import type { FooterVariant } from "./roles.ts";

export type Shape = "rounded" | "straight";
/** 'tabs': sticky header with the tab menu; 'legacy': the public tenant's non-sticky header with underlined menu. */
export type HeaderVariant = "tabs" | "legacy";
export type { FooterVariant };

export const tenantKeys = ["public", "demo", "rijnstad", "heuvelrug", "meedoen"] as const;
export type TenantKey = (typeof tenantKeys)[number];

export interface TenantTheme {
  key: string;
  name: string;
  settings: CenterThemeSettings;
  shape: Shape;
  header: HeaderVariant;
  footer: FooterVariant;
}

export const DEFAULT_TENANT_SHAPE: Shape = "rounded";
export const DEFAULT_HEADER_VARIANT: HeaderVariant = "tabs";
export const DEFAULT_FOOTER_VARIANT: FooterVariant = "primary";

/** The five seeded centers (../shared/PRODUCT.md section 2). The server seed uses the same presets. */
export const tenantThemes: Record<TenantKey, TenantTheme> = {
  public: {
    key: "public",
    name: "Gelderse Vrijwilligers",
    settings: { primaryColorPreset: "emerald", secondaryColorPreset: "sky", mutedColorPreset: "stone" },
    shape: "rounded",
    header: "legacy",
    footer: "primary",
  },
  demo: {
    key: "demo",
    name: "Demo Vrijwilligerscentrale",
    settings: { primaryColorPreset: "indigo", secondaryColorPreset: "pink", mutedColorPreset: "slate" },
    shape: "rounded",
    header: "tabs",
    footer: "primary",
  },
  rijnstad: {
    key: "rijnstad",
    name: "Vacaturebank Rijnstad",
    settings: { primaryColorPreset: "sky", secondaryColorPreset: "orange", mutedColorPreset: "zinc" },
    shape: "straight",
    header: "tabs",
    footer: "dark-blue",
  },
  heuvelrug: {
    key: "heuvelrug",
    name: "Vrijwilligerspunt Heuvelrug",
    settings: { primaryColorPreset: "teal", secondaryColorPreset: "lime", mutedColorPreset: "neutral" },
    shape: "rounded",
    header: "tabs",
    footer: "primary",
  },
  meedoen: {
    key: "meedoen",
    name: "Meedoen",
    settings: { primaryColorPreset: "purple", secondaryColorPreset: "yellow", mutedColorPreset: "gray" },
    shape: "rounded",
    header: "tabs",
    footer: "primary",
  },
};

export function isTenantKey(key: unknown): key is TenantKey {
  return typeof key === "string" && (tenantKeys as readonly string[]).includes(key);
}
