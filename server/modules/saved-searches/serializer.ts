/** Saved search rows -> JSON:API resources. Never sent: the owner, the resolved coordinates, the day of the last notice. */
import { API_PATHS } from "@contract/paths.ts";
import { savedSearchPath, type SavedSearchQuery } from "@contract/saved-searches.ts";
import type { VacancyCategory, VacancySchedule } from "@contract/vacancies.ts";
import type { SavedSearchRow } from "../../db/schema.ts";
import { iso, type Res } from "../../http/jsonapi.ts";

/** The search as the bank's URL holds it (what was saved, without what the server derived from it). */
export function queryOf(s: SavedSearchRow): SavedSearchQuery {
  const q: SavedSearchQuery = {};
  if (s.q) q.q = s.q;
  if (s.categories.length) q.category = s.categories as VacancyCategory[];
  if (s.near) {
    q.near = s.near;
    if (s.distance) q.distance = s.distance;
  }
  if (s.remote) q.remote = true;
  if (s.hoursMax) q.hours_max = s.hoursMax;
  if (s.schedule) q.schedule = s.schedule as VacancySchedule;
  return q;
}

export function savedSearchResource(s: SavedSearchRow): Res {
  const query = queryOf(s);
  return {
    type: "saved_search",
    id: String(s.id),
    attributes: {
      name: s.name,
      query,
      search_path: savedSearchPath(query),
      created_at: iso(s.createdAt),
    },
    links: { self: API_PATHS.savedSearch(s.id) },
  };
}
