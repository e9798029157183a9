import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
// The first load's own paths (contract/publicPaths.ts), not every endpoint's.
import { PUBLIC_API_PATHS as API_PATHS } from "@contract/publicPaths.ts";
import { CENTER_STYLE_ID, themeAttributes } from "@tokens/attributes.ts";
import { centerTheme, themeColorKey } from "@tokens/center.ts";
import type { ColorScheme } from "@tokens/roles.ts";
import type { TenantTheme } from "@tokens/tenants.ts";
import { useCurrentCenter } from "./centerProfile.ts";
import { useServices } from "./services.tsx";

/**
 * The attributes that theme the page from <html>. The stylesheet (tokens/generated/tenants.css,
 * kept in step with the tokens by a test) holds every seeded tenant's variables, light and dark,
 * keyed by these attributes: nothing needs computing in the browser, and the server can put the
 * same attributes on a pre-rendered page. A center whose stored colours differ from its seeded
 * ones gets its own stylesheet from the server (<style id="vl-center-theme">, see useCenterStylesheet).
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

/**
 * The site's theme at run time: the center's stored profile (name, colours, shape, header and
 * footer) over the seeded theme of its key, which stands in until the profile is there.
 */
export function useSiteTheme(): TenantTheme {
  const { tenant } = useServices();
  const center = useCurrentCenter();
  const profile = center.data?.profile;
  const name = center.data?.name;
  return useMemo(
    () => (profile ? centerTheme(tenant.key, { ...profile, name: profile.name ?? name ?? null }) : tenant.theme),
    [tenant.key, tenant.theme, profile, name],
  );
}

/** Themes <html> (so portals are themed too) for the tenant and colour scheme; follows changes. */
export function useTenantTheme(theme: TenantTheme, scheme: ColorScheme): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeHtmlAttributes(theme, scheme))) root.setAttribute(name, value);
    root.style.colorScheme = scheme;
  }, [theme, scheme]);
}

/**
 * Section 4: the colours are re-applied when the presets, the background colour (and the other
 * colour settings) change, for instance right after staff saved them. The page came with the
 * stylesheet of the colours it was rendered with; a change fetches the center's stylesheet from
 * the server (which computes it, so the colour presets stay out of the app's first load).
 */
export function useCenterStylesheet(theme: TenantTheme): void {
  const { config } = useServices();
  const key = themeColorKey(theme);
  const painted = useRef(key);
  useEffect(() => {
    if (painted.current === key) return;
    const controller = new AbortController();
    const url = `${config.apiBaseUrl.replace(/\/+$/, "")}${API_PATHS.currentVolunteerCenterTheme}`;
    fetch(url, { signal: controller.signal, credentials: "include", cache: "no-cache" })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((css) => {
        let style = document.getElementById(CENTER_STYLE_ID);
        if (!style) {
          style = document.createElement("style");
          style.id = CENTER_STYLE_ID;
          document.head.appendChild(style);
        }
        style.textContent = css;
        painted.current = key;
      })
      .catch((error: unknown) => {
        // Section 8: colour errors are logged only; the page keeps the colours it has.
        if ((error as { name?: string })?.name !== "AbortError") console.error("[theme] colours not applied", error);
      });
    return () => controller.abort();
  }, [key, config.apiBaseUrl]);
}
