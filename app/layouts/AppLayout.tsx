import { useQueryClient } from "@tanstack/react-query";
import { useAtom, useAtomValue } from "jotai";
import { Check } from "lucide-react";
import { Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { buttonLinkProps } from "@ui/Button/PlainButton.tsx";
import { Header, MAIN_CONTENT_ID } from "@ui/Header/Header.tsx";
import { belowTheFold } from "@ui/lib/belowTheFold.tsx";
import { cn } from "@ui/lib/cn.ts";
import { useAuthStatus, useCurrentUser, useOrganizationList } from "../auth/hooks.ts";
import { refreshAfterOrganizationSwitch, selectedOrganizationIdAtom } from "../auth/state.ts";
import { useCurrentCenter, useFavicon } from "../centerProfile.ts";
import { useSiteTheme } from "../theme.ts";
import { LOCALES, localizePath, stripLocale, type Locale } from "../i18n/locale.ts";
import { useChangeLocale } from "../i18n/useChangeLocale.ts";
import { useServices } from "../services.tsx";
import type { LayoutName } from "../routes/types.ts";
import { LANGUAGE_NAMES } from "./languages.ts";
import { useHydrated } from "./hydrated.ts";
import { lazyComponent, LazyWhen } from "./lazyComponent.tsx";
import { LightToolbar } from "./LightToolbar.tsx";
import { PUBLIC_NAVIGATION, type NavEntry } from "./navigation.ts";
import { openPanel, panelAtom, roleNavigationAtom } from "./panels.ts";
import { RouterLink } from "./RouterLink.tsx";
import { useColorScheme } from "./useColorScheme.ts";
import { useNavItems } from "./useNavItems.ts";
import { useMenu } from "../routes/modules/content/api.ts";
import { headerMenuItems } from "./siteMenu.ts";

/** The toolbar's unread count and the menu per role: their code (and queries) arrive once someone has signed in. */
const signedInParts = lazyComponent(() => import("./SignedIn.tsx").then((m) => m.SignedIn));
/** The bar of "sign in as a user": its code (and the users texts) arrive only while staff act as someone. */
const impersonation = lazyComponent(() => import("./Impersonation.tsx").then((m) => m.Impersonation));
function ImpersonationSlot() {
  const signedIn = useAuthStatus() === "SIGNED_IN";
  const user = useCurrentUser();
  return <LazyWhen component={impersonation} when={signedIn && !!user.data?.impersonatedBy} props={{}} />;
}
/** The activity side panel: its code arrives when it is first opened. */
const panels = lazyComponent(() => import("./Panels.tsx").then((m) => m.Panels));
/** The sidebar (and its theme switcher) of the sidebar and collapse layouts; the router fetches it with those pages. */
export const sideNav = lazyComponent(() => import("./SideNav.tsx").then((m) => m.SideNav));
export const SIDE_NAV_LAYOUTS: readonly LayoutName[] = ["sidebar", "collapse"];

/** Renders the panels from the moment one is opened for the first time, so that they can slide in and out. */
function LazyPanels() {
  const { name } = useAtomValue(panelAtom);
  return <LazyWhen component={panels} when={name !== "" && name !== "consent"} props={{}} />;
}

function SideNav(props: { section?: string }) {
  return (
    <Suspense fallback={null}>
      <sideNav.Component {...props} />
    </Suspense>
  );
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
  const [unread, setUnread] = useState(0);
  const organizations = useOrganizationList();
  const [selectedOrganization, selectOrganization] = useAtom(selectedOrganizationIdAtom);
  const queryClient = useQueryClient();
  // With more than one organization the account menu switches between them (section 4's selection).
  const organizationItems =
    (organizations.data?.length ?? 0) > 1
      ? organizations.data!.map((o) => ({
          // The menu hides item icons from assistive technology: the current one says so in its text.
          label:
            o.id === selectedOrganization
              ? `${t("toolbar.organization", { name: o.name })} (${t("toolbar.selected")})`
              : t("toolbar.organization", { name: o.name }),
          icon: o.id === selectedOrganization ? <Check /> : <span className="size-4" />,
          onSelect: () => {
            if (o.id === selectedOrganization) return;
            selectOrganization(o.id);
            void refreshAfterOrganizationSwitch(queryClient);
          },
        }))
      : [];
  return (
    <div className="flex items-center gap-1">
      <LazyWhen component={signedInParts} when={signedIn} props={{ onCount: setUnread }} />
      <LightToolbar
        eager={signedIn}
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
                count: unread,
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
        <RouterLink href="/auth/login-1" {...buttonLinkProps({ variant: "outline" })}>
          {t("toolbar.signIn")}
        </RouterLink>
      )}
    </div>
  );
}

