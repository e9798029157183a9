/** Vacancies API: permissions per role and center, status rules, sanitizing, bulk all-or-nothing, delete. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { API_PATHS } from "@contract/paths.ts";
import { rowsOf } from "@server/db/client.ts";
import { vacancies } from "@server/db/schema.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let school: number;
let otherOrg: number;
const sessions: Record<string, Session> = {};

const body = (attributes: Record<string, unknown>) => ({ data: { type: "vacancy", attributes } });
const publishable = {
  description: "<p>Help mee</p>",
  address: { postcode: "3511ab", city: "Utrecht" },
};

async function create(as: Session, attributes: Record<string, unknown>, orgId = school) {
  const res = await t.request("POST", API_PATHS.vacancies, {
    as,
    body: body({ organization_id: String(orgId), ...attributes }),
  });
  return res;
}

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  school = await fx.seededOrg("demo", "School");
  otherOrg = await fx.org("demo", { name: "Stichting Anders" });
  for (const role of ["volunteer", "member", "orgadmin", "admin", "superadmin"] as const)
    sessions[role] = await t.signIn(await fx.actor("demo", role), "demo");
});
afterAll(async () => {
  await t?.close();
});

async function memberOf(orgId: number, key = "demo") {
  const { hashPassword } = await import("@server/auth/passwords.ts");
  const { DEMO_PASSWORD } = await import("@server/db/seed.ts");
  const u = await fx.user(key, { role: "member", orgId, password: await hashPassword(DEMO_PASSWORD, 4) });
  return t.signIn(u.email, key);
}

describe("create", () => {
  it("lets organization staff create a draft for their organization, with the location normalized and resolved", async () => {
    const res = await create(sessions.member!, {
      title: "Voorlezen in de bibliotheek",
      categories: ["onderwijs", "cultuur", "onderwijs"],
      address: { street: "Oudegracht", house_number: "1", postcode: "3511ab", city: "Utrecht" },
      hours_per_week: "4",
    });
    expect(res.statusCode).toBe(201);
    const doc = json(res);
    expect(res.headers.location).toBe(API_PATHS.vacancy(doc.data.id));
    const a = doc.data.attributes;
    expect(a).toMatchObject({
      title: "Voorlezen in de bibliotheek",
      status: "draft",
      published_at: null,
      postcode: "3511 AB",
      city: "Utrecht",
      categories: ["onderwijs", "cultuur"],
      hours_per_week: 4,
      shared: false,
      applications_count: 0,
    });
    expect(a.latitude).toBeGreaterThan(51.9);
    expect(a.latitude).toBeLessThan(52.3);
    expect(doc.data.relationships.organization.data).toEqual({ type: "organization", id: String(school) });
  });

  it("takes the organization's address when no address is given", async () => {
    const res = await create(sessions.orgadmin!, { title: "Klusjes rond de school" });
    expect(res.statusCode).toBe(201);
    const doc = json(res);
    expect(doc.data.attributes.city).toBe("Utrecht");
    expect(doc.data.relationships.address.data.type).toBe("address");
  });

  it("refuses visitors (401), volunteers (403), members of another organization (403) and organizations of another center (404)", async () => {
    const attrs = body({ organization_id: String(school), title: "Niet van jou" });
    expect((await t.request("POST", API_PATHS.vacancies, { body: attrs })).statusCode).toBe(401);
    expect((await t.request("POST", API_PATHS.vacancies, { as: sessions.volunteer!, body: attrs })).statusCode).toBe(
      403,
    );
    const stranger = await memberOf(otherOrg);
    const res = await t.request("POST", API_PATHS.vacancies, { as: stranger, body: attrs });
    expect(res.statusCode).toBe(403);
    expect(json(res).errors[0].source.pointer).toBe("/data/attributes/organization_id");
    const rijnstadSchool = await fx.seededOrg("rijnstad", "School");
    const other = await create(sessions.admin!, { title: "Andere centrale" }, rijnstadSchool);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toMatch(/rijnstad/i);
  });

  it("lets center staff create for any organization of the center, also through relationships", async () => {
    const res = await t.request("POST", API_PATHS.vacancies, {
      as: sessions.admin!,
      body: {
        data: {
          type: "vacancy",
          attributes: { title: "Bestuurslid", ...publishable, status: "published" },
          relationships: { organization: { data: { type: "organization", id: String(otherOrg) } } },
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const a = json(res).data.attributes;
    expect(a.status).toBe("published");
    expect(a.published_at).not.toBeNull();
  });

  it("answers bad input with localized 422s and pointers, never a 500", async () => {
    const res = await t.request("POST", API_PATHS.vacancies, {
      as: sessions.member!,
      headers: { "accept-language": "en" },
      body: body({
        organization_id: String(school),
        title: "x",
        categories: ["onbekend"],
        hours_per_week: 80,
        end_date: "2026-01-01",
        start_date: "2026-02-01",
        colour: "red",
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      "/data/attributes/colour",
    ]);
    const res2 = await create(sessions.member!, {
      title: "x",
      categories: ["onbekend"],
      hours_per_week: 80,
      end_date: "2026-01-01",
      start_date: "2026-02-01",
      skills: [{ a: 1 }],
    });
    expect(res2.statusCode).toBe(422);
    expect(json(res2).errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(
      "/data/attributes/skills",
    );
    const res3 = await create(sessions.member!, {
      title: "x",
      categories: ["onbekend"],
      hours_per_week: 80,
      end_date: "2026-01-01",
      start_date: "2026-02-01",
      start_date_typo: undefined,
    });
    const pointers = json(res3).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/data/attributes/title",
        "/data/attributes/categories/0",
        "/data/attributes/hours_per_week",
        "/data/attributes/end_date",
      ]),
    );
    expect(json(res3).errors[0].detail).toMatch(/Titel/);
    for (const bad of [
      { title: "Datum", start_date: "2026-02-30" },
      { title: "Plaatje", image_url: "javascript:alert(1)" },
      { title: "Delen", shared_with_centers: ["1"] },
      { title: "Postcode", address: { postcode: "0123 AB" } },
      { title: "Adres", address: "Utrecht" },
    ]) {
      const r = await create(sessions.member!, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const shared = await create(sessions.member!, { title: "Delen", shared_with_centers: ["1"] });
    expect(json(shared).errors[0].code).toBe("sharing_disabled");
    const proto = await t.request("POST", API_PATHS.vacancies, {
      as: sessions.member!,
      body: '{"data":{"type":"vacancy","attributes":{"title":"Proto","__proto__":{"admin":true}}}}',
    });
    expect(proto.statusCode).toBe(400);
  });

  it("sanitizes the description: scripts, event handlers and unsafe links are gone, links get rel", async () => {
    const res = await create(sessions.member!, {
      title: "Veilig",
      description:
        '<p onclick="steal()">Hallo <strong>wereld</strong><script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="https://example.org" target="_blank">link</a><a href="javascript:alert(1)">kwaad</a><h1>Kop</h1>',
    });
    expect(res.statusCode).toBe(201);
    const d = json(res).data.attributes.description as string;
    expect(d).not.toMatch(/script|onerror|onclick|<img|javascript:|target=/);
    expect(d).toContain("<strong>wereld</strong>");
    expect(d).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow">link</a>');
    expect(d).toContain("<h2>Kop</h2>");
  });
});

describe("status changes", () => {
  it("follows the allowed transitions and names from and to when refusing", async () => {
    const id = json(await create(sessions.member!, { title: "Statusreis", address: null })).data.id;
    const patch = (attributes: Record<string, unknown>, locale = "nl") =>
      t.request("PATCH", API_PATHS.vacancy(id), {
        as: sessions.member!,
        body: body(attributes),
        headers: { "accept-language": locale },
      });
    const early = await patch({ status: "closed" }, "en");
    expect(early.statusCode).toBe(422);
    const err = json(early).errors[0];
    expect(err.code).toBe("invalid_transition");
    expect(err.detail).toContain("'draft'");
    expect(err.detail).toContain("'closed'");
    expect(err.source.pointer).toBe("/data/attributes/status");

    const unpublishable = await patch({ status: "published" });
    expect(unpublishable.statusCode).toBe(422);
    expect(
      json(unpublishable)
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(["publish_requires_description", "publish_requires_location"]);
    expect(json(unpublishable).errors[0].detail).toMatch(/beschrijving/);

    const published = await patch({ status: "published", description: "<p>Kom helpen</p>", remote: true });
    expect(published.statusCode).toBe(200);
    const firstPublished = json(published).data.attributes.published_at;
    expect(firstPublished).not.toBeNull();
    expect((await patch({ status: "closed" })).statusCode).toBe(200);
    const reopened = await patch({ status: "published" });
    expect(reopened.statusCode).toBe(200);
    expect(json(reopened).data.attributes.published_at).toBe(firstPublished);
    expect((await patch({ description: "" })).statusCode).toBe(422);
    expect((await patch({ status: "archived" })).statusCode).toBe(200);
    expect((await patch({ status: "published" })).statusCode).toBe(422);
    expect((await patch({ status: "draft" })).statusCode).toBe(200);
  });

  it("lets only staff who manage the vacancy change it", async () => {
    const id = json(await create(sessions.member!, { title: "Alleen van ons", ...publishable, status: "published" }))
      .data.id;
    const attempt = (as: Session | null) =>
      t.request("PATCH", API_PATHS.vacancy(id), { as, body: body({ title: "Gekaapt" }) });
    expect((await attempt(null)).statusCode).toBe(401);
    expect((await attempt(sessions.volunteer!)).statusCode).toBe(403);
    expect((await attempt(await memberOf(otherOrg))).statusCode).toBe(403);
    expect((await attempt(sessions.orgadmin!)).statusCode).toBe(200);
    expect((await attempt(sessions.admin!)).statusCode).toBe(200);
    expect((await attempt(sessions.superadmin!)).statusCode).toBe(200);
    const rijnstadAdmin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
    expect((await attempt(rijnstadAdmin)).statusCode).toBe(404);
  });
});

describe("reading", () => {
  it("shows published and closed vacancies to everyone, drafts only to their staff, and nothing of another center", async () => {
    const draft = json(await create(sessions.member!, { title: "Geheim concept" })).data.id;
    const open = json(await create(sessions.member!, { title: "Openbaar", ...publishable, status: "published" })).data
      .id;
    expect((await t.request("GET", API_PATHS.vacancy(open))).statusCode).toBe(200);
    expect((await t.request("GET", API_PATHS.vacancy(draft))).statusCode).toBe(404);
    expect((await t.request("GET", API_PATHS.vacancy(draft), { as: sessions.volunteer! })).statusCode).toBe(404);
    expect((await t.request("GET", API_PATHS.vacancy(draft), { as: await memberOf(otherOrg) })).statusCode).toBe(404);
    const mine = await t.request("GET", `${API_PATHS.vacancy(draft)}?include=organization,address`, {
      as: sessions.member!,
    });
    expect(mine.statusCode).toBe(200);
    expect(
      json(mine)
        .included.map((r: { type: string }) => r.type)
        .sort(),
    ).toEqual(["address", "organization"]);
    expect((await t.request("GET", API_PATHS.vacancy(open), { center: "rijnstad" })).statusCode).toBe(404);
    expect((await t.request("GET", API_PATHS.vacancy(draft), { center: "rijnstad" })).statusCode).toBe(404);
    expect(json(await t.request("GET", API_PATHS.vacancy(open))).data.attributes.applications_count).toBeNull();
  });

  it("lists vacancies for staff with filters, sorts, pages and includes; volunteers get 403", async () => {
    expect((await t.request("GET", API_PATHS.vacancies)).statusCode).toBe(401);
    expect((await t.request("GET", API_PATHS.vacancies, { as: sessions.volunteer! })).statusCode).toBe(403);
    const mine = json(await t.request("GET", `${API_PATHS.vacancies}?page[size]=100`, { as: sessions.member! }));
    expect(mine.data.length).toBeGreaterThan(0);
    expect(
      mine.data.every(
        (v: { relationships: { organization: { data: { id: string } } } }) =>
          v.relationships.organization.data.id === String(school),
      ),
    ).toBe(true);
    const all = json(await t.request("GET", `${API_PATHS.vacancies}?page[size]=100`, { as: sessions.admin! }));
    expect(all.meta.total_count).toBeGreaterThan(mine.meta.total_count);
    const filtered = json(
      await t.request(
        "GET",
        `${API_PATHS.vacancies}?filter[status_in]=published,closed&filter[title_cont]=Openbaar&sort=-published_at&include=organization&page[size]=1`,
        { as: sessions.admin! },
      ),
    );
    expect(filtered.data[0].attributes.title).toBe("Openbaar");
    expect(filtered.included[0].type).toBe("organization");
    expect(decodeURIComponent(filtered.links.first)).toContain("page[size]=1");
    const header = json(
      await t.request("GET", API_PATHS.vacancies, {
        as: sessions.admin!,
        headers: { "current-organization": String(otherOrg) },
      }),
    );
    expect(
      header.data.every(
        (v: { relationships: { organization: { data: { id: string } } } }) =>
          v.relationships.organization.data.id === String(otherOrg),
      ),
    ).toBe(true);
    const rijnstadSchool = await fx.seededOrg("rijnstad", "School");
    const cross = json(
      await t.request("GET", `${API_PATHS.vacancies}?filter[organization_id_eq]=${rijnstadSchool}`, {
        as: sessions.admin!,
      }),
    );
    expect(cross.data).toEqual([]);
    for (const bad of [
      "filter[colour_eq]=red",
      "sort=secret",
      "page[size]=5000",
      "include=users",
      "filter[status_eq]=gone",
    ]) {
      const r = await t.request("GET", `${API_PATHS.vacancies}?${bad}`, { as: sessions.admin! });
      expect(r.statusCode, bad).toBe(400);
      expect(json(r).errors[0].source.parameter).toBeTruthy();
    }
  });
});

describe("delete", () => {
  it("deletes drafts only; anything that was public answers 409 with a clear message", async () => {
    const draft = json(await create(sessions.member!, { title: "Weg ermee" })).data.id;
    const open = json(await create(sessions.member!, { title: "Blijft staan", ...publishable, status: "published" }))
      .data.id;
    expect((await t.request("DELETE", API_PATHS.vacancy(draft), { as: sessions.volunteer! })).statusCode).toBe(404);
    expect((await t.request("DELETE", API_PATHS.vacancy(draft), { as: sessions.member! })).statusCode).toBe(204);
    expect((await t.request("GET", API_PATHS.vacancy(draft), { as: sessions.member! })).statusCode).toBe(404);
    const refused = await t.request("DELETE", API_PATHS.vacancy(open), { as: sessions.member! });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).errors[0].detail).toMatch(/Archiveer/);
    expect((await t.request("DELETE", API_PATHS.vacancy(open), { as: sessions.volunteer! })).statusCode).toBe(403);
  });
});

describe("bulk update", () => {
  it("changes all rows or none: per-row errors with pointers and the ids that would have passed", async () => {
    const a = json(await create(sessions.member!, { title: "Bulk A", ...publishable })).data.id;
    const b = json(await create(sessions.member!, { title: "Bulk B" })).data.id; // no description: cannot publish
    // Published (so the member can see it) but of another organization.
    const c = json(await create(sessions.admin!, { title: "Bulk C", ...publishable, status: "published" }, otherOrg))
      .data.id;
    const res = await t.request("POST", API_PATHS.vacancyBulkUpdate, {
      as: sessions.member!,
      body: { data: { ids: [a, b, c, "999999"], status: "published", add_categories: ["sport"] } },
    });
    expect(res.statusCode).toBe(422);
    const doc = json(res);
    expect(doc.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      "/data/ids/1",
      "/data/ids/2",
      "/data/ids/3",
    ]);
    expect(doc.errors.map((e: { code: string }) => e.code)).toEqual([
      "publish_requires_description",
      "forbidden",
      "not_found",
    ]);
    expect(doc.errors[0].detail).toContain("Bulk B");
    expect(doc.meta.succeeded_ids).toEqual([a]);
    const rows = await t.database.query<{ status: string; categories: string[] }>(
      "select status, categories from vacancies where id = $1",
      [Number(a)],
    );
    expect(rows[0]).toMatchObject({ status: "draft", categories: [] });

    const ok = await t.request("POST", API_PATHS.vacancyBulkUpdate, {
      as: sessions.admin!,
      body: { data: { ids: [a, c], status: "published", add_categories: ["sport", "buurt"] } },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.map((v: { attributes: { status: string } }) => v.attributes.status)).toEqual([
      "published",
      "published",
    ]);
    const after = await t.database.system((tx) =>
      tx
        .select({ categories: vacancies.categories })
        .from(vacancies)
        .where(eq(vacancies.id, Number(c))),
    );
    expect(after[0]!.categories.sort()).toEqual(["buurt", "sport"]);
    const removed = await t.request("POST", API_PATHS.vacancyBulkUpdate, {
      as: sessions.admin!,
      body: { data: { ids: [c], remove_categories: ["sport"] } },
    });
    expect(json(removed).data[0].attributes.categories).toEqual(["buurt"]);
  });

  it("refuses refused transitions with the vacancy named, and bad bodies with pointers", async () => {
    const a = json(await create(sessions.member!, { title: "Nog een concept" })).data.id;
    const res = await t.request("POST", API_PATHS.vacancyBulkUpdate, {
      as: sessions.member!,
      headers: { "accept-language": "en" },
      body: { data: { ids: [a], status: "closed" } },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[0].detail).toBe(
      `'Nog een concept' (${a}): the status cannot change from 'draft' to 'closed'.`,
    );
    for (const bad of [
      { ids: [] },
      { ids: ["x"], status: "closed" },
      { ids: [a] },
      { ids: [a], status: "weg" },
      { ids: [a], colour: "red" },
    ]) {
      const r = await t.request("POST", API_PATHS.vacancyBulkUpdate, { as: sessions.member!, body: { data: bad } });
      expect(r.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(
      (
        await t.request("POST", API_PATHS.vacancyBulkUpdate, {
          as: sessions.volunteer!,
          body: { data: { ids: [a], status: "archived" } },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("database rules", () => {
  it("keeps the application role from writing another center's vacancy, even a shared one", async () => {
    const demo = await fx.centerId("demo");
    const pub = await fx.centerId("public");
    const [shared] = await t.database.query<{ id: number }>(
      "select id from vacancies where center_id = $1 and $2 = any(shared_with_centers) limit 1",
      [pub, demo],
    );
    expect(shared).toBeDefined();
    const result = await t.database.tenant(demo, async (tx) => {
      const seen = rowsOf<{ id: number }>(await tx.execute(sql`select id from vacancies where id = ${shared!.id}`));
      const changed = rowsOf(
        await tx.execute(sql`update vacancies set title = 'Gekaapt' where id = ${shared!.id} returning id`),
      );
      return { seen: seen.length, changed: changed.length };
    });
    expect(result).toEqual({ seen: 1, changed: 0 });
  });
});
