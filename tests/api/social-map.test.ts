/**
 * The social map (PRODUCT.md section 4): everyone reads a center's entries (search, category,
 * sort, paging) and one entry; only center staff write; another center's entry is a 404 for
 * everyone; bad input is a 422 with a pointer and a message in the request's language; the
 * coordinates are checked against their ranges.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPENING_TIME_PATTERN } from "@contract/social-map.ts";
import { API_PATHS } from "@contract/paths.ts";
import type { ActorRole } from "@server/testing/fixtures.ts";
import { buildApp } from "@server/app.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, host, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
const sessions: Partial<Record<ActorRole, Session>> = {};
let otherAdmin: Session;

const CENTER = "heuvelrug";
const body = (attributes: Record<string, unknown>) => ({ data: { type: "social_map_entry", attributes } });
const valid = {
  name: "Buurtkamer De Linde",
  category: "community_center",
  description: "Koffie-inloop en een buurtmaaltijd.",
  street: "Lindelaan",
  house_number: "4",
  postcode: "3941ab",
  city: "Doorn",
  latitude: 52.034,
  longitude: 5.342,
  phone: "0343 123 456",
  email: "Info@Linde.Example.org",
  website: "https://linde.example.org",
  opening_hours: [
    { day: "friday", opens: "09:00", closes: "12:00" },
    { day: "monday", opens: "13:00", closes: "17:00" },
    { day: "monday", opens: "09:00", closes: "12:00" },
  ],
  opening_hours_note: "Op feestdagen gesloten.",
};
const list = async (query: string, center = CENTER) =>
  json(await t.request("GET", `${API_PATHS.socialMapEntries}${query}`, { center }));
const create = (as: Session, attributes: Record<string, unknown>, center = CENTER, locale = "nl") =>
  t.request("POST", API_PATHS.socialMapEntries, {
    as,
    center,
    body: body(attributes),
    headers: { "accept-language": locale },
  });

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  for (const role of ["volunteer", "member", "orgadmin", "admin", "superadmin"] as const)
    sessions[role] = await t.signIn(await fx.actor(CENTER, role), CENTER);
  otherAdmin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("social map: reading", () => {
  it("every center has its own demo entries in its own region, sorted by name", async () => {
    for (const [key, town] of [
      ["gelderland", "Arnhem"],
      ["demo", "Utrecht"],
      ["rijnstad", "Rhenen"],
      ["heuvelrug", "Doorn"],
      ["meedoen", "Amsterdam"],
    ] as const) {
      const doc = await list("?page[size]=100", key);
      expect(doc.meta.total_count, key).toBeGreaterThanOrEqual(15);
      expect(doc.meta.total_count, key).toBeLessThanOrEqual(25);
      const cities = doc.data.map((e: { attributes: { city: string } }) => e.attributes.city);
      expect(cities, key).toContain(town);
      const names = doc.data.map((e: { attributes: { name: string } }) => e.attributes.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "en")));
    }
    const rhenen = await list("?page[size]=100", "rijnstad");
    expect(
      rhenen.data.every((e: { attributes: { city: string } }) =>
        ["Rhenen", "Elst", "Achterberg"].includes(e.attributes.city),
      ),
    ).toBe(true);
  });

  it("filters by text and category, sorts, pages; unknown filters and sorts are a 400", async () => {
    const food = await list("?filter[category_eq]=food_bank");
    expect(food.data.length).toBeGreaterThan(0);
    expect(food.data.every((e: { attributes: { category: string } }) => e.attributes.category === "food_bank")).toBe(
      true,
    );
    const q = await list(`?filter[q]=${encodeURIComponent("leersum")}`);
    expect(q.data.length).toBeGreaterThan(0);
    expect(q.data.every((e: { attributes: { city: string } }) => e.attributes.city === "Leersum")).toBe(true);
    const named = await list(`?filter[name_cont]=${encodeURIComponent("repair")}`);
    expect(named.data.map((e: { attributes: { name: string } }) => e.attributes.name)).toEqual([
      "Repair Café Driebergen",
      "Repair Café Leersum",
    ]);
    expect((await list("?filter[q]=%25%25%25")).data).toEqual([]);
    const desc = await list("?sort=-city&page[size]=2&page[number]=1");
    expect(desc.data).toHaveLength(2);
    expect(desc.data[0].attributes.city).toBe("Maarn");
    expect(desc.meta.total_count).toBeGreaterThan(2);
    for (const bad of ["?filter[category_eq]=pub", "?filter[owner]=1", "?sort=latitude", "?page[size]=0"]) {
      const res = await t.request("GET", `${API_PATHS.socialMapEntries}${bad}`, { center: CENTER });
      expect(res.statusCode, bad).toBe(400);
      expect(json(res).errors[0].source.parameter).toBeTruthy();
    }
  });

  it("one entry with its opening hours; another center's entry and nonsense ids are a 404", async () => {
    const first = (await list("?filter[name_cont]=Dorpshuis%20Doorn")).data[0];
    const res = await t.request("GET", API_PATHS.socialMapEntry(first.id), { center: CENTER });
    expect(res.statusCode).toBe(200);
    const a = json(res).data.attributes;
    expect(a.city).toBe("Doorn");
    expect(a.latitude).toBeGreaterThan(51.9);
    expect(a.opening_hours.length).toBeGreaterThan(0);
    expect(a.website).toMatch(/^https:\/\//);
    const elsewhere = await t.request("GET", API_PATHS.socialMapEntry(first.id), { center: "rijnstad" });
    expect(elsewhere.statusCode).toBe(404);
    for (const id of ["abc", "0", "99999999999", "1;drop"])
      expect((await t.request("GET", API_PATHS.socialMapEntry(id), { center: CENTER })).statusCode, id).toBe(404);
  });
});

describe("social map: writing", () => {
  it("only center staff create; the entry is normalized and found by visitors", async () => {
    for (const role of ["volunteer", "member", "orgadmin"] as const)
      expect((await create(sessions[role]!, valid)).statusCode, role).toBe(403);
    expect(
      (await t.request("POST", API_PATHS.socialMapEntries, { center: CENTER, body: body(valid) })).statusCode,
    ).toBe(401);
    const res = await create(sessions.admin!, valid);
    expect(res.statusCode).toBe(201);
    const a = json(res).data.attributes;
    expect(a.postcode).toBe("3941 AB");
    expect(a.email).toBe("info@linde.example.org");
    expect(a.opening_hours).toEqual([
      { day: "monday", opens: "09:00", closes: "12:00" },
      { day: "monday", opens: "13:00", closes: "17:00" },
      { day: "friday", opens: "09:00", closes: "12:00" },
    ]);
    const found = await list(`?filter[q]=${encodeURIComponent("De Linde")}`);
    expect(found.data.map((e: { id: string }) => e.id)).toContain(json(res).data.id);
    expect((await create(sessions.superadmin!, { ...valid, name: "Tweede buurtkamer" })).statusCode).toBe(201);
  });

  it("staff edit and delete their own center's entries; another center's is a 404", async () => {
    const id = json(await create(sessions.admin!, { ...valid, name: "Te wijzigen" })).data.id;
    const patch = await t.request("PATCH", API_PATHS.socialMapEntry(id), {
      as: sessions.admin,
      center: CENTER,
      body: body({ name: "Gewijzigd", latitude: 52.05, website: "" }),
    });
    expect(patch.statusCode).toBe(200);
    expect(json(patch).data.attributes).toMatchObject({
      name: "Gewijzigd",
      latitude: 52.05,
      website: null,
      city: "Doorn",
    });
    for (const role of ["volunteer", "member", "orgadmin"] as const) {
      const res = await t.request("PATCH", API_PATHS.socialMapEntry(id), {
        as: sessions[role],
        center: CENTER,
        body: body({ name: "X y" }),
      });
      expect(res.statusCode, role).toBe(403);
    }
    const other = await t.request("PATCH", API_PATHS.socialMapEntry(id), {
      as: otherAdmin,
      center: "rijnstad",
      body: body({ name: "Overgenomen" }),
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await t.request("DELETE", API_PATHS.socialMapEntry(id), { as: otherAdmin, center: "rijnstad" })).statusCode,
    ).toBe(404);
    expect(
      (await t.request("DELETE", API_PATHS.socialMapEntry(id), { as: sessions.volunteer, center: CENTER })).statusCode,
    ).toBe(403);
    expect(
      (await t.request("DELETE", API_PATHS.socialMapEntry(id), { as: sessions.admin, center: CENTER })).statusCode,
    ).toBe(204);
    expect((await t.request("GET", API_PATHS.socialMapEntry(id), { center: CENTER })).statusCode).toBe(404);
  });

  it("coordinates outside their range are refused with a pointer, in Dutch and in English", async () => {
    const nl = await create(sessions.admin!, { ...valid, latitude: 95, longitude: -181 });
    expect(nl.statusCode).toBe(422);
    const errors = json(nl).errors as { source: { pointer: string }; detail: string; code: string }[];
    expect(errors.map((e) => e.source.pointer).sort()).toEqual([
      "/data/attributes/latitude",
      "/data/attributes/longitude",
    ]);
    expect(errors.find((e) => e.source.pointer.endsWith("latitude"))!.detail).toBe(
      "Breedtegraad moet tussen -90 en 90 liggen.",
    );
    const en = await create(sessions.admin!, { ...valid, longitude: 200 }, CENTER, "en");
    expect(json(en).errors[0]).toMatchObject({
      code: "out_of_range",
      detail: "Longitude must be between -180 and 180.",
      source: { pointer: "/data/attributes/longitude" },
    });
    const patch = await t.request(
      "PATCH",
      API_PATHS.socialMapEntry(json(await create(sessions.admin!, valid)).data.id),
      {
        as: sessions.admin,
        center: CENTER,
        body: body({ latitude: -90.5 }),
      },
    );
    expect(patch.statusCode).toBe(422);
    expect(json(patch).errors[0].source.pointer).toBe("/data/attributes/latitude");
  });

  it("bad input is a 422 per field with Dutch and English messages, never a 500", async () => {
    const bad = {
      name: "",
      category: "kroeg",
      city: "D",
      latitude: "noord",
      longitude: null,
      email: "geen-adres",
      website: "javascript:alert(1)",
      postcode: "123",
      opening_hours: [
        { day: "zondag", opens: "9 uur", closes: "17:00" },
        { day: "monday", opens: "17:00", closes: "09:00" },
      ],
    };
    const nl = await create(sessions.admin!, bad);
    expect(nl.statusCode).toBe(422);
    const pointers = (json(nl).errors as { source: { pointer: string } }[]).map((e) => e.source.pointer);
    for (const f of [
      "name",
      "category",
      "city",
      "latitude",
      "longitude",
      "email",
      "website",
      "postcode",
      "opening_hours/0/day",
      "opening_hours/0/opens",
    ])
      expect(pointers, f).toContain(`/data/attributes/${f}`);
    const nlName = json(nl).errors.find(
      (e: { source: { pointer: string } }) => e.source.pointer === "/data/attributes/name",
    );
    expect(nlName.detail).toContain("Naam");
    const en = await create(sessions.admin!, bad, CENTER, "en");
    const enName = json(en).errors.find(
      (e: { source: { pointer: string } }) => e.source.pointer === "/data/attributes/name",
    );
    expect(enName.detail).toContain("Name");

    // A period that closes before it opens (once the rest is valid).
    const late = await create(sessions.admin!, {
      ...valid,
      opening_hours: [{ day: "monday", opens: "17:00", closes: "09:00" }],
    });
    expect(late.statusCode).toBe(422);
    expect(json(late).errors[0]).toMatchObject({
      code: "closes_before_opens",
      source: { pointer: "/data/attributes/opening_hours/0/closes" },
    });
    expect(json(late).errors[0].detail).toBe("Sluitingstijd moet later zijn dan de openingstijd.");

    for (const weird of [
      { ...valid, opening_hours: "ma-vr" },
      { ...valid, opening_hours: [["monday"]] },
      { ...valid, name: { x: 1 } },
      { ...valid, owner_id: 1 },
    ]) {
      const res = await create(sessions.admin!, weird as Record<string, unknown>);
      expect([400, 422]).toContain(res.statusCode);
      expect(json(res).errors[0].source).toBeTruthy();
    }
  });
});

describe("social map: properties", () => {
  it("any coordinates and opening hours: a 201 exactly when they are valid, else a 422 with a pointer, never a 500", async () => {
    const time = fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ min: -100, max: 100, noNaN: true })),
        fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ min: -200, max: 200, noNaN: true })),
        fc.array(fc.record({ day: fc.constantFrom("monday", "sunday", "maandag"), opens: time, closes: time }), {
          maxLength: 3,
        }),
        async (latitude, longitude, hours) => {
          const res = await create(sessions.admin!, { ...valid, latitude, longitude, opening_hours: hours });
          const ok =
            Math.abs(latitude) <= 90 &&
            Math.abs(longitude) <= 180 &&
            hours.every(
              (h) =>
                h.day !== "maandag" &&
                OPENING_TIME_PATTERN.test(h.opens) &&
                OPENING_TIME_PATTERN.test(h.closes) &&
                h.opens < h.closes,
            );
          expect(res.statusCode, JSON.stringify({ latitude, longitude, hours })).toBe(ok ? 201 : 422);
          if (!ok) expect(json(res).errors[0].source.pointer).toMatch(/^\/data\/attributes\//);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("social map: the page's content security policy", () => {
  it("lets the map's tiles (OpenStreetMap) load as images, and nothing else from that host", async () => {
    const dist = mkdtempSync(join(tmpdir(), "volunteerly-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(
      join(dist, "index.html"),
      "<!doctype html><html><head><!--volunteerly-config--></head><body></body></html>",
    );
    const app = await buildApp({ database: t.database, web: { root: dist, apiBaseUrl: "" } });
    try {
      const page = await app.inject({ url: "/sociale-kaart", headers: { host: host(CENTER), accept: "text/html" } });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers["content-security-policy"]);
      const directive = (name: string) => csp.match(new RegExp(`${name} ([^;]*)`))?.[1]?.split(" ") ?? [];
      const img = directive("img-src");
      expect(img.includes("https:") || img.includes("https://tile.openstreetmap.org")).toBe(true);
      for (const name of ["script-src", "connect-src", "style-src", "font-src", "default-src"])
        expect(
          directive(name).some((s) => s === "https:" || s.includes("openstreetmap")),
          name,
        ).toBe(false);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
