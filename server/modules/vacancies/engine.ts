/**
 * The vacancy bank's search engine beside PostgreSQL (issue 18: the uncached text search).
 *
 * Per process and per center an index of what that center's bank can find: its own rows of
 * vacancy_search.texts and the rows that centers with centre sharing share with it, exactly the rows
 * `vacancy_search_page()` searches. PostgreSQL stays the one place of text analysis: each vacancy's
 * lexemes, positions and weights are read from its stored tsvector (unnest), and a search's lexemes
 * come from PostgreSQL's own `to_tsquery('dutch', ...)` (memoized per query text: a pure function).
 * The engine finds, counts, ranks and cuts the matches as the SQL does (ts_rank mirrored operation
 * by operation in float4, plus 0.05 when every word of 3+ letters occurs as written; filters,
 * haversine distance, the three orders) and gives the page's ids with their rank, distance and the
 * total. The route then reads those rows by id in the tenant's transaction (row-level security
 * still decides what is shown), in the statement that also reads the center's version counter
 * (migration 0055): an index that is behind is never used; that search runs in SQL and the index is
 * built again. Nothing here keeps answers.
 */
import { VACANCY_CATEGORIES, VACANCY_SCHEDULES } from "@contract/vacancies.ts";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../../db/client.ts";
import { boundingBox, searchOrder, type SearchQuery } from "./search.ts";

/** ts_rank's default weights (D, C, B, A) as the float4 values C holds. */
const W = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), Math.fround(1.0)];
const f = Math.fround;
const MAXENTRYPOS = 1 << 14;
const WEIGHT_INDEX: Record<string, number> = { D: 0, C: 1, B: 2, A: 3 };
/** PostgreSQL's RADIANS_PER_DEGREE (0.0174532925199432957692) as the double it is. */
const RADIANS_PER_DEGREE = 0.017453292519943295;
/** word_distance() of tsrank.c for 1..100 (beyond: 1e-30f). */
const WORD_DISTANCE = Array.from({ length: 101 }, (_, d) => f(1.0 / (1.005 + 0.05 * Math.exp(f(d) / 1.5 - 2))));
const FAR = f(1e-30);
const wordDistance = (d: number) => (d > 100 ? FAR : WORD_DISTANCE[d]!);

/** Code point order, which is UTF-8's byte order (tsCompareString's memcmp). */
export function compareLexemes(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (code points above U+FFFF) sort after U+E000..U+FFFF in code point order.
    if (x >= 0xd800) x = x <= 0xdfff ? x + 0x2000 : x - 0x800;
    if (y >= 0xd800) y = y <= 0xdfff ? y + 0x2000 : y - 0x800;
    return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** A search's lexemes as PostgreSQL parsed them: a conjunction of operands (sorted, unique). */
export interface ParsedQuery {
  /** Sorted and de-duplicated as SortAndUniqItems does. */
  items: { lexeme: string; prefix: boolean }[];
  /** The top item is an AND (ts_rank then ranks word pairs by their distance). */
  and: boolean;
}

/**
 * to_tsquery's text -> operands, or null when it is not a plain conjunction of operands (the engine
 * then leaves the search to SQL). '' (only stop words) has no operands: it matches nothing.
 */
export function parseTsquery(text: string): ParsedQuery | null {
  if (text === "") return { items: [], and: false };
  const parts = text.split(" & ");
  const items: { lexeme: string; prefix: boolean }[] = [];
  for (const p of parts) {
    const m = /^'([^'\\]+)'(:\*)?$/.exec(p);
    if (!m) return null;
    items.push({ lexeme: m[1]!, prefix: !!m[2] });
  }
  items.sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  const unique: typeof items = [];
  for (const it of items) {
    const last = unique[unique.length - 1];
    if (last && last.lexeme === it.lexeme) {
      // Which of two equal operands qsort keeps is not defined: leave such a search to SQL.
      if (last.prefix !== it.prefix) return null;
      continue;
    }
    unique.push(it);
  }
  return { items: unique, and: parts.length > 1 };
}

