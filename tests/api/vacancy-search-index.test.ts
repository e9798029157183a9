/**
 * The search index of migration 0011: the narrow copy of the published vacancies in the private
 * schema `vacancy_search` and `vacancy_search_page()`. It answers exactly as a plain query over
 * `vacancies` (results, ranks, distances, order, counts), follows every write to `vacancies`, and
 * the application role can neither read it nor use it for another center.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { resolveLocation } from "@server/geo/index.ts";
import {
  boundingBox,
  searchCaches,
  searchOrder,
  searchParams,
  searchResult,
  searchQuery,
  searchStatement,
  type SearchQuery,
  type SearchRow,
} from "@server/modules/vacancies/search.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let demo: number;
let pub: number; // "public": centre sharing on
let rijnstad: number; // centre sharing off
let demoOrg: number;
let pubOrg: number;
let rijnstadOrg: number;

const query = (q: Partial<SearchQuery> & { text?: string }): SearchQuery =>
  searchQuery({ page: { number: 1, size: 100 }, ...q });

interface Found {
  ids: number[];
  ranks: (number | null)[];
  distances: (number | null)[];
  total: number;
}

/** The search as the API runs it: the compiled statement in the center's tenant transaction. */
async function viaIndex(centerId: number, s: SearchQuery): Promise<Found> {
  const q = searchStatement(s);
  const raw = await t.database.tenant(centerId, (tx) => t.database.run<SearchRow>(tx, q.statement, searchParams(q)));
  const { rows, total } = searchResult(raw);
  return {
    ids: rows.map((r) => Number(r.id)),
    ranks: rows.map((r) => (r.rank === null ? null : Number(r.rank))),
    distances: rows.map((r) => (r.distanceKm === null ? null : Number(r.distanceKm))),
    total,
  };
}

/**
 * The reference: the search written out over `vacancies` as the owner (no RLS, no copy), with the
 * visibility rule of the policies and the text, rank, filter and distance expressions of the
 * search before 0011.
 */
async function reference(centerId: number, s: SearchQuery): Promise<Found> {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const c = p(centerId);
  const where = [
    `v.status = 'published'`,
    `(v.center_id = ${c} or (v.shared_with_centers @> array[${c}]::bigint[] and exists (select 1 from centers x where x.id = v.center_id and (x.features->>'centre_sharing')::boolean is true)))`,
  ];
  let rank = "null::float8";
  // The vacancy's own search columns with its context (migration 0020: categories' names, organization).
  const ctx = "vacancy_search.context(v.organization_id, v.categories)";
  const vector = `vacancy_search.text_vector(v.search_vector, ${ctx})`;
  const text = `vacancy_search.text_words(v.search_text, ${ctx})`;
  if (s.words.length) {
    const tsq = `to_tsquery('dutch', ${p(s.words.map((w, i) => (i === s.words.length - 1 ? `${w}:*` : w)).join(" & "))}::text)`;
    const likes = s.words.filter((w) => w.length >= 3).map((w) => `${text} like ${p(`%${w}%`)}::text`);
    if (likes.length) {
      where.push(`(${vector} @@ ${tsq} or (${likes.join(" and ")}))`);
      rank = `ts_rank(${vector}, ${tsq}) + case when ${likes.join(" and ")} then 0.05 else 0 end`;
    } else {
      where.push(`${vector} @@ ${tsq}`);
      rank = `ts_rank(${vector}, ${tsq})`;
    }
  }
  if (s.categories.length) where.push(`v.categories && ${p(`{${s.categories.join(",")}}`)}::text[]`);
  if (s.remote) where.push("v.remote");
  if (s.hoursMax !== null) where.push(`v.hours_per_week <= ${p(s.hoursMax)}::int`);
  if (s.schedule !== null) where.push(`v.schedule = ${p(s.schedule)}::text`);
  let distance = "null::float8";
  if (s.near) {
    const lat = p(s.near.latitude);
    const lng = p(s.near.longitude);
    distance = `(case when v.latitude is null then null else 12742 * asin(least(1, sqrt(power(sin(radians(v.latitude - ${lat}::float8) / 2), 2) + cos(radians(${lat}::float8)) * cos(radians(v.latitude)) * power(sin(radians(v.longitude - ${lng}::float8) / 2), 2)))) end)`;
    // The circle alone (the search narrows by a bounding box first: it must never cut the circle).
    if (s.distance !== null) where.push(`${distance} <= ${p(s.distance)}::float8`);
  }
  const order = {
    distance: "distance_km asc nulls last, published_at desc, id desc",
    relevance: "rank desc, published_at desc, id desc",
    newest: "published_at desc nulls last, id desc",
  }[searchOrder(s)];
  const rows = await t.database.query<{ id: number; rank: number | null; distance_km: number | null; total: number }>(
    `select id, rank, distance_km, count(*) over ()::int as total from (select v.id, v.published_at, ${rank} as rank, ${distance} as distance_km from vacancies v where ${where.join(" and ")}) m order by ${order} limit ${p(s.page.size)} offset ${p((s.page.number - 1) * s.page.size)}`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && s.page.number > 1)
    total = (await reference(centerId, { ...s, page: { number: 1, size: 1 } })).total;
  return {
    ids: rows.map((r) => Number(r.id)),
    ranks: rows.map((r) => (r.rank === null ? null : Number(r.rank))),
    distances: rows.map((r) => (r.distance_km === null ? null : Number(r.distance_km))),
    total: Number(total),
  };
}

