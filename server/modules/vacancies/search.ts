/**
 * The public vacancy bank: GET /api/v1/vacancies/search. Published vacancies of the center plus
 * those shared with it; Dutch full text (stemming, accents ignored, prefix of the last word) with
 * a substring fallback for parts of compound words; category, remote, hours, schedule; distance
 * from a postcode or place (haversine); relevance, newest or distance order.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  VACANCY_CATEGORIES,
  VACANCY_SCHEDULES,
  VACANCY_SEARCH_PAGE_SIZE,
  VACANCY_SEARCH_Q_MAX,
  VACANCY_SORTS,
  type VacancyCategory,
  type VacancySchedule,
  type VacancySort,
} from "@contract/vacancies.ts";
import type { Executor } from "../../db/client.ts";
import { vacancies } from "../../db/schema.ts";
import { ApiError, badRequest } from "../../http/errors.ts";
import { queryObject } from "../../http/jsonapi.ts";
import { resolveLocation, type GeoPoint } from "../../geo/index.ts";
import { pgArray, vacancyColumns } from "./serializer.ts";

export const SEARCH_PAGE_MAX = 100;
export const DISTANCE_KM_RANGE = { min: 1, max: 200 } as const;
export const HOURS_MAX_RANGE = { min: 1, max: 40 } as const;
const NEAR_MAX = 100;
const PAGE_NUMBER_MAX = 10_000;
const WORDS_MAX = 8;

export interface SearchQuery {
  q: string | null;
  words: string[];
  categories: VacancyCategory[];
  near: GeoPoint | null;
  distance: number | null;
  remote: boolean;
  hoursMax: number | null;
  schedule: VacancySchedule | null;
  sort: VacancySort;
  page: { number: number; size: number };
  include: Set<string>;
}

const ALLOWED = new Set([
  "q",
  "category",
  "near",
  "distance",
  "remote",
  "hours_max",
  "schedule",
  "sort",
  "page",
  "page_size",
  "include",
  "locale",
  "fields",
]);

const invalid = (parameter: string) =>
  badRequest("invalid_parameter", { parameter, params: { name: parameter.slice(0, 50) } });

function text(raw: unknown, name: string, max: number): string | null {
  if (raw === undefined) return null;
  if (typeof raw !== "string" || raw.length > max * 4) throw invalid(name);
  const v = raw.trim().replace(/\s+/g, " ");
  if (v.length > max) throw invalid(name);
  return v || null;
}

function integer(raw: unknown, name: string, min: number, max: number): number | null {
  if (raw === undefined || raw === "") return null;
  if (typeof raw !== "string" || !/^\d{1,7}$/.test(raw.trim())) throw invalid(name);
  const n = Number(raw.trim());
  if (n < min || n > max) throw invalid(name);
  return n;
}

/** Lower case, accents off, split into words of letters and digits (tsquery-safe). */
export function searchWords(q: string): string[] {
  return q
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, WORDS_MAX);
}

