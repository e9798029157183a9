import {
  VACANCY_CATEGORIES,
  VACANCY_HOURS_BANDS,
  VACANCY_SCHEDULES,
  VACANCY_SEARCH_PAGE_SIZE,
  VACANCY_SEARCH_Q_MAX,
  VACANCY_SORTS,
  type VacancyCategory,
  type VacancySchedule,
  type VacancySearchParams,
  type VacancySort,
} from "@contract/vacancies.ts";

/** Bounds the API accepts for `distance` (km) and `hours_max`. */
export const DISTANCE_RANGE = { min: 1, max: 200 } as const;
export const HOURS_MAX_RANGE = { min: 1, max: 40 } as const;
/** The distance the vacancy bank uses when a place is given without one. */
export const DEFAULT_DISTANCE_KM = 10;
const NEAR_MAX = 100;
/** Deepest page a shared link may ask for; anything beyond is nonsense input. */
const PAGE_MAX = 10_000;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function integerIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : undefined;
}

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim().replace(/\s+/g, " ");
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/**
 * The vacancy bank's URL (/vacancies/search?q=&category=&near=...) -> VacancySearchParams. Values
 * that make no sense (unknown categories, a negative page, distance=abc) are dropped, never thrown:
 * a mangled shared link still opens a search. `category[]` is read as well as `category`.
 */
export function parseSearchParams(search: URLSearchParams | string): VacancySearchParams {
  const url = typeof search === "string" ? new URLSearchParams(search) : search;
  const params: VacancySearchParams = {};
  const q = text(url.get("q"), VACANCY_SEARCH_Q_MAX);
  if (q) params.q = q;
  const categories = [...url.getAll("category"), ...url.getAll("category[]")]
    .flatMap((c) => c.split(","))
    .map((c) => c.trim())
    .filter((c): c is VacancyCategory => isOneOf(VACANCY_CATEGORIES, c));
  if (categories.length > 0) params.category = [...new Set(categories)];
  const near = text(url.get("near"), NEAR_MAX);
  if (near) params.near = near;
  const distance = integerIn(url.get("distance"), DISTANCE_RANGE.min, DISTANCE_RANGE.max);
  if (distance !== undefined && near) params.distance = distance;
  if (url.get("remote") === "true" || url.get("remote") === "1") params.remote = true;
  const hours = integerIn(url.get("hours_max"), HOURS_MAX_RANGE.min, HOURS_MAX_RANGE.max);
  if (hours !== undefined) params.hours_max = hours;
  const schedule = url.get("schedule");
  if (isOneOf(VACANCY_SCHEDULES, schedule)) params.schedule = schedule;
  const sort = url.get("sort");
  // Sorting by distance needs a place to measure from.
  if (isOneOf(VACANCY_SORTS, sort) && (sort !== "distance" || near)) params.sort = sort;
  const page = integerIn(url.get("page") ?? url.get("page[number]"), 1, PAGE_MAX);
  if (page !== undefined && page > 1) params.page = page;
  return params;
}

/**
 * VacancySearchParams -> the app's URL query (stable order, defaults left out) so that equal
 * searches give equal URLs. Repeats `category` for each category.
 */
export function serializeSearchParams(params: VacancySearchParams): URLSearchParams {
  const url = new URLSearchParams();
  const q = text(params.q ?? null, VACANCY_SEARCH_Q_MAX);
  if (q) url.set("q", q);
  for (const c of [...new Set(params.category ?? [])].sort()) url.append("category", c);
  const near = text(params.near ?? null, NEAR_MAX);
  if (near) {
    url.set("near", near);
    if (params.distance) url.set("distance", String(params.distance));
  }
  if (params.remote) url.set("remote", "true");
  if (params.hours_max) url.set("hours_max", String(params.hours_max));
  if (params.schedule) url.set("schedule", params.schedule);
  if (params.sort && params.sort !== "relevance" && (params.sort !== "distance" || near)) url.set("sort", params.sort);
  if (params.page && params.page > 1) url.set("page", String(params.page));
  return url;
}

/**
 * The query string of GET /api/v1/vacancies/search for these parameters: `category[]` repeated
 * per category (the app's ApiClient would join an array with commas), `page[number]`, `page[size]`.
 */
export function toApiQueryString(params: VacancySearchParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  for (const c of params.category ?? []) query.append("category[]", c);
  if (params.near) {
    query.set("near", params.near);
    query.set("distance", String(params.distance ?? DEFAULT_DISTANCE_KM));
  }
  if (params.remote) query.set("remote", "true");
  if (params.hours_max) query.set("hours_max", String(params.hours_max));
  if (params.schedule) query.set("schedule", params.schedule);
  if (params.sort) query.set("sort", params.sort);
  query.set("page[number]", String(params.page ?? 1));
  query.set("page[size]", String(params.page_size ?? VACANCY_SEARCH_PAGE_SIZE));
  return query.toString().replace(/%5B/g, "[").replace(/%5D/g, "]");
}

/** How many filters are on (for the phone's "Filters (3)" button); the search text is not a filter. */
export function activeFilterCount(params: VacancySearchParams): number {
  return (
    (params.category?.length ?? 0) +
    (params.near ? 1 : 0) +
    (params.remote ? 1 : 0) +
    (params.hours_max ? 1 : 0) +
    (params.schedule ? 1 : 0)
  );
}

/** The same search without any filter (keeps the search text), back on page 1. */
export function clearFilters(params: VacancySearchParams): VacancySearchParams {
  return params.q ? { q: params.q } : {};
}

/** A change of the search: any change but the page itself goes back to page 1. */
export function withChange(params: VacancySearchParams, change: Partial<VacancySearchParams>): VacancySearchParams {
  const next: VacancySearchParams = { ...params, ...change };
  if (!("page" in change)) delete next.page;
  if (!next.near) {
    delete next.distance;
    if (next.sort === "distance") delete next.sort;
  }
  for (const key of Object.keys(next) as (keyof VacancySearchParams)[]) {
    const value = next[key];
    if (value === undefined || value === "" || value === false || (Array.isArray(value) && value.length === 0))
      delete next[key];
  }
  return next;
}

export type { VacancyCategory, VacancySchedule, VacancySort };
export { VACANCY_HOURS_BANDS };
