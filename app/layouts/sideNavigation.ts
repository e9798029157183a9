import type { NavAudience, NavEntry } from "./navigation.ts";

// The sidebar's entries travel with the sidebar (SideNav.tsx, loaded with the pages of those
// layouts), not with every visitor's first load.

const CENTER: readonly NavAudience[] = ["center"];

/**
 * Section 2: the sidebar layout lists Dashboard and Support. Center staff also find their center's
 * figures there (/analytics has no other way in: the top navigation is the specification's).
 */
export const SIDEBAR_NAVIGATION: NavEntry[] = [
  { key: "nav.dashboard", href: "/dashboard" },
  { key: "nav.analytics", href: "/analytics", audience: CENTER },
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
    { key: "section.content.socialMap", href: "/content/sociale-kaart" },
    { key: "section.content.messages", href: "/content/messages" },
    { key: "section.content.forms", href: "/content/forms" },
    { key: "section.content.activities", href: "/activiteitenkalender/beheer", feature: "activities" },
    { key: "section.content.workshops", href: "/workshops/beheer" },
  ],
  activiteitenkalender: [
    { key: "section.activities.manage", href: "/activiteitenkalender/beheer", feature: "activities" },
    { key: "section.activities.calendar", href: "/activiteitenkalender", feature: "activities" },
    { key: "section.activities.overview", href: "/activiteitenkalender/overzicht", feature: "activities" },
  ],
  settings: [
    { key: "section.settings.index", href: "/settings" },
    { key: "section.settings.contactPerson", href: "/settings/contact-person" },
    { key: "section.settings.design", href: "/settings/design" },
    { key: "section.settings.footer", href: "/settings/footer" },
    { key: "section.settings.notificationTemplates", href: "/notification_templates" },
  ],
  "profile-edit": [
    { key: "section.profileEdit.index", href: "/profile-edit" },
    { key: "section.profileEdit.email", href: "/profile-edit/email" },
    { key: "section.profileEdit.periodicMail", href: "/profile-edit/periodieke-mail" },
    { key: "section.profileEdit.settings", href: "/profile-edit/settings" },
    { key: "section.profileEdit.savedSearches", href: "/profile-edit/zoekopdrachten" },
  ],
};

/** The entries an audience may open (an entry without an audience is everyone's); none of the restricted ones until known. */
export function forAudience(entries: readonly NavEntry[], audience: NavAudience | undefined): NavEntry[] {
  return entries.filter((e) => !e.audience || (audience !== undefined && e.audience.includes(audience)));
}
