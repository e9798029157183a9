import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { TopnavItem } from "@ui/Topnav/Topnav.tsx";
import { stripLocale } from "../i18n/locale.ts";
import { useServices } from "../services.tsx";
import { isActive, type NavEntry } from "./navigation.ts";

/** Navigation entries as menu items: translated, filtered by the center's features, the current one marked. */
export function useNavItems(entries: NavEntry[]): TopnavItem[] {
  const { t } = useTranslation("layout");
  const { tenant } = useServices();
  const { pathname } = useLocation();
  const bare = stripLocale(pathname);
  const visible = entries.filter((e) => !e.feature || tenant.features[e.feature]);
  // The longest matching entry is the current one (/vacancies/search is not also /vacancies).
  const current = visible.filter((e) => isActive(e.href, bare)).sort((a, b) => b.href.length - a.href.length)[0];
  return visible.map((e) => ({ label: t(e.key), href: e.href, active: e === current }));
}
