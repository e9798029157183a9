/**
 * Issue 18, "Search that finds what people type": a search also matches the names of a vacancy's
 * categories (Dutch and English), its organization's name and its organization's place, with the
 * same stemming, accents and compound words as the title, in every tenant; a title match still ranks
 * first; the index follows renames and moves; a search that finds nothing says what to try instead.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { VACANCY_CATEGORY_NAMES, type VacancyCategory, type VacancySearchSuggestions } from "@contract/vacancies.ts";
import { DEMO_TITLES } from "@server/db/demo-data.ts";
import { categorySearchNames, searchCaches, syncCategoryNames } from "@server/modules/vacancies/search.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;

const CENTERS = ["public", "demo", "rijnstad", "heuvelrug", "meedoen"] as const;
/** The host key a center answers on (the public center has no host of its own key). */
const HOST: Record<(typeof CENTERS)[number], string> = {
  public: "gelderland",
  demo: "demo",
  rijnstad: "rijnstad",
  heuvelrug: "heuvelrug",
  meedoen: "meedoen",
};

type Doc = {
  data: { id: string; attributes: Record<string, unknown> }[];
  meta: Record<string, unknown> & { total_count: number; suggestions?: VacancySearchSuggestions };
};
async function search(query: string, center: string): Promise<Doc> {
  const res = await t.request("GET", `${API_PATHS.vacancySearch}?${query}`, { center });
  expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
  return json(res);
}
const titles = async (q: string, center: string) =>
  (await search(`q=${encodeURIComponent(q)}&page[size]=100`, center)).data.map((v) => v.attributes.title as string);

/** The longest word of a name (at least four letters): what someone would type. */
const wordOf = (name: string) =>
  name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4)
    .sort((a, b) => b.length - a.length)[0]!;

interface Published {
  id: number;
  title: string;
  categories: VacancyCategory[];
  org_name: string;
  org_city: string | null;
}
const published = (center: string) =>
  t.database.query<Published>(
    `select v.id, v.title, v.categories, o.name as org_name,
            (select a.city from addresses a where a.organization_id = o.id and a.city is not null order by a.id limit 1) as org_city
       from vacancies v join organizations o on o.id = v.organization_id join centers c on c.id = v.center_id
      where c.key = $1 and v.status = 'published' and cardinality(v.categories) > 0
      order by v.id`,
    [center],
  );

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  searchCaches.get(t.app)!.enabled = false;
});
afterAll(async () => {
  await t?.close();
});

