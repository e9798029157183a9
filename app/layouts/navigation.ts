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

const STAFF: readonly NavAudience[] = ["member", "orgAdmin", "center"];
const ADMINS: readonly NavAudience[] = ["orgAdmin", "center"];
const CENTER: readonly NavAudience[] = ["center"];

/** Section 2: the top navigation, label -> route, in this order; each entry for the roles that may open it. */
export const TOP_NAVIGATION: NavEntry[] = [
  { key: "nav.dashboard", href: "/dashboard", audience: STAFF },
  { key: "nav.vacancies", href: "/vacancies", audience: STAFF },
  { key: "nav.vacancySearch", href: "/vacancies/search" },
  { key: "nav.organizations", href: "/organizations", audience: ADMINS },
  { key: "nav.users", href: "/users", audience: ADMINS },
  { key: "nav.applications", href: "/applications", audience: STAFF },
  { key: "nav.content", href: "/content", audience: CENTER },
  { key: "nav.settings", href: "/settings", audience: CENTER },
  { key: "nav.conversations", href: "/conversations", audience: STAFF },
];

/** Where a volunteer lands after signing in: their applications and vacancies that suit them. */
export const VOLUNTEER_HOME = "/mijn-overzicht";

/** A volunteer's own navigation: their home, the vacancy bank and what is theirs. */
export const VOLUNTEER_NAVIGATION: NavEntry[] = [
  { key: "nav.overview", href: VOLUNTEER_HOME },
  { key: "nav.vacancySearch", href: "/vacancies/search" },
  { key: "nav.myApplications", href: "/applications" },
  { key: "nav.myConversations", href: "/conversations" },
  { key: "nav.notifications", href: "/notificaties" },
  { key: "nav.profile", href: "/profiel" },
];

export interface RoleLike {
  name: string;
  organizationId: string | null;
}

/**
 * The audience of a signed-in user's navigation: the highest of their roles. An admin role counts
 * as center staff when its organization is the center's own (type VolunteerCenter); until the
 * organizations have arrived it counts as an organization admin (the smaller menu).
 */
export function navAudience(
  roles: readonly RoleLike[] | undefined,
  organizations: readonly { id: string; organizationType?: string }[] | undefined,
): Exclude<NavAudience, "visitor"> {
  const list = roles ?? [];
  if (list.some((r) => r.name === "superadmin")) return "center";
  const typeOf = (id: string | null) => organizations?.find((o) => o.id === id)?.organizationType;
  const admin = list.filter((r) => r.name === "admin" && r.organizationId !== null);
  if (admin.some((r) => typeOf(r.organizationId) === "VolunteerCenter")) return "center";
  if (admin.length) return "orgAdmin";
  if (list.some((r) => r.name === "member" && r.organizationId !== null)) return "member";
  return "volunteer";
}

/** The header's entries for an audience: the public menu, a volunteer's own, or the staff menu for their role. */
export function navigationFor(audience: NavAudience): NavEntry[] {
  if (audience === "visitor") return PUBLIC_NAVIGATION;
  if (audience === "volunteer") return VOLUNTEER_NAVIGATION;
  return TOP_NAVIGATION.filter((e) => !e.audience || e.audience.includes(audience));
}

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
  ],
};

/** Whether a navigation entry is the current page or its section (longest match wins elsewhere). */
export function isActive(href: string, pathname: string, exact = false): boolean {
  if (href === pathname) return true;
  return !exact && href !== "/" && pathname.startsWith(`${href}/`);
}
