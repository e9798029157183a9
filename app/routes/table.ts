import type { LayoutName, RouteDef } from "./types.ts";

export { LAYOUTS } from "./types.ts";
export type { LayoutName, RouteDef, RouteModule, RouteParam } from "./types.ts";

/**
 * The pages' modules are in ./loaders.ts, a chunk of its own that no first load carries (issue 18:
 * 75 file names of the build were ~0.7 kB of every first load): a page's module is found there
 * when it is first needed (a navigation, a link pointed at, a page the app draws itself). The
 * pages a visit starts on (those with a first view: the home and content pages, the news, the
 * partners, the activity calendar, the social map, the vacancy bank) keep their module here, so
 * that their first load waits for no table (and the build's first views, which leave other
 * dynamic imports out, can render them; table.test checks it).
 */
const lazyLoad =
  (id: string): RouteDef["load"] =>
  () =>
    import("./loaders.ts").then((m) => m.loadPage(id));

type Def = Omit<RouteDef, "load"> & { load?: RouteDef["load"] };
const r = (def: Def): RouteDef => ({ load: lazyLoad(def.id), ...def });
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
  }),
  office("analytics", "/analytics"),
  office("analyticsIndex2", "/analytics/index-2"),
  priv("applications", "/applications", "topnav"),
  priv("application", "/applications/:id", "topnav", {
    params: ["id"],
  }),
  pub("login", "/auth/login-1", "public"),
  pub("recover", "/auth/recover", "public"),
  pub("reset", "/auth/reset", "public"),
  priv("tokenLogin", "/auth/token", "empty"),
  pub("confirm", "/confirm", "public"),
  priv("contactForm", "/contactformulier", "default"),
  priv("logout", "/uitloggen", "empty"),
  office("content.index", "/content", { layout: "collapse" }),
  office("content.fileUpload", "/content/file-upload", {
    layout: "collapse",
  }),
  office("content.menuItems", "/content/menu-items", {
    layout: "collapse",
  }),
  office("content.stockImages", "/content/stock-images", {
    layout: "collapse",
  }),
  // Beyond section 2: the news and partners of /content (issue 16), each a page of its own.
  office("content.news", "/content/news", { layout: "collapse" }),
  office("content.partners", "/content/partners", {
    layout: "collapse",
  }),
  // The social map's places (PRODUCT.md section 4), managed with the center's other site content.
  office("content.socialMap", "/content/sociale-kaart", {
    layout: "collapse",
  }),
  // The contact form's messages (issue 16), read by the staff who run the center's site.
  office("content.messages", "/content/messages", {
    layout: "collapse",
  }),
  // Beyond section 2: the center's forms (PRODUCT.md section 4), built and read by its staff.
  office("content.forms", "/content/forms", { layout: "collapse" }),
  priv("conversations", "/conversations", "topnav"),
  office("dashboard", "/dashboard", { layout: "sidebar" }),
  pub("oneOnOneHelp", "/een-op-een-hulp", "public", {
    feature: "peerToPeer",
  }),
  // Beyond section 2: center staff match the one-on-one help requests (PRODUCT.md section 4).
  office("oneOnOneHelpRequests", "/een-op-een-hulp/aanvragen", {
    feature: "peerToPeer",
  }),
  pub("forms", "/forms/:token?", "empty", { params: ["token"] }),
  pub("gelderseHanden", "/gelderse-handen", "empty", {
    // Only the public tenant runs the campaign; elsewhere the address is the 404 screen.
    feature: "campaignLanding",
  }),
  priv("notifications", "/notificaties", "default"),
  office("notificationTemplates", "/notification_templates"),
  office("notificationTemplateEdit", "/notification_templates/:id/edit", {
    params: ["id"],
  }),
  office("organizations", "/organizations"),
  office("organization", "/organizations/:id", {
    params: ["id"],
  }),
  office("organizationEdit", "/organizations/:id/edit", {
    params: ["id"],
  }),
  office("organizationMove", "/organizations/:id/move", {
    params: ["id"],
  }),
  office("organizationAdd", "/organizations/add"),
  office("organizationApprove", "/organizations/approve"),
  pub("organizationSignup", "/organizations/signup", "public"),
  pub("organizationSignupSuccess", "/organizations/signup/success", "public"),
  pub("partners", "/partners", "public", { load: () => import("./modules/partners/Partners.tsx") }),
  pub("periodicMailStop", "/periodieke-mail/afmelden", "public"),
  priv("overview", "/mijn-overzicht", "default"),
  priv("profile", "/profiel", "default"),
  priv("profileDeleted", "/profiel/verwijderd", "default"),
  priv("profileEdit.index", "/profile-edit", "collapse"),
  priv("profileEdit.email", "/profile-edit/email", "collapse"),
  priv("profileEdit.periodicMail", "/profile-edit/periodieke-mail", "collapse"),
  // Beyond section 2: the saved searches of the vacancy bank (issue 18), a part of the profile.
  priv("profileEdit.savedSearches", "/profile-edit/zoekopdrachten", "collapse"),
  priv("profileEdit.settings", "/profile-edit/settings", "collapse"),
  priv("profileReplies", "/profile-replies", "default"),
  office("settings.index", "/settings", { layout: "collapse" }),
  office("settings.contactPerson", "/settings/contact-person", {
    layout: "collapse",
  }),
  office("settings.design", "/settings/design", {
    layout: "collapse",
  }),
  office("settings.footer", "/settings/footer", {
    layout: "collapse",
  }),
  // Beyond section 2: the superadmin's screen for a new center, reached from /settings.
  office("settings.centers", "/settings/centers", {
    layout: "collapse",
  }),
  pub("signup", "/signup", "public"),
  pub("signupSuccess", "/signup/success", "public"),
  pub("socialMap", "/sociale-kaart", "public", { load: () => import("./modules/social-map/SocialMap.tsx") }),
  pub("socialMapEntry", "/sociale-kaart/:id", "public", {
    params: ["id"],
  }),
  pub("switch", "/switch", "public"),
  office("users", "/users"),
  office("userAdd", "/users/add"),
  office("user", "/users/:id", { params: ["id"] }),
  office("userEdit", "/users/:id/edit", { params: ["id"] }),
  office("userAddRole", "/users/:id/add_role", { params: ["id"] }),
  office("vacancies", "/vacancies"),
  pub("vacancy", "/vacancies/:id", "public", { params: ["id"] }),
  office("vacancyEdit", "/vacancies/:id/edit", { params: ["id"] }),
  office("vacancyAdd", "/vacancies/add"),
  office("vacancyBulkEdit", "/vacancies/bulk-edit"),
  pub("vacancySearch", "/vacancies/search", "public", { load: () => import("./modules/vacancies/Search.tsx") }),
  priv("changelog", "/volunteerly/changelog", "default", {
    white: true,
  }),
  priv("workshops", "/workshops", "topnav"),
  // Beyond section 2: center staff manage workshops (PRODUCT.md section 3).
  office("workshopsManage", "/workshops/beheer"),
  office("volunteerPool", "/vrijwilligerspool", {
    feature: "volunteerProfiles",
  }),
  priv("support", "/support", "sidebar"),
  ...TEST_PAGES.map((page) => priv(`test.${page}`, `/test/${page}`, "default", { devOnly: true })),
];

/** The routes of this build: developer pages only in development builds. */
export function routesFor(dev: boolean): RouteDef[] {
  return ROUTES.filter((route) => dev || !route.devOnly);
}

export function routeById(id: string): RouteDef | undefined {
  return ROUTES.find((route) => route.id === id);
}