/** Query parameters -> SearchQuery; anything unknown or malformed is a 400 naming the parameter. */
export function parseSearch(req: FastifyRequest): SearchQuery {
  const rawUrl = req.url.split("?")[1] ?? "";
  if (/(^|&|\[)(__proto__|constructor|prototype)(\]|=|&|\[|$)/i.test(decodeURIComponent(rawUrl).slice(0, 4000)))
    throw invalid("__proto__");
  const query = queryObject(req);
  for (const key of Object.keys(query)) if (!ALLOWED.has(key)) throw invalid(key);

  const q = text(query.q, "q", VACANCY_SEARCH_Q_MAX);
  const rawCategories = query.category;
  let categories: VacancyCategory[] = [];
  if (rawCategories !== undefined) {
    const list = typeof rawCategories === "string" ? rawCategories.split(",") : rawCategories;
    if (!Array.isArray(list) || list.length > VACANCY_CATEGORIES.length * 2) throw invalid("category");
    for (const c of list) {
      if (typeof c !== "string") throw invalid("category");
      const v = c.trim();
      if (!v) continue;
      if (!(VACANCY_CATEGORIES as readonly string[]).includes(v)) throw invalid("category");
      categories.push(v as VacancyCategory);
    }
    categories = [...new Set(categories)];
  }
  const nearText = text(query.near, "near", NEAR_MAX);
  const distance = integer(query.distance, "distance", DISTANCE_KM_RANGE.min, DISTANCE_KM_RANGE.max);
  if (distance !== null && !nearText)
    throw new ApiError(400, {
      code: "parameter_requires",
      parameter: "distance",
      params: { name: "distance", requires: "near" },
    });
  let remote = false;
  if (query.remote !== undefined) {
    if (query.remote === "true" || query.remote === "1") remote = true;
    else if (query.remote !== "false" && query.remote !== "0" && query.remote !== "") throw invalid("remote");
  }
  const hoursMax = integer(query.hours_max, "hours_max", HOURS_MAX_RANGE.min, HOURS_MAX_RANGE.max);
  let schedule: VacancySchedule | null = null;
  if (query.schedule !== undefined && query.schedule !== "") {
    if (typeof query.schedule !== "string" || !(VACANCY_SCHEDULES as readonly string[]).includes(query.schedule))
      throw invalid("schedule");
    schedule = query.schedule as VacancySchedule;
  }
  let sort: VacancySort = q ? "relevance" : "newest";
  if (query.sort !== undefined && query.sort !== "") {
    if (typeof query.sort !== "string" || !(VACANCY_SORTS as readonly string[]).includes(query.sort))
      throw badRequest("invalid_sort", { parameter: "sort", params: { name: String(query.sort).slice(0, 50) } });
    sort = query.sort as VacancySort;
    if (sort === "distance" && !nearText)
      throw new ApiError(400, {
        code: "parameter_requires",
        parameter: "sort",
        params: { name: "sort=distance", requires: "near" },
      });
  }
  const page = { number: 1, size: VACANCY_SEARCH_PAGE_SIZE };
  const rawPage = query.page;
  if (typeof rawPage === "string") page.number = integer(rawPage, "page", 1, PAGE_NUMBER_MAX) ?? 1;
  else if (rawPage !== undefined) {
    if (!rawPage || typeof rawPage !== "object" || Array.isArray(rawPage)) throw invalid("page");
    for (const [k, v] of Object.entries(rawPage as Record<string, unknown>)) {
      if (k === "number") page.number = integer(v, "page[number]", 1, PAGE_NUMBER_MAX) ?? 1;
      else if (k === "size") page.size = integer(v, "page[size]", 1, SEARCH_PAGE_MAX) ?? page.size;
      else throw invalid(`page[${k.slice(0, 20)}]`);
    }
  }
  if (query.page_size !== undefined) page.size = integer(query.page_size, "page_size", 1, SEARCH_PAGE_MAX) ?? page.size;
  const include = new Set<string>();
  if (query.include !== undefined && query.include !== "") {
    if (typeof query.include !== "string")
      throw badRequest("invalid_include", { parameter: "include", params: { name: "include" } });
    for (const name of query.include
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (name !== "organization" && name !== "address")
        throw badRequest("invalid_include", { parameter: "include", params: { name: name.slice(0, 50) } });
      include.add(name);
    }
  }
  let near: GeoPoint | null = null;
  if (nearText) {
    near = resolveLocation(nearText);
    if (!near)
      throw new ApiError(422, {
        code: "unknown_place",
        parameter: "near",
        params: { near: nearText.slice(0, NEAR_MAX) },
      });
  }
  return {
    q,
    words: q ? searchWords(q) : [],
    categories,
    near,
    distance,
    remote,
    hoursMax,
    schedule,
    sort,
    page,
    include,
  };
}

/** Haversine distance in km from the point to the vacancy, in SQL. */
function distanceSql(p: GeoPoint): SQL<number> {
  // least() skips NULLs, so a vacancy without coordinates is NULL explicitly.
  return sql<number>`(case when ${vacancies.latitude} is null then null else 12742 * asin(least(1, sqrt(power(sin(radians(${vacancies.latitude} - ${p.latitude}::float8) / 2), 2) + cos(radians(${p.latitude}::float8)) * cos(radians(${vacancies.latitude})) * power(sin(radians(${vacancies.longitude} - ${p.longitude}::float8) / 2), 2)))) end)`;
}

/**
 * The search as one SELECT: the page of vacancies, their distance and rank, and the total
 * (count(*) over ()). `sharingCenters`: ids of other centers with centre sharing on; their
 * published vacancies that list this center are included (row-level security checks it again).
 */
export function searchSelect(db: Executor, centerId: number, sharingCenters: number[], s: SearchQuery) {
  const conds: SQL[] = [eq(vacancies.status, "published")];
  const others = sharingCenters.filter((id) => id !== centerId);
  conds.push(
    others.length
      ? // The center list first, so the (center_id, status, published_at) index narrows the scan.
        sql`${vacancies.centerId} = any(${pgArray([centerId, ...others])}::bigint[]) and (${vacancies.centerId} = ${centerId} or ${vacancies.sharedWithCenters} @> array[${centerId}]::bigint[])`
      : sql`${vacancies.centerId} = ${centerId}`,
  );
  let rank: SQL<number> = sql<number>`0::float8`;
  if (s.words.length) {
    const tsq = s.words.map((w, i) => (i === s.words.length - 1 ? `${w}:*` : w)).join(" & ");
    const query = sql`to_tsquery('dutch'::regconfig, ${tsq})`;
    const patterns = s.words.filter((w) => w.length >= 3).map((w) => `%${w}%`);
    if (patterns.length) {
      const like = sql`${vacancies.searchText} like all (${pgArray(patterns)}::text[])`;
      conds.push(sql`(${vacancies.searchVector} @@ ${query} or ${like})`);
      rank = sql<number>`(ts_rank_cd(${vacancies.searchVector}, ${query}) + case when ${like} then 0.05 else 0 end)`;
    } else {
      conds.push(sql`${vacancies.searchVector} @@ ${query}`);
      rank = sql<number>`ts_rank_cd(${vacancies.searchVector}, ${query})`;
    }
  }
  if (s.categories.length) conds.push(sql`${vacancies.categories} && ${pgArray(s.categories)}::text[]`);
  if (s.remote) conds.push(eq(vacancies.remote, true));
  if (s.hoursMax !== null) conds.push(sql`${vacancies.hoursPerWeek} <= ${s.hoursMax}`);
  if (s.schedule) conds.push(eq(vacancies.schedule, s.schedule));
  let distance: SQL<number | null> = sql<null>`null::float8`;
  if (s.near) {
    distance = distanceSql(s.near);
    if (s.distance !== null) {
      // A bounding box first (plain comparisons), then the exact circle.
      const dLat = s.distance / 111.0;
      const dLng = s.distance / (111.32 * Math.cos((s.near.latitude * Math.PI) / 180));
      conds.push(
        sql`${vacancies.latitude} between ${s.near.latitude - dLat} and ${s.near.latitude + dLat}`,
        sql`${vacancies.longitude} between ${s.near.longitude - dLng} and ${s.near.longitude + dLng}`,
        sql`${distance} <= ${s.distance}`,
      );
    }
  }
  const order: SQL[] =
    s.sort === "distance"
      ? [sql`distance_km asc nulls last`, sql`${vacancies.publishedAt} desc`, sql`${vacancies.id} desc`]
      : s.sort === "relevance" && s.words.length
        ? [sql`rank desc`, sql`${vacancies.publishedAt} desc`, sql`${vacancies.id} desc`]
        : [sql`${vacancies.publishedAt} desc nulls last`, sql`${vacancies.id} desc`];
  return db
    .select({
      ...vacancyColumns,
      distanceKm: sql<number | null>`${distance}`.as("distance_km"),
      rank: sql<number>`${rank}`.as("rank"),
      total: sql<number>`count(*) over ()`.as("total"),
    })
    .from(vacancies)
    .where(and(...conds))
    .orderBy(...order)
    .limit(s.page.size)
    .offset((s.page.number - 1) * s.page.size);
}
