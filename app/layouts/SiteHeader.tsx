import { useQueryClient } from "@tanstack/react-query";
import { useAtom, useAtomValue } from "../lib/atoms.ts";
import { Check } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { buttonLinkProps } from "@ui/Button/PlainButton.tsx";
import { Header } from "@ui/Header/Header.tsx";
import { useAuthStatus, useCurrentUser, useOrganizationList } from "../auth/hooks.ts";
import { refreshAfterOrganizationSwitch, selectedOrganizationIdAtom } from "../auth/state.ts";
import { useCurrentCenter } from "../centerProfile.ts";
import { useSiteTheme } from "../theme.ts";
import { LOCALES, stripLocale, type Locale } from "../i18n/locale.ts";
import { useChangeLocale } from "../i18n/useChangeLocale.ts";
import { useServices } from "../services.tsx";
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

/**
 * The site header with its menu and toolbar (AppLayout loads it as a part, see `siteHeader` there:
 * a first view keeps the server's header until the visitor does something or the page is idle).
 */

/** The toolbar's unread count and the menu per role: their code (and queries) arrive once someone has signed in. */
const signedInParts = lazyComponent(() => import("./SignedIn.tsx").then((m) => m.SignedIn));

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

export function SiteHeader() {
  const { t } = useTranslation("layout");
  const theme = useSiteTheme();
  const center = useCurrentCenter();
  const profile = center.data?.profile;
  const logoUrl = profile?.websiteLogoUrl;
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
      logo={
        logoUrl
          ? {
              src: logoUrl,
              alt: t("header.logo", { name: theme.name }),
              width: profile?.websiteLogoWidth ?? undefined,
              height: profile?.websiteLogoHeight ?? undefined,
            }
          : undefined
      }
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
