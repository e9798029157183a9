import { useAtom } from "../lib/atoms.ts";
import { useTranslation } from "react-i18next";
import { Sidebar } from "@ui/Sidebar/Sidebar.tsx";
import { ThemeSwitcher } from "@ui/ThemeSwitcher/ThemeSwitcher.tsx";
import { schemePreferenceAtom } from "./panels.ts";
import { useCurrentUser, useOrganizationList } from "../auth/hooks.ts";
import { navAudience } from "./roleNavigation.ts";
import { forAudience, SECTION_NAVIGATION, SIDEBAR_NAVIGATION } from "./sideNavigation.ts";
import { RouterLink } from "./RouterLink.tsx";
import { useNavItems } from "./useNavItems.ts";

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

/** The sidebar layout's navigation, or (collapsed) the sub navigation of a section of the collapse layout. */
export function SideNav({ section }: { section?: string }) {
  const { t } = useTranslation("layout");
  const collapsed = section !== undefined;
  const user = useCurrentUser();
  const organizations = useOrganizationList();
  const audience = user.data ? navAudience(user.data.roles, organizations.data) : undefined;
  const items = useNavItems(
    forAudience(collapsed ? (SECTION_NAVIGATION[section] ?? []) : SIDEBAR_NAVIGATION, audience),
  );
  return (
    <Sidebar
      items={items}
      label={t("sidebar.label")}
      menuLabel={t("sidebar.toggle")}
      linkComponent={RouterLink}
      // On a phone the sidebar starts closed (it pushed the page down); a section's sub navigation is a
      // row of links instead, so the header's menu stays the one menu button.
      smallScreen={collapsed ? "bar" : "toggle"}
      customize={
        collapsed
          ? undefined
          : { label: t("sidebar.customize"), title: t("sidebar.customizeTitle"), content: <ThemeCustomizer /> }
      }
    />
  );
}
