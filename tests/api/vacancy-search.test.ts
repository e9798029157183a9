/** The public vacancy bank: Dutch full text, filters, distance, centre sharing, bad input. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { VACANCY_CARD_FIELDS } from "@contract/vacancies.ts";
import { resolveLocation } from "@server/geo/index.ts";
import { SearchCache, searchCaches, searchStatement, type SearchQuery } from "@server/modules/vacancies/search.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let demoAdmin: Session;
let publicAdmin: Session;
let rijnstadAdmin: Session;
let demoOrg: number;
let publicOrg: number;
const ids: Record<string, string> = {};

async function vacancy(as: Session, orgId: number, attributes: Record<string, unknown>): Promise<string> {
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
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return json(res).data.id as string;
}

type Doc = {
  data: { id: string; attributes: Record<string, unknown> }[];
  meta: Record<string, unknown>;
  included?: { type: string; id: string; attributes: Record<string, unknown> }[];
};
const search = async (query: string, center = "demo"): Promise<Doc> => {
  const res = await t.request("GET", `${API_PATHS.vacancySearch}?${query}`, { center });
  expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
  return json(res);
};
const found = async (query: string, center = "demo") =>
  (await search(`${query}&page[size]=100`, center)).data.map((v) => v.id);

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  demoAdmin = await t.signIn(await fx.actor("demo", "admin"), "demo");
  // The public center answers on gelderland.localhost.
  publicAdmin = await t.signIn(await fx.actor("public", "admin"), "gelderland");
  rijnstadAdmin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
  const org = await fx.org("demo", { name: "Stichting Zoekproef" });
  demoOrg = org;
  const at = (city: string) => ({ address: { city } });
  ids.walk = await vacancy(demoAdmin, org, {
    title: "Natuurgids Kromme Rijn",
    description: "<p>Begeleid wandelingen langs de rivier.</p>",
    categories: ["natuur_en_milieu"],
    hours_per_week: 4,
    schedule: "regelmatig",
    ...at("Utrecht"),
  });
  ids.cafe = await vacancy(demoAdmin, org, {
    title: "Gastvrouw in het Taalcafé",
    categories: ["taal_en_integratie"],
    hours_per_week: 2,
    schedule: "flexibel",
    ...at("Amersfoort"),
  });
  ids.compound = await vacancy(demoAdmin, org, {
    title: "Coördinator xylofoonvrijwilligerswerk",
    categories: ["cultuur"],
    hours_per_week: 16,
    schedule: "eenmalig",
    ...at("Arnhem"),
  });
  ids.remote = await vacancy(demoAdmin, org, {
    title: "Websitebeheer quokkaproject",
    categories: ["administratie"],
    remote: true,
    hours_per_week: 3,
  });
  ids.draft = await vacancy(demoAdmin, org, { title: "Quokkaproject concept", status: "draft" });
  ids.closed = await vacancy(demoAdmin, org, { title: "Quokkaproject gesloten", ...at("Utrecht") });
  await t.request("PATCH", API_PATHS.vacancy(ids.closed), {
    as: demoAdmin,
    body: { data: { type: "vacancy", attributes: { status: "closed" } } },
  });
  publicOrg = await fx.seededOrg("public", "School");
  ids.shared = await vacancy(publicAdmin, publicOrg, {
    title: "Quokkaproject gedeeld vanuit Gelderland",
    shared_with_centers: [String(await fx.centerId("demo"))],
    ...at("Nijmegen"),
  });
  ids.publicOnly = await vacancy(publicAdmin, publicOrg, { title: "Quokkaproject alleen Gelderland", ...at("Arnhem") });
  ids.rijnstad = await vacancy(rijnstadAdmin, await fx.seededOrg("rijnstad", "School"), {
    title: "Quokkaproject Rijnstad",
    ...at("Wageningen"),
  });
});
afterAll(async () => {
  await t?.close();
});

describe("full text", () => {
  it("stems Dutch words: 'wandelen' finds 'wandelingen'", async () => {
    expect(await found("q=wandelen")).toContain(ids.walk);
    expect(await found("q=wandeling")).toContain(ids.walk);
  });

  it("ignores accents both ways", async () => {
    expect(await found("q=taalcafe")).toContain(ids.cafe);
    expect(await found("q=caf%C3%A9")).toContain(ids.cafe);
    expect(await found("q=coordinator")).toContain(ids.compound);
  });

  it("finds parts of compound words, both ways, and the prefix of the last word", async () => {
    expect(await found("q=vrijwilliger")).toContain(ids.compound);
    expect(await found("q=werk")).toContain(ids.compound);
    expect(await found("q=xylofoon")).toContain(ids.compound);
    expect(await found("q=natuurgi")).toContain(ids.walk);
    expect(await found("q=Kromme%20Ri")).toContain(ids.walk);
    expect(await found("q=zwembadbadmeester")).toEqual([]);
  });

  it("orders by relevance when searching, newest otherwise", async () => {
    const doc = await search("q=quokkaproject");
    expect(doc.meta.sort).toBe("relevance");
    expect(typeof doc.data[0]!.attributes.rank).toBe("number");
    const newest = await search("page[size]=100");
    expect(newest.meta.sort).toBe("newest");
    const dates = newest.data.map((v) => String(v.attributes.published_at));
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe("what is visible", () => {
  it("shows only published vacancies of this center and those shared with it", async () => {
    const list = await found("q=quokkaproject");
    expect(list).toContain(ids.remote);
    expect(list).toContain(ids.shared);
    expect(list).not.toContain(ids.draft);
    expect(list).not.toContain(ids.closed);
    expect(list).not.toContain(ids.publicOnly);
    expect(list).not.toContain(ids.rijnstad);
    const all = await found("q=");
    expect(all).not.toContain(ids.draft);
  });

  it("shows each card's own organization's logo, and none of another center's organization", async () => {
    const logo = (org: number) => `/uploads/logo-${org}.png`;
    for (const org of [demoOrg, publicOrg])
      await t.database.query(
        `insert into organization_profiles (center_id, organization_id, logo_url)
         select center_id, id, $2 from organizations where id = $1
         on conflict (organization_id) do update set logo_url = excluded.logo_url`,
        [org, logo(org)],
      );
    // Another organization of the center with a logo of its own: a card must not take it.
    const other = await fx.org("demo", { name: "Stichting Logoproef" });
    await t.database.query(
      `insert into organization_profiles (center_id, organization_id, logo_url) select center_id, id, $2 from organizations where id = $1`,
      [other, logo(other)],
    );
    // A page size of its own: the same search of an earlier test may still be kept (written past the API).
    const doc = await search("q=quokkaproject&page[size]=99");
    const byId = new Map(doc.data.map((v) => [v.id, v.attributes.organization_logo_url]));
    expect(byId.get(ids.remote!)).toBe(logo(demoOrg));
    // The sharing center's organization keeps its logo to itself.
    expect(byId.has(ids.shared!)).toBe(true);
    expect(byId.get(ids.shared!)).toBeNull();
    const own = await search("q=quokkaproject&page[size]=99", "gelderland");
    expect(own.data.find((v) => v.id === ids.publicOnly)?.attributes.organization_logo_url).toBe(logo(publicOrg));
  });

  it("marks a shared vacancy, shows it read only in the other center, with its organization", async () => {
    const doc = await search("q=gedeeld&include=organization");
    const v = doc.data.find((d) => d.id === ids.shared)!;
    expect(v.attributes.shared).toBe(true);
    expect(v.attributes.shared_by).toBe("Gelderse Vrijwilligers");
    expect(v.attributes.shared_with_centers).toEqual([]);
    expect(doc.included?.find((r) => r.type === "organization")?.attributes.name).toMatch(/Basisschool/);
    const show = await t.request("GET", API_PATHS.vacancy(ids.shared!), { center: "demo" });
    expect(show.statusCode).toBe(200);
    expect(json(show).data.attributes.shared).toBe(true);
    const write = await t.request("PATCH", API_PATHS.vacancy(ids.shared!), {
      as: demoAdmin,
      body: { data: { type: "vacancy", attributes: { title: "Overgenomen" } } },
    });
    expect(write.statusCode).toBe(403);
    const del = await t.request("DELETE", API_PATHS.vacancy(ids.shared!), { as: demoAdmin });
    expect(del.statusCode).toBe(403);
    const bulk = await t.request("POST", API_PATHS.vacancyBulkUpdate, {
      as: demoAdmin,
      body: { data: { ids: [ids.shared], status: "closed" } },
    });
    expect(bulk.statusCode).toBe(422);
    expect(json(bulk).errors[0].code).toBe("forbidden");
    // In its own center it is an ordinary vacancy, listing where it is shared.
    const own = json(await t.request("GET", API_PATHS.vacancy(ids.shared!), { center: "gelderland" }));
    expect(own.data.attributes.shared).toBe(false);
    expect(own.data.attributes.shared_with_centers).toEqual([String(await fx.centerId("demo"))]);
    // Not shared with rijnstad.
    expect(await found("q=gedeeld", "rijnstad")).not.toContain(ids.shared);
    expect((await t.request("GET", API_PATHS.vacancy(ids.shared!), { center: "rijnstad" })).statusCode).toBe(404);
  });

  it("brings its own organizations along as the vacancies list includes them", async () => {
    // The search reads them with its rows (one statement); the list reads them with a query of its own.
    const doc = await search("q=natuurgids&include=organization&page[size]=100");
    const own = doc.data.filter((v) => !v.attributes.shared);
    expect(own.length).toBeGreaterThan(0);
    const list = json(
      await t.request(
        "GET",
        `${API_PATHS.vacancies}?filter[id_in]=${own.map((v) => v.id).join(",")}&include=organization`,
        { as: demoAdmin },
      ),
    );
    const orgs = (d: { included?: { type: string; id: string }[] }) =>
      (d.included ?? []).filter((r) => r.type === "organization").sort((a, b) => a.id.localeCompare(b.id));
    expect(orgs(list).length).toBeGreaterThan(0);
    expect(orgs(doc)).toEqual(orgs(list));
  });

  it("answers the bank's own request with what its cards show and nothing more", async () => {
    const fields = Object.entries(VACANCY_CARD_FIELDS)
      .map(([type, names]) => `fields[${type}]=${names.join(",")}`)
      .join("&");
    const doc = (await search(`q=gedeeld&include=organization&${fields}`)) as Doc & {
      data: { relationships?: Record<string, { data: { id: string } | null }> }[];
    };
    const full = await search("q=gedeeld&include=organization");
    expect(doc.data.map((v) => v.id)).toEqual(full.data.map((v) => v.id));
    expect(doc.data.length).toBeGreaterThan(0);
    for (const v of doc.data) {
      const wanted = VACANCY_CARD_FIELDS.vacancy.filter((f) => f !== "organization" && f !== "distance_km");
      expect(Object.keys(v.attributes).sort()).toEqual([...wanted].sort());
      expect(Object.keys(v.relationships ?? {})).toEqual(["organization"]);
      // Every card can name its organization from what is included.
      const org = doc.included?.find(
        (r) => r.type === "organization" && r.id === v.relationships!.organization!.data?.id,
      );
      expect(org?.attributes).toEqual({ name: expect.any(String) });
    }
    expect(doc.data.find((v) => v.id === ids.shared)?.attributes).toMatchObject({
      shared: true,
      shared_by: "Gelderse Vrijwilligers",
    });
    // Without the fieldsets the same answer carries the description and the rest.
    expect(full.data[0]!.attributes).toHaveProperty("description");
    // (The resources: the links repeat the longer query string of the fieldsets.)
    expect(JSON.stringify(doc.data).length).toBeLessThan(JSON.stringify(full.data).length);
  });

  it("never shows another center's unshared vacancy by id, filter or include", async () => {
    expect((await t.request("GET", API_PATHS.vacancy(ids.rijnstad!), { center: "demo" })).statusCode).toBe(404);
    expect(
      (await t.request("GET", API_PATHS.vacancy(ids.publicOnly!), { center: "demo", as: demoAdmin })).statusCode,
    ).toBe(404);
    const list = json(
      await t.request(
        "GET",
        `${API_PATHS.vacancies}?filter[id_in]=${ids.rijnstad},${ids.publicOnly}&include=organization`,
        {
          as: demoAdmin,
        },
      ),
    );
    expect(list.data).toEqual([]);
    expect(list.included).toBeUndefined();
    const orgs = await t.request("GET", `${API_PATHS.organizations}?include=vacancies&page[size]=1000`, {
      as: demoAdmin,
    });
    expect(orgs.body).not.toContain("Quokkaproject Rijnstad");
  });
});

describe("filters", () => {
  it("filters by category (any of), remote, hours and schedule", async () => {
    const cat = await found("category[]=taal_en_integratie&category[]=cultuur");
    expect(cat).toEqual(expect.arrayContaining([ids.cafe, ids.compound]));
    expect(cat).not.toContain(ids.walk);
    expect(await found("category=natuur_en_milieu,cultuur")).toEqual(expect.arrayContaining([ids.walk, ids.compound]));
    const remote = await found("remote=true");
    expect(remote).toContain(ids.remote);
    expect(remote).not.toContain(ids.walk);
    const few = await found("hours_max=4");
    expect(few).toEqual(expect.arrayContaining([ids.walk, ids.cafe, ids.remote]));
    expect(few).not.toContain(ids.compound);
    const once = await found("schedule=eenmalig");
    expect(once).toContain(ids.compound);
    expect(once).not.toContain(ids.cafe);
  });

  it("filters and sorts by distance from a place or postcode, with distance_km", async () => {
    const doc = await search("near=Utrecht&distance=25&sort=distance&page[size]=100");
    const list = doc.data.map((v) => v.id);
    expect(list).toEqual(expect.arrayContaining([ids.walk, ids.cafe]));
    expect(list).not.toContain(ids.compound); // Arnhem, about 55 km
    expect(list).not.toContain(ids.remote);
    const km = doc.data.map((v) => v.attributes.distance_km as number);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(km.every((k) => k <= 25)).toBe(true);
    const cafe = doc.data.find((v) => v.id === ids.cafe)!;
    expect(cafe.attributes.distance_km).toBeGreaterThan(15);
    expect(cafe.attributes.distance_km).toBeLessThan(25);
    expect(doc.meta.near).toMatchObject({ label: "Utrecht" });
    const byPostcode = await found("near=3511%20AB&distance=5");
    expect(byPostcode).toContain(ids.walk);
    expect(byPostcode).not.toContain(ids.cafe);
    const wide = await search("near=utrecht&sort=distance&page[size]=100");
    expect(wide.data.at(-1)!.attributes.distance_km).toBeNull(); // remote ones last
  });

  it("paginates with meta.total_count and links", async () => {
    const doc = json(await t.request("GET", `${API_PATHS.vacancySearch}?q=quokkaproject&page[size]=1&page[number]=2`));
    expect(doc.data).toHaveLength(1);
    expect(doc.meta.total_count).toBe(2);
    expect(doc.links.prev).toBeTruthy();
    const legacy = json(await t.request("GET", `${API_PATHS.vacancySearch}?q=quokkaproject&page=2&page_size=1`));
    expect(legacy.data).toHaveLength(1);
  });
});

describe("bad input", () => {
  it("answers 400 with the parameter for anything unknown or malformed, never 500", async () => {
    for (const [query, parameter] of [
      ["colour=red", "colour"],
      ["__proto__[x]=1", "__proto__"],
      ["constructor=1", "__proto__"],
      ["page[size]=1000", "page[size]"],
      ["page[number]=0", "page[number]"],
      ["page[foo]=1", "page[foo]"],
      ["distance=10", "distance"],
      ["near=Utrecht&distance=abc", "distance"],
      ["near=Utrecht&distance=500", "distance"],
      ["sort=distance", "sort"],
      ["sort=cheapest", "sort"],
      ["hours_max=-1", "hours_max"],
      ["hours_max[]=1", "hours_max"],
      ["category=geen", "category"],
      ["category[a]=zorg", "category"],
      ["remote=misschien", "remote"],
      ["schedule=soms", "schedule"],
      [`q=${"a".repeat(101)}`, "q"],
      ["q[]=x", "q"],
      ["include=users", "include"],
    ] as const) {
      const res = await t.request("GET", `${API_PATHS.vacancySearch}?${query}`, {
        headers: { "accept-language": "en" },
      });
      expect(res.statusCode, query).toBe(400);
      const err = json(res).errors[0];
      expect(err.status).toBe("400");
      expect(err.source.parameter, query).toBe(parameter);
      expect(err.detail).toBeTruthy();
    }
  });

  it("answers an unknown place with a localized 422", async () => {
    const nl = await t.request("GET", `${API_PATHS.vacancySearch}?near=Atlantis`);
    expect(nl.statusCode).toBe(422);
    expect(json(nl).errors[0]).toMatchObject({ code: "unknown_place", source: { parameter: "near" } });
    expect(json(nl).errors[0].detail).toContain("We kennen de plaats of postcode 'Atlantis' niet");
    const en = await t.request("GET", `${API_PATHS.vacancySearch}?near=Atlantis&locale=en`);
    expect(json(en).errors[0].detail).toContain("We don't know the place or postcode 'Atlantis'");
  });

  it("treats search syntax as plain words", async () => {
    for (const q of ["a & b | !c", "'); drop table vacancies; --", "(((", "werk:*", "%_\\"]) {
      const res = await t.request("GET", `${API_PATHS.vacancySearch}?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });
});

describe("the count and the order", () => {
  it("counts every match, also on a page past the last", async () => {
    const doc = await search("q=quokkaproject&page[size]=1&page[number]=9");
    expect(doc.data).toEqual([]);
    expect(doc.meta.total_count).toBe(2);
    expect(doc.meta.page_count).toBe(2);
    const all = await search("page[size]=1");
    expect(all.meta.total_count).toBe((await found("q=")).length);
  });

  it("breaks ties newest first, then by id, the same on every page", async () => {
    const tied: string[] = [];
    for (let i = 0; i < 4; i++)
      tied.push(await vacancy(demoAdmin, demoOrg, { remote: true, title: `Tegelzetter gelijkspel ${i}` }));
    const byIdDesc = [...tied].sort((a, b) => Number(b) - Number(a));
    // The same moment of publication for all four: only the id decides.
    await t.database.query("UPDATE vacancies SET published_at = '2026-01-01T10:00:00Z' WHERE id = ANY($1::bigint[])", [
      `{${tied.join(",")}}`,
    ]);
    const paged = async (query: string) => {
      const out: string[] = [];
      for (let n = 1; n <= 5; n++)
        out.push(...(await search(`${query}&page[size]=1&page[number]=${n}`)).data.map((v) => v.id));
      return out;
    };
    const relevance = await search("q=gelijkspel&page[size]=10");
    expect(new Set(relevance.data.map((v) => v.attributes.rank)).size).toBe(1);
    expect(relevance.data.map((v) => v.id)).toEqual(byIdDesc);
    expect(await paged("q=gelijkspel")).toEqual(byIdDesc);
    expect(await paged("q=gelijkspel&sort=newest")).toEqual(byIdDesc);
    // One published a day later comes first among equals (after the kept answers expire).
    await t.database.query("UPDATE vacancies SET published_at = '2026-01-02T10:00:00Z' WHERE id = $1", [
      Number(tied[0]),
    ]);
    t.clock.offset += 60_000;
    expect(await found("q=gelijkspel")).toEqual([tied[0], ...byIdDesc.filter((id) => id !== tied[0])]);
  });

  it("ranks words found as words before parts of compound words", async () => {
    const word = await vacancy(demoAdmin, demoOrg, { remote: true, title: "Hulp bij de fietsenmaker" });
    const part = await vacancy(demoAdmin, demoOrg, { remote: true, title: "Hulp bij de racefietsenmakerij" });
    const doc = await search("q=fietsenmaker");
    const list = doc.data.map((v) => v.id);
    expect(list).toEqual(expect.arrayContaining([word, part]));
    expect(list.indexOf(word)).toBeLessThan(list.indexOf(part));
  });

  it("prepares two statements, whatever the combination of parameters", () => {
    const utrecht = resolveLocation("Utrecht");
    const names = new Set<string>();
    const wordLists = [
      [],
      ["ab"],
      ["wandel"],
      ["a", "bc", "def"],
      ["een", "twee", "drie", "vier", "vijf"],
      ["a", "b", "c", "dd", "eee", "ffff", "ggggg", "hh"],
    ];
    for (const words of wordLists)
      for (const categories of [[], ["zorg", "sport"]] as SearchQuery["categories"][])
        for (const remote of [false, true])
          for (const hoursMax of [null, 8])
            for (const schedule of [null, "flexibel"] as SearchQuery["schedule"][])
              for (const [near, distance] of [
                [null, null],
                [utrecht, null],
                [utrecht, 10],
              ] as const)
                for (const sort of ["relevance", "newest", "distance"] as const)
                  names.add(
                    searchStatement({
                      q: words.join(" ") || null,
                      words,
                      categories,
                      near,
                      distance,
                      remote,
                      hoursMax,
                      schedule,
                      sort,
                      page: { number: 1, size: 20 },
                      include: new Set(),
                    }).statement.name,
                  );
    // Every combination runs the same statement (the search function takes them as values), but
    // for the rank's type: a real for words of fewer than 3 letters only, else a double.
    expect(names.size).toBe(2);
  });
});

describe("anonymous answers kept for a few seconds", () => {
  const cache = () => searchCaches.get(t.app)!;

  it("serves a repeated search from memory until it expires", async () => {
    const id = await vacancy(demoAdmin, demoOrg, { remote: true, title: "Cachetest boomklever" });
    expect(await found("q=boomklever")).toEqual([id]);
    // Changed behind the API's back (no write request): the kept answer is still served ...
    await t.database.query("UPDATE vacancies SET title = 'Cachetest gewijzigd' WHERE id = $1", [Number(id)]);
    expect(await found("q=boomklever")).toEqual([id]);
    // ... for a few seconds only.
    t.clock.offset += cache().ttlMs;
    expect(await found("q=boomklever")).toEqual([]);
    expect(await found("q=gewijzigd")).toEqual([id]);
  });

  it("shows a change through the API at once", async () => {
    const id = await vacancy(demoAdmin, demoOrg, { remote: true, title: "Cachetest roodborst" });
    expect(await found("q=roodborst")).toEqual([id]);
    const patch = async (attributes: Record<string, unknown>) =>
      t.request("PATCH", API_PATHS.vacancy(id), { as: demoAdmin, body: { data: { type: "vacancy", attributes } } });
    expect((await patch({ title: "Cachetest merel" })).statusCode).toBe(200);
    expect(await found("q=roodborst")).toEqual([]);
    expect(await found("q=merel")).toEqual([id]);
    expect((await patch({ status: "closed" })).statusCode).toBe(200);
    expect(await found("q=merel")).toEqual([]);
  });

  it("shows a change of a shared vacancy in the other center at once", async () => {
    const demoId = String(await fx.centerId("demo"));
    const id = await vacancy(publicAdmin, publicOrg, {
      remote: true,
      title: "Cachetest ijsvogel",
      shared_with_centers: [demoId],
    });
    expect(await found("q=ijsvogel")).toEqual([id]);
    const res = await t.request("PATCH", API_PATHS.vacancy(id), {
      as: publicAdmin,
      body: { data: { type: "vacancy", attributes: { shared_with_centers: [] } } },
    });
    expect(res.statusCode).toBe(200);
    expect(await found("q=ijsvogel")).toEqual([]);
    expect(await found("q=ijsvogel", "gelderland")).toEqual([id]);
  });

  it("shows a change elsewhere in the center at once: an organization renamed", async () => {
    const org = await fx.org("demo", { name: "Stichting Zwaluw" });
    await vacancy(demoAdmin, org, { remote: true, title: "Cachetest zwaluw" });
    const name = async () =>
      (await search("q=zwaluw&include=organization")).included?.find((r) => r.type === "organization")?.attributes.name;
    expect(await name()).toBe("Stichting Zwaluw");
    const res = await t.request("PUT", API_PATHS.organization(org), {
      as: demoAdmin,
      body: { data: { type: "organization", attributes: { name: "Stichting Gierzwaluw" } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await name()).toBe("Stichting Gierzwaluw");
  });

  it("gives signed-in staff their own answer with applications counts", async () => {
    const anonymous = await search("q=quokkaproject");
    expect(anonymous.data.every((v) => v.attributes.applications_count === null)).toBe(true);
    const res = await t.request("GET", `${API_PATHS.vacancySearch}?q=quokkaproject`, { as: demoAdmin });
    expect(res.statusCode).toBe(200);
    const own = (json(res) as Doc).data.find((v) => v.id === ids.remote)!;
    expect(own.attributes.applications_count).toBe(0);
  });

  it("answers exactly as without the cache", async () => {
    const queries = [
      "q=quokkaproject&include=organization,address",
      "q=wandelen&fields[vacancy]=title,rank",
      "near=Utrecht&sort=distance&page[size]=3&page[number]=2",
      "category=cultuur,natuur_en_milieu&hours_max=20",
    ];
    const bodies = async () => {
      const out: string[] = [];
      for (const q of queries) {
        const res = await t.request("GET", `${API_PATHS.vacancySearch}?${q}`, { center: "demo" });
        expect(res.statusCode, q).toBe(200);
        out.push(res.body);
      }
      return out;
    };
    const first = await bodies();
    const cached = await bodies();
    cache().enabled = false;
    try {
      expect(await bodies()).toEqual(first);
    } finally {
      cache().enabled = true;
    }
    expect(cached).toEqual(first);
  });

  it("keeps a bounded number of answers and never one computed across a change", () => {
    let now = 0;
    const c = new SearchCache<string>({ ttlMs: 1_000, maxEntries: 2, now: () => now });
    c.set("1|a", 1, c.ticket(1), "A");
    c.set("1|b", 1, c.ticket(1), "B");
    c.set("2|c", 2, c.ticket(2), "C");
    expect([c.get("1|a"), c.get("1|b"), c.get("2|c")]).toEqual([undefined, "B", "C"]);
    // A change in center 1 forgets its answers only ...
    c.invalidate([1]);
    expect([c.get("1|b"), c.get("2|c")]).toEqual([undefined, "C"]);
    // ... and an answer read before that change is not kept.
    const before = c.ticket(2);
    c.invalidate([2]);
    c.set("2|d", 2, before, "D");
    expect(c.get("2|d")).toBeUndefined();
    c.set("2|d", 2, c.ticket(2), "D");
    now += 999;
    expect(c.get("2|d")).toBe("D");
    now += 1;
    expect(c.get("2|d")).toBeUndefined();
    c.set("2|e", 2, c.ticket(2), "E");
    c.invalidate();
    expect(c.size).toBe(0);
    // Bounded in weight too: the oldest go first, and no single answer takes over a quarter.
    const w = new SearchCache<string>({ maxWeight: 100, weigh: (v) => v.length, now: () => 0 });
    for (const k of ["a", "b", "c", "d"]) w.set(k, 1, w.ticket(1), k.repeat(25));
    w.set("e", 1, w.ticket(1), "e".repeat(20));
    expect(["a", "b", "c", "d", "e"].map((k) => w.get(k)?.length ?? 0)).toEqual([0, 25, 25, 25, 20]);
    w.set("f", 1, w.ticket(1), "f".repeat(26));
    expect(w.get("f")).toBeUndefined();
    expect(w.size).toBe(4);
  });

  it("asks the database once for the same search at the same moment, but not across a change", async () => {
    const c = new SearchCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => 0 });
    let loads = 0;
    const gates: (() => void)[] = [];
    const load = () =>
      new Promise<string>((resolve) => {
        const n = ++loads;
        gates.push(() => resolve(`answer ${n}`));
      });
    const a = c.through("1|q", 1, load);
    const b = c.through("1|q", 1, load);
    expect(loads).toBe(1);
    c.invalidate([1]);
    const after = c.through("1|q", 1, load);
    expect(loads).toBe(2);
    for (const open of gates) open();
    expect(await Promise.all([a, b, after])).toEqual(["answer 1", "answer 1", "answer 2"]);
    // Only the answer read after the change is kept.
    expect(await c.through("1|q", 1, load)).toBe("answer 2");
    expect(loads).toBe(2);
  });
});