/** One center's index. Documents are numbered 0..n-1 in the order they were read. */
export interface CenterIndex {
  centerId: number;
  /** vacancy_search.engine_versions at the snapshot the rows were read in. */
  version: string;
  n: number;
  ids: Float64Array;
  /** published_at in microseconds; NaN for none. */
  published: Float64Array;
  categories: Int32Array;
  remote: Uint8Array;
  /** NaN for none. */
  hours: Float64Array;
  /** Index in VACANCY_SCHEDULES; -1 none, -2 another value. */
  schedule: Int8Array;
  lat: Float64Array;
  lng: Float64Array;
  /** vacancy_search.texts.search_text (the distinct words as written). */
  texts: string[];
  /** Distinct lexemes in byte order; a lexeme's number is its place here. */
  lexemes: string[];
  /** Per lexeme: the documents holding it and each one's share of calc_rank_or (before / size). */
  postings: Int32Array[];
  orShare: Float64Array[];
  /** Per document its entries (lexeme numbers, in the tsvector's order) and their positions. */
  docEntries: Int32Array;
  entryLexeme: Int32Array;
  entryPositions: Int32Array;
  /** Position (0..16383) and weight index (0..3) per position; an entry without positions has none. */
  position: Uint16Array;
  weight: Uint8Array;
  /** The words of search_text (as written), the documents holding each, and their trigrams. */
  words: string[];
  wordDocs: Int32Array[];
  trigrams: Map<string, Int32Array>;
  builtMs: number;
  /** About the bytes the index holds (typed arrays, strings at 2 bytes a character, per-entry overheads). */
  bytes: number;
}

interface SourceRow {
  id: string | number;
  published_us: string | number | null;
  categories: string[];
  remote: boolean;
  hours_per_week: number | null;
  schedule: string | null;
  latitude: number | null;
  longitude: number | null;
  search_text: string;
  entries: [string, number[] | null, string[] | null][] | null;
}

const CATEGORY_BIT = new Map(VACANCY_CATEGORIES.map((c, i) => [c as string, 1 << i]));

/** What one center's bank searches, as `vacancy_search_page()` selects it, with the version it is at. */
const SOURCE = `
  SELECT t.id, floor(extract(epoch FROM t.published_at) * 1000000)::int8 AS published_us, t.categories, t.remote,
         t.hours_per_week, t.schedule, t.latitude, t.longitude, t.search_text,
         (SELECT json_agg(json_build_array(u.lexeme, u.positions, u.weights) ORDER BY u.n)
          FROM unnest(t.search_vector) WITH ORDINALITY AS u(lexeme, positions, weights, n)) AS entries
  FROM vacancy_search.texts t
  WHERE t.center_id = $1
     OR (t.center_id = ANY (ARRAY(SELECT c.id FROM centers c
                                  WHERE c.id <> $1 AND (c.features->>'centre_sharing')::boolean IS TRUE))
         AND t.center_id <> $1 AND cardinality(t.visible_to) > 1 AND t.visible_to @> ARRAY[$1::bigint])`;

/** Read one center's searchable vacancies and build its index (one snapshot for rows and version). */
export async function buildIndex(database: Database, centerId: number): Promise<CenterIndex> {
  const t0 = performance.now();
  const { version, rows } = await database.system(async (tx) => {
    await tx.execute(sql.raw("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"));
    const [v] = rowsOf<{ version: string }>(
      await tx.execute(
        sql`SELECT coalesce((SELECT e.version FROM vacancy_search.engine_versions e WHERE e.center_id = ${centerId}), 0)::text AS version`,
      ),
    );
    const rows = rowsOf<SourceRow>(await tx.execute(sql.raw(SOURCE.replaceAll("$1", String(Number(centerId))))));
    return { version: v!.version, rows };
  });
  return indexOf(centerId, version, rows, performance.now() - t0);
}

