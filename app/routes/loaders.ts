import type { RouteModule } from "./types.ts";

/**
 * The page module of each route that the table (./table.ts) does not load itself: this module is a
 * chunk of its own, fetched when a page's module is first needed, never with a first load. A route
 * that is not here is the "coming soon" page; the developer pages (/test/...) share one module.
 */
const comingSoon = () => import("../pages/ComingSoon.tsx");
const devPage = () => import("../pages/DevTestPage.tsx");
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

export const PAGES: Record<string, () => Promise<RouteModule>> = {
  activitiesManage: () => import("./modules/activities/Manage.tsx"),
  analytics: () => import("./modules/analytics/Analytics.tsx"),
  analyticsIndex2: () => import("./modules/analytics/AnalyticsOrganizations.tsx"),
  applications: () => import("./modules/applications/List.tsx"),
  application: () => import("./modules/applications/Detail.tsx"),
  login: auth.login,
  recover: auth.recover,
  reset: auth.reset,
  tokenLogin: auth.token,
  confirm: auth.confirm,
  contactForm: () => import("./modules/support/Contact.tsx"),
  logout: auth.logout,
  "content.index": () => import("./modules/content/Index.tsx"),
  "content.fileUpload": () => import("./modules/media/FileUpload.tsx"),
  "content.menuItems": () => import("./modules/content/MenuItems.tsx"),
  "content.stockImages": () => import("./modules/media/StockImages.tsx"),
  "content.news": () => import("./modules/news/Manage.tsx"),
  "content.partners": () => import("./modules/partners/Manage.tsx"),
  "content.socialMap": () => import("./modules/social-map/Manage.tsx"),
  "content.messages": () => import("./modules/support/ContactMessages.tsx"),
  "content.forms": () => import("./modules/forms/Manage.tsx"),
  conversations: () => import("./modules/conversations/Conversations.tsx"),
  dashboard: () => import("./modules/dashboard/Dashboard.tsx"),
  oneOnOneHelp: () => import("./modules/help-requests/OneOnOneHelp.tsx"),
  oneOnOneHelpRequests: () => import("./modules/help-requests/Requests.tsx"),
  forms: () => import("./modules/forms/PublicForm.tsx"),
  gelderseHanden: () => import("./modules/content/Landing.tsx"),
  notifications: () => import("./modules/notifications/Notifications.tsx"),
  notificationTemplates: () => import("./modules/notification-templates/List.tsx"),
  notificationTemplateEdit: () => import("./modules/notification-templates/Edit.tsx"),
  organizations: () => import("./modules/organizations/List.tsx"),
  organization: () => import("./modules/organizations/Detail.tsx"),
  organizationEdit: () => import("./modules/organizations/Form.tsx"),
  organizationMove: () => import("./modules/organizations/Move.tsx"),
  organizationAdd: () => import("./modules/organizations/Form.tsx"),
  organizationApprove: () => import("./modules/organizations/Approve.tsx"),
  organizationSignup: signup.organization,
  organizationSignupSuccess: signup.organizationSuccess,
  periodicMailStop: () => import("./modules/periodic-mail/Unsubscribe.tsx"),
  overview: () => import("./modules/overview/Overview.tsx"),
  profile: () => import("./modules/Profile.tsx"),
  profileDeleted: () => import("./modules/ProfileDeleted.tsx"),
  "profileEdit.index": () => import("./modules/ProfileEdit.tsx"),
  "profileEdit.email": () => import("./modules/ProfileEmail.tsx"),
  "profileEdit.periodicMail": () => import("./modules/ProfilePeriodicMail.tsx"),
  "profileEdit.savedSearches": () => import("./modules/saved-searches/SavedSearches.tsx"),
  "profileEdit.settings": () => import("./modules/ProfileSettings.tsx"),
  profileReplies: () => import("./modules/forms/Replies.tsx"),
  "settings.index": () => import("./modules/settings/General.tsx"),
  "settings.contactPerson": () => import("./modules/settings/ContactPerson.tsx"),
  "settings.design": () => import("./modules/settings/Design.tsx"),
  "settings.footer": () => import("./modules/settings/Footer.tsx"),
  "settings.centers": () => import("./modules/settings/NewCenter.tsx"),
  signup: signup.volunteer,
  signupSuccess: signup.volunteerSuccess,
  socialMapEntry: () => import("./modules/social-map/Entry.tsx"),
  switch: () => import("./modules/Switch.tsx"),
  users: () => import("./modules/users/List.tsx"),
  userAdd: () => import("./modules/users/Add.tsx"),
  user: () => import("./modules/users/Detail.tsx"),
  userEdit: () => import("./modules/users/Edit.tsx"),
  userAddRole: () => import("./modules/users/AddRole.tsx"),
  vacancies: () => import("./modules/vacancies/List.tsx"),
  vacancy: () => import("./modules/vacancies/Detail.tsx"),
  vacancyEdit: () => import("./modules/vacancies/Form.tsx"),
  vacancyAdd: () => import("./modules/vacancies/Form.tsx"),
  vacancyBulkEdit: () => import("./modules/vacancies/BulkEdit.tsx"),
  changelog: () => import("./modules/support/Changelog.tsx"),
  workshops: () => import("./modules/workshops/Workshops.tsx"),
  workshopsManage: () => import("./modules/workshops/Manage.tsx"),
  volunteerPool: () => import("./modules/volunteer-pool/Pool.tsx"),
  support: () => import("./modules/support/Support.tsx"),
};

/** Loads the page module of route `id`. */
export function loadPage(id: string): Promise<RouteModule> {
  return (PAGES[id] ?? (id.startsWith("test.") ? devPage : comingSoon))();
}
