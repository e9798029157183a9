import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Footer } from "@ui/Footer/Footer.tsx";
import { themeVariables } from "@tokens/css.ts";
import type { TenantTheme } from "@tokens/tenants.ts";

const quiet = { error: () => {} };

export interface ThemePreviewProps {
  theme: TenantTheme;
  logoUrl?: string | undefined;
}

/**
 * The look being edited, applied to a sample of the site only (CSS variables on this box, as the
 * page gets them on <html>): the header, a vacancy card, the buttons and the footer.
 */
export function ThemePreview({ theme, logoUrl }: ThemePreviewProps) {
  const { t } = useTranslation("settings");
  const style = themeVariables(theme, "light", quiet) as CSSProperties;
  const legacy = theme.header === "legacy";
  return (
    <div
      role="group"
      aria-label={t("design.preview")}
      data-slot="theme-preview"
      data-shape={theme.shape}
      data-footer={theme.footer}
      style={style}
      className="overflow-hidden rounded-lg border border-border bg-background text-fg"
    >
      <div
        data-slot="preview-header"
        className={
          legacy
            ? "flex items-center gap-3 border-t-4 border-b border-t-primary-600 border-b-border bg-surface px-4 py-3"
            : "flex items-center gap-3 border-b border-border bg-surface px-4 py-3 shadow-sm"
        }
      >
        {logoUrl ? <img src={logoUrl} alt="" className="h-8 w-auto" data-slot="preview-logo" /> : null}
        <span className="font-bold">{theme.name}</span>
        <span className="ms-auto hidden gap-4 text-sm sm:flex">
          <span className={legacy ? "underline underline-offset-4" : "rounded-md bg-primary-50 px-2 py-1 text-link"}>
            {t("design.sample.nav1")}
          </span>
          <span>{t("design.sample.nav2")}</span>
        </span>
      </div>
      <div className="grid gap-4 p-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
          <Badge>{t("design.sample.category")}</Badge>
          <p className="m-0 text-lg font-bold">{t("design.sample.vacancy")}</p>
          <p className="m-0 text-fg-muted">{t("design.sample.organization")}</p>
          <a href="#preview" onClick={(e) => e.preventDefault()} className="text-link underline underline-offset-4">
            {t("design.sample.link")}
          </a>
        </div>
        <div className="flex flex-col items-start gap-3">
          <Button>{t("design.sample.primary")}</Button>
          <Button variant="secondary">{t("design.sample.secondary")}</Button>
          <Button variant="outline">{t("design.sample.outline")}</Button>
        </div>
      </div>
      <Footer
        variant={theme.footer}
        columns={[
          {
            title: t("design.sample.footerTitle"),
            links: [{ label: t("design.sample.footerLink"), href: "#preview" }],
          },
        ]}
        bottomText={`© ${theme.name}`}
      />
    </div>
  );
}