/** Rows where a copy and the published vacancies differ (none when in step). */
const FILTER_COLUMNS =
  "id, center_id, visible_to, published_at, categories, remote, hours_per_week, schedule, latitude, longitude";
const EXPECTED = `select id, center_id, center_id || shared_with_centers, published_at, categories, remote, hours_per_week,
  schedule, latitude, longitude from vacancies where status = 'published'`;
const EXPECTED_TEXTS = `select id, center_id, center_id || shared_with_centers, published_at, categories, remote,
  hours_per_week, schedule, latitude, longitude,
  vacancy_search.text_vector(search_vector, vacancy_search.context(organization_id, categories)),
  vacancy_search.text_words(search_text, vacancy_search.context(organization_id, categories))
  from vacancies where status = 'published'`;
const copyDiff = async () => [
  // Every word of the texts copy is in its center's vocabulary (migration 0035; words may stay there after their vacancies).
  ...(await t.database.query<{ id: number }>(
    `select n.center_id, x.word from vacancy_search.texts n, string_to_table(n.search_text, ' ') as x(word) where x.word <> ''
     except select center_id, word from vacancy_search.vocabulary`,
  )),
  ...(await t.database.query<{ id: number }>(
    `(${EXPECTED} except all select ${FILTER_COLUMNS} from vacancy_search.vacancies)
     union all (select ${FILTER_COLUMNS} from vacancy_search.vacancies except all ${EXPECTED})`,
  )),
  ...(await t.database.query<{ id: number }>(
    `(${EXPECTED_TEXTS} except all select ${FILTER_COLUMNS}, search_vector, search_text from vacancy_search.texts)
     union all (select ${FILTER_COLUMNS}, search_vector, search_text from vacancy_search.texts except all ${EXPECTED_TEXTS})`,
  )),
];

