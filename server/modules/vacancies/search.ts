/**
 * The public vacancy bank: GET /api/v1/vacancies/search. Published vacancies of the center plus
 * those shared with it; Dutch full text (stemming, accents ignored, prefix of the last word) with
 * a substring fallback for parts of compound words; category, remote, hours, schedule; distance
 * from a postcode or place (haversine); relevance, newest or distance order.
 */
import { sql, type Column, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  VACANCY_CATEGORIES,
  VACANCY_CATEGORY_NAMES,
  VACANCY_SCHEDULES,
  VACANCY_SEARCH_PAGE_SIZE,
  VACANCY_SEARCH_Q_MAX,
  VACANCY_SORTS,
  VACANCY_SUGGESTIONS_MAX,
  type VacancyCategory,
  type VacancySearchSuggestions,
  type VacancySchedule,
  type VacancySort,
} from "@contract/vacancies.ts";
import { ApiError, badRequest } from "../../http/errors.ts";
import { queryObject, type Res } from "../../http/jsonapi.ts";
import { resolveLocation, type GeoPoint } from "../../geo/index.ts";
import { Binder, compiled, type Compiled } from "../../perf/statements.ts";
import { rowsOf, type Database, type Tx } from "../../db/client.ts";
import type { Organization } from "../../db/schema.ts";
import { organizationJson } from "../serializers.ts";
import { pgArray, vacancyColumns, type VacancyRow } from "./serializer.ts";

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

/**
 * A search as its query string would give it: the defaults of an empty one, with `text` split
 * into words as parseSearch does (tests, benchmark).
 */