function indexOf(centerId: number, version: string, rows: SourceRow[], readMs: number): CenterIndex {
  const t0 = performance.now();
  const n = rows.length;
  const ids = new Float64Array(n);
  const published = new Float64Array(n);
  const categories = new Int32Array(n);
  const remote = new Uint8Array(n);
  const hours = new Float64Array(n);
  const schedule = new Int8Array(n);
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  const texts: string[] = new Array<string>(n);
  // Lexemes: numbered in byte order once all are known.
  const lexemeSet = new Map<string, number>();
  let entryCount = 0;
  let positionCount = 0;
  for (const r of rows) {
    for (const [lexeme, positions] of r.entries ?? []) {
      if (!lexemeSet.has(lexeme)) lexemeSet.set(lexeme, 0);
      entryCount++;
      positionCount += positions?.length ?? 0;
    }
  }
  const lexemes = [...lexemeSet.keys()].sort(compareLexemes);
  lexemes.forEach((l, i) => lexemeSet.set(l, i));
  const docEntries = new Int32Array(n + 1);
  const entryLexeme = new Int32Array(entryCount);
  const entryPositions = new Int32Array(entryCount + 1);
  const position = new Uint16Array(positionCount);
  const weight = new Uint8Array(positionCount);
  const postingLists: number[][] = lexemes.map(() => []);
  const shareLists: number[][] = lexemes.map(() => []);
  const wordIds = new Map<string, number>();
  const wordDocLists: number[][] = [];
  let e = 0;
  let p = 0;
  for (let d = 0; d < n; d++) {
    const r = rows[d]!;
    ids[d] = Number(r.id);
    published[d] = r.published_us === null ? NaN : Number(r.published_us);
    let mask = 0;
    for (const c of r.categories) mask |= CATEGORY_BIT.get(c) ?? 0;
    categories[d] = mask;
    remote[d] = r.remote ? 1 : 0;
    hours[d] = r.hours_per_week ?? NaN;
    schedule[d] = r.schedule === null ? -1 : (VACANCY_SCHEDULES as readonly string[]).indexOf(r.schedule);
    if (schedule[d] === -1 && r.schedule !== null) schedule[d] = -2;
    lat[d] = r.latitude ?? NaN;
    lng[d] = r.longitude ?? NaN;
    texts[d] = r.search_text;
    docEntries[d] = e;
    for (const [lexeme, positions, weights] of r.entries ?? []) {
      const l = lexemeSet.get(lexeme)!;
      entryLexeme[e] = l;
      entryPositions[e] = p;
      // calc_rank_or's part for this entry, in float4 as C computes it (haspos false: one position 0, weight D).
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      const npos = positions?.length ?? 0;
      const dimt = npos || 1;
      for (let j = 0; j < dimt; j++) {
        const wi = npos ? WEIGHT_INDEX[weights![j]!]! : 0;
        const wj = W[wi]!;
        resj = f(resj + f(wj / ((j + 1) * (j + 1))));
        if (wj > wjm) {
          wjm = wj;
          jm = j;
        }
        if (npos) {
          position[p] = positions![j]!;
          weight[p] = wi;
          p++;
        }
      }
      postingLists[l]!.push(d);
      shareLists[l]!.push(f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
      e++;
    }
    for (const w of r.search_text.split(" ")) {
      if (!w) continue;
      let id = wordIds.get(w);
      if (id === undefined) {
        id = wordDocLists.length;
        wordIds.set(w, id);
        wordDocLists.push([]);
      }
      const list = wordDocLists[id]!;
      if (list[list.length - 1] !== d) list.push(d);
    }
  }
  docEntries[n] = e;
  entryPositions[e] = p;
  const words = [...wordIds.keys()];
  const trigramLists = new Map<string, number[]>();
  words.forEach((w, id) => {
    const seen = new Set<string>();
    for (let i = 0; i + 3 <= w.length; i++) {
      const t = w.slice(i, i + 3);
      if (seen.has(t)) continue;
      seen.add(t);
      let list = trigramLists.get(t);
      if (!list) trigramLists.set(t, (list = []));
      list.push(id);
    }
  });
  const trigrams = new Map<string, Int32Array>();
  let trigramBytes = 0;
  for (const [t, list] of trigramLists) {
    trigrams.set(t, Int32Array.from(list));
    trigramBytes += 6 + 64 + list.length * 4;
  }
  const postings = postingLists.map((l) => Int32Array.from(l));
  const orShare = shareLists.map((l) => Float64Array.from(l));
  const wordDocs = wordDocLists.map((l) => Int32Array.from(l));
  const chars = (list: string[]) => list.reduce((s, x) => s + x.length * 2 + 16, 0);
  const bytes =
    n * (8 * 5 + 4 + 1 + 1) +
    chars(texts) +
    chars(lexemes) +
    entryCount * (4 + 8 + 4 + 4) +
    lexemes.length * 2 * 64 +
    positionCount * 3 +
    chars(words) +
    wordDocLists.reduce((s, l) => s + 64 + l.length * 4, 0) +
    trigramBytes;
  return {
    centerId,
    version,
    n,
    ids,
    published,
    categories,
    remote,
    hours,
    schedule,
    lat,
    lng,
    texts,
    lexemes,
    postings,
    orShare,
    docEntries,
    entryLexeme,
    entryPositions,
    position,
    weight,
    words,
    wordDocs,
    trigrams,
    builtMs: readMs + (performance.now() - t0),
    bytes,
  };
}

/** First lexeme number >= `s` (byte order). */
function lowerBound(lexemes: string[], s: string): number {
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareLexemes(lexemes[mid]!, s) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The lexeme numbers [from, to) an operand finds (find_wordentry: exact, or every lexeme it begins). */
function operandRange(index: CenterIndex, item: { lexeme: string; prefix: boolean }): [number, number] {
  const from = lowerBound(index.lexemes, item.lexeme);
  if (!item.prefix) return index.lexemes[from] === item.lexeme ? [from, from + 1] : [from, from];
  let to = from;
  while (to < index.lexemes.length && index.lexemes[to]!.startsWith(item.lexeme)) to++;
  return [from, to];
}

/** ts_rank(search_vector, query) of document `d` (tsrank.c's calc_rank, normalization 0), as a float4. */
export function tsRank(index: CenterIndex, d: number, query: ParsedQuery, ranges: [number, number][]): number {
  const start = index.docEntries[d]!;
  const end = index.docEntries[d + 1]!;
  if (start === end || !query.items.length) return 0;
  const size = ranges.length;
  let res: number;
  if (query.and && size >= 2) {
    res = -1;
    // pos[i]: the last entry of item i seen so far (-1: none); POSNULL is an entry without positions.
    const pos = new Array<number>(size).fill(-1);
    for (let i = 0; i < size; i++) {
      const [from, to] = ranges[i]!;
      for (let x = start; x < end; x++) {
        const l = index.entryLexeme[x]!;
        if (l < from || l >= to) continue;
        pos[i] = x;
        const [ps, pe] = [index.entryPositions[x]!, index.entryPositions[x + 1]!];
        const iNull = ps === pe;
        for (let k = 0; k < i; k++) {
          const y = pos[k]!;
          if (y < 0) continue;
          const [cs, ce] = [index.entryPositions[y]!, index.entryPositions[y + 1]!];
          const kNull = cs === ce;
          const nl = iNull ? 1 : pe - ps;
          const nc = kNull ? 1 : ce - cs;
          for (let a = 0; a < nl; a++) {
            const posA = iNull ? MAXENTRYPOS - 1 : index.position[ps + a]!;
            const wA = iNull ? W[0]! : W[index.weight[ps + a]!]!;
            for (let b = 0; b < nc; b++) {
              const posB = kNull ? MAXENTRYPOS - 1 : index.position[cs + b]!;
              const wB = kNull ? W[0]! : W[index.weight[cs + b]!]!;
              let dist = Math.abs(posA - posB);
              if (dist || iNull || kNull) {
                if (!dist) dist = MAXENTRYPOS;
                const curw = f(Math.sqrt(f(f(wA * wB) * wordDistance(dist))));
                res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
              }
            }
          }
        }
      }
    }
  } else {
    res = 0;
    for (let i = 0; i < size; i++) {
      const [from, to] = ranges[i]!;
      for (let x = start; x < end; x++) {
        const l = index.entryLexeme[x]!;
        if (l < from || l >= to) continue;
        res = f(res + orShareOf(index, l, d));
      }
    }
    if (size > 0) res = f(res / size);
  }
  if (res < 0) res = f(1e-20);
  return res;
}

/** An entry's calc_rank_or share, from its lexeme's postings (binary search for the document). */
function orShareOf(index: CenterIndex, l: number, d: number): number {
  const docs = index.postings[l]!;
  let lo = 0;
  let hi = docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (docs[mid]! < d) lo = mid + 1;
    else hi = mid;
  }
  return index.orShare[l]![lo]!;
}

/** vacancy_search.distance_km (migration 0012) in the same double operations. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const s1 = Math.sin(((lat1 - lat2) * RADIANS_PER_DEGREE) / 2);
  const s2 = Math.sin(((lng1 - lng2) * RADIANS_PER_DEGREE) / 2);
  return (
    12742 *
    Math.asin(
      Math.min(
        1,
        Math.sqrt(s1 * s1 + Math.cos(lat2 * RADIANS_PER_DEGREE) * Math.cos(lat1 * RADIANS_PER_DEGREE) * (s2 * s2)),
      ),
    )
  );
}

/** What the engine answers: the page's ids in order with their rank and distance, and the total. */
export interface EnginePage {
  centerId: number;
  version: string;
  ids: number[];
  ranks: (number | null)[];
  distances: (number | null)[];
  total: number;
}

/** Documents whose search_text holds every word (3+ letters) as written; null when there are none. */
/**
 * Per index, the working arrays of one search (reused: a search runs synchronously from start to
 * end, so two never share them; this spares the garbage collector some 100 kB a search).
 */
interface Scratch {
  bits: Uint8Array;
  orSum: Float64Array;
  ranks: Float64Array;
  distances: Float64Array;
  written: Uint8Array;
  candidates: Int32Array;
  keep: Int32Array;
}
const scratches = new WeakMap<CenterIndex, Scratch>();
function scratchOf(index: CenterIndex): Scratch {
  let s = scratches.get(index);
  if (!s) {
    const n = index.n;
    s = {
      bits: new Uint8Array(n),
      orSum: new Float64Array(n),
      ranks: new Float64Array(n),
      distances: new Float64Array(n),
      written: new Uint8Array(n),
      candidates: new Int32Array(n),
      keep: new Int32Array(n),
    };
    scratches.set(index, s);
  }
  return s;
}

function asWritten(index: CenterIndex, long: readonly string[], scratch: Scratch): Uint8Array | null {
  if (!long.length) return null;
  let hits: Uint8Array | null = null;
  for (const w of long) {
    // The word's rarest trigram narrows the words to look in (a search word never holds a space,
    // so it occurs in search_text exactly when it occurs in one of its words).
    let best: Int32Array | undefined;
    for (let i = 0; i + 3 <= w.length; i++) {
      const list = index.trigrams.get(w.slice(i, i + 3));
      if (!list) {
        best = new Int32Array(0);
        break;
      }
      if (!best || list.length < best.length) best = list;
    }
    const mine: Uint8Array = hits ? new Uint8Array(index.n) : scratch.written.fill(0);
    for (const id of best ?? []) {
      if (!index.words[id]!.includes(w)) continue;
      for (const d of index.wordDocs[id]!) mine[d] = 1;
    }
    if (hits) for (let d = 0; d < index.n; d++) hits[d]! &= mine[d]!;
    else hits = mine;
  }
  return hits;
}

/**
 * The page of a search over one center's index, as `vacancy_search_page()` would give it.
 * `query`: the words' tsquery as PostgreSQL parsed it (null without words).
 */
export function searchIndex(index: CenterIndex, s: SearchQuery, query: ParsedQuery | null): EnginePage {
  const n = index.n;
  const words = s.words.length > 0;
  const long = s.words.filter((w) => w.length >= 3);
  const order = searchOrder(s);
  const nearLat = s.near?.latitude ?? null;
  const nearLng = s.near?.longitude ?? null;
  let box: number[] | null = null;
  let maxKm = Infinity;
  if (s.near && s.distance !== null) {
    box = boundingBox(s.near.latitude, s.near.longitude, s.distance);
    maxKm = s.distance;
  }
  let catMask = 0;
  for (const c of s.categories) catMask |= CATEGORY_BIT.get(c) ?? 0;
  const scheduleIndex = s.schedule === null ? null : (VACANCY_SCHEDULES as readonly string[]).indexOf(s.schedule);

  // Candidates: the text's matches (full text or as written), or every document.
  const scratch = scratchOf(index);
  const candidates = scratch.candidates;
  let nCandidates = 0;
  let ranks: Float64Array | null = null;
  let written: Uint8Array | null = null;
  let ranges: [number, number][] = [];
  // calc_rank_or (one operand, or operands not joined by AND): summed over the postings, each
  // document's entries in the tsvector's order (lexemes in byte order), as C sums them.
  let orSum: Float64Array | null = null;
  const andRank = !!query && query.and && query.items.length >= 2;
  if (words) {
    ranges = query!.items.map((it) => operandRange(index, it));
    written = asWritten(index, long, scratch);
    if (query!.items.length) {
      // Full-text matches: every operand found (each sets its bit).
      const bits = scratch.bits.fill(0);
      const all = (1 << ranges.length) - 1;
      if (!andRank) orSum = scratch.orSum.fill(0);
      for (let i = 0; i < ranges.length; i++) {
        const [from, to] = ranges[i]!;
        const bit = 1 << i;
        for (let l = from; l < to; l++) {
          const docs = index.postings[l]!;
          const shares = index.orShare[l]!;
          for (let k = 0; k < docs.length; k++) {
            const d = docs[k]!;
            bits[d]! |= bit;
            if (orSum) orSum[d] = f(orSum[d]! + shares[k]!);
          }
        }
      }
      for (let d = 0; d < n; d++) if (bits[d] === all || (written && written[d])) candidates[nCandidates++] = d;
    } else if (written) {
      for (let d = 0; d < n; d++) if (written[d]) candidates[nCandidates++] = d;
    }
    ranks = scratch.ranks;
  } else {
    for (let d = 0; d < n; d++) candidates[nCandidates++] = d;
  }

  const keep = scratch.keep;
  let nKeep = 0;
  const distances = nearLat !== null ? scratch.distances : null;
  for (let c = 0; c < nCandidates; c++) {
    const d = candidates[c]!;
    if (catMask && !(index.categories[d]! & catMask)) continue;
    if (s.remote && !index.remote[d]) continue;
    if (s.hoursMax !== null && !(index.hours[d]! <= s.hoursMax)) continue;
    if (scheduleIndex !== null && index.schedule[d] !== scheduleIndex) continue;
    if (box) {
      const la = index.lat[d]!;
      const lo = index.lng[d]!;
      if (!(la >= box[0]! && la <= box[1]! && lo >= box[2]! && lo <= box[3]!)) continue;
    }
    if (distances) {
      const km = distanceKm(index.lat[d]!, index.lng[d]!, nearLat!, nearLng!);
      distances[d] = km;
      if (box && !(km <= maxKm)) continue;
    }
    if (ranks) {
      const r = andRank
        ? tsRank(index, d, query!, ranges)
        : orSum && index.docEntries[d] !== index.docEntries[d + 1]
          ? f(orSum[d]! / ranges.length)
          : 0;
      ranks[d] = r + (written && written[d] ? 0.05 : 0);
    }
    keep[nKeep++] = d;
  }

  const pub = index.published;
  const ids = index.ids;
  // ORDER BY ... , published_at DESC (NULLs first), id DESC
  const tail = (a: number, b: number) => {
    const pa = pub[a]!;
    const pb = pub[b]!;
    const na = pa !== pa;
    const nb = pb !== pb;
    if (na !== nb) return na ? -1 : 1;
    if (!na && pa !== pb) return pb - pa;
    return ids[b]! - ids[a]!;
  };
  let compare: (a: number, b: number) => number;
  if (order === "relevance") compare = (a, b) => ranks![b]! - ranks![a]! || tail(a, b);
  else if (order === "distance")
    compare = (a, b) => {
      const da = distances![a]!;
      const db = distances![b]!;
      const na = da !== da;
      const nb = db !== db;
      if (na !== nb) return na ? 1 : -1;
      if (!na && da !== db) return da - db;
      return tail(a, b);
    };
  else
    compare = (a, b) => {
      // newest: published_at DESC NULLS LAST first
      const pa = pub[a]!;
      const pb = pub[b]!;
      const na = pa !== pa;
      const nb = pb !== pb;
      if (na !== nb) return na ? 1 : -1;
      if (!na && pa !== pb) return pb - pa;
      return ids[b]! - ids[a]!;
    };
  const offset = (s.page.number - 1) * s.page.size;
  const want = offset + s.page.size;
  let top: number[];
  if (want >= nKeep || want > 512) top = Array.from(keep.subarray(0, nKeep)).sort(compare).slice(offset, want);
  else {
    // The first `want` by a bounded insertion (k is small; the matches are many).
    const best: number[] = [];
    for (let c = 0; c < nKeep; c++) {
      const d = keep[c]!;
      if (best.length === want && compare(d, best[want - 1]!) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (compare(best[mid]!, d) <= 0) lo = mid + 1;
        else hi = mid;
      }
      best.splice(lo, 0, d);
      if (best.length > want) best.pop();
    }
    top = best.slice(offset);
  }
  return {
    centerId: index.centerId,
    version: index.version,
    ids: top.map((d) => ids[d]!),
    ranks: top.map((d) => (ranks ? ranks[d]! : null)),
    distances: top.map((d) => {
      const km = distances ? distances[d]! : NaN;
      return km === km ? km : null;
    }),
    total: nKeep,
  };
}

/**
 * The engine of one app: the centers' indexes, built on first use and again when they fall behind,
 * and the memoized tsquery of each word list.
 */
export class SearchEngine {
  /** Off: every search runs in SQL (tests compare the two; the bench can measure both). */
  enabled = true;
  private readonly indexes = new Map<number, CenterIndex>();
  private readonly building = new Map<number, Promise<CenterIndex | null>>();
  /** Centers whose index is known to be behind (a write here, or a newer version seen). */
  private readonly stale = new Set<number>();
  /** Counts each center's invalidations: a build that began before the last one is not kept. */
  private readonly generations = new Map<number, number>();
  private readonly queries = new Map<string, ParsedQuery | null>();
  private closed = false;
  /** Version checks after this process's writes, under way. */
  private readonly checking = new Set<Promise<void>>();
  /** Searches answered from an index, and those the page statement sent back to SQL (index behind). */
  readonly counts = { served: 0, behind: 0 };

  constructor(private readonly database: Database) {}

  /** Build (or rebuild) a center's index now; resolves when it is in place. */
  build(centerId: number): Promise<CenterIndex | null> {
    const running = this.building.get(centerId);
    if (running) return running;
    const generation = this.generations.get(centerId) ?? 0;
    let outdated = false;
    const p = buildIndex(this.database, centerId)
      .then((index) => {
        if (this.closed) return null;
        // A change while it was read: this one is not kept, and it is read again.
        if ((this.generations.get(centerId) ?? 0) !== generation) {
          outdated = true;
          return null;
        }
        this.indexes.set(centerId, index);
        this.stale.delete(centerId);
        return index;
      })
      // The database is unreachable or going away: SQL answers; the next search tries again.
      .catch(() => null)
      .finally(() => {
        if (this.building.get(centerId) === p) this.building.delete(centerId);
        if (outdated && !this.closed) void this.build(centerId);
      });
    this.building.set(centerId, p);
    return p;
  }

  /**
   * The index to answer from, if there is a current one. The first search of a center in this
   * process waits for its index; an index known to be behind is rebuilt in the background while SQL
   * answers.
   */
  async ready(centerId: number): Promise<CenterIndex | null> {
    if (!this.enabled || this.closed) return null;
    if (this.stale.has(centerId)) {
      if (!this.building.has(centerId)) void this.build(centerId);
      return null;
    }
    return this.indexes.get(centerId) ?? this.build(centerId);
  }

  /** These centers' indexes (all without an argument) are behind: rebuilt now, not used meanwhile. */
  invalidate(centerIds?: Iterable<number>) {
    const ids = centerIds ? [...centerIds] : [...new Set([...this.indexes.keys(), ...this.building.keys()])];
    for (const id of ids) {
      this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
      this.stale.add(id);
      if (!this.building.has(id)) void this.build(id);
    }
  }

  /**
   * A write in this process (after its commit): the indexes of these centers (all without an
   * argument) whose version moved are rebuilt at once. Most writes (sign-ins, applications) change
   * no copy and cost one small query.
   */
  written(centerIds?: Iterable<number>): Promise<void> {
    const p = this.checkVersions(centerIds).finally(() => this.checking.delete(p));
    this.checking.add(p);
    return p;
  }

  private async checkVersions(centerIds?: Iterable<number>): Promise<void> {
    if (this.closed) return;
    const ids = centerIds ? [...centerIds] : [...this.indexes.keys()];
    const held = ids.filter((id) => this.indexes.has(id));
    if (!held.length) return;
    try {
      const rows = await this.database.query<{ center_id: string; version: string }>(
        "SELECT center_id::text, version::text FROM vacancy_search.engine_versions WHERE center_id = ANY ($1::int8[])",
        [`{${held.join(",")}}`],
      );
      const now = new Map(rows.map((r) => [Number(r.center_id), r.version]));
      this.invalidate(held.filter((id) => (now.get(id) ?? "0") !== this.indexes.get(id)?.version));
    } catch {
      // The database is going away (tests closing): the next search's version check still holds.
    }
  }

  /** Every build under way has finished (tests; the bench). */
  async settled(): Promise<void> {
    while (this.building.size || this.checking.size)
      await Promise.all([...this.building.values(), ...this.checking.values()]);
  }

  /** The route used the engine's page. */
  served() {
    this.counts.served++;
  }

  /** The page statement saw another version than the index was built at. */
  behind(page: EnginePage) {
    this.counts.behind++;
    if (this.indexes.get(page.centerId)?.version === page.version) this.invalidate([page.centerId]);
  }

  index(centerId: number): CenterIndex | undefined {
    return this.indexes.get(centerId);
  }

  /** The words' tsquery as PostgreSQL parses it (memoized per text: a pure function of it). */
  async query(words: readonly string[]): Promise<ParsedQuery | null> {
    const text = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(" & ");
    if (this.queries.has(text)) return this.queries.get(text)!;
    const [row] = await this.database.query<{ q: string }>("SELECT to_tsquery('dutch', $1)::text AS q", [text]);
    const parsed = parseTsquery(row?.q ?? "");
    if (this.queries.size >= 10_000) this.queries.clear();
    this.queries.set(text, parsed);
    return parsed;
  }

  /** The page from the engine, or null when it cannot answer this search now (then SQL answers). */
  async answer(centerId: number, s: SearchQuery): Promise<EnginePage | null> {
    const index = await this.ready(centerId);
    if (!index) return null;
    const query = s.words.length ? await this.query(s.words) : null;
    if (s.words.length && !query) return null;
    // The index may have been replaced or found behind meanwhile: answer from the current one.
    const current = this.indexes.get(centerId);
    if (!current || this.stale.has(centerId)) return null;
    return searchIndex(current, s, query);
  }

  close() {
    this.closed = true;
    this.indexes.clear();
  }
}

/** Each app's search engine (one per app: tests run several apps in one process). */
export const searchEngines = new WeakMap<object, SearchEngine>();
