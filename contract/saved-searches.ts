/**
 * Saved searches (issue 18): a signed-in person keeps a search of the vacancy bank under a name,
 * sees and deletes it on /profile-edit/zoekopdrachten, and hears of new matches in the app and in
 * the periodic vacancy mail. Only the owner reads and deletes it.
 *
 *   GET    /api/v1/saved_searches       the signed-in person's saved searches, newest first
 *   POST   /api/v1/saved_searches       save one (name, query)
 *   GET    /api/v1/saved_searches/{id}  one of one's own
 *   DELETE /api/v1/saved_searches/{id}  one of one's own
 * The yup schema is in saved-search-schemas.ts, so that the vacancy bank's save button loads no yup.
 */
import type { VacancySearchParams } from "./vacancies.ts";

export const SAVED_SEARCH_NAME_MAX = 100;
/** At most this many saved searches per person. */
export const SAVED_SEARCHES_MAX = 20;
/** Where a person sees and deletes their saved searches. */
export const SAVED_SEARCHES_PAGE = "/profile-edit/zoekopdrachten";
/** The vacancy bank, where a saved search is opened again. */
export const VACANCY_SEARCH_PAGE = "/vacancies/search";
/** The radius the vacancy bank uses when a place is given without one (km). */
export const SAVED_SEARCH_DEFAULT_DISTANCE = 10;

/** The search as the vacancy bank's URL holds it, without order and page. */
export type SavedSearchQuery = Omit<VacancySearchParams, "sort" | "page" | "page_size">;

export interface SavedSearchAttributes {
  name: string;
  query: SavedSearchQuery;
  /** The bank's address of this search: `/vacancies/search?q=...&category=...`. */
  search_path: string;
  created_at: string;
}

/**
 * The bank's URL of a search (same order and names as features/vacancies/searchParams'
 * serializeSearchParams, so an opened saved search equals the one saved).
 */
export function savedSearchPath(query: SavedSearchQuery): string {
  const url = new URLSearchParams();
  if (query.q) url.set("q", query.q);
  for (const c of [...new Set(query.category ?? [])].sort()) url.append("category", c);
  if (query.near) {
    url.set("near", query.near);
    if (query.distance) url.set("distance", String(query.distance));
  }
  if (query.remote) url.set("remote", "true");
  if (query.hours_max) url.set("hours_max", String(query.hours_max));
  if (query.schedule) url.set("schedule", query.schedule);
  const search = url.toString();
  return search ? `${VACANCY_SEARCH_PAGE}?${search}` : VACANCY_SEARCH_PAGE;
}
