import { useLayoutEffect } from "react";
import { applyTheme } from "@tokens/apply.ts";
import { themeDependencies } from "@tokens/resolve.ts";
import type { ColorScheme } from "@tokens/roles.ts";
import type { TenantTheme } from "@tokens/tenants.ts";

/**
 * Applies a tenant theme to <html> (so portals are themed too) and re-applies it when the
 * primary, secondary or muted preset or the background colour changes, or the tenant, shape or
 * colour scheme does.
 */
export function useApplyTheme(theme: TenantTheme, scheme: ColorScheme, root?: HTMLElement | null): void {
  useLayoutEffect(
    () => {
      applyTheme(root ?? document.documentElement, theme, scheme);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the specification names exactly what re-applies the theme
    [root, theme.key, theme.shape, theme.header, theme.footer, scheme, ...themeDependencies(theme.settings)],
  );
}