const TITLES = [
  "Wandelmaatje voor ouderen",
  "Chauffeur bij de voedselbank",
  "Gastvrouw in het Taalcafé",
  "Coördinator vrijwilligerswerk",
  "Voorlezer in de bibliotheek",
  "Tuinier op de kinderboerderij",
  "Kok in het buurthuis",
  "Fietsenmaker bij het repaircafé",
  "Racefietsenmakerij helpt mee",
  "Taalcoach voor nieuwkomers",
  "Trainer bij de sportclub",
  "Bestuurslid zwembadvereniging",
];
const TEXTS = [
  "<p>Help mee met wandelingen en een kop koffie.</p>",
  "<p>Samen koken en eten met buurtbewoners.</p>",
  "<p>Begeleid kinderen bij huiswerk en lezen &amp; schrijven.</p>",
  "<p>Rijd mensen naar het ziekenhuis of de supermarkt.</p>",
  "<p>Ontvang bezoekers en maak een praatje; café-achtige sfeer.</p>",
  "<p>Onderhoud de moestuin en de bloemperken, 2 uur per week.</p>",
  "<p>Repareer fietsen, lampen en kleding. Vrijwilligerswerk voor iedereen!</p>",
];
const CATEGORIES = ["zorg", "sport", "onderwijs", "natuur_en_milieu", "cultuur", "welzijn", "buurt", "vervoer"];
const PLACES: [string, number, number][] = [
  ["Utrecht", 52.0907, 5.1214],
  ["Zeist", 52.0893, 5.2318],
  ["Amersfoort", 52.1561, 5.3878],
  ["Arnhem", 51.9851, 5.8987],
  ["Doorn", 52.0333, 5.3417],
];

/** n vacancies of one center in one INSERT (the statement trigger copies them at once). */
async function insertVacancies(
  centerId: number,
  orgId: number,
  n: number,
  seed: number,
  extra: Record<string, unknown> = {},
) {
  const rows = Array.from({ length: n }, (_, k) => {
    const g = seed + k;
    const place = PLACES[g % PLACES.length]!;
    const remote = g % 7 === 0;
    return {
      center_id: centerId,
      organization_id: orgId,
      title: `${TITLES[g % TITLES.length]} ${g % 3 === 0 ? "" : PLACES[(g >> 1) % PLACES.length]![0]}`.trim(),
      status: ["published", "published", "published", "draft", "closed", "published", "archived"][g % 7],
      // Ties on purpose: several vacancies published at the same moment.
      published_at: new Date(Date.UTC(2026, 0, 1 + (g % 9), 10)).toISOString(),
      summary: g % 4 === 0 ? null : "Een mooie plek om samen te werken.",
      description: TEXTS[g % TEXTS.length],
      categories: [CATEGORIES[g % CATEGORIES.length], CATEGORIES[(g >> 2) % CATEGORIES.length]],
      remote,
      city: remote ? null : place[0],
      latitude: remote ? null : place[1] + ((g % 11) - 5) / 200,
      longitude: remote ? null : place[2] + ((g % 13) - 6) / 150,
      hours_per_week: 1 + (g % 16),
      schedule: ["eenmalig", "regelmatig", "flexibel"][g % 3],
      shared_with_centers: [],
      ...extra,
    };
  });
  await t.database.query(
    `insert into vacancies (center_id, organization_id, title, status, published_at, summary, description, categories, remote,
       city, latitude, longitude, hours_per_week, schedule, shared_with_centers)
     select center_id, organization_id, title, status, published_at, summary, description, categories, remote, city, latitude,
       longitude, hours_per_week, schedule, shared_with_centers
     from json_to_recordset($1::json) as x(center_id bigint, organization_id bigint, title text, status text,
       published_at timestamptz, summary text, description text, categories text[], remote boolean, city text,
       latitude float8, longitude float8, hours_per_week int, schedule text, shared_with_centers bigint[])`,
    [JSON.stringify(rows)],
  );
}

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  searchCaches.get(t.app)!.enabled = false;
  [demo, pub, rijnstad] = await Promise.all([fx.centerId("demo"), fx.centerId("public"), fx.centerId("rijnstad")]);
  [demoOrg, pubOrg, rijnstadOrg] = await Promise.all([
    fx.seededOrg("demo", "School"),
    fx.seededOrg("public", "School"),
    fx.seededOrg("rijnstad", "School"),
  ]);
  await insertVacancies(demo, demoOrg, 90, 0);
  await insertVacancies(pub, pubOrg, 30, 1000, { shared_with_centers: [demo] });
  await insertVacancies(pub, pubOrg, 20, 2000);
  await insertVacancies(rijnstad, rijnstadOrg, 25, 3000, { shared_with_centers: [demo] });
});
afterAll(async () => {
  await t?.close();
});

