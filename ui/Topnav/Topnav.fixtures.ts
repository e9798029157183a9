import type { TopnavItem } from "./Topnav.tsx";

/** The top navigation of the specification (section 2), label -> route, for stories and tests. */
export const SPEC_TOPNAV_ITEMS: readonly Omit<TopnavItem, "active">[] = [
  { label: "Dashboard", href: "/dashboard" },
  { label: "Vacatures", href: "/vacancies" },
  { label: "Vacaturebank", href: "/vacancies/search" },
  { label: "Organisaties", href: "/organizations" },
  { label: "Gebruikers", href: "/users" },
  { label: "Aanvragen", href: "/applications" },
  { label: "Content", href: "/content" },
  { label: "Instellingen", href: "/settings" },
  { label: "Conversaties", href: "/conversations" },
];

/** The specification's items with the one at `activeHref` marked as the current page. */
export function specTopnavItems(activeHref?: string): TopnavItem[] {
  return SPEC_TOPNAV_ITEMS.map((item) => ({ ...item, active: item.href === activeHref }));
}
