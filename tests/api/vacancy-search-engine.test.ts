/**
 * The search engine beside PostgreSQL (server/modules/vacancies/engine.ts) answers exactly as the
 * SQL search: the same ids in the same order, the same totals, the same ranks to the last bit (the
 * distances to a billionth of a km), for many generated searches (words of the centers' own
 * vacancies and prefixes of them, stop words, several words, compound parts, every filter, a place
 * with and without a radius, every order, pages anywhere) in all five demo centers, over the demo
 * data and generated vacancies (ties, rows shared between centers, places, hours and schedules
 * missing or not). It sees every change at once: through the API, and written past this process's
 * service (as another process would). No center's index holds or counts another's vacancies.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { VACANCY_CATEGORIES, VACANCY_SCHEDULES, type VacancyCategory } from "@contract/vacancies.ts";
import { resolveLocation } from "@server/geo/index.ts";
import {
  searchEngines,
  searchIndex,
  type CenterIndex,
  type EnginePage,
  type SearchEngine,
} from "@server/modules/vacancies/engine.ts";
import {
  enginePageRows,
  enginePageStatement,
  searchCaches,
  searchParams,
  searchQuery,
  searchResult,
  searchStatement,
  searchWords,
  type SearchQuery,
  type SearchRow,
} from "@server/modules/vacancies/search.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let engine: SearchEngine;
const KEYS = ["public", "demo", "rijnstad", "heuvelrug", "meedoen"] as const;
const centers: Record<string, number> = {};

/** A small deterministic generator (mulberry32), so that a failure can be run again. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const TITLES = [
  "Wandelmaatje",
  "Kok in het buurthuis",
  "Samen koken",
  "Taalcoach voor nieuwkomers",
  "Vrijwilligerswerk bij de kookclub",
  "Chauffeur voor de voedselbank",
  "Fietsenmaker in het repaircafé",
  "Voorlezer in de bibliotheek",
  "Tuinier op de kinderboerderij",
  "Gastvrouw in het zorgcentrum",
];
const TEXTS = [
  "Help mee met wandelingen en een kop koffie.",
  "Samen koken en eten met buurtbewoners.",
  "Kookworkshop voor buurtbewoners.",
  "Begeleid kinderen bij huiswerk en lezen.",
  "Rijd mensen naar het ziekenhuis of de supermarkt.",
  "Repareer fietsen, lampen en kleding.",
  "Wandelen, wandelen en nog eens wandelen: de wandelgroep zoekt begeleiders.",
];
const PLACES = ["Utrecht", "Arnhem", "Nijmegen", "Zeist", "Amersfoort", "Ede", "Amsterdam"];

/** Generated vacancies in every center: ties of text and date, shared rows, missing places and hours. */
async function generate(seed: number, perCenter: number) {
  const r = random(seed);
  for (const key of KEYS) {
    const org = await fx.seededOrg(key, r.chance(0.5) ? "School" : "VolunteerCenter");
    for (let i = 0; i < perCenter; i++) {
      const place = r.chance(0.8) ? resolveLocation(r.pick(PLACES)) : null;
      const others = KEYS.filter((k) => k !== key && r.chance(0.3)).map((k) => centers[k]!);
      await t.database.query(
        `insert into vacancies (center_id, organization_id, title, status, published_at, description, categories, remote,
           hours_per_week, schedule, latitude, longitude, city, shared_with_centers)
         values ($1, $2, $3, 'published', timestamptz '2026-01-01' + $4 * interval '1 day', $5, $6::text[], $7, $8, $9, $10, $11, $12, $13::bigint[])`,
        [
          centers[key],
          org,
          `${r.pick(TITLES)}${r.chance(0.5) ? ` ${r.pick(TITLES).toLowerCase()}` : ""}`,
          r.int(0, 4),
          `<p>${r.pick(TEXTS)} ${r.chance(0.5) ? r.pick(TEXTS) : ""}</p>`,
          `{${[r.pick(VACANCY_CATEGORIES), ...(r.chance(0.5) ? [r.pick(VACANCY_CATEGORIES)] : [])].join(",")}}`,
          r.chance(0.2),
          r.chance(0.8) ? r.int(1, 40) : null,
          r.chance(0.8) ? r.pick(VACANCY_SCHEDULES) : null,
          place ? place.latitude + (r.next() - 0.5) / 10 : null,
          place ? place.longitude + (r.next() - 0.5) / 10 : null,
          place?.label ?? null,
          `{${others.join(",")}}`,
        ],
      );
    }
  }
}