describe("words beyond the vacancy's own text", () => {
  it("finds a vacancy by its category's word: q=natuur (demo's schooltuin, heuvelrug's boslessen)", async () => {
    // Neither has "natuur" in its own text; both are in "Natuur en milieu".
    expect(await titles("natuur", "demo")).toContain("Begeleider in de schooltuin");
    expect(await titles("natuur", "heuvelrug")).toContain("Begeleider bij de boslessen");
    // Without accents and case as everywhere, and by the English name.
    expect(await titles("NATÚÚR", "heuvelrug")).toContain("Begeleider bij de boslessen");
    expect(await titles("environment", "demo")).toContain("Begeleider in de schooltuin");
  });

  it.each(CENTERS)(
    "%s: every published vacancy by its categories' names (nl, en), organization and place",
    async (center) => {
      const rows = await published(center);
      expect(rows.length).toBeGreaterThan(0);
      for (const v of rows.slice(0, 4)) {
        const category = v.categories[0]!;
        const words = [
          wordOf(VACANCY_CATEGORY_NAMES.nl[category]),
          wordOf(VACANCY_CATEGORY_NAMES.en[category]),
          wordOf(v.org_name),
          ...(v.org_city ? [v.org_city] : []),
        ];
        for (const word of words)
          expect(await titles(word, HOST[center]), `${center}: "${word}" finds "${v.title}"`).toContain(v.title);
      }
    },
  );

  it("finds a part of a compound organization name, and the English name's stem", async () => {
    const org = await fx.org("demo", { name: "Stichting Speeltuinvereniging Oudwijk", status: "approved" });
    const demoAdmin: Session = await t.signIn(await fx.actor("demo", "admin"), "demo");
    const res = await t.request("POST", API_PATHS.vacancies, {
      as: demoAdmin,
      body: {
        data: {
          type: "vacancy",
          attributes: {
            organization_id: String(org),
            status: "published",
            title: "Klusser gezocht",
            description: "<p>Schroeven en timmeren.</p>",
            categories: ["evenementen"],
            remote: true,
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await titles("speeltuin", "demo")).toContain("Klusser gezocht");
    expect(await titles("vereniging", "demo")).toContain("Klusser gezocht");
    expect(await titles("event", "demo")).toContain("Klusser gezocht");
    expect(await titles("evenement", "demo")).toContain("Klusser gezocht");
  });

  it("still ranks a match in the title first", async () => {
    const org = await fx.org("demo", { name: "Stichting Rangorde" });
    // The newest one has "natuur" only in its category's name; the older one in its title.
    await t.database.query(
      `insert into vacancies (center_id, organization_id, title, status, published_at, categories)
       select center_id, id, 'Gids voor natuur en cultuur', 'published', now() - interval '30 days', '{zorg}'::text[]
         from organizations where id = $1
       union all
       select center_id, id, 'Helpende hand op de heemtuin', 'published', now(), '{natuur_en_milieu}'
         from organizations where id = $1`,
      [org],
    );
    const ranked = await titles("natuur", "demo");
    expect(ranked).toContain("Helpende hand op de heemtuin");
    const inTitle = ranked.map((title) => /natuur/i.test(title));
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true));
  });
});

describe("skills and target groups", () => {
  it.each(CENTERS)(
    "%s: a vacancy by its skill and its target group (case, accents, stem, part of a compound); the title's match first",
    async (center) => {
      const org = await fx.org(center, { name: "Imkersvereniging De Korf", status: "approved" });
      // The newest has the words only as a skill and a target group; the older one in its title.
      const inserted = await t.database.query<{ id: number }>(
        `insert into vacancies (center_id, organization_id, title, status, published_at, categories, skills, target_groups)
         select center_id, id, 'Helpende hand op het volkstuinpark', 'published', now(), '{natuur_en_milieu}'::text[],
                '{bijenhouden}'::text[], '{statushouders}'::text[]
           from organizations where id = $1
         union all
         select center_id, id, 'Bijenhouden met statushouders', 'published', now() - interval '30 days', '{natuur_en_milieu}'::text[],
                '{}'::text[], '{}'::text[]
           from organizations where id = $1
         returning id`,
        [org],
      );
      const host = HOST[center];
      for (const q of ["bijenhouden", "BÍJENHOUDEN", "bijen", "statushouders", "statushouder", "Státushouders"]) {
        const ranked = await titles(q, host);
        expect(ranked, `${center}: "${q}"`).toContain("Helpende hand op het volkstuinpark");
        expect(ranked.indexOf("Bijenhouden met statushouders"), `${center}: "${q}" title first`).toBeLessThan(
          ranked.indexOf("Helpende hand op het volkstuinpark"),
        );
      }
      // Not in another center.
      const ids = inserted.map((r) => String(r.id));
      const other = CENTERS.find((c) => c !== center)!;
      const there = (await search("q=bijenhouden&page[size]=100", HOST[other])).data.map((v) => v.id);
      expect(there.filter((id) => ids.includes(id))).toEqual([]);
    },
  );
});

describe("the index follows what it holds", () => {
  it("an organization renamed: found by its new name at once, no longer by its old one", async () => {
    const org = await fx.org("rijnstad", { name: "Stichting Lindeboom" });
    await t.database.query(
      `insert into vacancies (center_id, organization_id, title, status, published_at, categories)
       select center_id, id, 'Gastheer bij de inloop', 'published', now(), '{welzijn}' from organizations where id = $1`,
      [org],
    );
    expect(await titles("lindeboom", "rijnstad")).toContain("Gastheer bij de inloop");
    await t.database.query(`update organizations set name = 'Stichting Eikenhof' where id = $1`, [org]);
    expect(await titles("eikenhof", "rijnstad")).toContain("Gastheer bij de inloop");
    expect(await titles("lindeboom", "rijnstad")).not.toContain("Gastheer bij de inloop");
  });

  it("an organization's place added, moved and removed", async () => {
    const org = await fx.org("meedoen", { name: "Buurtkamer Zonnehoek" });
    await t.database.query(
      `insert into vacancies (center_id, organization_id, title, status, published_at, categories)
       select center_id, id, 'Koffieschenker in de buurtkamer', 'published', now(), '{buurt}' from organizations where id = $1`,
      [org],
    );
    const title = "Koffieschenker in de buurtkamer";
    expect(await titles("Wijk bij Duurstede", "meedoen")).not.toContain(title);
    const [address] = await t.database.query<{ id: number }>(
      `insert into addresses (center_id, organization_id, street, city) select center_id, id, 'Markt', 'Wijk bij Duurstede'
       from organizations where id = $1 returning id`,
      [org],
    );
    expect(await titles("duurstede", "meedoen")).toContain(title);
    await t.database.query(`update addresses set city = 'Cothen' where id = $1`, [address!.id]);
    expect(await titles("cothen", "meedoen")).toContain(title);
    expect(await titles("duurstede", "meedoen")).not.toContain(title);
    await t.database.query(`delete from addresses where id = $1`, [address!.id]);
    expect(await titles("cothen", "meedoen")).not.toContain(title);
  });

  it("a category's name changed: the server's names at start, and only changed names written", async () => {
    expect(await syncCategoryNames(t.database)).toBe(0);
    const org = await fx.org("rijnstad", { name: "Kinderboerderij De Hooiberg" });
    await t.database.query(
      `insert into vacancies (center_id, organization_id, title, status, published_at, categories)
       select center_id, id, 'Helper bij de geiten', 'published', now(), '{natuur_en_milieu}' from organizations where id = $1`,
      [org],
    );
    const title = "Helper bij de geiten";
    expect(await titles("milieu", "rijnstad")).toContain(title);
    const names = categorySearchNames();
    await t.database.query(`select vacancy_search_category_names($1::jsonb)`, [
      JSON.stringify({ ...names, natuur_en_milieu: "Groen buitenwerk Green outdoors" }),
    ]);
    expect(await titles("buitenwerk", "rijnstad")).toContain(title);
    expect(await titles("outdoor", "rijnstad")).toContain(title);
    expect(await titles("milieu", "rijnstad")).not.toContain(title);
    // What a start of the server does: the names of this build again.
    expect(await syncCategoryNames(t.database)).toBe(1);
    expect(await titles("milieu", "rijnstad")).toContain(title);
    expect(await titles("buitenwerk", "rijnstad")).not.toContain(title);
  });

  it("the application role cannot write the names", async () => {
    await expect(
      t.database.tenant(await fx.centerId("demo"), (tx) =>
        tx.execute(sql`select vacancy_search_category_names('{}'::jsonb)`),
      ),
    ).rejects.toSatisfy((e: unknown) => /permission denied/.test(String((e as { cause?: unknown }).cause ?? e)));
  });
});

describe("when nothing is found", () => {
  it.each(CENTERS)("%s: suggests the nearest words of its own vacancies, and its categories", async (center) => {
    // A typo of a word of a vacancy's title (two letters swapped) that finds nothing: the first
    // such of the center's vacancies (a typo may happen to be a word too).
    let found: { typo: string; doc: Doc } | undefined;
    for (const v of await published(center)) {
      const word = wordOf(v.title).toLowerCase();
      const typo = word.slice(0, 1) + word[2] + word[1] + word.slice(3);
      const doc = await search(`q=${encodeURIComponent(typo)}`, HOST[center]);
      if (doc.meta.total_count === 0) {
        found = { typo, doc };
        break;
      }
      expect(doc.meta.suggestions, `${center}: ${typo} found something`).toBeUndefined();
    }
    expect(found, `${center}: a typo that finds nothing`).toBeDefined();
    const { typo, doc } = found!;
    const s = doc.meta.suggestions!;
    expect(s.queries.length, `${center}: ${typo}`).toBeGreaterThan(0);
    expect(s.queries.length).toBeLessThanOrEqual(3);
    // Each suggestion finds something: it is made of words of this center's vacancies.
    for (const q of s.queries)
      expect((await search(`q=${encodeURIComponent(q)}`, HOST[center])).meta.total_count, q).toBeGreaterThan(0);
    expect(s.categories.length).toBeGreaterThan(0);
    for (const c of s.categories) {
      const filtered = await search(`category=${c.category}&page[size]=1`, HOST[center]);
      expect(filtered.meta.total_count, c.category).toBe(c.count);
    }
  });

  it("demo: 'schooltuim' suggests 'schooltuin'", async () => {
    const doc = await search("q=schooltuim", "demo");
    expect(doc.meta.total_count).toBe(0);
    expect(doc.meta.suggestions!.queries[0]).toBe("schooltuin");
    expect(doc.meta.suggestions!.categories.map((c) => c.category)).toContain("natuur_en_milieu");
  });

  it("suggests nothing when something is found, and never another center's words", async () => {
    const found = await search(`q=${encodeURIComponent(DEMO_TITLES.schoolGarden.split(" ").at(-1)!)}`, "demo");
    expect(found.meta.total_count).toBeGreaterThan(0);
    expect(found.meta.suggestions).toBeUndefined();
    // "schooltuin" exists on heuvelrug and demo; a word only rijnstad has is no suggestion elsewhere.
    const [only] = await t.database.query<{ w: string }>(
      `select w from (select distinct regexp_split_to_table(search_text, ' ') as w from vacancy_search.texts
        where center_id = (select id from centers where key = 'rijnstad')) r
       where length(w) >= 8 and w ~ '^[a-z]+$' and not exists (select 1 from vacancy_search.texts x
        where x.center_id <> (select id from centers where key = 'rijnstad') and strpos(x.search_text, r.w) > 0)
       order by w limit 1`,
    );
    expect(only).toBeDefined();
    const typo = only!.w.slice(0, -1) + (only!.w.endsWith("x") ? "y" : "x");
    const elsewhere = await search(`q=${typo}`, "meedoen");
    expect(elsewhere.meta.suggestions?.queries ?? []).not.toContain(only!.w);
  });
});