export function searchQuery({ text, ...rest }: Partial<SearchQuery> & { text?: string } = {}): SearchQuery {
  const words = text ? searchWords(text) : [];
  return {
    q: text ?? null,
    words,
    categories: [],
    near: null,
    distance: null,
    remote: false,
    hoursMax: null,
    schedule: null,
    sort: words.length ? "relevance" : "newest",
    page: { number: 1, size: VACANCY_SEARCH_PAGE_SIZE },
    include: new Set(),
    ...rest,
  };
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

/** The page's columns under their Drizzle keys (the rows come straight from the driver); dates as text, as Drizzle's string mode. */
const PAGE_COLUMNS = Object.entries(vacancyColumns)
  .map(([key, col]) => {
    const c = col as Column;
    return `${c.columnType === "PgDateString" ? `v."${c.name}"::text` : `v."${c.name}"`} as "${key}"`;
  })
  .join(", ");

const dialect = new PgDialect();

export interface SearchRow extends VacancyRow {
  rank: number | null;
  distanceKm: number | null;
  /** With include=organization: the vacancy's organization when it is of this center and readable. */
  organization?: Organization | null;
  /** Its organization's logo, when that is of this center (row-level security) and has one. */
  organizationLogoUrl: string | null;
}

export interface SearchStatement {
  statement: Compiled;
  values: Record<string, unknown>;
}

/** Earth's radius as the distance (haversine, 12742 = 2 x 6371 km) measures it. */
const EARTH_RADIUS_KM = 6371;

/**
 * The smallest latitude/longitude box around the circle of `km` around the point, with a little
 * to spare: the search narrows by it (plain comparisons) before it checks the exact circle, so it
 * must hold the whole circle. The widest longitude is not at the point's own latitude but a little
 * towards the pole: asin(sin(d / R) / cos(lat)).
 */
export function boundingBox(latitude: number, longitude: number, km: number): [number, number, number, number] {
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  const angle = km / EARTH_RADIUS_KM;
  const dLat = degrees(angle) * 1.001;
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  const dLng = Math.sin(angle) >= cosLat ? 180 : degrees(Math.asin(Math.sin(angle) / cosLat)) * 1.001;
  return [latitude - dLat, latitude + dLat, longitude - dLng, longitude + dLng];
}

/** The order of the matches: relevance only when there are words to rank by. */
export const searchOrder = (s: SearchQuery): "relevance" | "newest" | "distance" =>
  s.sort === "distance" ? "distance" : s.sort === "relevance" && s.words.length ? "relevance" : "newest";

/**
 * The search as one compiled statement (perf/statements.ts: prepared per connection on
 * PostgreSQL). `vacancy_search_page()` (migration 0011, last restated in 0013; SECURITY DEFINER) finds, counts, sorts
 * and cuts the matches on copies of the published vacancies (partitioned by center, with their
 * own indexes, outside row-level security), for the transaction's center only (`app_center_id()`: own published vacancies plus those that centers
 * with centre sharing share with it); only the page's rows are then read from `vacancies`, under
 * row-level security as any other read. The center is not part of the statement: the database
 * decides what is visible.
 *
 * Text: Dutch stemming with the prefix of the last word (`search_vector`), or every word of 3+
 * letters inside `search_text` (parts of compound words; the trigram index finds them by the
 * longest). Relevance is ts_rank (migration 0012) plus 0.05 when the words also appear as written,
 * so a vacancy found only as part of a compound word ranks after those found as words.
 */
export function searchStatement(s: SearchQuery): SearchStatement {
  const b = new Binder();
  const tsq = s.words.length ? s.words.map((w, i) => (i === s.words.length - 1 ? `${w}:*` : w)).join(" & ") : null;
  // Words of 3+ letters must occur as written in the text (parts of compound words).
  const long = s.words.filter((w) => w.length >= 3);
  let box: number[] | null = null;
  if (s.near && s.distance !== null) {
    box = boundingBox(s.near.latitude, s.near.longitude, s.distance);
  }
  const args: SQL[] = [
    sql`${b.bind(tsq)}::text`,
    sql`${b.bind(long.length ? pgArray(long) : null)}::text[]`,
    sql`${b.bind(s.categories.length ? pgArray(s.categories) : null)}::text[]`,
    sql`${b.bind(s.remote)}::boolean`,
    sql`${b.bind(s.hoursMax)}::int`,
    sql`${b.bind(s.schedule)}::text`,
    sql`${b.bind(s.near?.latitude ?? null)}::float8`,
    sql`${b.bind(s.near?.longitude ?? null)}::float8`,
    sql`${b.bind(box ? s.distance : null)}::float8`,
    sql`${b.bind(box ? pgArray(box) : null)}::float8[]`,
    sql`${b.bind(searchOrder(s))}::text`,
    sql`${b.bind(s.page.size)}::int`,
    sql`${b.bind((s.page.number - 1) * s.page.size)}::int`,
  ];
  // ts_rank is a real; with the bonus for words as written it is a double, as before 0011.
  const realRank = s.words.length > 0 && !long.length;
  // include=organization: each vacancy's organization of this center comes along as one JSON value
  // (row-level security decides which it may read, as for a query of its own).
  const withOrganization = s.include.has("organization");
  const statement = compiled(
    `vacancy-search:${realRank ? "real" : "double"}${withOrganization ? ":organization" : ""}`,
    () =>
      dialect.sqlToQuery(
        sql`select f.total, ${sql.raw(PAGE_COLUMNS)}, f.rank${sql.raw(realRank ? "::real" : "")} as rank, f.distance_km as "distanceKm", op."logo_url" as "organizationLogoUrl"${sql.raw(withOrganization ? `, case when o."id" is null then null else ${organizationJson.sql} end as "organization"` : "")} from vacancy_search_page(${sql.join(args, sql`, `)}) with ordinality as f(id, published_at, rank, distance_km, total, n) left join vacancies v on v.id = f.id left join organization_profiles op on op."organization_id" = v."organization_id" and op."center_id" = v."center_id"${sql.raw(withOrganization ? ` left join organizations o on o."id" = v."organization_id" and o."center_id" = v."center_id"` : "")} order by f.n`,
      ),
  );
  return { statement, values: b.values };
}

/** A list of numbers (or NULLs) as a PostgreSQL array literal; doubles keep every bit (shortest round trip). */
const numberArray = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null ? "NULL" : String(v))).join(",")}}`;

/**
 * The search engine's page (engine.ts) read in the tenant's transaction: the rows of the given ids in
 * that order under row-level security, with the same columns as searchStatement's (so searchResult
 * maps both), plus the center's index version (migration 0055) and each id as asked (`engineId`), by
 * which the route checks that the index was current and that every row was readable.
 */
export function enginePageStatement(
  s: SearchQuery,
  page: { ids: number[]; ranks: (number | null)[]; distances: (number | null)[]; total: number },
): SearchStatement {
  const b = new Binder();
  const long = s.words.filter((w) => w.length >= 3);
  const realRank = s.words.length > 0 && !long.length;
  const withOrganization = s.include.has("organization");
  const ids = b.bind(numberArray(page.ids));
  const ranks = b.bind(numberArray(page.ranks));
  const distances = b.bind(numberArray(page.distances));
  const total = b.bind(page.total);
  const statement = compiled(
    `vacancy-engine-page:${realRank ? "real" : "double"}${withOrganization ? ":organization" : ""}`,
    () =>
      dialect.sqlToQuery(
        sql`select c.total, c.version::text as "engineVersion", f.id as "engineId", ${sql.raw(PAGE_COLUMNS)}, f.rank${sql.raw(realRank ? "::real" : "")} as rank, f.distance_km as "distanceKm", op."logo_url" as "organizationLogoUrl"${sql.raw(withOrganization ? `, case when o."id" is null then null else ${organizationJson.sql} end as "organization"` : "")} from (select ${total}::int as total, vacancy_search_engine_version() as version) c left join lateral unnest(${ids}::int8[], ${ranks}::float8[], ${distances}::float8[]) with ordinality as f(id, rank, distance_km, n) on true left join vacancies v on v.id = f.id left join organization_profiles op on op."organization_id" = v."organization_id" and op."center_id" = v."center_id"${sql.raw(withOrganization ? ` left join organizations o on o."id" = v."organization_id" and o."center_id" = v."center_id"` : "")} order by f.n`,
      ),
  );
  return { statement, values: b.values };
}

/**
 * Rows of enginePageStatement -> those of searchStatement, or null when the index was behind the
 * database (another version) or a row was not readable here: then the search runs in SQL.
 */
export function enginePageRows(
  raw: (SearchRow & { total?: number | null; engineVersion?: string; engineId?: number | string | null })[],
  page: { ids: number[]; version: string },
): (SearchRow & { total?: number | null })[] | null {
  if (!raw.length || raw[0]!.engineVersion !== page.version) return null;
  let n = 0;
  for (const r of raw) {
    if (r.engineId === null || r.engineId === undefined) continue;
    if (r.id === null || r.id === undefined || Number(r.id) !== page.ids[n]) return null;
    n++;
    delete r.engineId;
    delete r.engineVersion;
  }
  if (n !== page.ids.length) return null;
  delete raw[0]!.engineVersion;
  delete raw[0]!.engineId;
  return raw;
}

/** The statement's parameters in order ($1, $2, ...), e.g. for a plain query. */
export const searchParams = ({ statement, values }: SearchStatement) => statement.params.map((name) => values[name]);

/** Rows of the search statement -> the page (mapped as Drizzle would) and the total. */
export function searchResult(raw: (SearchRow & { total?: number | null })[]): { rows: SearchRow[]; total: number } {
  const total = Number(raw[0]?.total ?? 0);
  const rows: SearchRow[] = [];
  for (const r of raw) {
    if (r.id === null || r.id === undefined) continue;
    delete r.total;
    // int8[] arrives as strings from node-postgres.
    r.sharedWithCenters = (r.sharedWithCenters ?? []).map(Number);
    if (r.organization) r.organization = organizationJson.map(r.organization) as Organization;
    rows.push(r);
  }
  return { rows, total };
}

export interface SearchCacheOptions<T> {
  ttlMs?: number;
  maxEntries?: number;
  maxWeight?: number;
  weigh?: (value: T) => number;
  now?: () => number;
}

/**
 * Answers to anonymous searches of the last few seconds, per center and normalized query
 * (`SearchCache.key`). A successful write in a center forgets that center's answers, or all
 * answers when the center shares vacancies with others (the route registers the hook); an answer
 * read before such a write is not kept, and the same search asked while one is under way waits for
 * that one. Bounded in entries and in weight (about the characters kept): the oldest go first.
 */
export class SearchCache<T> {
  /** Off: every search goes to the database (the benchmark's cache-bypass figure). */
  enabled = true;
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private readonly weigh: (value: T) => number;
  private readonly now: () => number;
  private readonly entries = new Map<string, { at: number; center: number; weight: number; value: T }>();
  private weight = 0;
  /** Searches under way: the same search at the same moment asks the database once. */
  private readonly pending = new Map<string, { center: number; answer: Promise<T> }>();
  private readonly generations = new Map<number, number>();
  private allGeneration = 0;

  constructor(options: SearchCacheOptions<T> = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 1_000;
    this.maxWeight = options.maxWeight ?? Infinity;
    this.weigh = options.weigh ?? (() => 1);
    this.now = options.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  /** The key of a search: the center (and who shares with it) and the normalized query. */
  static key(centerId: number, sharingCenters: number[], s: SearchQuery): string {
    return JSON.stringify([
      centerId,
      sharingCenters,
      s.words,
      s.categories,
      s.near && [s.near.latitude, s.near.longitude, s.near.label],
      s.distance,
      s.remote,
      s.hoursMax,
      s.schedule,
      s.sort,
      s.page.number,
      s.page.size,
      [...s.include].sort(),
    ]);
  }

  /** Pass to set(): the answer is only kept when nothing changed in between. */
  ticket(centerId: number): string {
    return `${this.allGeneration}/${this.generations.get(centerId) ?? 0}`;
  }

  get(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.now() - e.at >= this.ttlMs) {
      this.drop(key);
      return undefined;
    }
    return e.value;
  }

  set(key: string, centerId: number, ticket: string, value: T) {
    if (!this.enabled || ticket !== this.ticket(centerId)) return;
    this.drop(key);
    const weight = this.weigh(value);
    // One answer may take a quarter of the budget at most.
    if (weight > this.maxWeight / 4) return;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries && this.weight + weight <= this.maxWeight) break;
      this.drop(oldest);
    }
    this.entries.set(key, { at: this.now(), center: centerId, weight, value });
    this.weight += weight;
  }

  /** The kept answer, the one under way, or a new one from `load` (kept when nothing changed meanwhile). */
  through(key: string, centerId: number, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const kept = this.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const pending = this.pending.get(key);
    if (pending) return pending.answer;
    const ticket = this.ticket(centerId);
    const answer = load().then(
      (value) => {
        if (this.pending.get(key)?.answer === answer) this.pending.delete(key);
        this.set(key, centerId, ticket, value);
        return value;
      },
      (err: unknown) => {
        if (this.pending.get(key)?.answer === answer) this.pending.delete(key);
        throw err;
      },
    );
    this.pending.set(key, { center: centerId, answer });
    return answer;
  }

  /** Forget the answers of these centers, or of all centers (no argument). */
  invalidate(centerIds?: Iterable<number>) {
    // Searches under way may have read before the change: later requests do not join them.
    if (!centerIds) {
      this.allGeneration++;
      this.entries.clear();
      this.weight = 0;
      this.pending.clear();
      return;
    }
    const ids = new Set(centerIds);
    for (const id of ids) this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
    for (const [key, e] of this.entries) if (ids.has(e.center)) this.drop(key);
    for (const [key, p] of this.pending) if (ids.has(p.center)) this.pending.delete(key);
  }

  private drop(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.weight -= e.weight;
  }
}

/** What an anonymous search keeps: the resources and the total (links and fields are per request). */
export interface SearchAnswer {
  data: Res[];
  included: Res[];
  total: number;
  /** When words found nothing: what to try instead. */
  suggestions?: VacancySearchSuggestions | undefined;
}

/** About the characters an answer keeps in memory (its texts, plus a fixed part per resource). */
export function answerWeight(answer: SearchAnswer): number {
  let n = 0;
  for (const r of [...answer.data, ...answer.included]) {
    n += 1_000;
    for (const v of Object.values(r.attributes)) if (typeof v === "string") n += v.length;
  }
  return n;
}

/** Each app's search cache (one per app: tests run several apps in one process). */
export const searchCaches = new WeakMap<FastifyInstance, SearchCache<SearchAnswer>>();

/** What the search finds a category by: its names in every language the bank shows (migration 0020). */
export const categorySearchNames = (): Record<VacancyCategory, string> =>
  Object.fromEntries(
    VACANCY_CATEGORIES.map((c) => [c, [VACANCY_CATEGORY_NAMES.nl[c], VACANCY_CATEGORY_NAMES.en[c]].join(" ")]),
  ) as Record<VacancyCategory, string>;

/**
 * Give the search index the categories' names as this build shows them; the database refreshes the
 * copies of the vacancies of a category whose names changed (nothing when none did). Returns how
 * many names were written.
 */
export async function syncCategoryNames(database: Pick<Database, "query">): Promise<number> {
  const [row] = await database.query<{ n: number }>("SELECT vacancy_search_category_names($1::jsonb) AS n", [
    JSON.stringify(categorySearchNames()),
  ]);
  return Number(row?.n ?? 0);
}

/**
 * Whole searches from the nearest words per word (best first; a word without any stays as it is):
 * the first takes every word's best, the next every word's next best (or its last), and so on.
 * None equals the search itself, none repeats; at most `max`.
 */
export function suggestQueries(
  words: readonly string[],
  nearest: ReadonlyMap<string, readonly string[]>,
  max = VACANCY_SUGGESTIONS_MAX,
): string[] {
  const depth = Math.max(0, ...words.map((w) => nearest.get(w)?.length ?? 0));
  const original = words.join(" ");
  const out: string[] = [];
  for (let k = 0; k < depth && out.length < max; k++) {
    const q = words
      .map((w) => {
        const list = nearest.get(w);
        return list?.length ? list[Math.min(k, list.length - 1)]! : w;
      })
      .join(" ");
    if (q !== original && !out.includes(q)) out.push(q);
  }
  return out;
}

/**
 * What to offer when a search with words found nothing (migration 0020's vacancy_search_suggestions:
 * the nearest words of the center's own vacancies, the categories that have vacancies here).
 */
export async function searchSuggestions(tx: Tx, words: readonly string[]): Promise<VacancySearchSuggestions> {
  const rows = rowsOf<{ kind: string; word: string | null; value: string; n: number }>(
    await tx.execute(sql`select kind, word, value, n from vacancy_search_suggestions(${pgArray(words)}::text[])`),
  );
  const nearest = new Map<string, string[]>();
  const categories: VacancySearchSuggestions["categories"] = [];
  for (const r of rows) {
    if (r.kind === "word" && r.word) nearest.set(r.word, [...(nearest.get(r.word) ?? []), r.value]);
    else if (r.kind === "category" && (VACANCY_CATEGORIES as readonly string[]).includes(r.value))
      categories.push({ category: r.value as VacancyCategory, count: Number(r.n) });
  }
  return { queries: suggestQueries(words, nearest), categories };
}
