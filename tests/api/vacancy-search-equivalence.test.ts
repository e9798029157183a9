/**
 * Today's search function answers exactly as 0043's: the same rows in the same order, the same
 * ranks to the last bit, the same totals. Migration 0052 only changed how the search box's branch
 * runs (the vocabulary gate planned for its values, the shared rows read center by center); this
 * keeps such changes honest. 0043's function is installed beside today's (read from its migration,
 * as the bench does) and both are called in the same tenant transaction, for many words (words of
 * the centers' own vacancies and prefixes of some, words held as written, stop words, several
 * words, filters) in all five demo centers, with rows shared between centers, on pages that start
 * and end anywhere; and again after writes to the vacancies.
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "@server/db/migrate.ts";
import { rowsOf } from "@server/db/client.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, type TestContext } from "@server/testing/harness.ts";
import { searchWords } from "@server/modules/vacancies/search.ts";
import { pgArray } from "@server/modules/vacancies/serializer.ts";

let t: TestContext;
let fx: Fixtures;
const centers: Record<string, number> = {};

/** 0043's search function as `vacancy_search_page_0043` (the search before 0052). */
async function installBefore() {
  const m = readFileSync(`${MIGRATIONS_DIR}0043_search_shared_first.sql`, "utf8");
  const start = m.indexOf("CREATE OR REPLACE FUNCTION vacancy_search_page(");
  const fn = m
    .slice(start, m.indexOf("END $$;", start) + "END $$;".length)
    .replace("CREATE OR REPLACE FUNCTION vacancy_search_page(", "CREATE FUNCTION public.vacancy_search_page_0043(");
  await t.database.execScript(`${fn};
    GRANT EXECUTE ON FUNCTION public.vacancy_search_page_0043(text, text[], text[], boolean, integer, text, double precision, double precision, double precision, double precision[], text, integer, integer) TO volunteerly_app;`);
}

interface Shape {
  words: string[];
  categories?: string[];
  remote?: boolean;
  hoursMax?: number;
  sort?: "relevance" | "newest";
  limit: number;
  offset: number;
}

/** The two functions' answers for each search, in one tenant transaction of the center. */
async function answers(centerId: number, shapes: Shape[]): Promise<{ shape: Shape; now: string; before: string }[]> {
  return t.database.tenant(
    centerId,
    async (tx) => {
      const out: { shape: Shape; now: string; before: string }[] = [];
      for (const shape of shapes) {
        const { words } = shape;
        const tsq = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(" & ");
        const long = words.filter((w) => w.length >= 3);
        const args = sql`${tsq}::text, ${long.length ? pgArray(long) : null}::text[], ${shape.categories ? pgArray(shape.categories) : null}::text[],
          ${shape.remote ?? false}::boolean, ${shape.hoursMax ?? null}::int, null::text, null::float8, null::float8,
          null::float8, null::float8[], ${shape.sort ?? "relevance"}::text, ${shape.limit}::int, ${shape.offset}::int`;
        const [row] = rowsOf<{ now: string | null; before: string | null }>(
          await tx.execute(sql`select
            (select json_agg(json_build_array(f.id, f.published_at, f.rank, f.distance_km, f.total) order by f.n)::text
               from vacancy_search_page(${args}) with ordinality as f(id, published_at, rank, distance_km, total, n)) as now,
            (select json_agg(json_build_array(f.id, f.published_at, f.rank, f.distance_km, f.total) order by f.n)::text
               from vacancy_search_page_0043(${args}) with ordinality as f(id, published_at, rank, distance_km, total, n)) as before`),
        );
        out.push({ shape, now: row!.now ?? "", before: row!.before ?? "" });
      }
      return out;
    },
    true,
  );
}

/** Words of a center's own vacancies as a visitor would type them, and every prefix of some. */
async function wordsOf(centerId: number): Promise<string[]> {
  const rows = await t.database.query<{ word: string }>(
    "select distinct word from vacancy_search.vocabulary where center_id = $1 order by word",
    [centerId],
  );
  const words = rows.map((r) => r.word).filter((w) => searchWords(w).join(" ") === w);
  const picked = new Set<string>();
  words.forEach((w, i) => {
    if (i % 9 === 0) picked.add(w);
    // Every prefix of every 45th word (stems are prefixes of words: 'wandel' of 'wandelen').
    if (i % 45 === 0) for (let k = 1; k < w.length; k++) picked.add(w.slice(0, k));
  });
  return [...picked];
}

const EXTRA_WORDS = [
  "wandelen",
  "koken",
  "kok",
  "samen",
  "werk",
  "vrijwilligerswerk",
  "taalcafe",
  "fietsenmaker",
  "de",
  "het",
  "a",
  "e",
  "zz",
  "zwembadbadmeester",
  "2",
];

