import type { LayoutName, RouteDef } from "./types.ts";

export { LAYOUTS } from "./types.ts";
export type { LayoutName, RouteDef, RouteModule, RouteParam } from "./types.ts";

const comingSoon = () => import("../pages/ComingSoon.tsx");
const auth = {
  login: () => import("./modules/Login.tsx"),
  recover: () => import("./modules/Recover.tsx"),
  reset: () => import("./modules/Reset.tsx"),
  confirm: () => import("./modules/Confirm.tsx"),
  token: () => import("./modules/TokenLogin.tsx"),
  logout: () => import("./modules/Logout.tsx"),
};
const signup = {
  volunteer: () => import("./modules/Signup.tsx"),
  volunteerSuccess: () => import("./modules/SignupSuccess.tsx"),
  organization: () => import("./modules/OrganizationSignup.tsx"),
  organizationSuccess: () => import("./modules/OrganizationSignupSuccess.tsx"),
};
const devPage = () => import("../pages/DevTestPage.tsx");

type Def = Omit<RouteDef, "load"> & { load?: RouteDef["load"] };
const r = (def: Def): RouteDef => ({ load: comingSoon, ...def });
const pub = (id: string, path: string, layout: LayoutName, extra: Partial<Def> = {}) =>
  r({ id, path, isPublic: true, layout, ...extra });
const priv = (id: string, path: string, layout: LayoutName, extra: Partial<Def> = {}) =>
  r({ id, path, isPublic: false, layout, ...extra });
const office = (id: string, path: string, extra: Partial<Def> = {}) =>
  priv(id, path, "topnav", { backOffice: true, ...extra });

/** Developer test pages of section 2 (/test/...). */
export const TEST_PAGES = [
  "api",
  "auth",
  "datepicker",
  "dollar-api",
  "dupe",
  "form",
  "formbuilder",
  "sentry",
  "server-error",
  "step-form",
  "step-form-2",
  "toaster",
  "user-store",
  "user",
] as const;

