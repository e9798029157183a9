import type { ReactNode } from "react";
import { themeVariables } from "@tokens/css.ts";
import type { ColorScheme } from "@tokens/roles.ts";
import type { TenantTheme } from "@tokens/tenants.ts";
import { cn } from "../lib/cn.ts";

export interface ThemeScopeProps {
  theme: TenantTheme;
  scheme: ColorScheme;
  className?: string;
  children: ReactNode;
}

/**
 * Themes a part of the page instead of <html>: used to show several tenants side by side.
 * Portals opened inside still take the document's theme.
 */
export function ThemeScope({ theme, scheme, className, children }: ThemeScopeProps) {
  return (
    <div
      data-tenant={theme.key}
      data-shape={theme.shape}
      data-header={theme.header}
      data-footer={theme.footer}
      data-color-scheme={scheme}
      style={{ ...themeVariables(theme, scheme), colorScheme: scheme }}
      className={cn("bg-background text-fg", className)}
    >
      {children}
    </div>
  );
}
