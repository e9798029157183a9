import { useAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { Sidebar } from "@ui/Sidebar/Sidebar.tsx";
import { ThemeSwitcher } from "@ui/ThemeSwitcher/ThemeSwitcher.tsx";
import type { NavEntry } from "./navigation.ts";
import { schemePreferenceAtom } from "./panels.ts";
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

export function SideNav({ entries, collapsed }: { entries: NavEntry[]; collapsed?: boolean }) {
  const { t } = useTranslation("layout");
  const items = useNavItems(entries);
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
