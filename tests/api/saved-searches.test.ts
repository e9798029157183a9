/**
 * Saved searches (issue 18): saving, listing and deleting one's own; bad input in the user's
 * language; only the owner (not a colleague, not center staff, not another center); the in-app
 * notice of a newly published match (once per saved search per day, through the template); the
 * database's match rule equal to the vacancy bank's own; the periodic mail's new matches.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { runPeriodicMail } from "@server/modules/periodic-mail/service.ts";
import { searchOf } from "@server/modules/saved-searches/service.ts";
import { searchResult, searchStatement, type SearchRow } from "@server/modules/vacancies/search.ts";
import { run } from "@server/perf/statements.ts";
import { rowsOf } from "@server/db/client.ts";
import { savedSearches } from "@server/db/schema.ts";
import { eq, sql } from "drizzle-orm";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";
import { makeOrganization, makeVolunteer } from "./support/applications.ts";

let t: TestContext;
let fx: Fixtures;
let org: Awaited<ReturnType<typeof makeOrganization>>;
let staff: Session;

const DAY = 86_400_000;
const save = (as: Session | null, attributes: Record<string, unknown>, center = "demo") =>
  t.request("POST", API_PATHS.savedSearches, { as, center, body: { data: { type: "saved_search", attributes } } });

/** A vacancy made through the API by the organization's admin (published unless `draft`). */
async function vacancy(title: string, attributes: Record<string, unknown> = {}, draft = false) {
  const res = await t.request("POST", API_PATHS.vacancies, {
    as: staff,
    body: {
      data: {
        type: "vacancy",
        attributes: {
          organization_id: String(org.orgId),
          title,
          ...(draft ? {} : { status: "published" }),
          description: "<p>Help mee</p>",
          address: { postcode: "3511ab", city: "Utrecht" },
          categories: ["natuur_en_milieu"],
          ...attributes,
        },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return Number(json(res).data.id);
}
const publish = (title: string) => vacancy(title);
const draft = (title: string) => vacancy(title, {}, true);

async function notices(userId: number) {
  return t.database.query<{ kind: string; title: string; body: string; link: string }>(
    "SELECT kind, title, body, link FROM notifications WHERE user_id = $1 AND kind = 'saved_search_match' ORDER BY id",
    [userId],
  );
}

async function volunteer(locale: "nl" | "en" = "nl") {
  const v = await makeVolunteer(t, fx, "demo", locale);
  return { ...v, session: await t.signIn(v.email, "demo") };
}

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  org = await makeOrganization(fx, "demo", "Stichting Groen Dichtbij");
  staff = await t.signIn(org.admin, "demo");
});
afterAll(async () => {
  await t?.close();
});

describe("one's own saved searches", () => {
  it("saves the bank's search under a name, lists it newest first, opens and deletes it", async () => {
    const me = await volunteer();
    const first = await save(me.session, {
      name: "Natuur bij Utrecht",
      query: { q: " natuur  ", category: ["natuur_en_milieu", "dieren"], near: "Utrecht", remote: false },
    });
    expect(first.statusCode, first.body).toBe(201);
    const created = json(first).data;
    expect(first.headers.location).toBe(API_PATHS.savedSearch(created.id));
    expect(created.type).toBe("saved_search");
    expect(created.attributes).toMatchObject({
      name: "Natuur bij Utrecht",
      // A place without a radius gets the bank's 10 km; categories in a stable order.
      query: { q: "natuur", category: ["dieren", "natuur_en_milieu"], near: "Utrecht", distance: 10 },
      search_path: "/vacancies/search?q=natuur&category=dieren&category=natuur_en_milieu&near=Utrecht&distance=10",
    });
    expect(Object.keys(created.attributes).sort()).toEqual(["created_at", "name", "query", "search_path"]);
    t.clock.offset += 1000;
    const second = await save(me.session, { name: "Op afstand", query: { remote: true, hours_max: 4 } });
    expect(second.statusCode).toBe(201);

    const list = json(await t.request("GET", API_PATHS.savedSearches, { as: me.session }));
    expect(list.data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual([
      "Op afstand",
      "Natuur bij Utrecht",
    ]);
    expect(list.meta.total_count).toBe(2);

    const one = await t.request("GET", API_PATHS.savedSearch(created.id), { as: me.session });
    expect(one.statusCode).toBe(200);
    expect(json(one).data.attributes.name).toBe("Natuur bij Utrecht");

    expect((await t.request("DELETE", API_PATHS.savedSearch(created.id), { as: me.session })).statusCode).toBe(204);
    expect((await t.request("GET", API_PATHS.savedSearch(created.id), { as: me.session })).statusCode).toBe(404);
    expect((await t.request("DELETE", API_PATHS.savedSearch(created.id), { as: me.session })).statusCode).toBe(404);
    expect(json(await t.request("GET", API_PATHS.savedSearches, { as: me.session })).data).toHaveLength(1);
  });

  it("asks visitors to sign in", async () => {
    expect((await t.request("GET", API_PATHS.savedSearches)).statusCode).toBe(401);
    expect((await save(null, { name: "x", query: {} })).statusCode).toBe(401);
  });

  it("refuses bad input with a pointer, in the user's language", async () => {
    const me = await volunteer();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  ", query: { q: "natuur" } }, "/data/attributes/name"],
      [{ name: "x".repeat(101), query: {} }, "/data/attributes/name"],
      [{ name: "Zonder zoekopdracht" }, "/data/attributes/query"],
      [{ name: "Rare categorie", query: { category: ["ruimtevaart"] } }, "/data/attributes/query/category/0"],
      [{ name: "Ver weg", query: { near: "Utrecht", distance: 500 } }, "/data/attributes/query/distance"],
      [{ name: "Zonder plaats", query: { distance: 10 } }, "/data/attributes/query/near"],
      [{ name: "Rooster", query: { schedule: "altijd" } }, "/data/attributes/query/schedule"],
      [{ name: "Te lang", query: { q: "a".repeat(101) } }, "/data/attributes/query/q"],
      [{ name: "Onbekend veld", query: { sort: "newest" } }, "/data/attributes/query/sort"],
      [{ name: "Onbekend", owner: 1, query: {} }, "/data/attributes/owner"],
    ];
    for (const [attributes, pointer] of cases) {
      const res = await save(me.session, attributes);
      expect(res.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(json(res).errors.map((e: { source?: { pointer?: string } }) => e.source?.pointer)).toContain(pointer);
    }
    const place = await save(me.session, { name: "Nergens", query: { near: "Atlantis" } });
    expect(place.statusCode).toBe(422);
    expect(json(place).errors[0]).toMatchObject({
      code: "unknown_place",
      source: { pointer: "/data/attributes/query/near" },
    });
    expect(json(place).errors[0].detail).toContain("We kennen de plaats of postcode 'Atlantis' niet");
    const english = await t.request("POST", `${API_PATHS.savedSearches}?locale=en`, {
      as: me.session,
      body: { data: { type: "saved_search", attributes: { name: "Nowhere", query: { near: "Atlantis" } } } },
    });
    expect(json(english).errors[0].detail).toContain("We don't know the place or postcode 'Atlantis'");
  });

  it("keeps at most twenty per person", async () => {
    const me = await volunteer();
    for (let i = 0; i < 20; i++)
      expect((await save(me.session, { name: `Zoek ${i}`, query: {} })).statusCode).toBe(201);
    const res = await save(me.session, { name: "Eén te veel", query: {} });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[0]).toMatchObject({ code: "saved_searches_limit", title: "Te veel zoekopdrachten" });
    expect(json(res).errors[0].detail).toContain("hoogstens 20 zoekopdrachten");
  });
});

describe("only the owner", () => {
  it("another volunteer, center staff, a superadmin and another center do not find it", async () => {
    const owner = await volunteer();
    const id = json(await save(owner.session, { name: "Mijn zoekopdracht", query: { q: "tuin" } })).data.id;
    const other = await volunteer();
    const admin = await t.signIn(await fx.actor("demo", "admin"), "demo");
    const superadmin = await t.signIn(await fx.actor("demo", "superadmin"), "demo");
    for (const as of [other.session, admin, superadmin, staff]) {
      expect((await t.request("GET", API_PATHS.savedSearch(id), { as })).statusCode).toBe(404);
      expect((await t.request("DELETE", API_PATHS.savedSearch(id), { as })).statusCode).toBe(404);
      const list = json(await t.request("GET", API_PATHS.savedSearches, { as }));
      expect(list.data.map((d: { id: string }) => d.id)).not.toContain(id);
    }
    const rijnstad = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
    expect((await t.request("GET", API_PATHS.savedSearch(id), { as: rijnstad, center: "rijnstad" })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request("DELETE", API_PATHS.savedSearch(id), { as: rijnstad, center: "rijnstad" })).statusCode,
    ).toBe(404);
    // No way around it through the list: it takes no filters.
    const filtered = await t.request("GET", `${API_PATHS.savedSearches}?filter[user_id_eq]=${owner.id}`, { as: admin });
    expect(filtered.statusCode).toBe(400);
    expect(json(filtered).errors[0].code).toBe("invalid_filter");
    // Still there for its owner.
    expect((await t.request("GET", API_PATHS.savedSearch(id), { as: owner.session })).statusCode).toBe(200);
  });

  it("is in the person's own data export", async () => {
    const me = await volunteer();
    await save(me.session, { name: "Voor de export", query: { q: "bijen" } });
    const res = await t.request("GET", `${API_PATHS.currentUser}/export`, { as: me.session });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Voor de export");
  });
});

describe("new matches in the app", () => {
  it("tells the owner once per saved search per day, through the saved_search_match template", async () => {
    const me = await volunteer();
    const id = json(await save(me.session, { name: "Bijen in Utrecht", query: { q: "bijen", near: "Utrecht" } })).data
      .id;
    const nothing = await volunteer();
    await save(nothing.session, { name: "Dieren", query: { category: ["dieren"] } });

    const first = await publish("Helper bij de bijenstal");
    expect(await notices(me.id)).toEqual([
      {
        kind: "saved_search_match",
        title: "Nieuwe vacature voor 'Bijen in Utrecht'",
        body: "Helper bij de bijenstal bij Stichting Groen Dichtbij past bij je bewaarde zoekopdracht.",
        link: `/vacancies/${first}`,
      },
    ]);
    expect(await notices(nothing.id)).toEqual([]);
    // A second match the same day: no second notice (the periodic mail lists it).
    await publish("Bijenhotels bouwen");
    expect(await notices(me.id)).toHaveLength(1);
    // Not a match: another word.
    t.clock.offset += DAY;
    await publish("Vogels tellen");
    expect(await notices(me.id)).toHaveLength(1);
    // The next day, a match again (a draft published later counts from its first publication).
    const draftId = await draft("Bijenweide zaaien");
    expect(await notices(me.id)).toHaveLength(1);
    const patched = await t.request("PATCH", API_PATHS.vacancy(draftId), {
      as: staff,
      body: { data: { type: "vacancy", attributes: { status: "published" } } },
    });
    expect(patched.statusCode).toBe(200);
    const list = await notices(me.id);
    expect(list).toHaveLength(2);
    expect(list[1]!.link).toBe(`/vacancies/${draftId}`);
    // Deleted: no notice any more.
    await t.request("DELETE", API_PATHS.savedSearch(id), { as: me.session });
    t.clock.offset += DAY;
    await publish("Bijenlint in het park");
    expect(await notices(me.id)).toHaveLength(2);
  });

  it("follows the owner's language and the center's own wording", async () => {
    const me = await volunteer("en");
    await save(me.session, { name: "Beekeeping", query: { q: "imker" } });
    const centerId = await fx.centerId("demo");
    await t.database.query(
      "INSERT INTO notification_template_overrides (center_id, key, locale, subject, body) VALUES ($1, 'saved_search_match', 'en', $2, $3) ON CONFLICT DO NOTHING",
      [centerId, "Something new for {{search_name}}", "{{vacancy_title}}: {{link}}"],
    );
    await publish("Imker voor een dag");
    const [notice] = await notices(me.id);
    expect(notice!.title).toBe("Something new for Beekeeping");
    await t.database.query(
      "DELETE FROM notification_template_overrides WHERE center_id = $1 AND key = 'saved_search_match'",
      [centerId],
    );
  });

  it("announces a bulk publication too", async () => {
    const me = await volunteer();
    await save(me.session, { name: "Honing", query: { q: "honing" } });
    const draftId = await draft("Honing slingeren");
    const res = await t.request("POST", API_PATHS.vacancyBulkUpdate, {
      as: staff,
      body: { data: { ids: [String(draftId)], status: "published" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await notices(me.id)).toHaveLength(1);
  });
});

describe("the database's match rule", () => {
  it("matches exactly what the vacancy bank finds for each saved search", async () => {
    const me = await volunteer();
    const queries: Record<string, unknown>[] = [
      { q: "natuur" },
      { q: "schooltuin" },
      { q: "tuin" },
      { q: "voorlezen kinderen" },
      { q: "zorg", near: "Utrecht", distance: 5 },
      { category: ["zorg", "welzijn"] },
      { category: ["sport"], hours_max: 4 },
      { remote: true },
      { schedule: "eenmalig" },
      { near: "Nieuwegein", distance: 10 },
      { q: "hulp", schedule: "regelmatig", hours_max: 8 },
      { q: "xq" },
      {},
    ];
    for (const [i, query] of queries.entries())
      expect((await save(me.session, { name: `Regel ${i}`, query })).statusCode).toBe(201);
    const centerId = await fx.centerId("demo");
    const rows = await t.database.tenant(centerId, (tx) =>
      tx.select().from(savedSearches).where(eq(savedSearches.userId, me.id)),
    );
    let compared = 0;
    await t.database.tenant(centerId, async (tx) => {
      const published = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from vacancies where status = 'published' and center_id = ${centerId}`),
      ).map((r) => Number(r.id));
      const matches = new Map<number, Set<number>>();
      for (const v of published)
        for (const r of rowsOf<{ saved_search_id: number }>(
          await tx.execute(sql`select saved_search_id from saved_search_matches(${v})`),
        ))
          matches.set(Number(r.saved_search_id), (matches.get(Number(r.saved_search_id)) ?? new Set()).add(v));
      for (const s of rows) {
        const q = searchStatement(searchOf(s, 100));
        const found = searchResult(await run<SearchRow>(t.database, tx, q.statement, q.values));
        expect(found.total).toBeLessThanOrEqual(100);
        const bank = new Set(found.rows.filter((v) => v.centerId === centerId).map((v) => Number(v.id)));
        expect([...(matches.get(s.id) ?? [])].sort(), `${s.name}: ${JSON.stringify(s.q ?? s.categories)}`).toEqual(
          [...bank].sort(),
        );
        compared += bank.size;
      }
    });
    // The comparison found something to compare.
    expect(compared).toBeGreaterThan(20);
  });
});

describe("the periodic vacancy mail", () => {
  it("lists the saved searches' new matches", async () => {
    const me = await volunteer();
    const centerId = await fx.centerId("demo");
    const now = t.app.services.now();
    await t.database.query("UPDATE users SET periodic_mail = 'weekly', interests = '{sport}' WHERE id = $1", [me.id]);
    await t.database.query(
      "INSERT INTO periodic_mails (center_id, user_id, frequency, period, created_at) VALUES ($1, $2, 'weekly', 'week:2000-W01', $3)",
      [centerId, me.id, new Date(now - 1000)],
    );
    await save(me.session, { name: "Imkerij", query: { q: "raten" } });
    const title = "Raten uitsnijden bij de imker";
    await publish(title);
    await runPeriodicMail(t.app.services, new Date(t.app.services.now() + 1000));
    const mail = await t.lastMailTo(me.email);
    expect(mail?.text).toContain("Nieuw voor je bewaarde zoekopdrachten:");
    expect(mail?.text).toContain(`${title} (Stichting Groen Dichtbij, Utrecht), voor je zoekopdracht 'Imkerij'`);
    expect(mail?.text).toMatch(/Je zoekopdrachten: https?:\/\/[^\s]+\/profile-edit\/zoekopdrachten/);
  });
});

describe("generated saved searches", () => {
  it("any query is saved or refused with a 4xx JSON:API error, never a 5xx, and stays its owner's", async () => {
    const me = await volunteer();
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer({ min: -5, max: 300 }),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom("Utrecht", "3511 AB", "natuur_en_milieu", "eenmalig", "__proto__", "\u0000", "\ud800"),
      fc.array(fc.constantFrom("zorg", "sport", "ruimtevaart", "", "__proto__"), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom("a", "__proto__"), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    );
    const query = fc.oneof(
      fc.dictionary(
        fc.constantFrom("q", "category", "near", "distance", "remote", "hours_max", "schedule", "sort", "__proto__"),
        value,
        { maxKeys: 5 },
      ),
      value,
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 120 }), value), query, async (name, q) => {
        const res = await save(me.session, { name, query: q });
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
        const doc = json(res);
        if (res.statusCode === 201) {
          expect(doc.data.type).toBe("saved_search");
          await t.request("DELETE", API_PATHS.savedSearch(doc.data.id), { as: me.session });
        } else {
          expect([400, 409, 422]).toContain(res.statusCode);
          expect(doc.errors[0].status).toBe(String(res.statusCode));
        }
      }),
      { numRuns: 80 },
    );
  });
});
