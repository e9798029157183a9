/**
 * The activity calendar: center staff create, publish, change and delete activities; visitors see
 * the published ones of their own center, by month, category and organization, paged; bad input is
 * a 422 on its pointer in the user's language; a center without the calendar answers 404; a
 * signed-in volunteer takes one of the places of an activity with a capacity.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { DEMO_ACTIVITIES } from "@server/modules/activities/seed.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let publicAdmin: Session;
let volunteer: Session;
let member: Session;
let superadmin: Session;

const body = (attributes: Record<string, unknown>) => ({ data: { type: "activity", attributes } });
const base = {
  title: "Training omgaan met dementie",
  starts_at: "2027-02-10T18:30:00Z",
  ends_at: "2027-02-10T20:30:00Z",
  category: "training",
};
const create = (attributes: Record<string, unknown>, as: Session | null = admin, center = "heuvelrug") =>
  t.request("POST", API_PATHS.activities, { as, center, body: body(attributes) });
const list = async (query: string, center = "heuvelrug", as: Session | null = null) =>
  json(await t.request("GET", `${API_PATHS.activities}?${query}`, { center, as }));
const titles = (doc: { data: { attributes: { title: string } }[] }) => doc.data.map((d) => d.attributes.title);

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("heuvelrug", "admin"), "heuvelrug");
  publicAdmin = await t.signIn(await fx.actor("public", "admin"), "gelderland");
  volunteer = await t.signIn(await fx.actor("heuvelrug", "volunteer"), "heuvelrug");
  member = await t.signIn(await fx.actor("heuvelrug", "member"), "heuvelrug");
  superadmin = await t.signIn(await fx.actor("heuvelrug", "superadmin"), "heuvelrug");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("activities", () => {
  it("staff create a published activity every visitor sees, and a draft only staff see", async () => {
    const res = await create({
      ...base,
      description: "Een avond voor vrijwilligers in de zorg.",
      location: "Dorpshuis Maarn",
      capacity: 20,
      status: "published",
    });
    expect(res.statusCode).toBe(201);
    const item = json(res).data;
    expect(item.type).toBe("activity");
    expect(item.attributes).toMatchObject({
      title: base.title,
      starts_at: "2027-02-10T18:30:00.000Z",
      ends_at: "2027-02-10T20:30:00.000Z",
      location: "Dorpshuis Maarn",
      category: "training",
      capacity: 20,
      registrations_count: 0,
      registered: false,
      organization_id: null,
      status: "published",
    });
    const draft = json(await create({ ...base, title: "Geheime planning" })).data;
    expect(draft.attributes.status).toBe("draft");

    const month = "filter[starts_at_gteq]=2027-02-01T00:00:00Z&filter[starts_at_lteq]=2027-02-28T23:59:59Z";
    for (const as of [null, volunteer, member]) {
      const doc = await list(month, "heuvelrug", as);
      expect(titles(doc)).toContain(base.title);
      expect(titles(doc)).not.toContain("Geheime planning");
    }
    expect((await t.request("GET", API_PATHS.activity(draft.id), { center: "heuvelrug" })).statusCode).toBe(404);
    expect(
      (await t.request("GET", API_PATHS.activity(draft.id), { center: "heuvelrug", as: volunteer })).statusCode,
    ).toBe(404);
    for (const as of [admin, superadmin])
      expect((await t.request("GET", API_PATHS.activity(draft.id), { center: "heuvelrug", as })).statusCode).toBe(200);
    const staff = await list(`${month}&filter[status_in]=draft,published`, "heuvelrug", admin);
    expect(titles(staff)).toEqual(expect.arrayContaining([base.title, "Geheime planning"]));
    expect(
      (
        await t.request("GET", `${API_PATHS.activities}?filter[status_in]=draft`, {
          center: "heuvelrug",
          as: volunteer,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("only center staff write: a volunteer, an organization's member and a visitor cannot", async () => {
    expect((await create(base, null)).statusCode).toBe(401);
    expect((await create(base, volunteer)).statusCode).toBe(403);
    expect((await create(base, member)).statusCode).toBe(403);
    expect((await create(base, superadmin)).statusCode).toBe(201);
  });

  it("filters by period, category and organization, sorts by start and pages", async () => {
    const org = await fx.seededOrg("heuvelrug", "School");
    await create({
      ...base,
      title: "Maart een",
      starts_at: "2027-03-05T09:00:00Z",
      ends_at: "2027-03-05T10:00:00Z",
      category: "meetup",
      status: "published",
      organization_id: String(org),
    });
    await create({
      ...base,
      title: "Maart twee",
      starts_at: "2027-03-02T09:00:00Z",
      ends_at: "2027-03-02T10:00:00Z",
      category: "event",
      status: "published",
    });
    await create({
      ...base,
      title: "Maart drie",
      starts_at: "2027-03-20T09:00:00Z",
      ends_at: "2027-03-20T10:00:00Z",
      category: "event",
      status: "published",
    });
    const march = "filter[starts_at_gteq]=2027-03-01T00:00:00Z&filter[starts_at_lteq]=2027-03-31T23:59:59Z";
    expect(titles(await list(march))).toEqual(["Maart twee", "Maart een", "Maart drie"]);
    expect(titles(await list(`${march}&sort=-starts_at`))).toEqual(["Maart drie", "Maart een", "Maart twee"]);
    expect(titles(await list(`${march}&filter[category_eq]=event`))).toEqual(["Maart twee", "Maart drie"]);
    const byOrg = await list(`${march}&filter[organization_id_eq]=${org}`);
    expect(titles(byOrg)).toEqual(["Maart een"]);
    expect(byOrg.data[0].attributes.organization_name).toBeTruthy();
    const paged = await list(`${march}&page[size]=2&page[number]=2`);
    expect(titles(paged)).toEqual(["Maart drie"]);
    expect(paged.meta.total_count).toBe(3);
    expect(paged.links.prev).toContain("page%5Bnumber%5D=1");
  });

  it("answers bad filters, sorts and pages with a 400 that names the parameter", async () => {
    for (const [query, parameter] of [
      ["filter[category_eq]=feest", "filter[category_eq]"],
      ["filter[starts_at_gteq]=morgen", "filter[starts_at_gteq]"],
      ["filter[organization_id_eq]=abc", "filter[organization_id_eq]"],
      ["filter[title_cont]=x", "filter[title_cont]"],
      ["sort=location", "sort"],
    ]) {
      const res = await t.request("GET", `${API_PATHS.activities}?${query}`, { center: "heuvelrug" });
      expect(res.statusCode, query).toBe(400);
      expect(json(res).errors[0].source.parameter, query).toBe(parameter);
    }
  });

  it("answers bad input with a 422 on its pointer, in Dutch and in English", async () => {
    const res = await create({
      title: "x",
      starts_at: "gisteren",
      ends_at: base.ends_at,
      category: "feest",
      capacity: 0,
      registration_url: "javascript:alert(1)",
    });
    expect(res.statusCode).toBe(422);
    const errors = json(res).errors as { source: { pointer: string }; detail: string }[];
    const pointers = errors.map((e) => e.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/data/attributes/title",
        "/data/attributes/starts_at",
        "/data/attributes/category",
        "/data/attributes/capacity",
        "/data/attributes/registration_url",
      ]),
    );
    expect(errors.find((e) => e.source.pointer === "/data/attributes/title")!.detail).toContain("Titel");
    expect(errors.find((e) => e.source.pointer === "/data/attributes/capacity")!.detail).toContain("Aantal plaatsen");

    const reversed = await create({ ...base, ends_at: "2027-02-10T17:00:00Z" });
    expect(reversed.statusCode).toBe(422);
    expect(json(reversed).errors[0].source.pointer).toBe("/data/attributes/ends_at");
    expect(json(reversed).errors[0].detail).toBe("De einddatum ligt vóór de begindatum.");

    const unknown = await create({ ...base, colour: "rood" });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors[0].source.pointer).toBe("/data/attributes/colour");

    const en = await t.request("POST", API_PATHS.activities, {
      as: admin,
      center: "heuvelrug",
      body: body({ ...base, title: "x" }),
      headers: { "accept-language": "en" },
    });
    expect(json(en).errors[0].detail).toContain("Title");

    // An organization of another center is refused like an unknown one.
    const elsewhere = await fx.seededOrg("public", "School");
    const foreign = await create({ ...base, organization_id: String(elsewhere) });
    expect(foreign.statusCode).toBe(422);
    expect(json(foreign).errors[0].source.pointer).toBe("/data/attributes/organization_id");
  });

  it("updates, unpublishes and deletes; another center's staff cannot touch or see it", async () => {
    const item = json(await create({ ...base, title: "Wijzig mij", status: "published" })).data;
    const patch = (attributes: Record<string, unknown>, as: Session, center = "heuvelrug") =>
      t.request("PATCH", API_PATHS.activity(item.id), { as, center, body: body(attributes) });
    expect((await patch({ title: "Gewijzigd" }, volunteer)).statusCode).toBe(403);
    expect((await patch({ title: "Gewijzigd" }, publicAdmin, "gelderland")).statusCode).toBe(404);
    expect((await t.request("GET", API_PATHS.activity(item.id), { center: "gelderland" })).statusCode).toBe(404);
    expect(titles(await list("page[size]=1000", "gelderland"))).not.toContain("Wijzig mij");
    // The end may not move before the start on its own either.
    const reversed = await patch({ ends_at: "2027-02-09T00:00:00Z" }, admin);
    expect(reversed.statusCode).toBe(422);
    expect(json(reversed).errors[0].source.pointer).toBe("/data/attributes/ends_at");
    const ok = await patch({ title: "Gewijzigd", status: "draft", location: "" }, admin);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.attributes).toMatchObject({ title: "Gewijzigd", status: "draft", location: null });
    expect((await t.request("GET", API_PATHS.activity(item.id), { center: "heuvelrug" })).statusCode).toBe(404);
    expect(
      (await t.request("DELETE", API_PATHS.activity(item.id), { as: publicAdmin, center: "gelderland" })).statusCode,
    ).toBe(404);
    expect(
      (await t.request("DELETE", API_PATHS.activity(item.id), { as: admin, center: "heuvelrug" })).statusCode,
    ).toBe(204);
    expect((await t.request("GET", API_PATHS.activity(item.id), { as: admin, center: "heuvelrug" })).statusCode).toBe(
      404,
    );
  });

  it("is a 404 on every endpoint of a center without the calendar (meedoen, rijnstad)", async () => {
    const rijnstadAdmin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
    for (const center of ["meedoen", "rijnstad"]) {
      expect((await t.request("GET", API_PATHS.activities, { center })).statusCode, center).toBe(404);
      expect((await t.request("GET", API_PATHS.activity(1), { center })).statusCode, center).toBe(404);
    }
    const res = await create(base, rijnstadAdmin, "rijnstad");
    expect(res.statusCode).toBe(404);
    expect(json(res).errors[0].title).toBe("Niet gevonden");
  });
});

describe("registration", () => {
  it("a signed-in volunteer takes a place until the activity is full, and gives it back", async () => {
    const item = json(await create({ ...base, title: "Twee plaatsen", capacity: 2, status: "published" })).data;
    const other = await t.signIn(await fx.actor("heuvelrug", "volunteer"), "heuvelrug");
    const third = await t.signIn(await fx.actor("heuvelrug", "volunteer"), "heuvelrug");
    const register = (as: Session | null) =>
      t.request("POST", API_PATHS.activityRegistration(item.id), { as, center: "heuvelrug" });
    expect((await register(null)).statusCode).toBe(401);
    const first = await register(volunteer);
    expect(first.statusCode).toBe(201);
    expect(json(first).data.attributes).toMatchObject({ registrations_count: 1, registered: true });
    // Twice is once.
    expect(json(await register(volunteer)).data.attributes.registrations_count).toBe(1);
    expect((await register(other)).statusCode).toBe(201);
    const full = await register(third);
    expect(full.statusCode).toBe(409);
    expect(json(full).errors[0].detail).toContain("Alle plaatsen");
    // What a visitor sees: the count, not who.
    const seen = json(await t.request("GET", API_PATHS.activity(item.id), { center: "heuvelrug" })).data.attributes;
    expect(seen).toMatchObject({ registrations_count: 2, registered: false });
    expect(
      (await t.request("DELETE", API_PATHS.activityRegistration(item.id), { as: volunteer, center: "heuvelrug" }))
        .statusCode,
    ).toBe(204);
    expect((await register(third)).statusCode).toBe(201);
  });

  it("is not possible for an activity with only a link, nor for one that is over", async () => {
    const link = json(
      await create({
        ...base,
        title: "Via de link",
        registration_url: "https://www.repaircafe.org/",
        status: "published",
      }),
    ).data;
    const res = await t.request("POST", API_PATHS.activityRegistration(link.id), {
      as: volunteer,
      center: "heuvelrug",
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).errors[0].detail).toContain("link van de organisator");
    const past = json(
      await create({
        ...base,
        title: "Voorbij",
        starts_at: "2020-01-01T10:00:00Z",
        ends_at: "2020-01-01T12:00:00Z",
        capacity: 5,
        status: "published",
      }),
    ).data;
    expect(
      (await t.request("POST", API_PATHS.activityRegistration(past.id), { as: volunteer, center: "heuvelrug" }))
        .statusCode,
    ).toBe(409);
  });
});

describe("the demo activities", () => {
  it("give each center with the calendar ten published activities over about three months, in its own region", async () => {
    const rows = await t.database.query<{ key: string; n: number; orgs: number; days: number }>(
      `select c.key, count(a.id)::int as n, count(a.organization_id)::int as orgs,
         (extract(epoch from max(a.starts_at) - min(a.starts_at)) / 86400)::int as days
       from centers c left join activities a on a.center_id = c.id and a.status = 'published' and a.created_by is null
       where c.key in ('public', 'demo', 'rijnstad', 'heuvelrug', 'meedoen') group by c.key order by c.key`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.key, r]));
    for (const key of ["public", "demo", "heuvelrug"] as const) {
      expect(by[key]!.n, key).toBe(DEMO_ACTIVITIES[key].length);
      expect(by[key]!.n, key).toBeGreaterThanOrEqual(8);
      // Linked to the center's own organizations where the data names one.
      expect(by[key]!.orgs, key).toBe(DEMO_ACTIVITIES[key].filter((a) => a.organization).length);
      expect(by[key]!.days, key).toBeGreaterThan(55);
    }
    expect(by.rijnstad!.n).toBe(0);
    expect(by.meedoen!.n).toBe(0);
  });
});