async function mismatches(centerId: number, words: string[]) {
  const shapes: Shape[] = [];
  words.forEach((w, i) => {
    shapes.push({ words: [w], limit: 20, offset: 0 });
    // A page that starts inside the matches.
    if (i % 3 === 0) shapes.push({ words: [w], limit: 3, offset: 2 });
  });
  shapes.push(
    { words: ["wandelen"], limit: 100, offset: 0 },
    { words: ["werk"], limit: 5, offset: 40 },
    { words: ["koken"], limit: 10, offset: 10_000 },
    { words: ["de", "wandelen"], limit: 20, offset: 0 },
    { words: ["samen", "koken"], limit: 20, offset: 0 },
    { words: ["koken"], categories: ["zorg", "buurt"], limit: 20, offset: 0 },
    { words: ["werk"], remote: true, limit: 20, offset: 0 },
    { words: ["werk"], hoursMax: 8, limit: 20, offset: 0 },
    { words: ["werk"], sort: "newest", limit: 20, offset: 0 },
  );
  const found = await answers(centerId, shapes);
  return {
    differ: found.filter((f) => f.now !== f.before).map((f) => ({ ...f, center: centerId })),
    nonEmpty: found.filter((f) => f.before.length > 2).length,
  };
}

async function insertShared(
  centerKey: string,
  orgType: "School" | "VolunteerCenter",
  n: number,
  sharedWith: number[],
  seed: number,
) {
  const org = await fx.seededOrg(centerKey, orgType);
  await t.database.query(
    `insert into vacancies (center_id, organization_id, title, status, published_at, description, categories, remote, shared_with_centers)
     select $1, $2, (array['Wandelmaatje','Kok in het buurthuis','Samen koken','Taalcoach','Vrijwilligerswerk bij de kookclub'])[1 + (g + $5) % 5]
              || ' ' || g, 'published', timestamptz '2026-01-01' + ((g * 7) % 5) * interval '1 day',
            '<p>' || (array['Help mee met wandelingen.','Samen koken en eten.','Kookworkshop voor buurtbewoners.'])[1 + g % 3] || '</p>',
            array['zorg'], g % 4 = 0, $3::bigint[]
     from generate_series(1, $4::int) g`,
    [centers[centerKey], org, sharedWith, n, seed],
  );
}

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  for (const key of ["public", "demo", "rijnstad", "heuvelrug", "meedoen"]) centers[key] = await fx.centerId(key);
  await installBefore();
  // Rows shared with every other center (the public center shares), some holding the words as written.
  const others = Object.entries(centers)
    .filter(([k]) => k !== "public")
    .map(([, id]) => id);
  await insertShared("public", "School", 40, others, 0);
  // Ties: many vacancies of one center with the same text and date.
  await insertShared("demo", "School", 60, [], 3);
  // A second sharing center: rijnstad's search reads two sharing centers' partitions.
  await insertShared("demo", "VolunteerCenter", 12, [centers.public!, centers.rijnstad!], 1);
  await t.database.query(
    "update centers set features = features || '{\"centre_sharing\": true}'::jsonb where key in ('public', 'demo')",
  );
});
afterAll(async () => {
  await t?.close();
});

describe("the search function against 0043's", () => {
  it.each(["public", "demo", "rijnstad", "heuvelrug", "meedoen"])("answers as 0043's function (%s)", async (key) => {
    const id = centers[key]!;
    const { differ, nonEmpty } = await mismatches(id, [...(await wordsOf(id)), ...EXTRA_WORDS]);
    expect(differ).toEqual([]);
    expect(nonEmpty).toBeGreaterThan(40);
  });

  it("still answers so after vacancies change, close, move and go", async () => {
    const demo = centers.demo!;
    const [a, b, c] = (
      await t.database.query<{ id: number }>(
        "select id from vacancies where center_id = $1 and status = 'published' order by id limit 3",
        [demo],
      )
    ).map((r) => Number(r.id));
    await t.database.query("update vacancies set title = 'Wandelcoach en kookmaatje' where id = $1", [a]);
    await t.database.query("update vacancies set published_at = published_at - interval '3 days' where id = $1", [b]);
    await t.database.query("update vacancies set status = 'closed' where id = $1", [c]);
    await t.database.query(
      "update organizations set name = name || ' Wandelvereniging' where id = (select organization_id from vacancies where id = $1)",
      [a],
    );
    await t.database.query("delete from vacancies where center_id = $1 and title like 'Samen koken%'", [demo]);
    await insertShared("public", "School", 5, [demo], 7);
    const { differ } = await mismatches(demo, [
      "wandel",
      "wandelcoach",
      "kookmaatje",
      "wandelvereniging",
      "w",
      "wa",
      ...EXTRA_WORDS,
    ]);
    expect(differ).toEqual([]);
  });
});
