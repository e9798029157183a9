import { useAtom } from "jotai";
import { Activity, Check, Globe } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Footer } from "@ui/Footer/Footer.tsx";
import { Header, MAIN_CONTENT_ID } from "@ui/Header/Header.tsx";
import { SidePanel } from "@ui/SidePanel/SidePanel.tsx";
import { Sidebar } from "@ui/Sidebar/Sidebar.tsx";
import { ThemeSwitcher } from "@ui/ThemeSwitcher/ThemeSwitcher.tsx";
import { Toolbar } from "@ui/Toolbar/Toolbar.tsx";
import type { TopnavItem } from "@ui/Topnav/Topnav.tsx";
import { cn } from "@ui/lib/cn.ts";
import { useAuthStatus, useCurrentUser, useOrganizationList } from "../auth/hooks.ts";
import { selectedOrganizationIdAtom } from "../auth/state.ts";
import { useCurrentCenter, useFavicon } from "../centerProfile.ts";
import { LOCALES, localizePath, stripLocale, type Locale } from "../i18n/locale.ts";
import { useChangeLocale } from "../i18n/useChangeLocale.ts";
import { useServices } from "../services.tsx";
import type { LayoutName } from "../routes/table.ts";
import {
  isActive,
  PUBLIC_NAVIGATION,
  SECTION_NAVIGATION,
  SIDEBAR_NAVIGATION,
  TOP_NAVIGATION,
  type NavEntry,
} from "./navigation.ts";
import { CLOSED_PANEL, openPanel, panelAtom, schemePreferenceAtom } from "./panels.ts";
import { RouterLink } from "./RouterLink.tsx";
import { useColorScheme } from "./useColorScheme.ts";

const LANGUAGE_NAMES: Record<Locale, string> = { nl: "Nederlands", en: "English" };

function useNavItems(entries: NavEntry[]): TopnavItem[] {
  const { t } = useTranslation("layout");
  const { tenant } = useServices();
  const { pathname } = useLocation();
  const bare = stripLocale(pathname);
  const visible = entries.filter((e) => !e.feature || tenant.features[e.feature]);
  // The longest matching entry is the current one (/vacancies/search is not also /vacancies).
  const current = visible.filter((e) => isActive(e.href, bare)).sort((a, b) => b.href.length - a.href.length)[0];
  return visible.map((e) => ({ label: t(e.key), href: e.href, active: e === current }));
}

function AppToolbar() {
  const { t, i18n } = useTranslation("layout");
  const { tenant } = useServices();
  const status = useAuthStatus();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [panel, setPanel] = useAtom(panelAtom);
  const [scheme, setScheme] = useColorScheme();
  const changeLocale = useChangeLocale();
  const signedIn = status === "SIGNED_IN";
  const organizations = useOrganizationList();
  const [selectedOrganization, selectOrganization] = useAtom(selectedOrganizationIdAtom);
  // With more than one organization the account menu switches between them (section 4's selection).
  const organizationItems =
    (organizations.data?.length ?? 0) > 1
      ? organizations.data!.map((o) => ({
          label: t("toolbar.organization", { name: o.name }),
          icon:
            o.id === selectedOrganization ? <Check aria-label={t("toolbar.selected")} /> : <span className="size-4" />,
          onSelect: () => selectOrganization(o.id),
        }))
      : [];
  return (
    <div className="flex items-center gap-1">
      <Toolbar
        label={t("toolbar.label")}
        theme={{ scheme, onSchemeChange: setScheme, label: t("toolbar.darkMode") }}
        language={
          tenant.features.i18n
            ? {
                items: LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: l })),
                value: i18n.language,
                onChange: (value) => changeLocale(value as Locale),
                label: t("toolbar.language"),
              }
            : undefined
        }
        notifications={
          signedIn
            ? {
                count: 0,
                label: (n) => t("toolbar.notifications", { count: n }),
                onClick: () => void navigate("/notificaties"),
              }
            : undefined
        }
        activity={
          signedIn
            ? {
                label: t("toolbar.activity"),
                open: panel.name === "activity",
                onOpen: () => setPanel(openPanel("activity", { position: "right" })),
              }
            : undefined
        }
        account={
          signedIn
            ? {
                label: t("toolbar.account"),
                name: user.data?.fullName ?? t("toolbar.loadingUser"),
                email: user.data?.email,
                items: [
                  ...organizationItems,
                  { label: t("toolbar.profile"), onSelect: () => void navigate("/profiel") },
                  { label: t("toolbar.editProfile"), onSelect: () => void navigate("/profile-edit") },
                ],
                signOutLabel: t("toolbar.signOut"),
                onSignOut: () => void navigate("/uitloggen"),
              }
            : undefined
        }
      />
      {signedIn ? null : (
        <Button asChild variant="outline">
          <RouterLink href="/auth/login-1">{t("toolbar.signIn")}</RouterLink>
        </Button>
      )}
    </div>
  );
}

/** The right-hand language and activity panels (section 2), driven by the panel state. */
function Panels() {
  const { t, i18n } = useTranslation("layout");
  const [panel, setPanel] = useAtom(panelAtom);
  const changeLocale = useChangeLocale();
  const close = (open: boolean) => {
    if (!open) setPanel(CLOSED_PANEL);
  };
  return (
    <>
      <SidePanel
        name="language"
        open={panel.name === "language"}
        onOpenChange={close}
        position={panel.position}
        overlay={panel.overlay}
        title={t("panels.language")}
        closeLabel={t("panels.close")}
      >
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {LOCALES.map((l) => (
            <li key={l}>
              <Button
                variant={i18n.language === l ? "solid" : "outline"}
                className="w-full"
                lang={l}
                aria-pressed={i18n.language === l}
                onClick={() => {
                  changeLocale(l);
                  setPanel(CLOSED_PANEL);
                }}
              >
                {LANGUAGE_NAMES[l]}
              </Button>
            </li>
          ))}
        </ul>
      </SidePanel>
      <SidePanel
        name="activity"
        open={panel.name === "activity"}
        onOpenChange={close}
        position={panel.position}
        overlay={panel.overlay}
        title={t("panels.activity")}
        closeLabel={t("panels.close")}
      >
        <EmptyState icon={<Activity />} title={t("panels.noActivity")} description={t("panels.noActivityHint")} />
      </SidePanel>
    </>
  );
}