/** Words a visitor would type: the center's own words, prefixes of some, stop words, compound parts. */
async function vocabulary(centerId: number): Promise<string[]> {
  const rows = await t.database.query<{ word: string }>(
    "select distinct word from vacancy_search.vocabulary where center_id = $1 order by word",
    [centerId],
  );
  const words = rows.map((x) => x.word).filter((w) => searchWords(w).join(" ") === w);
  const out = new Set<string>([
    "wandelen",
    "koken",
    "kok",
    "samen",
    "de",
    "het",
    "en",
    "a",
    "zz",
    "maatje",
    "fiets",
    "2",
  ]);
  words.forEach((w, i) => {
    if (i % 5 === 0) out.add(w);
    if (i % 23 === 0) for (let k = 1; k < w.length; k++) out.add(w.slice(0, k));
  });
  return [...out];
}

/** Generated searches: words (one to three, or none), filters, a place with or without a radius, order, page. */
function searches(seed: number, words: string[], n: number): SearchQuery[] {
  const r = random(seed);
  const out: SearchQuery[] = [];
  for (let i = 0; i < n; i++) {
    const nWords = r.chance(0.15) ? 0 : r.chance(0.7) ? 1 : r.int(2, 3);
    const text = Array.from({ length: nWords }, () => r.pick(words)).join(" ");
    const near = r.chance(0.3) ? resolveLocation(r.pick(PLACES)) : null;
    const categories: VacancyCategory[] = r.chance(0.25)
      ? [...new Set([r.pick(VACANCY_CATEGORIES), r.pick(VACANCY_CATEGORIES)])]
      : [];
    const s = searchQuery({
      ...(text ? { text } : {}),
      categories,
      remote: r.chance(0.1),
      hoursMax: r.chance(0.2) ? r.int(1, 40) : null,
      schedule: r.chance(0.15) ? r.pick(VACANCY_SCHEDULES) : null,
      near,
      distance: near && r.chance(0.7) ? r.int(1, 60) : null,
      page: { number: r.chance(0.8) ? 1 : r.int(2, 6), size: r.pick([1, 3, 10, 20, 50, 100]) },
    });
    const sorts: SearchQuery["sort"][] = ["relevance", "newest", ...(near ? (["distance"] as const) : [])];
    if (r.chance(0.5)) s.sort = r.pick(sorts);
    out.push(s);
  }
  return out;
}

interface Answer {
  ids: number[];
  ranks: (number | null)[];
  distances: (number | null)[];
  total: number;
}

/** The SQL search's answer (the statement the route runs without the engine) in the center's transaction. */
async function viaSql(centerId: number, s: SearchQuery): Promise<Answer> {
  return t.database.tenant(
    centerId,
    async (tx) => {
      const q = searchStatement(s);
      const { rows, total } = searchResult(await t.database.run<SearchRow>(tx, q.statement, searchParams(q)));
      return {
        ids: rows.map((x) => Number(x.id)),
        ranks: rows.map((x) => (x.rank === null ? null : Number(x.rank))),
        distances: rows.map((x) => (x.distanceKm === null ? null : Number(x.distanceKm))),
        total,
      };
    },
    true,
  );
}

const describeSearch = (s: SearchQuery) =>
  JSON.stringify({ ...s, include: undefined, near: s.near?.label ?? null, q: undefined });

