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

/** Whether a navigation entry is the current page or its section (longest match wins elsewhere). */
export function isActive(href: string, pathname: string, exact = false): boolean {
  if (href === pathname) return true;
  return !exact && href !== "/" && pathname.startsWith(`${href}/`);
}