describe("the same answers as a plain query over vacancies", () => {
  const utrecht = resolveLocation("Utrecht")!;
  const variants: [string, SearchQuery][] = [
    ["everything, newest", query({})],
    ["one word, stemmed", query({ text: "wandelen" })],
    ["a prefix", query({ text: "wandelm" })],
    ["part of a compound word", query({ text: "werk" })],
    ["compound word fallback only", query({ text: "fietsenmaker" })],
    ["two words", query({ text: "samen koken" })],
    ["three words, one short", query({ text: "de taal coach" })],
    ["accents both ways", query({ text: "Taalcafé" })],
    ["accents ignored", query({ text: "coordinator" })],
    ["a word of two letters: a prefix, a real rank", query({ text: "ko" })],
    ["two letters after a stop word", query({ text: "de fi" })],
    ["a stop word only", query({ text: "het" })],
    ["nothing matches", query({ text: "zwembadbadmeester" })],
    ["eight words", query({ text: "help mee met wandelingen en een kop koffie" })],
    ["text, newest", query({ text: "koken", sort: "newest" })],
    ["text near Utrecht by distance", query({ text: "vrijwilligerswerk", near: utrecht, sort: "distance" })],
    ["categories", query({ categories: ["zorg", "cultuur"] })],
    ["remote", query({ remote: true })],
    ["hours", query({ hoursMax: 4 })],
    ["schedule", query({ schedule: "flexibel" })],
    [
      "all filters with text",
      query({ text: "samen", categories: ["buurt", "sport", "zorg"], hoursMax: 12, schedule: "regelmatig" }),
    ],
    ["near, newest", query({ near: utrecht })],
    ["near by distance (remote last)", query({ near: utrecht, sort: "distance" })],
    ["within 10 km", query({ near: utrecht, distance: 10, sort: "distance" })],
    ["within 25 km with text", query({ text: "werk", near: utrecht, distance: 25 })],
    ["page 2 of 7", query({ text: "werk", page: { number: 2, size: 7 } })],
    ["past the last page", query({ text: "koken", page: { number: 50, size: 10 } })],
  ];

  it.each(variants)("%s", async (_name, s) => {
    for (const center of [demo, pub, rijnstad]) {
      const expected = await reference(center, s);
      expect(await viaIndex(center, s), `center ${center}`).toEqual(expected);
    }
    // The data makes every variant but the empty ones find something in demo.
    if (!/nothing|stop word|past the last/.test(_name)) expect((await reference(demo, s)).total).toBeGreaterThan(0);
  });

  it("answers the API with the same order and count", async () => {
    const res = await t.request("GET", `${API_PATHS.vacancySearch}?q=werk&page[size]=100`);
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    const expected = await reference(demo, query({ text: "werk" }));
    expect(doc.data.map((d: { id: string }) => Number(d.id))).toEqual(expected.ids);
    expect(doc.meta.total_count).toBe(expected.total);
  });
});

