import type { TenantFeatures } from "../tenant.ts";

/**
 * Who the navigation is for, from the user's highest role (PRODUCT.md section 3): organization
 * members handle vacancies and applications, organization admins also their organization and its
 * users, center staff (admins of the center's VolunteerCenter organization, and superadmins) run
 * everything of the center.
 */
export type NavAudience = "visitor" | "volunteer" | "member" | "orgAdmin" | "center";

export interface NavEntry {
  /** Message key in the 'layout' namespace. */
  key: string;
  href: string;
  feature?: keyof TenantFeatures;
  /** Who sees the entry (who may open the page); everyone when absent. */
  audience?: readonly NavAudience[];
}

/** Where a volunteer lands after signing in: their applications and vacancies that suit them. */
export const VOLUNTEER_HOME = "/mijn-overzicht";

/** What a visitor finds in the public header. */
export const PUBLIC_NAVIGATION: NavEntry[] = [
  { key: "nav.vacancySearch", href: "/vacancies/search" },
  { key: "nav.socialMap", href: "/sociale-kaart" },
  { key: "nav.activities", href: "/activiteitenkalender", feature: "activities" },
  { key: "nav.oneOnOneHelp", href: "/een-op-een-hulp", feature: "peerToPeer" },
  { key: "nav.news", href: "/nieuws" },
];

/** Section 2: the sidebar layout lists Dashboard and Support. */
export const SIDEBAR_NAVIGATION: NavEntry[] = [
  { key: "nav.dashboard", href: "/dashboard" },
  { key: "nav.support", href: "/support" },
];

/** Sub navigation of the sections with the collapse layout. */
export const SECTION_NAVIGATION: Record<string, NavEntry[]> = {
  content: [
    { key: "section.content.index", href: "/content" },
    { key: "section.content.menuItems", href: "/content/menu-items" },
    { key: "section.content.stockImages", href: "/content/stock-images" },
    { key: "section.content.fileUpload", href: "/content/file-upload" },
    { key: "section.content.news", href: "/content/news" },
    { key: "section.content.partners", href: "/content/partners" },
    { key: "section.content.messages", href: "/content/messages" },
  ],
  settings: [
    { key: "section.settings.index", href: "/settings" },
    { key: "section.settings.contactPerson", href: "/settings/contact-person" },
    { key: "section.settings.design", href: "/settings/design" },
    { key: "section.settings.footer", href: "/settings/footer" },
  ],
  "profile-edit": [
    { key: "section.profileEdit.index", href: "/profile-edit" },
    { key: "section.profileEdit.email", href: "/profile-edit/email" },
    { key: "section.profileEdit.periodicMail", href: "/profile-edit/periodieke-mail" },
    { key: "section.profileEdit.settings", href: "/profile-edit/settings" },
    { key: "section.profileEdit.savedSearches", href: "/profile-edit/zoekopdrachten" },
  ],
};

/** Whether a navigation entry is the current page or its section (longest match wins elsewhere). */
export function isActive(href: string, pathname: string, exact = false): boolean {
  if (href === pathname) return true;
  return !exact && href !== "/" && pathname.startsWith(`${href}/`);
}