/** Every route of section 2 of the specification: one table, the router is built from it. */
export const ROUTES: RouteDef[] = [
  // Section 2's "/:slug?": the home page at the empty slug, a content page at any other; an unknown
  // slug is the 404 screen (section 8). Every static route of the table wins over the slug.
  pub("page", "/:slug?", "wide", { white: true, params: ["slug"], load: () => import("./modules/content/Page.tsx") }),
  pub("news", "/nieuws/:slug?", "public", { params: ["slug"], load: () => import("./modules/news/News.tsx") }),
  pub("activities", "/activiteitenkalender", "public", {
    feature: "activities",
    load: () => import("./modules/activities/Calendar.tsx"),
  }),
  pub("activitiesOverview", "/activiteitenkalender/overzicht", "public", {
    feature: "activities",
    load: () => import("./modules/activities/Overview.tsx"),
  }),
  // Beyond section 2: center staff manage the activity calendar (PRODUCT.md section 3).
  office("activitiesManage", "/activiteitenkalender/beheer", {
    layout: "collapse",
    feature: "activities",
    load: () => import("./modules/activities/Manage.tsx"),
  }),
  office("analytics", "/analytics", { load: () => import("./modules/analytics/Analytics.tsx") }),
  office("analyticsIndex2", "/analytics/index-2", {
    load: () => import("./modules/analytics/AnalyticsOrganizations.tsx"),
  }),
  priv("applications", "/applications", "topnav", { load: () => import("./modules/applications/List.tsx") }),
  priv("application", "/applications/:id", "topnav", {
    params: ["id"],
    load: () => import("./modules/applications/Detail.tsx"),
  }),
  pub("login", "/auth/login-1", "public", { load: auth.login }),
  pub("recover", "/auth/recover", "public", { load: auth.recover }),
  pub("reset", "/auth/reset", "public", { load: auth.reset }),
  priv("tokenLogin", "/auth/token", "empty", { load: auth.token }),
  pub("confirm", "/confirm", "public", { load: auth.confirm }),
  priv("contactForm", "/contactformulier", "default", { load: () => import("./modules/support/Contact.tsx") }),
  priv("logout", "/uitloggen", "empty", { load: auth.logout }),
  office("content.index", "/content", { layout: "collapse", load: () => import("./modules/content/Index.tsx") }),
  office("content.fileUpload", "/content/file-upload", {
    layout: "collapse",
    load: () => import("./modules/media/FileUpload.tsx"),
  }),
  office("content.menuItems", "/content/menu-items", {
    layout: "collapse",
    load: () => import("./modules/content/MenuItems.tsx"),
  }),
  office("content.stockImages", "/content/stock-images", {
    layout: "collapse",
    load: () => import("./modules/media/StockImages.tsx"),
  }),
  // Beyond section 2: the news and partners of /content (issue 16), each a page of its own.
  office("content.news", "/content/news", { layout: "collapse", load: () => import("./modules/news/Manage.tsx") }),
  office("content.partners", "/content/partners", {
    layout: "collapse",
    load: () => import("./modules/partners/Manage.tsx"),
  }),
  // The social map's places (PRODUCT.md section 4), managed with the center's other site content.
  office("content.socialMap", "/content/sociale-kaart", {
    layout: "collapse",
    load: () => import("./modules/social-map/Manage.tsx"),
  }),
  // The contact form's messages (issue 16), read by the staff who run the center's site.
  office("content.messages", "/content/messages", {
    layout: "collapse",
    load: () => import("./modules/support/ContactMessages.tsx"),
  }),
  // Beyond section 2: the center's forms (PRODUCT.md section 4), built and read by its staff.
  office("content.forms", "/content/forms", { layout: "collapse", load: () => import("./modules/forms/Manage.tsx") }),
  priv("conversations", "/conversations", "topnav", {
    load: () => import("./modules/conversations/Conversations.tsx"),
  }),
  office("dashboard", "/dashboard", { layout: "sidebar", load: () => import("./modules/dashboard/Dashboard.tsx") }),
  pub("oneOnOneHelp", "/een-op-een-hulp", "public", {
    feature: "peerToPeer",
    load: () => import("./modules/help-requests/OneOnOneHelp.tsx"),
  }),
  // Beyond section 2: center staff match the one-on-one help requests (PRODUCT.md section 4).
  office("oneOnOneHelpRequests", "/een-op-een-hulp/aanvragen", {
    feature: "peerToPeer",
    load: () => import("./modules/help-requests/Requests.tsx"),
  }),
  pub("forms", "/forms/:token?", "empty", { params: ["token"], load: () => import("./modules/forms/PublicForm.tsx") }),
  pub("gelderseHanden", "/gelderse-handen", "empty", {
    // Only the public tenant runs the campaign; elsewhere the address is the 404 screen.
    feature: "campaignLanding",
    load: () => import("./modules/content/Landing.tsx"),
  }),
  priv("notifications", "/notificaties", "default", {
    load: () => import("./modules/notifications/Notifications.tsx"),
  }),
  office("notificationTemplates", "/notification_templates", {
    load: () => import("./modules/notification-templates/List.tsx"),
  }),
  office("notificationTemplateEdit", "/notification_templates/:id/edit", {
    params: ["id"],
    load: () => import("./modules/notification-templates/Edit.tsx"),
  }),
  office("organizations", "/organizations", { load: () => import("./modules/organizations/List.tsx") }),
  office("organization", "/organizations/:id", {
    params: ["id"],
    load: () => import("./modules/organizations/Detail.tsx"),
  }),
  office("organizationEdit", "/organizations/:id/edit", {
    params: ["id"],
    load: () => import("./modules/organizations/Form.tsx"),
  }),
  office("organizationMove", "/organizations/:id/move", {
    params: ["id"],
    load: () => import("./modules/organizations/Move.tsx"),
  }),
  office("organizationAdd", "/organizations/add", { load: () => import("./modules/organizations/Form.tsx") }),
  office("organizationApprove", "/organizations/approve", {
    load: () => import("./modules/organizations/Approve.tsx"),
  }),
  pub("organizationSignup", "/organizations/signup", "public", { load: signup.organization }),
  pub("organizationSignupSuccess", "/organizations/signup/success", "public", { load: signup.organizationSuccess }),
  pub("partners", "/partners", "public", { load: () => import("./modules/partners/Partners.tsx") }),
  pub("periodicMailStop", "/periodieke-mail/afmelden", "public", {
    load: () => import("./modules/periodic-mail/Unsubscribe.tsx"),
  }),
  priv("overview", "/mijn-overzicht", "default", { load: () => import("./modules/overview/Overview.tsx") }),
  priv("profile", "/profiel", "default", { load: () => import("./modules/Profile.tsx") }),
  priv("profileDeleted", "/profiel/verwijderd", "default", { load: () => import("./modules/ProfileDeleted.tsx") }),
  priv("profileEdit.index", "/profile-edit", "collapse", { load: () => import("./modules/ProfileEdit.tsx") }),
  priv("profileEdit.email", "/profile-edit/email", "collapse", { load: () => import("./modules/ProfileEmail.tsx") }),
  priv("profileEdit.periodicMail", "/profile-edit/periodieke-mail", "collapse", {
    load: () => import("./modules/ProfilePeriodicMail.tsx"),
  }),
  // Beyond section 2: the saved searches of the vacancy bank (issue 18), a part of the profile.
  priv("profileEdit.savedSearches", "/profile-edit/zoekopdrachten", "collapse", {
    load: () => import("./modules/saved-searches/SavedSearches.tsx"),
  }),
  priv("profileEdit.settings", "/profile-edit/settings", "collapse", {
    load: () => import("./modules/ProfileSettings.tsx"),
  }),
  priv("profileReplies", "/profile-replies", "default", { load: () => import("./modules/forms/Replies.tsx") }),
  office("settings.index", "/settings", { layout: "collapse", load: () => import("./modules/settings/General.tsx") }),
  office("settings.contactPerson", "/settings/contact-person", {
    layout: "collapse",
    load: () => import("./modules/settings/ContactPerson.tsx"),
  }),
  office("settings.design", "/settings/design", {
    layout: "collapse",
    load: () => import("./modules/settings/Design.tsx"),
  }),
  office("settings.footer", "/settings/footer", {
    layout: "collapse",
    load: () => import("./modules/settings/Footer.tsx"),
  }),
  // Beyond section 2: the superadmin's screen for a new center, reached from /settings.
  office("settings.centers", "/settings/centers", {
    layout: "collapse",
    load: () => import("./modules/settings/NewCenter.tsx"),
  }),
  pub("signup", "/signup", "public", { load: signup.volunteer }),
  pub("signupSuccess", "/signup/success", "public", { load: signup.volunteerSuccess }),
  pub("socialMap", "/sociale-kaart", "public", { load: () => import("./modules/social-map/SocialMap.tsx") }),
  pub("socialMapEntry", "/sociale-kaart/:id", "public", {
    params: ["id"],
    load: () => import("./modules/social-map/Entry.tsx"),
  }),
  pub("switch", "/switch", "public", { load: () => import("./modules/Switch.tsx") }),
  office("users", "/users", { load: () => import("./modules/users/List.tsx") }),
  office("userAdd", "/users/add", { load: () => import("./modules/users/Add.tsx") }),
  office("user", "/users/:id", { params: ["id"], load: () => import("./modules/users/Detail.tsx") }),
  office("userEdit", "/users/:id/edit", { params: ["id"], load: () => import("./modules/users/Edit.tsx") }),
  office("userAddRole", "/users/:id/add_role", { params: ["id"], load: () => import("./modules/users/AddRole.tsx") }),
  office("vacancies", "/vacancies", { load: () => import("./modules/vacancies/List.tsx") }),
  pub("vacancy", "/vacancies/:id", "public", { params: ["id"], load: () => import("./modules/vacancies/Detail.tsx") }),
  office("vacancyEdit", "/vacancies/:id/edit", { params: ["id"], load: () => import("./modules/vacancies/Form.tsx") }),
  office("vacancyAdd", "/vacancies/add", { load: () => import("./modules/vacancies/Form.tsx") }),
  office("vacancyBulkEdit", "/vacancies/bulk-edit", { load: () => import("./modules/vacancies/BulkEdit.tsx") }),
  pub("vacancySearch", "/vacancies/search", "public", { load: () => import("./modules/vacancies/Search.tsx") }),
  priv("changelog", "/volunteerly/changelog", "default", {
    white: true,
    load: () => import("./modules/support/Changelog.tsx"),
  }),
  priv("workshops", "/workshops", "topnav", { load: () => import("./modules/workshops/Workshops.tsx") }),
  // Beyond section 2: center staff manage workshops (PRODUCT.md section 3).
  office("workshopsManage", "/workshops/beheer", { load: () => import("./modules/workshops/Manage.tsx") }),
  office("volunteerPool", "/vrijwilligerspool", {
    feature: "volunteerProfiles",
    load: () => import("./modules/volunteer-pool/Pool.tsx"),
  }),
  priv("support", "/support", "sidebar", { load: () => import("./modules/support/Support.tsx") }),
  ...TEST_PAGES.map((page) => priv(`test.${page}`, `/test/${page}`, "default", { devOnly: true, load: devPage })),
];

/** The routes of this build: developer pages only in development builds. */
export function routesFor(dev: boolean): RouteDef[] {
  return ROUTES.filter((route) => dev || !route.devOnly);
}

export function routeById(id: string): RouteDef | undefined {
  return ROUTES.find((route) => route.id === id);
}
