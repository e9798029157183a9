import {
  SAVED_SEARCH_DEFAULT_DISTANCE,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchQuery,
} from "@contract/saved-searches.ts";
import { VACANCY_CATEGORY_NAMES } from "@contract/vacancies.ts";

/** A saved search as the screens show it. */
export interface SavedSearch {
  id: string;
  name: string;
  query: SavedSearchQuery;
  /** The vacancy bank's address of the search. */
  searchPath: string;
  createdAt: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A readable summary of a search ("'natuur' · Dieren, Zorg · binnen 10 km van Utrecht · op afstand"),
 * in the order of the bank's filters; the default name of a new saved search (at most the name's length).
 */
export function searchSummary(query: SavedSearchQuery, t: Translate, language: string): string {
  const names = VACANCY_CATEGORY_NAMES[language === "en" ? "en" : "nl"];
  const parts: string[] = [];
  if (query.q) parts.push(t("summary.words", { q: query.q }));
  if (query.category?.length) parts.push(query.category.map((c) => names[c]).join(", "));
  if (query.near)
    parts.push(t("summary.near", { near: query.near, distance: query.distance ?? SAVED_SEARCH_DEFAULT_DISTANCE }));
  if (query.remote) parts.push(t("summary.remote"));
  if (query.hours_max) parts.push(t("summary.hours", { hours: query.hours_max }));
  if (query.schedule) parts.push(t(`summary.schedules.${query.schedule}`));
  const text = parts.join(" · ") || t("summary.all");
  return text.length > SAVED_SEARCH_NAME_MAX ? `${text.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : text;
}

/** Whether a search has anything to save (words or a filter; order and page do not count). */
export const hasCriteria = (query: SavedSearchQuery): boolean =>
  !!(query.q || query.category?.length || query.near || query.remote || query.hours_max || query.schedule);