function SiteHeader({ nav }: { nav: "top" | "public" | "none" }) {
  const { t } = useTranslation("layout");
  const { tenant } = useServices();
  const center = useCurrentCenter();
  const logoUrl = center.data?.profile?.websiteLogoUrl;
  useFavicon(center.data?.profile?.faviconUrl);
  const status = useAuthStatus();
  const user = useCurrentUser();
  const [, setPanel] = useAtom(panelAtom);
  const topItems = useNavItems(TOP_NAVIGATION);
  const publicItems = useNavItems(PUBLIC_NAVIGATION);
  // Staff (any role besides volunteer) get the top navigation of section 2; everyone else the public menu.
  const staff = status === "SIGNED_IN" && (user.data?.roles ?? []).some((r) => r.name !== "volunteer");
  const items = nav === "none" ? [] : staff ? topItems : publicItems;
  return (
    <Header
      variant={tenant.theme.header}
      name={tenant.theme.name}
      logo={logoUrl ? { src: logoUrl, alt: t("header.logo", { name: tenant.theme.name }) } : undefined}
      navItems={items}
      navLabel={t("header.nav")}
      menuLabel={t("header.menu")}
      skipLinkLabel={t("header.skipLink")}
      linkComponent={RouterLink}
      languageToggle={
        tenant.features.i18n ? (
          <Button
            variant="ghost"
            icon={<Globe />}
            aria-label={t("toolbar.languagePanel")}
            onClick={() => setPanel(openPanel("language", { position: "right" }))}
          />
        ) : undefined
      }
      actions={<AppToolbar />}
    />
  );
}

function SiteFooter() {
  const { t } = useTranslation("layout");
  const { tenant } = useServices();
  const [, setPanel] = useAtom(panelAtom);
  return (
    <Footer
      variant={tenant.theme.footer}
      bottomText={t("footer.copyright", { year: new Date().getFullYear(), name: tenant.theme.name })}
      linkComponent={RouterLink}
    >
      <Button
        variant="link"
        className="text-on-footer"
        data-testid="cookie-settings"
        onClick={() => setPanel(openPanel("consent"))}
      >
        {t("footer.cookieSettings")}
      </Button>
    </Footer>
  );
}

function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn("flex-1 outline-none", className)}>
      {children}
    </main>
  );
}

function ThemeCustomizer() {
  const { t } = useTranslation("layout");
  const [value, setValue] = useAtom(schemePreferenceAtom);
  return (
    <ThemeSwitcher
      value={{ scheme: value }}
      onChange={(v) => setValue(v.scheme)}
      labels={{
        scheme: t("theme.scheme"),
        light: t("theme.light"),
        dark: t("theme.dark"),
        system: t("theme.system"),
        primary: t("theme.primary"),
      }}
    />
  );
}

function SideNav({ entries, collapsed }: { entries: NavEntry[]; collapsed?: boolean }) {
  const { t } = useTranslation("layout");
  const { tenant } = useServices();
  const items = useNavItems(entries);
  return (
    <Sidebar
      items={items}
      label={t("sidebar.label")}
      menuLabel={t("header.menu")}
      header={<span className="font-semibold">{tenant.theme.name}</span>}
      linkComponent={RouterLink}
      defaultOpen={!collapsed}
      customize={
        collapsed
          ? undefined
          : { label: t("sidebar.customize"), title: t("sidebar.customizeTitle"), content: <ThemeCustomizer /> }
      }
    />
  );
}

/** The layouts of section 2, built from ui pieces. `white` gives the page a white background. */
export function AppLayout({ layout, white, children }: { layout: LayoutName; white?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const section = stripLocale(pathname).split("/")[1] ?? "";
  const shell = (header: ReactNode, body: ReactNode) => (
    <div
      data-layout={layout}
      className={cn("flex min-h-dvh flex-col", white ? "bg-white text-black" : "bg-background text-fg")}
    >
      {header}
      {body}
      <SiteFooter />
      <Panels />
    </div>
  );
  switch (layout) {
    case "empty":
      return (
        <div data-layout="empty" className="flex min-h-dvh flex-col bg-background text-fg">
          <Main>{children}</Main>
          <Panels />
        </div>
      );
    case "sidebar":
      return shell(
        <SiteHeader nav="none" />,
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
          <SideNav entries={SIDEBAR_NAVIGATION} />
          <Main className="px-4 py-8 sm:px-6">{children}</Main>
        </div>,
      );
    case "collapse":
      return shell(
        <SiteHeader nav="top" />,
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
          <SideNav entries={SECTION_NAVIGATION[section] ?? []} collapsed />
          <Main className="px-4 py-8 sm:px-6">{children}</Main>
        </div>,
      );
    case "wide":
      return shell(<SiteHeader nav="public" />, <Main>{children}</Main>);
    case "public":
      return shell(
        <SiteHeader nav="public" />,
        <Main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</Main>,
      );
    case "topnav":
      return shell(
        <SiteHeader nav="top" />,
        <Main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</Main>,
      );
    case "default":
    default:
      return shell(
        <SiteHeader nav="top" />,
        <Main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">{children}</Main>,
      );
  }
}

export { localizePath };