/** Every generated search of every center, the engine against SQL; the differences (none expected). */
async function compareAll(seed: number, perCenter: number) {
  const differ: unknown[] = [];
  let answered = 0;
  let asked = 0;
  const unanswered: string[] = [];
  let nonEmpty = 0;
  for (const key of KEYS) {
    const id = centers[key]!;
    const index = (await engine.build(id))!;
    for (const s of searches(seed + id, await vocabulary(id), perCenter)) {
      asked++;
      const query = s.words.length ? await engine.query(s.words) : null;
      if (s.words.length && !query) {
        unanswered.push(s.words.join(" "));
        continue;
      }
      answered++;
      const e = searchIndex(index, s, query);
      const q = await viaSql(id, s);
      if (q.total > 0) nonEmpty++;
      const realRank = s.words.length > 0 && !s.words.some((w) => w.length >= 3);
      const sameRanks = e.ranks.every((r, i) =>
        r === null ? q.ranks[i] === null : realRank ? Math.fround(q.ranks[i]!) === Math.fround(r) : q.ranks[i] === r,
      );
      const sameDistances = e.distances.every((d, i) =>
        d === null ? q.distances[i] === null : Math.abs(d - q.distances[i]!) < 1e-9,
      );
      if (
        e.total !== q.total ||
        JSON.stringify(e.ids) !== JSON.stringify(q.ids) ||
        !sameRanks ||
        !sameDistances ||
        e.ranks.length !== q.ranks.length
      )
        differ.push({ center: key, search: describeSearch(s), engine: e, sql: q });
    }
  }
  return { differ: differ.slice(0, 5), nDiffer: differ.length, answered, asked, nonEmpty, unanswered };
}

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  for (const key of KEYS) centers[key] = await fx.centerId(key);
  // Every search here goes to the database (or the engine), none to the few-seconds answer cache.
  searchCaches.get(t.app)!.enabled = false;
  engine = searchEngines.get(t.app)!;
  await t.database.query(
    "update centers set features = features || '{\"centre_sharing\": true}'::jsonb where key in ('public', 'demo')",
  );
});
afterAll(async () => {
  await t?.close();
});

describe("the search engine against the SQL search", () => {
  it("answers every generated search as SQL does, over the demo data", async () => {
    const { differ, nDiffer, answered, asked, nonEmpty } = await compareAll(1, 120);
    expect(differ).toEqual([]);
    expect(nDiffer).toBe(0);
    // Every search is one it can answer (the tsquery of plain words is always a conjunction).
    expect(answered).toBe(asked);
    expect(nonEmpty).toBeGreaterThan(asked / 3);
  });

  it("answers every generated search as SQL does, with generated and shared vacancies", async () => {
    await generate(7, 40);
    const { differ, nDiffer, answered, asked, nonEmpty, unanswered } = await compareAll(2, 120);
    expect(differ).toEqual([]);
    expect(nDiffer).toBe(0);
    // Only a word repeated as a prefix ('we nerlich we': 'we' & 'we':*) is left to SQL (which of the
    // two ts_rank keeps is not defined), and it is rare.
    expect(unanswered.every((q) => new Set(q.split(" ")).size < q.split(" ").length)).toBe(true);
    expect(answered).toBeGreaterThan(asked * 0.98);
    expect(nonEmpty).toBeGreaterThan(asked / 3);
  });

  it("holds exactly what the center's bank can find, per center", async () => {
    for (const key of KEYS) {
      const id = centers[key]!;
      const index = (await engine.build(id))!;
      const all = await viaSql(id, searchQuery({ page: { number: 1, size: 1_000_000 } }));
      expect(
        [...index.ids].sort((a, b) => a - b),
        key,
      ).toEqual([...all.ids].sort((a, b) => a - b));
      expect(index.n, key).toBe(all.total);
    }
  });
});

type Doc = { data: { id: string; attributes: Record<string, unknown> }[]; meta: { total_count?: number } };