describe("the copy follows every write to vacancies", () => {
  const ids = async (centerId: number, text: string) => (await viaIndex(centerId, query({ text }))).ids;
  const one = async (title: string, extra: Record<string, unknown> = {}) => {
    const [row] = await t.database.query<{ id: number }>(
      `insert into vacancies (center_id, organization_id, title, status, published_at, description, shared_with_centers, categories, remote)
       values ($1, $2, $3, coalesce($4, 'published'), now(), '<p>Proef.</p>', coalesce($5::bigint[], '{}'), '{}', true) returning id`,
      [extra.center ?? demo, extra.org ?? demoOrg, title, extra.status ?? null, extra.shared ?? null],
    );
    return Number(row!.id);
  };

  it("finds a vacancy just inside the distance due east and due north, and not one just outside", async () => {
    const here = resolveLocation("Utrecht")!;
    const at = async (title: string, km: number, bearing: number) => {
      const id = await one(title);
      const [lat, lng] = destination(here.latitude, here.longitude, km, bearing);
      await t.database.query("update vacancies set remote = false, latitude = $2, longitude = $3 where id = $1", [
        id,
        lat,
        lng,
      ]);
      return id;
    };
    const east = await at("Randproef oost", 24.98, 90);
    const north = await at("Randproef noord", 24.98, 0);
    const outside = await at("Randproef buiten", 25.05, 90);
    const found = await viaIndex(demo, query({ text: "randproef", near: here, distance: 25, sort: "distance" }));
    expect(found.ids.sort()).toEqual([east, north].sort());
    expect(found.ids).not.toContain(outside);
  });

  it("starts in step", async () => {
    expect(await copyDiff()).toEqual([]);
    const [{ n }] = (await t.database.query<{ n: number }>(
      "select count(*)::int as n from vacancy_search.vacancies",
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(100);
  });

  it("inserts: published ones only", async () => {
    const pubId = await one("Imkerproef honingbij");
    const draftId = await one("Imkerproef concept", { status: "draft" });
    expect(await ids(demo, "imkerproef")).toEqual([pubId]);
    expect(await ids(demo, "imkerproef")).not.toContain(draftId);
    expect(await copyDiff()).toEqual([]);
  });

  it("updates: text, status both ways, and nothing written when nothing it holds changed", async () => {
    const id = await one("Zeilproef op de plas");
    expect(await ids(demo, "zeilproef")).toEqual([id]);
    await t.database.query("update vacancies set title = 'Roeiproef op de plas' where id = $1", [id]);
    expect(await ids(demo, "zeilproef")).toEqual([]);
    expect(await ids(demo, "roeiproef")).toEqual([id]);
    await t.database.query("update vacancies set status = 'closed' where id = $1", [id]);
    expect(await ids(demo, "roeiproef")).toEqual([]);
    await t.database.query("update vacancies set status = 'published' where id = $1", [id]);
    expect(await ids(demo, "roeiproef")).toEqual([id]);
    const version = async () =>
      (
        await t.database.query<{ v: string }>("select xmin::text as v from vacancy_search.vacancies where id = $1", [
          id,
        ])
      )[0]?.v;
    const before = await version();
    await t.database.query(
      "update vacancies set updated_at = now() + interval '1 minute', positions = 3 where id = $1",
      [id],
    );
    expect(await version()).toBe(before);
    await t.database.query("update vacancies set hours_per_week = 5 where id = $1", [id]);
    expect(await version()).not.toBe(before);
    expect(await copyDiff()).toEqual([]);
  });

  it("deletes", async () => {
    const id = await one("Kanoproef");
    expect(await ids(demo, "kanoproef")).toEqual([id]);
    await t.database.query("delete from vacancies where id = $1", [id]);
    expect(await ids(demo, "kanoproef")).toEqual([]);
    expect(await copyDiff()).toEqual([]);
  });

  it("sharing changes, and a vacancy moved to another center", async () => {
    const id = await one("Duikproef gedeeld", { center: pub, org: pubOrg });
    expect(await ids(demo, "duikproef")).toEqual([]);
    await t.database.query("update vacancies set shared_with_centers = $2 where id = $1", [id, `{${demo}}`]);
    expect(await ids(demo, "duikproef")).toEqual([id]);
    // Part of a word that only the sharing center's vacancy holds (its vocabulary, migration 0035).
    expect(await ids(demo, "ikproef")).toEqual([id]);
    expect(await ids(pub, "duikproef")).toEqual([id]);
    expect(await ids(rijnstad, "duikproef")).toEqual([]);
    await t.database.query("update vacancies set shared_with_centers = '{}' where id = $1", [id]);
    expect(await ids(demo, "duikproef")).toEqual([]);
    await t.database.query("update vacancies set center_id = $2, organization_id = $3 where id = $1", [
      id,
      rijnstad,
      rijnstadOrg,
    ]);
    expect(await ids(pub, "duikproef")).toEqual([]);
    expect(await ids(rijnstad, "duikproef")).toEqual([id]);
    expect(await copyDiff()).toEqual([]);
  });

  it("many rows in one statement", async () => {
    await t.database.query(
      // Only approved organizations may publish (migration 0015): the drafts of pending ones stay drafts.
      "update vacancies set status = case when status = 'published' then 'closed' else 'published' end where center_id = $1 and id % 3 = 0 and organization_id in (select id from organizations where status = 'approved')",
      [demo],
    );
    expect(await copyDiff()).toEqual([]);
    await t.database.query("delete from vacancies where center_id = $1 and status = 'draft' and id % 2 = 0", [demo]);
    expect(await copyDiff()).toEqual([]);
    const s = query({ text: "samen" });
    expect(await viaIndex(demo, s)).toEqual(await reference(demo, s));
  });

  it("writes through the API (the application role) reach it too", async () => {
    const admin = await t.signIn(await fx.actor("demo", "admin"), "demo");
    const res = await t.request("POST", API_PATHS.vacancies, {
      as: admin,
      body: {
        data: {
          type: "vacancy",
          attributes: {
            organization_id: String(demoOrg),
            status: "published",
            title: "Vliegerproef",
            description: "<p>Laat vliegers op.</p>",
            remote: true,
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = Number(json(res).data.id);
    expect(await ids(demo, "vliegerproef")).toEqual([id]);
    const patch = await t.request("PATCH", API_PATHS.vacancy(String(id)), {
      as: admin,
      body: { data: { type: "vacancy", attributes: { status: "closed" } } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await ids(demo, "vliegerproef")).toEqual([]);
    expect(await copyDiff()).toEqual([]);
  });
});

/** The point `km` from the given one in the direction `bearing` (degrees from north), on the haversine's sphere. */
function destination(latitude: number, longitude: number, km: number, bearing: number): [number, number] {
  const rad = Math.PI / 180;
  const d = km / 6371;
  const [p1, l1, b] = [latitude * rad, longitude * rad, bearing * rad];
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 = l1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return [p2 / rad, l2 / rad];
}

describe("the distance's bounding box", () => {
  it("holds the whole circle, at any latitude and in every direction", () => {
    for (const latitude of [0, 35, 52.1, 60, 80])
      for (const km of [1, 25, 200]) {
        const [latMin, latMax, lngMin, lngMax] = boundingBox(latitude, 5, km);
        for (let bearing = 0; bearing < 360; bearing += 0.5) {
          const [lat, lng] = destination(latitude, 5, km, bearing);
          expect(lat).toBeGreaterThanOrEqual(latMin);
          expect(lat).toBeLessThanOrEqual(latMax);
          expect(lng).toBeGreaterThanOrEqual(lngMin);
          expect(lng).toBeLessThanOrEqual(lngMax);
        }
        // And not much more: at most 1% wider than the circle.
        expect(latMax - latMin).toBeLessThan(((2 * km) / 6371) * (180 / Math.PI) * 1.01);
      }
  });
});

describe("closed to the application role", () => {
  it("cannot read or write the copy, nor call its functions", async () => {
    for (const statement of [
      "select count(*) from vacancy_search.vacancies",
      "insert into vacancy_search.vacancies (id, center_id, visible_to, categories, remote, search_vector, search_text) values (1, 1, '{1}', '{}', false, '', '')",
      "select count(*) from vacancy_search.texts",
      "select vacancy_search.words('a b')",
      "select count(*) from vacancy_search.vocabulary",
    ])
      await expect(
        t.database.tenant(demo, (tx) => t.database.run(tx, { name: `deny_${statement.length}`, text: statement }, [])),
        statement,
      ).rejects.toThrow(/permission denied/);
  });

  it("the search function takes no center: it answers for the transaction's center only", async () => {
    const [fn] = await t.database.query<{ args: string }>(
      "select pg_get_function_arguments(p.oid) as args from pg_proc p where p.proname = 'vacancy_search_page'",
    );
    expect(fn!.args).not.toMatch(/center/);
    // Without a center (the application role, no app.center_id): nothing.
    const q = searchStatement(query({}));
    const none = await t.database.unscoped((tx) => t.database.run<SearchRow>(tx, q.statement, searchParams(q)));
    expect(searchResult(none)).toEqual({ rows: [], total: 0 });
  });

  it("never returns unpublished rows or rows of other centers that are not shared with it", async () => {
    const all = query({ page: { number: 1, size: 100 } });
    for (const center of [demo, pub, rijnstad]) {
      const found = await viaIndex(center, { ...all, page: { number: 1, size: 100 } });
      const pages = Math.ceil(found.total / 100);
      const ids = [...found.ids];
      for (let n = 2; n <= pages; n++)
        ids.push(...(await viaIndex(center, { ...all, page: { number: n, size: 100 } })).ids);
      expect(ids).toHaveLength(found.total);
      const rows = await t.database.query<{ id: number; center_id: number; status: string; shared: boolean }>(
        `select v.id, v.center_id, v.status, v.shared_with_centers @> array[$2]::bigint[] and (c.features->>'centre_sharing')::boolean is true as shared
         from vacancies v join centers c on c.id = v.center_id where v.id = any($1::bigint[])`,
        [`{${ids.join(",")}}`, center],
      );
      expect(rows).toHaveLength(ids.length);
      for (const r of rows) {
        expect(r.status).toBe("published");
        expect(Number(r.center_id) === center || r.shared).toBe(true);
      }
    }
    // Rijnstad shares with demo, but has centre sharing off: none of its vacancies show in demo.
    const inDemo = (await viaIndex(demo, query({ page: { number: 1, size: 100 } }))).ids;
    const rijnstadIds = await t.database.query<{ id: number }>("select id from vacancies where center_id = $1", [
      rijnstad,
    ]);
    expect(rijnstadIds.length).toBeGreaterThan(0);
    for (const r of rijnstadIds) expect(inDemo).not.toContain(Number(r.id));
  });

  it("follows a center switching centre sharing off and on at once", async () => {
    const s = query({ text: "koken" });
    const sharedIds = async () => {
      const rows = await t.database.query<{ id: number }>("select id from vacancies where center_id = $1", [pub]);
      const pubIds = new Set(rows.map((r) => Number(r.id)));
      return (await viaIndex(demo, s)).ids.filter((id) => pubIds.has(id));
    };
    expect((await sharedIds()).length).toBeGreaterThan(0);
    await t.database.query(
      "update centers set features = jsonb_set(features::jsonb, '{centre_sharing}', 'false')::jsonb where id = $1",
      [pub],
    );
    try {
      expect(await sharedIds()).toEqual([]);
      expect(await viaIndex(demo, s)).toEqual(await reference(demo, s));
    } finally {
      await t.database.query(
        "update centers set features = jsonb_set(features::jsonb, '{centre_sharing}', 'true')::jsonb where id = $1",
        [pub],
      );
    }
    expect((await sharedIds()).length).toBeGreaterThan(0);
  });
});

describe("emptying vacancies", () => {
  it("TRUNCATE empties the copy too", async () => {
    await t.database.query("truncate vacancies cascade");
    const [{ n }] = (await t.database.query<{ n: number }>(
      "select count(*)::int as n from vacancy_search.vacancies",
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect((await viaIndex(demo, query({}))).total).toBe(0);
  });
});
