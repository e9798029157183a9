import { API_PATHS } from "@contract/paths.ts";
import { SAVED_SEARCHES_MAX, savedSearchPath, type SavedSearchQuery } from "@contract/saved-searches.ts";
import { VACANCY_CATEGORIES, VACANCY_SCHEDULES, type VacancySearchParams } from "@contract/vacancies.ts";
import type { SavedSearch } from "@features/saved-searches/model.ts";
import type { ApiClient } from "../../../api/client.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";

/** Every cached saved-search query starts with this key. */
export const SAVED_SEARCHES_KEY = ["saved-searches"] as const;

/** The wire's query (deserialized: camelCased keys) -> the contract's names. */
function toQuery(raw: unknown): SavedSearchQuery {
  const r = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const q: SavedSearchQuery = {};
  if (typeof r.q === "string" && r.q) q.q = r.q;
  if (Array.isArray(r.category))
    q.category = r.category.filter((c): c is (typeof VACANCY_CATEGORIES)[number] =>
      (VACANCY_CATEGORIES as readonly unknown[]).includes(c),
    );
  if (typeof r.near === "string" && r.near) q.near = r.near;
  if (typeof r.distance === "number") q.distance = r.distance;
  if (r.remote === true) q.remote = true;
  if (typeof r.hoursMax === "number") q.hours_max = r.hoursMax;
  if ((VACANCY_SCHEDULES as readonly unknown[]).includes(r.schedule))
    q.schedule = r.schedule as SavedSearchQuery["schedule"];
  return q;
}

export function toSavedSearch(r: Deserialized): SavedSearch {
  const query = toQuery(r.query);
  return {
    id: r.id,
    name: typeof r.name === "string" ? r.name : "",
    query,
    searchPath: typeof r.searchPath === "string" ? r.searchPath : savedSearchPath(query),
    createdAt: typeof r.createdAt === "string" ? r.createdAt : "",
  };
}

export async function fetchSavedSearches(client: ApiClient, signal?: AbortSignal) {
  const response = await client.get<Deserialized[]>(API_PATHS.savedSearches, { signal });
  return {
    searches: (response.data ?? []).map(toSavedSearch),
    max: Number(response.meta.max ?? SAVED_SEARCHES_MAX),
  };
}

export async function createSavedSearch(client: ApiClient, name: string, query: SavedSearchQuery) {
  const response = await client.post<Deserialized>(API_PATHS.savedSearches, {
    data: { type: "saved_search", attributes: { name, query } },
  });
  return toSavedSearch(response.data);
}

export async function deleteSavedSearch(client: ApiClient, id: string) {
  await client.delete(API_PATHS.savedSearch(id));
}

/** The bank's search as a saved search keeps it: words and filters, without order and page. */
export function queryOfSearch(params: VacancySearchParams): SavedSearchQuery {
  const q: SavedSearchQuery = {};
  if (params.q) q.q = params.q;
  if (params.category?.length) q.category = params.category;
  if (params.near) {
    q.near = params.near;
    if (params.distance) q.distance = params.distance;
  }
  if (params.remote) q.remote = true;
  if (params.hours_max) q.hours_max = params.hours_max;
  if (params.schedule) q.schedule = params.schedule;
  return q;
}
