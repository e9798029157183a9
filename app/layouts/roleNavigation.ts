/**
 * The navigation of signed-in users, per role (section 2's top navigation, a volunteer's own). A
 * module of its own, loaded once someone has signed in: a visitor's first load carries only the
 * public menu.
 */
import { PUBLIC_NAVIGATION, VOLUNTEER_HOME, type NavAudience, type NavEntry } from "./navigation.ts";

const STAFF: readonly NavAudience[] = ["member", "orgAdmin", "center"];
const CENTER: readonly NavAudience[] = ["center"];

/** Section 2: the top navigation, label -> route, in this order; each entry for the roles that may open it. */
export const TOP_NAVIGATION: NavEntry[] = [
  { key: "nav.dashboard", href: "/dashboard", audience: STAFF },
  { key: "nav.vacancies", href: "/vacancies", audience: STAFF },
  { key: "nav.vacancySearch", href: "/vacancies/search" },
  // Organization staff see their own organizations there (issue 15); the center's people are center
  // staff's: organization admins manage their people from their organization's page.
  { key: "nav.organizations", href: "/organizations", audience: STAFF },
  { key: "nav.users", href: "/users", audience: CENTER },
  { key: "nav.applications", href: "/applications", audience: STAFF },
  // Beyond section 2's list: what center staff run besides it (PRODUCT.md section 3), found where
  // they look for it rather than only under Content or behind a dashboard figure. The pool is made
  // of volunteer profiles: a center without them has no pool, and no entry.
  { key: "nav.volunteerPool", href: "/vrijwilligerspool", audience: CENTER, feature: "volunteerProfiles" },
  { key: "nav.workshops", href: "/workshops/beheer", audience: CENTER },
  { key: "nav.content", href: "/content", audience: CENTER },
  { key: "nav.settings", href: "/settings", audience: CENTER },
  { key: "nav.conversations", href: "/conversations", audience: STAFF },
];

/** A volunteer's own navigation: their home, the vacancy bank and what is theirs. */
export const VOLUNTEER_NAVIGATION: NavEntry[] = [
  { key: "nav.overview", href: VOLUNTEER_HOME },
  { key: "nav.vacancySearch", href: "/vacancies/search" },
  { key: "nav.myApplications", href: "/applications" },
  { key: "nav.myConversations", href: "/conversations" },
  { key: "nav.workshops", href: "/workshops" },
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
