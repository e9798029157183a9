import { themeVariables } from "./css.ts";
import type { ThemeLogger } from "./resolve.ts";
import type { ColorScheme } from "./roles.ts";
import type { TenantTheme } from "./tenants.ts";
import { themeAttributes } from "./attributes.ts";

export { themeAttributes };

/** Applies a theme by attributes and CSS variables on the root element (normally <html>). */
export function applyTheme(root: HTMLElement, theme: TenantTheme, scheme: ColorScheme, log?: ThemeLogger): void {
  root.setAttribute(themeAttributes.tenant, theme.key);
  root.setAttribute(themeAttributes.shape, theme.shape);
  root.setAttribute(themeAttributes.header, theme.header);
  root.setAttribute(themeAttributes.footer, theme.footer);
  root.setAttribute(themeAttributes.scheme, scheme);
  root.style.colorScheme = scheme;
  for (const [name, value] of Object.entries(themeVariables(theme, scheme, log))) root.style.setProperty(name, value);
}
