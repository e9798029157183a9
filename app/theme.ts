import { useLayoutEffect } from "react";
import { themeAttributes } from "@tokens/attributes.ts";
import type { ColorScheme } from "@tokens/roles.ts";
import type { TenantTheme } from "@tokens/tenants.ts";

/**
 * The attributes that theme the page from <html>. The stylesheet (tokens/generated/tenants.css,
 * kept in step with the tokens by a test) holds every seeded tenant's variables, light and dark,
 * keyed by these attributes: nothing needs computing in the browser, and the server can put the
 * same attributes on a pre-rendered page.
 */
export function themeHtmlAttributes(theme: TenantTheme, scheme: ColorScheme): Record<string, string> {
  return {
    [themeAttributes.tenant]: theme.key,
    [themeAttributes.shape]: theme.shape,
    [themeAttributes.header]: theme.header,
    [themeAttributes.footer]: theme.footer,
    [themeAttributes.scheme]: scheme,
  };
}

/** Themes <html> (so portals are themed too) for the tenant and colour scheme; follows changes. */
export function useTenantTheme(theme: TenantTheme, scheme: ColorScheme): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeHtmlAttributes(theme, scheme))) root.setAttribute(name, value);
    root.style.colorScheme = scheme;
  }, [theme, scheme]);
}