/**
 * The header of every layout with chrome. Its menu follows the user, on every page: a visitor's
 * public menu, a volunteer's own navigation, or the staff menu of section 2 with the entries
 * their role may open (PRODUCT.md section 3).
 */
const NO_ENTRIES: NavEntry[] = [];

function SiteHeader() {
  const { t } = useTranslation("layout");
  const theme = useSiteTheme();
  const center = useCurrentCenter();
  const logoUrl = center.data?.profile?.websiteLogoUrl;
  useFavicon(center.data?.profile?.faviconUrl);
  const signedIn = useAuthStatus() === "SIGNED_IN";
  const roleEntries = useAtomValue(roleNavigationAtom);
  // A signed-in user's menu is their role's, never the visitor's: while its code arrives (just after
  // signing in) the menu stays empty rather than showing the public entries for a moment.
  const productItems = useNavItems(signedIn ? (roleEntries ?? NO_ENTRIES) : PUBLIC_NAVIGATION);
  // Visitors see the center's own header menu (/content/menu-items), in a first view drawn by the
  // build only once the page has taken it over (see useHydrated).
  const hydrated = useHydrated();
  const menu = useMenu();
  const { pathname } = useLocation();
  const centerItems = hydrated && !signedIn ? headerMenuItems(menu.data ?? [], stripLocale(pathname)) : [];
  const items = centerItems.length ? centerItems : productItems;
  return (
    <Header
      variant={theme.header}
      name={theme.name}
      logo={logoUrl ? { src: logoUrl, alt: t("header.logo", { name: theme.name }) } : undefined}
      navItems={items}
      navLabel={t("header.nav")}
      submenuLabel={(label) => t("header.submenu", { label })}
      menuLabel={t("header.menu")}
      skipLinkLabel={t("header.skipLink")}
      linkComponent={RouterLink}
      actions={<AppToolbar />}
    />
  );
}

/**
 * The footer from the center's settings (./SiteFooter.tsx). A first view (the vacancy bank) keeps
 * the server's footer until the visitor gets to it or does something (see belowTheFold), so its
 * code is no part of that first load; a page the app draws itself fetches it at once, with the page.
 */
const siteFooter = belowTheFold("footer", () => import("./SiteFooter.tsx").then((m) => m.SiteFooter), {
  idle: true,
  eager: true,
});

function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn("flex-1 outline-none", className)}>
      {children}
    </main>
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
      <ImpersonationSlot />
      {header}
      {body}
      <siteFooter.Component />
      <LazyPanels />
    </div>
  );
  switch (layout) {
    case "empty":
      return (
        <div data-layout="empty" className="flex min-h-dvh flex-col bg-background text-fg">
          <ImpersonationSlot />
          <Main>{children}</Main>
          <LazyPanels />
        </div>
      );
    case "sidebar":
      return shell(
        <SiteHeader />,
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
          <SideNav />
          <Main className="px-4 py-8 sm:px-6">{children}</Main>
        </div>,
      );
    case "collapse":
      return shell(
        <SiteHeader />,
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
          <SideNav section={section} />
          <Main className="px-4 py-8 sm:px-6">{children}</Main>
        </div>,
      );
    case "wide":
      return shell(<SiteHeader />, <Main>{children}</Main>);
    case "public":
      return shell(<SiteHeader />, <Main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</Main>);
    case "topnav":
      return shell(<SiteHeader />, <Main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</Main>);
    case "default":
    default:
      return shell(<SiteHeader />, <Main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">{children}</Main>);
  }
}

export { localizePath };
