/** API paths (relative to the injected API base URL). */
export const API_PREFIX = "/api/v1";

export const API_PATHS = {
  signIn: "/auth/sign_in",
  signOut: "/auth/sign_out",
  password: "/auth/password",
  validateToken: "/auth/validate_token",
  tokenLogin: "/auth/token",
  confirm: `${API_PREFIX}/confirm`,
  signInAsUser: `${API_PREFIX}/sign_in_as_user`,
  currentOrganizations: `${API_PREFIX}/current_organizations`,
  currentOrganization: `${API_PREFIX}/current_organization`,
  organizations: `${API_PREFIX}/organizations`,
  organization: (id: string | number) => `${API_PREFIX}/organizations/${id}`,
  approveOrganization: (id: string | number) => `${API_PREFIX}/organizations/${id}/approve`,
  /** Superadmin, when the installation's "moving organizations" flag is on. */
  moveOrganization: (id: string | number) => `${API_PREFIX}/organizations/${id}/move`,
  users: `${API_PREFIX}/users`,
  user: (id: string | number) => `${API_PREFIX}/users/${id}`,
  currentUser: `${API_PREFIX}/current_user`,
  /** GET: the signed-in user's own data as a JSON download (AVG/GDPR). */
  currentUserExport: `${API_PREFIX}/current_user/export`,
  /** DELETE: the owner cancels a pending e-mail change (the new address was not confirmed yet). */
  currentUserEmailChange: `${API_PREFIX}/current_user/email_change`,
  /** POST { token }: the new address confirms an e-mail change (link mailed to it). */
  confirmEmailChange: `${API_PREFIX}/email_change/confirm`,
  /** POST { token }: the old address undoes an e-mail change: restored, signed out everywhere, new password. */
  undoEmailChange: `${API_PREFIX}/email_change/undo`,
  addRole: (id: string | number) => `${API_PREFIX}/users/${id}/add_role`,
  removeRole: (id: string | number) => `${API_PREFIX}/users/${id}/remove_role`,
  resendConfirmation: (id: string | number) => `${API_PREFIX}/users/${id}/resend_confirmation_instructions`,
  volunteerCenters: `${API_PREFIX}/volunteer_centers`,
  currentVolunteerCenter: `${API_PREFIX}/volunteer_centers/current`,
  feedback: `${API_PREFIX}/feedback`,
  vacancies: `${API_PREFIX}/vacancies`,
  vacancy: (id: string | number) => `${API_PREFIX}/vacancies/${id}`,
  /** Public vacancy bank search (published, own center + shared). */
  vacancySearch: `${API_PREFIX}/vacancies/search`,
  vacancyBulkUpdate: `${API_PREFIX}/vacancies/bulk_update`,
  uploads: `${API_PREFIX}/uploads`,
  applications: `${API_PREFIX}/applications`,
  application: (id: string | number) => `${API_PREFIX}/applications/${id}`,
  withdrawApplication: (id: string | number) => `${API_PREFIX}/applications/${id}/withdraw`,
  /** GET: the signed-in user's conversations with unread counts (meta.unread_count for the toolbar badge). */
  conversations: `${API_PREFIX}/conversations`,
  conversation: (id: string | number) => `${API_PREFIX}/conversations/${id}`,
  conversationMessages: (id: string | number) => `${API_PREFIX}/conversations/${id}/messages`,
  /** GET: server-sent events, one `message` event per new message in the reader's threads. */
  conversationEvents: `${API_PREFIX}/conversations/events`,
  /** POST (multipart): an image or PDF for the next message; GET .../{aid}: the file. */
  conversationAttachments: (id: string | number) => `${API_PREFIX}/conversations/${id}/attachments`,
  notifications: `${API_PREFIX}/notifications`,
  notification: (id: string | number) => `${API_PREFIX}/notifications/${id}`,
  markAllNotificationsRead: `${API_PREFIX}/notifications/mark_all_read`,
  dashboard: `${API_PREFIX}/dashboard`,
  /** GET: recent activity the viewer may see (the toolbar's activity panel), newest first. */
  activityItems: `${API_PREFIX}/activity_items`,
  /** GET: the organizations list as CSV (the list's filter[...] and sort; text/csv with a BOM). */
  organizationsExport: `${API_PREFIX}/organizations/export`,
  /** GET: the users list as CSV (the list's filter[...] and sort). */
  usersExport: `${API_PREFIX}/users/export`,
  /** GET: the audit trail (filter[subject_type_eq], filter[subject_id_eq], filter[actor_user_id_eq]; include=actor). */
  auditEvents: `${API_PREFIX}/audit_events`,
  /** GET: the center's figures for a period and the one before (center staff). */
  analytics: `${API_PREFIX}/analytics`,
  /** GET: the same figures per organization, sortable and paged (center staff). */
  analyticsOrganizations: `${API_PREFIX}/analytics/organizations`,
  /** GET: every figure of /analytics as CSV (same period filters). */
  analyticsExport: `${API_PREFIX}/analytics/export`,
  /** GET: the per-organization table as CSV (same filters and sort). */
  analyticsOrganizationsExport: `${API_PREFIX}/analytics/organizations/export`,
  /** PUT: approve or deny several organizations at once, each with a status and a reason (center staff). */
  organizationsBulkApprove: `${API_PREFIX}/organizations/bulk_approve`,
  /** GET: an organization's status history (from the audit log), newest first. */
  organizationStatusHistory: (id: string | number) => `${API_PREFIX}/organizations/${id}/status_history`,
  /** GET: the current center's own colours as CSS (public; no-cache with an ETag). */
  currentVolunteerCenterTheme: `${API_PREFIX}/volunteer_centers/current/theme.css`,
  /** GET: the center's news (public: published, newest first; staff: filter[status_eq]); POST: a news item (center staff). */
  newsItems: `${API_PREFIX}/news_items`,
  /** GET (public, by id or slug), PATCH, DELETE (center staff). */
  newsItem: (id: string | number) => `${API_PREFIX}/news_items/${id}`,
  /** GET: the center's published news as an Atom feed (public). */
  newsFeed: `${API_PREFIX}/news_items/feed.xml`,
  /** GET: the center's partners in their order (public); POST: a partner (center staff). */
  partners: `${API_PREFIX}/partners`,
  /** PATCH (also `position` to reorder), DELETE (center staff). */
  partner: (id: string | number) => `${API_PREFIX}/partners/${id}`,
  /** POST: the contact form: stored and mailed to the center's contact person (rate-limited per IP). */
  contactMessages: `${API_PREFIX}/contact_messages`,
  /** GET: the center's content pages (published for everyone, all for center staff); POST: a new page (center staff). */
  contentPages: `${API_PREFIX}/content_pages`,
  contentPage: (id: string | number) => `${API_PREFIX}/content_pages/${id}`,
  /** GET: the center's header and footer menus (public); POST: a new item (center staff). */
  menuItems: `${API_PREFIX}/menu_items`,
  menuItem: (id: string | number) => `${API_PREFIX}/menu_items/${id}`,
  /** PATCH (`read`), DELETE: one contact-form message (center staff); GET on contactMessages lists them. */
  contactMessage: (id: string | number) => `${API_PREFIX}/contact_messages/${id}`,
  /** GET: the center's notification templates (center staff); /{key}: GET, PATCH, DELETE (reset), POST /preview, /test_mail. */
  notificationTemplates: `${API_PREFIX}/notification_templates`,
  notificationTemplate: (key: string) => `${API_PREFIX}/notification_templates/${key}`,
  /** GET/PATCH: the signed-in user's choice per kind of message (in-app, e-mail, both). */
  notificationPreferences: `${API_PREFIX}/notification_preferences`,
  /** GET: the center's image library (filter[q], filter[tag]; staff); POST: an upload into it (center staff). */
  stockImages: `${API_PREFIX}/stock_images`,
  /** PATCH (alt text, tags), DELETE (center staff). */
  stockImage: (id: string | number) => `${API_PREFIX}/stock_images/${id}`,
  /** GET: the center's files; POST (multipart): an image or PDF (center staff). */
  mediaFiles: `${API_PREFIX}/media_files`,
  /** DELETE: a file and its variants (center staff). */
  mediaFile: (id: string | number) => `${API_PREFIX}/media_files/${id}`,
  /** GET: the signed-in person's saved searches; POST: save one (issue 18). */
  savedSearches: `${API_PREFIX}/saved_searches`,
  /** GET, DELETE: one of one's own saved searches. */
  savedSearch: (id: string | number) => `${API_PREFIX}/saved_searches/${id}`,
} as const;

/** JSON:API media type; `application/json` is accepted too. */
export const JSON_API_MEDIA_TYPE = "application/vnd.api+json";
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 25;
