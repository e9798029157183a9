import { API_PREFIX, PUBLIC_API_PATHS } from "./publicPaths.ts";

export { API_PREFIX, JSON_API_MEDIA_TYPE, PUBLIC_API_PATHS } from "./publicPaths.ts";

/** API paths (relative to the injected API base URL). */
export const API_PATHS = {
  ...PUBLIC_API_PATHS,
  signIn: "/auth/sign_in",
  password: "/auth/password",
  validateToken: "/auth/validate_token",
  tokenLogin: "/auth/token",
  confirm: `${API_PREFIX}/confirm`,
  signInAsUser: `${API_PREFIX}/sign_in_as_user`,
  currentOrganization: `${API_PREFIX}/current_organization`,
  organizations: `${API_PREFIX}/organizations`,
  organization: (id: string | number) => `${API_PREFIX}/organizations/${id}`,
  approveOrganization: (id: string | number) => `${API_PREFIX}/organizations/${id}/approve`,
  /** Superadmin, when the installation's "moving organizations" flag is on. */
  moveOrganization: (id: string | number) => `${API_PREFIX}/organizations/${id}/move`,
  users: `${API_PREFIX}/users`,
  user: (id: string | number) => `${API_PREFIX}/users/${id}`,
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
  feedback: `${API_PREFIX}/feedback`,
  vacancyBulkUpdate: `${API_PREFIX}/vacancies/bulk_update`,
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
  /** POST: the contact form: stored and mailed to the center's contact person (rate-limited per IP). */
  contactMessages: `${API_PREFIX}/contact_messages`,
  menuItem: (id: string | number) => `${API_PREFIX}/menu_items/${id}`,
  /** GET: the social map (public; filter[q], filter[name_cont], filter[category_eq], sort, page); POST: center staff. */
  socialMapEntries: `${API_PREFIX}/social_map_entries`,
  /** GET (public), PATCH, DELETE (center staff). */
  socialMapEntry: (id: string | number) => `${API_PREFIX}/social_map_entries/${id}`,
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
  /** POST: a resident's request for one-on-one help (public, rate-limited); GET: the list (center staff). */
  helpRequests: `${API_PREFIX}/help_requests`,
  /** GET, PATCH (status, volunteer, note): one help request (center staff). */
  helpRequest: (id: string | number) => `${API_PREFIX}/help_requests/${id}`,
  // Forms (PRODUCT.md section 4, helper h-forms).
  /** GET: the center's forms with their response counts; POST: a new form (center staff). */
  forms: `${API_PREFIX}/forms`,
  /** GET, PATCH, DELETE: one form (center staff). */
  form: (id: string | number) => `${API_PREFIX}/forms/${id}`,
  /** POST: a new secret link for the form; the old one stops working (center staff). */
  formToken: (id: string | number) => `${API_PREFIX}/forms/${id}/token`,
  /** GET: the form behind a secret link, open or closed (public; 404 for an unknown token or another center's). */
  formByToken: (token: string) => `${API_PREFIX}/forms/by_token/${encodeURIComponent(token)}`,
  /** POST: a response to an open form (public, rate-limited); GET with filter[form_id_eq]: a form's responses (center staff). */
  formResponses: `${API_PREFIX}/form_responses`,
  /** GET: the signed-in user's own responses, newest first. */
  myFormResponses: `${API_PREFIX}/form_responses/mine`,
  /** GET: a form's responses as CSV (filter[form_id_eq]; center staff). */
  formResponsesExport: `${API_PREFIX}/form_responses/export`,
  /** GET: the center's activities (public: published; staff: filter[status_in]); POST: an activity (center staff). */
  activities: `${API_PREFIX}/activities`,
  /** GET, PATCH, DELETE (center staff): one activity. */
  activity: (id: string | number) => `${API_PREFIX}/activities/${id}`,
  /** POST: the signed-in volunteer registers for an activity with a capacity; DELETE: cancels. */
  activityRegistration: (id: string | number) => `${API_PREFIX}/activities/${id}/registration`,
  /** GET: the center's workshops with their sessions (signed in; filter[period], filter[mine]; staff filter[status_in]); POST (center staff). */
  workshops: `${API_PREFIX}/workshops`,
  /** GET, PATCH, DELETE (center staff): one workshop. */
  workshop: (id: string | number) => `${API_PREFIX}/workshops/${id}`,
  /** POST (center staff): a new session of a workshop. */
  workshopSessions: (id: string | number) => `${API_PREFIX}/workshops/${id}/sessions`,
  /** PATCH (center staff): a session; DELETE: cancel it (those registered are told). */
  workshopSession: (id: string | number) => `${API_PREFIX}/workshop_sessions/${id}`,
  /** POST: the signed-in user takes a place or joins the waiting list; DELETE: cancels (the next one moves up). */
  workshopSessionRegistration: (id: string | number) => `${API_PREFIX}/workshop_sessions/${id}/registration`,
  /** GET (center staff): a session's registrations and waiting list (filter[session_id_eq], required). */
  workshopRegistrations: `${API_PREFIX}/workshop_registrations`,
  /** GET (center staff): the same as CSV. */
  workshopRegistrationsExport: `${API_PREFIX}/workshop_registrations/export`,
  /** DELETE (center staff): remove someone's registration (the next on the waiting list moves up). */
  workshopRegistration: (id: string | number) => `${API_PREFIX}/workshop_registrations/${id}`,
} as const;

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 25;
