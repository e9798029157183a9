/**
 * The API paths and constants that a visitor's first page load uses (the shell and the landing
 * pages): a module of their own, so that the first load does not carry every endpoint's path.
 * contract/paths.ts re-exports them as part of API_PATHS.
 */
export const API_PREFIX = "/api/v1";

export const PUBLIC_API_PATHS = {
  signOut: "/auth/sign_out",
  currentOrganizations: `${API_PREFIX}/current_organizations`,
  currentUser: `${API_PREFIX}/current_user`,
  currentVolunteerCenter: `${API_PREFIX}/volunteer_centers/current`,
  vacancies: `${API_PREFIX}/vacancies`,
  vacancy: (id: string | number) => `${API_PREFIX}/vacancies/${id}`,
  /** Public vacancy bank search (published, own center + shared). */
  vacancySearch: `${API_PREFIX}/vacancies/search`,
  uploads: `${API_PREFIX}/uploads`,
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
  /** GET: the center's content pages (published for everyone, all for center staff); POST: a new page (center staff). */
  contentPages: `${API_PREFIX}/content_pages`,
  contentPage: (id: string | number) => `${API_PREFIX}/content_pages/${id}`,
  /** GET: the center's header and footer menus (public); POST: a new item (center staff). */
  menuItems: `${API_PREFIX}/menu_items`,
} as const;

/** JSON:API media type; `application/json` is accepted too. */
export const JSON_API_MEDIA_TYPE = "application/vnd.api+json";