describe("the API with the engine", () => {
  let demoAdmin: Session;
  let publicAdmin: Session;
  let demoOrg: number;
  const api = async (query: string, center = "demo"): Promise<Doc> => {
    const res = await t.request("GET", `${API_PATHS.vacancySearch}?${query}`, { center });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return json(res);
  };
  const ids = async (query: string, center = "demo") =>
    (await api(`${query}&page[size]=100`, center)).data.map((v) => v.id);
  /** The search once the engine has its index again, answered by the engine (not by SQL). */
  const fromEngine = async (query: string, center = "demo") => {
    for (let attempt = 1; ; attempt++) {
      await engine.settled();
      const before = engine.counts.served;
      const behind = engine.counts.behind;
      const found = await ids(query, center);
      if (engine.counts.served === before + 1 || attempt === 3) {
        expect(engine.counts.served, `${query} answered by the engine`).toBe(before + 1);
        return found;
      }
      // A rebuild that took its snapshot just before another process's write is found behind by the
      // search, which SQL answered (a full run on PostgreSQL met this once); it is built again.
      expect(engine.counts.behind, `${query}: not answered by the engine, nor found behind`).toBe(behind + 1);
    }
  };
  const create = async (as: Session, orgId: number, attributes: Record<string, unknown>) => {
    const res = await t.request("POST", API_PATHS.vacancies, {
      as,
      body: {
        data: {
          type: "vacancy",
          attributes: {
            organization_id: String(orgId),
            status: "published",
            description: "<p>Kom helpen.</p>",
            ...attributes,
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return json(res).data.id as string;
  };
  const patch = async (id: string, attributes: Record<string, unknown>) => {
    const res = await t.request("PATCH", API_PATHS.vacancy(id), {
      as: demoAdmin,
      body: { data: { type: "vacancy", attributes } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    demoAdmin = await t.signIn(await fx.actor("demo", "admin"), "demo");
    publicAdmin = await t.signIn(await fx.actor("public", "admin"), "gelderland");
    demoOrg = await fx.seededOrg("demo", "School");
  });

  it("answers the bank's requests as SQL does, from the engine", async () => {
    const queries = [
      "q=wandelen",
      "q=koken&include=organization",
      "q=de",
      "q=samen koken&sort=newest",
      "q=kok&category=zorg,buurt&hours_max=20",
      "near=Utrecht&distance=25&sort=distance",
      "near=Arnhem&q=fiets",
      "category=zorg&remote=true",
      "q=zzzzzz",
      "q=wandel&page[number]=2&page[size]=5",
    ];
    for (const q of queries) {
      await engine.settled();
      const before = engine.counts.served;
      const withEngine = (await t.request("GET", `${API_PATHS.vacancySearch}?${q}`)).body;
      expect(engine.counts.served, q).toBe(before + 1);
      engine.enabled = false;
      const withSql = (await t.request("GET", `${API_PATHS.vacancySearch}?${q}`)).body;
      engine.enabled = true;
      expect(engine.counts.served, q).toBe(before + 1);
      expect(withEngine, q).toBe(withSql);
    }
  });

  it("finds a new vacancy, an edit, and no longer one unpublished or deleted, at once", async () => {
    expect(await ids("q=zeppelinpiloot")).toEqual([]);
    const id = await create(demoAdmin, demoOrg, { title: "Zeppelinpiloot gezocht" });
    // At once (the index is rebuilt meanwhile: SQL answers), then from the engine's new index.
    expect(await ids("q=zeppelinpiloot")).toEqual([id]);
    expect(await fromEngine("q=zeppelinpiloot")).toEqual([id]);

    await patch(id, { title: "Ballonvaarder gezocht" });
    expect(await ids("q=zeppelinpiloot")).toEqual([]);
    expect(await fromEngine("q=ballonvaarder")).toEqual([id]);
    expect(await fromEngine("q=zeppelinpiloot")).toEqual([]);

    await patch(id, { status: "closed" });
    expect(await ids("q=ballonvaarder")).toEqual([]);
    expect(await fromEngine("q=ballonvaarder")).toEqual([]);

    await patch(id, { status: "published" });
    expect(await fromEngine("q=ballonvaarder")).toEqual([id]);
    // (Only drafts can be deleted through the API; a published row deleted is in the test below.)
  });

  it("finds a vacancy shared with the center, and no longer once it is not", async () => {
    const publicOrg = await fx.seededOrg("public", "School");
    expect(await fromEngine("q=hemelbestormer")).toEqual([]);
    const id = await create(publicAdmin, publicOrg, {
      title: "Hemelbestormer gedeeld",
      shared_with_centers: [String(centers.demo)],
    });
    expect(await ids("q=hemelbestormer")).toEqual([id]);
    expect(await fromEngine("q=hemelbestormer")).toEqual([id]);
    // Not in a center it is not shared with.
    expect(await fromEngine("q=hemelbestormer", "rijnstad")).toEqual([]);
    const res = await t.request("PATCH", API_PATHS.vacancy(id), {
      as: publicAdmin,
      body: { data: { type: "vacancy", attributes: { shared_with_centers: [] } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ids("q=hemelbestormer")).toEqual([]);
    expect(await fromEngine("q=hemelbestormer")).toEqual([]);
  });

  it("sees another process's writes with the next search (written past this process's service)", async () => {
    const id = await create(demoAdmin, demoOrg, { title: "Sterrenkijker gezocht" });
    expect(await fromEngine("q=sterrenkijker")).toEqual([id]);
    const behind = engine.counts.behind;
    // As another server process would: straight to the database, no hook of this app runs.
    await t.database.query("update vacancies set title = 'Maanwandelaar gezocht' where id = $1", [id]);
    expect(await ids("q=sterrenkijker")).toEqual([]);
    expect(engine.counts.behind).toBe(behind + 1);
    expect(await fromEngine("q=maanwandelaar")).toEqual([id]);
    await t.database.query("update vacancies set status = 'closed' where id = $1", [id]);
    expect(await ids("q=maanwandelaar")).toEqual([]);
    expect(await fromEngine("q=maanwandelaar")).toEqual([]);
    await t.database.query("update vacancies set status = 'published' where id = $1", [id]);
    expect(await ids("q=maanwandelaar")).toEqual([id]);
    await t.database.query("delete from vacancies where id = $1", [id]);
    expect(await ids("q=maanwandelaar")).toEqual([]);
    expect(await fromEngine("q=maanwandelaar")).toEqual([]);
    // A center switching centre sharing off hides what it shared, at once.
    const shared = await create(publicAdmin, await fx.seededOrg("public", "School"), {
      title: "Poolreiziger gedeeld",
      shared_with_centers: [String(centers.demo)],
    });
    expect(await fromEngine("q=poolreiziger")).toEqual([shared]);
    await t.database.query(
      "update centers set features = features || '{\"centre_sharing\": false}'::jsonb where key = 'public'",
    );
    expect(await ids("q=poolreiziger")).toEqual([]);
    expect(await fromEngine("q=poolreiziger")).toEqual([]);
    await t.database.query(
      "update centers set features = features || '{\"centre_sharing\": true}'::jsonb where key = 'public'",
    );
    expect(await ids("q=poolreiziger")).toEqual([shared]);
  });
});

describe("tenancy", () => {
  it("never shows or counts another center's vacancies", async () => {
    const rijnstadAdmin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
    const res = await t.request("POST", API_PATHS.vacancies, {
      as: rijnstadAdmin,
      body: {
        data: {
          type: "vacancy",
          attributes: {
            organization_id: String(await fx.seededOrg("rijnstad", "School")),
            status: "published",
            title: "Kwartelkoningteller Rijnstad",
            description: "<p>Kom helpen.</p>",
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rijnstadId = Number(json(res).data.id);
    await engine.settled();
    for (const key of KEYS) {
      const index = (await engine.build(centers[key]!))!;
      expect([...index.ids].includes(rijnstadId), key).toBe(key === "rijnstad");
    }
    const demo = await t.request("GET", `${API_PATHS.vacancySearch}?q=kwartelkoningteller`, { center: "demo" });
    expect(json<Doc>(demo).meta.total_count).toBe(0);
    const own = await t.request("GET", `${API_PATHS.vacancySearch}?q=kwartelkoningteller`, { center: "rijnstad" });
    expect(json<Doc>(own).data.map((v) => Number(v.id))).toEqual([rijnstadId]);

    // Should an index ever hand over another center's id, row-level security does not read it and
    // the route answers in SQL instead.
    const demoIndex = engine.index(centers.demo!) as CenterIndex;
    const forged: EnginePage = {
      centerId: centers.demo!,
      version: demoIndex.version,
      ids: [rijnstadId],
      ranks: [1],
      distances: [null],
      total: 1,
    };
    const s = searchQuery({ text: "kwartelkoningteller" });
    const rows = await t.database.tenant(
      centers.demo!,
      async (tx) => {
        const e = enginePageStatement(s, forged);
        return enginePageRows(await t.database.run(tx, e.statement, searchParams(e)), forged);
      },
      true,
    );
    expect(rows).toBeNull();
  });
});
