/**
 * Property-based tests (fast-check): generated filters, includes, sorts, pages and bodies,
 * including __proto__ keys and wrong types, raw paths (any bytes and %-escapes), control
 * characters and lone surrogates in attributes and filters. Never a 5xx, always a valid JSON:API
 * document, never another center's data.
 */
import fc from "fast-check";
import qs from "qs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let admin: Session;
let member: Session;
let ids: { school: number; other: number; member: number };
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn("admin@demo.test");
  member = await t.signIn("member@demo.test");
  const [s] = await t.database.query<{ id: number }>(
    "select o.id from organizations o join centers c on c.id = o.center_id where c.key='demo' and o.organization_type='School'",
  );
  const [o] = await t.database.query<{ id: number }>(
    "select o.id from organizations o join centers c on c.id = o.center_id where c.key='rijnstad' and o.organization_type='School'",
  );
  const [m] = await t.database.query<{ id: number }>("select id from users where email = 'member@demo.test'");
  ids = { school: s!.id, other: o!.id, member: m!.id };
});
afterAll(async () => {
  await t?.close();
});

const OTHER_CENTERS = /rijnstad|heuvelrug|meedoen|gelderse|gelderland|arnhem|doorn|nijmegen/i;

function assertJsonApi(res: { statusCode: number; body: string; headers: Record<string, unknown> }, leakCheck = true) {
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  if (res.statusCode === 204) return;
  // A CSV export's success: a BOM and a header line, and no other center's data.
  if (res.statusCode === 200 && String(res.headers["content-type"]).startsWith("text/csv")) {
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    if (leakCheck) expect(res.body).not.toMatch(OTHER_CENTERS);
    return;
  }
  expect(String(res.headers["content-type"])).toMatch(/application\/vnd\.api\+json/);
  const doc = json(res);
  expect(doc !== null && typeof doc === "object" && !Array.isArray(doc)).toBe(true);
  if (res.statusCode >= 400) {
    expect(Array.isArray(doc.errors) && doc.errors.length > 0).toBe(true);
    for (const e of doc.errors) {
      expect(e.status).toBe(String(res.statusCode));
      expect(typeof e.code).toBe("string");
      expect(typeof e.title).toBe("string");
    }
    expect(doc.data).toBeUndefined();
  } else {
    expect("data" in doc || "meta" in doc).toBe(true);
    const resources = [...(Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : []), ...(doc.included ?? [])];
    for (const r of resources) {
      expect(typeof r.type).toBe("string");
      expect(typeof r.id).toBe("string");
      expect(typeof r.attributes).toBe("object");
    }
  }
  expect(res.body).not.toMatch(/\n\s+at |node_modules/);
  // Error documents may echo a parameter name back; data must never come from another center.
  if (leakCheck && res.statusCode < 400)
    expect(JSON.stringify({ d: doc.data, i: doc.included })).not.toMatch(OTHER_CENTERS);
}

const nasty = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "",
  "[]",
  "a.b",
  "x[y]",
);
const keyArb = fc.oneof(
  fc.constantFrom(
    "id_eq",
    "id_in",
    "name_cont",
    "name_or_city_cont",
    "status_eq",
    "status_in",
    "organization_type_eq",
    "organization_id_eq",
    "organization_id_in",
    "with_role",
    "email_cont",
    "name_eq",
    "created_at_gteq",
    "created_at_lteq",
  ),
  nasty,
  fc.string({ maxLength: 12 }),
);
const scalar = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    "admin",
    "approved",
    "pending,approved",
    "School",
    "1",
    "-1",
    "0",
    "99999999999999999999",
    "%",
    "_",
    "'; drop table users; --",
    "Rijnstad",
    String(2 ** 53),
  ),
  fc.integer().map(String),
);
const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(nasty, scalar, { maxKeys: 2 }),
);
const queryArb = fc.record(
  {
    filter: fc.oneof(fc.dictionary(keyArb, valueArb, { maxKeys: 3 }), scalar),
    include: fc.oneof(
      fc
        .array(
          fc.constantFrom(
            "vacancies",
            "address",
            "profile",
            "roles",
            "organizations",
            "roles.organization",
            "users",
            "__proto__",
            "",
          ),
          { maxLength: 3 },
        )
        .map((a) => a.join(",")),
      valueArb,
    ),
    sort: fc.oneof(
      fc
        .array(fc.constantFrom("name", "-name", "id", "-created_at", "email", "-status", "password", "__proto__"), {
          maxLength: 3,
        })
        .map((a) => a.join(",")),
      valueArb,
    ),
    page: fc.oneof(
      fc.record({ number: scalar, size: scalar }, { requiredKeys: [] }),
      fc.dictionary(nasty, scalar, { maxKeys: 2 }),
      scalar,
    ),
    fields: fc.oneof(
      fc.dictionary(fc.constantFrom("organization", "user", "role", "__proto__"), scalar, { maxKeys: 2 }),
      scalar,
    ),
  },
  { requiredKeys: [] },
);

const listPaths = [
  "/api/v1/organizations",
  "/api/v1/users",
  "/api/v1/current_organizations",
  "/api/v1/current_user",
  "/api/v1/current_organization",
  "/api/v1/activity_items",
  "/api/v1/organizations/export",
  "/api/v1/users/export",
  "/api/v1/audit_events",
  "/api/v1/analytics",
  "/api/v1/analytics/organizations",
  "/api/v1/analytics/export",
  "/api/v1/analytics/organizations/export",
  "/api/v1/news_items",
  "/api/v1/partners",
  "/api/v1/content_pages",
  "/api/v1/menu_items",
  "/api/v1/contact_messages",
  "/api/v1/conversations",
  "/api/v1/notification_templates",
  "/api/v1/notification_preferences",
  "/api/v1/stock_images",
  "/api/v1/media_files",
  "/api/v1/saved_searches",
  "/api/v1/help_requests",
  "/api/v1/social_map_entries",
  "/api/v1/forms",
  "/api/v1/form_responses",
  "/api/v1/form_responses/mine",
  "/api/v1/form_responses/export",
  "/api/v1/activities",
  "/api/v1/workshops",
  "/api/v1/workshop_registrations",
  "/api/v1/workshop_registrations/export",
  "/api/v1/pool_profile",
  "/api/v1/pool_volunteers",
  "/api/v1/pool_invitations",
  "/api/v1/pool_invitations/mine",
];

/** Text no field may hold (control characters, lone surrogates) beside ordinary text. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 12, unit: "binary" }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udc00",
    "\udbff\udfff",
    "\u001b[31m",
    "\u0085",
    "\u007f",
    "\t\n\r",
  ),
  fc
    .tuple(fc.string({ maxLength: 6 }), fc.integer({ min: 0, max: 0x9f }), fc.string({ maxLength: 6 }))
    .map(([a, c, b]) => `${a}${String.fromCharCode(c)}${b}`),
);

/** Path text: %-escapes of any byte, broken escapes, control characters, lone surrogates, ordinary characters. */
const rawPathArb = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`),
      fc.constantFrom("%", "%z", "%E", "%ED%A0%80", "%C0%AF", "%2e%2e", "..", "/", "//", "?", "#", ";", "1", "12"),
      fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)),
      nastyText,
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(""));

describe("generated raw paths", () => {
  it("any bytes and %-escapes in the path answer JSON:API, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "/api/v1/users/",
          "/api/v1/organizations/",
          "/api/v1/vacancies/",
          "/api/v1/vacancies/search?q=",
          "/api/v1/periodic_mail/unsubscribe?token=",
          "/api/v1/conversations/",
          "/api/v1/saved_searches/",
          "/api/v1/help_requests/",
          "/api/v1/activities/",
          "/api/v1/workshops/",
          "/api/v1/workshop_sessions/",
          "/api/v1/workshop_registrations/",
          "/api/v1/pool_invitations/",
          "/api/v1/",
          "/auth/",
        ),
        rawPathArb,
        fc.constantFrom("GET", "DELETE", "PATCH"),
        fc.constantFrom("nl", "en"),
        async (prefix, path, method, locale) => {
          const res = await t.app.inject({
            method: method as "GET",
            url: `${prefix}${path}`,
            headers: { host: "demo.localhost", "accept-language": locale, ...admin.headers },
          });
          admin.update(res);
          // Pages for browsers do not live under these prefixes: every answer is JSON:API.
          assertJsonApi(res, false);
          if (res.statusCode >= 400 && locale === "en") expect(json(res).errors[0].title).not.toMatch(/Ongeldig|Niet /);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("generated queries", () => {
  it("never fail, always answer JSON:API, never leak another center", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listPaths),
        queryArb,
        fc.constantFrom("admin", "member"),
        async (path, query, who) => {
          const q = qs.stringify(query, { encodeValuesOnly: false, allowDots: false });
          const res = await t.request("GET", q ? `${path}?${q}` : path, { as: who === "admin" ? admin : member });
          assertJsonApi(res);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("survive raw, malformed query strings and path ids", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listPaths, "/api/v1/organizations/", "/api/v1/users/"),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom(
            "filter[[=1",
            "page[size][]=1",
            "include[]=roles",
            "filter=1&filter[a]=2",
            "%zz",
            "a[__proto__][b]=1",
            `filter[id_eq]=${"9".repeat(40)}`,
          ),
        ),
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom("1", "0", "-1", "99999999999999999999", "1.5", "%2e%2e"),
        ),
        async (path, raw, id) => {
          const url = path.endsWith("/") ? `${path}${encodeURIComponent(id)}?${raw}` : `${path}?${raw}`;
          assertJsonApi(await t.request("GET", url, { as: admin }));
        },
      ),
      { numRuns: 120 },
    );
  });

  it("control characters and lone surrogates in filters are a 4xx, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listPaths, "/api/v1/vacancies/search"),
        fc.constantFrom("filter[name_cont]", "filter[email_cont]", "filter[status_eq]", "q", "sort", "include"),
        nastyText,
        async (path, name, value) => {
          const res = await t.request("GET", `${path}?${qs.stringify({ [name]: value })}`, { as: admin });
          // The vacancy bank shows vacancies other centers share with this one: no leak check there.
          assertJsonApi(res, !path.includes("search"));
        },
      ),
      { numRuns: 120 },
    );
  });

  it("never return another center's organization by id, whatever the query", async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, async (query) => {
        const q = qs.stringify(query);
        const res = await t.request("GET", `/api/v1/organizations/${ids.other}?${q}`, { as: admin });
        expect([400, 404]).toContain(res.statusCode);
        assertJsonApi(res);
      }),
      { numRuns: 40 },
    );
  });
});

/** JSON text of an object whose own keys may be __proto__ and friends. */
const objectArb: fc.Arbitrary<Record<string, unknown>> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string({ maxLength: 20 }),
    nastyText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    tie("object"),
  ),
  object: fc
    .array(
      fc.tuple(
        fc.oneof(
          keyArb,
          fc.constantFrom(
            "data",
            "attributes",
            "type",
            "id",
            "user",
            "role",
            "email",
            "password",
            "password_confirmation",
            "message",
            "name",
            "status",
            "organization_type",
            "reset_password_token",
            "confirmation_token",
            "user_id",
            "first_name",
            "last_name",
            "phone",
            "title",
            "summary",
            "description",
            "body",
            "organization_id",
            "latitude",
            "longitude",
            "opening_hours",
            "category",
          ),
        ),
        tie("value"),
      ),
      { maxLength: 5 },
    )
    .map((entries) => Object.fromEntries(entries)),
})).object as fc.Arbitrary<Record<string, unknown>>;

const bodyArb = fc.oneof(
  objectArb,
  objectArb.map((attributes) => ({ data: { type: "organization", attributes } })),
  objectArb.map((attributes) => ({ data: { type: "user", attributes } })),
  objectArb.map((user) => ({ user })),
  objectArb.map((attributes) => ({ data: { type: "center_profile", attributes } })),
  objectArb.map((attributes) => ({ data: { type: "social_map_entry", attributes } })),
  fc.constantFrom(
    [],
    [1, 2],
    "text",
    42,
    null,
    true,
    { data: null },
    { data: [] },
    { data: { attributes: [] } },
    { user: "x" },
  ),
);

describe("generated bodies", () => {
  const targets = () => [
    ["POST", "/api/v1/feedback"],
    ["POST", "/api/v1/users"],
    ["POST", "/api/v1/organizations"],
    ["PUT", `/api/v1/organizations/${ids.school}`],
    ["PUT", `/api/v1/organizations/${ids.other}`],
    ["PUT", `/api/v1/organizations/${ids.school}/approve`],
    ["PUT", "/api/v1/organizations/bulk_approve"],
    ["PATCH", "/api/v1/current_user"],
    ["POST", "/auth/sign_in"],
    ["POST", "/auth/password"],
    ["PUT", "/auth/password"],
    ["POST", "/auth/token"],
    ["POST", "/api/v1/confirm"],
    ["POST", "/api/v1/sign_in_as_user"],
    ["POST", "/api/v1/sign_in_as_user/return"],
    ["POST", "/api/v1/vacancies"],
    ["PATCH", `/api/v1/users/${ids.member}`],
    ["PATCH", "/api/v1/volunteer_centers/current"],
    ["POST", "/api/v1/volunteer_centers"],
    ["POST", "/api/v1/news_items"],
    ["POST", "/api/v1/partners"],
    ["POST", "/api/v1/contact_messages"],
    ["POST", "/api/v1/content_pages"],
    ["PATCH", "/api/v1/content_pages/1"],
    ["POST", "/api/v1/menu_items"],
    ["PATCH", "/api/v1/menu_items/1"],
    ["POST", `/api/v1/periodic_mail/unsubscribe?token=${"A".repeat(43)}`],
    ["PATCH", "/api/v1/contact_messages/1"],
    ["POST", "/api/v1/conversations"],
    ["PATCH", "/api/v1/conversations/1"],
    ["POST", "/api/v1/conversations/1/messages"],
    ["PATCH", "/api/v1/notification_templates/application_received"],
    ["POST", "/api/v1/notification_templates/new_message/preview"],
    ["PATCH", "/api/v1/notification_preferences"],
    ["POST", "/api/v1/stock_images"],
    ["PATCH", "/api/v1/stock_images/1"],
    ["POST", "/api/v1/saved_searches"],
    ["POST", "/api/v1/help_requests"],
    ["PATCH", "/api/v1/help_requests/1"],
    ["POST", "/api/v1/social_map_entries"],
    ["PATCH", "/api/v1/social_map_entries/1"],
    ["POST", "/api/v1/forms"],
    ["PATCH", "/api/v1/forms/1"],
    ["POST", "/api/v1/form_responses"],
    ["POST", "/api/v1/activities"],
    ["PATCH", "/api/v1/activities/1"],
    ["POST", "/api/v1/workshops"],
    ["PATCH", "/api/v1/workshops/1"],
    ["POST", "/api/v1/workshops/1/sessions"],
    ["PATCH", "/api/v1/workshop_sessions/1"],
    ["POST", "/api/v1/workshop_sessions/1/registration"],
    ["PUT", "/api/v1/pool_profile"],
    ["POST", "/api/v1/pool_invitations"],
    ["POST", "/api/v1/pool_invitations/1/viewed"],
  ];

  it("never fail and always answer JSON:API (including __proto__ keys and wrong types)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: targets().length - 1 }), bodyArb, fc.boolean(), async (i, body, signedIn) => {
        const [method, url] = targets()[i]!;
        const res = await t.request(method!, url!, { as: signedIn ? admin : null, body: JSON.stringify(body) });
        assertJsonApi(res, false);
        if (url!.includes(String(ids.other))) expect([400, 401, 403, 404, 409, 415, 422]).toContain(res.statusCode);
      }),
      { numRuns: 150 },
    );
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

// One-on-one help (een-op-een-hulp) is on only at the public center (gelderland): its form and the
// staff's changes there, with generated help_request attributes beside the generated bodies above.
describe("generated help requests at the center that has them", () => {
  const helpAttributes = fc.record(
    {
      name: fc.oneof(nastyText, fc.constant("Riek Jansen"), fc.integer()),
      email: fc.oneof(nastyText, fc.constant("riek@example.nl"), fc.constant(null)),
      phone: fc.oneof(nastyText, fc.constant("026 351 2290"), fc.constant(null)),
      kind: fc.oneof(nastyText, fc.constantFrom("buddy", "paperwork", "__proto__")),
      description: fc.oneof(nastyText, fc.constant("Hulp bij de post van de gemeente, graag.")),
      area: fc.oneof(nastyText, fc.constant("Arnhem")),
      consent: fc.oneof(fc.boolean(), nastyText),
      status: fc.constantFrom("new", "matching", "matched", "closed", "x", null),
      volunteer_id: fc.oneof(nastyText, fc.constantFrom("1", "0", "99999999999999999999", null)),
      note: fc.oneof(nastyText, fc.constant(null)),
    },
    { requiredKeys: [] },
  );
  const helpBody = fc.oneof(
    bodyArb,
    helpAttributes.map((attributes) => ({ data: { type: "help_request", attributes } })),
    objectArb.map((attributes) => ({ data: { type: "help_request", attributes } })),
  );

  it("never fail, always answer JSON:API, and show no other center's data", async () => {
    const staff = await t.signIn("admin@public.test", "gelderland");
    const [row] = await t.database.query<{ id: number }>(
      "select h.id from help_requests h join centers c on c.id = h.center_id where c.key = 'public' order by h.id limit 1",
    );
    const targets: [string, string][] = [
      ["POST", "/api/v1/help_requests"],
      ["PATCH", `/api/v1/help_requests/${row!.id}`],
    ];
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 1 }), helpBody, fc.boolean(), async (i, body, signedIn) => {
        const [method, url] = targets[i]!;
        const res = await t.request(method, url, {
          center: "gelderland",
          as: signedIn ? staff : null,
          body: JSON.stringify(body),
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
        assertJsonApi(res, false);
        if (res.statusCode < 400) expect(res.body).not.toMatch(/rijnstad|heuvelrug|meedoen|demo\.test/i);
      }),
      { numRuns: 120 },
    );
  });
});

// Workshops: generated session attributes on a real workshop of the center, and generated runs of
// registrations and cancellations by several people: never more places taken than there are, the
// waiting list numbered 1..n without gaps, and nobody waiting while a place is free.
describe("generated workshop sessions and registrations", () => {
  const sessionAttributes = fc.record(
    {
      starts_at: fc.oneof(
        nastyText,
        fc.constantFrom("2027-03-10T18:30:00Z", "2027-02-30T10:00:00Z", null),
        fc.integer(),
      ),
      ends_at: fc.oneof(nastyText, fc.constantFrom("2027-03-10T20:30:00Z", "2027-03-09T20:30:00Z", null)),
      location: fc.oneof(nastyText, fc.constant("Zaal 1"), fc.constant(null)),
      online: fc.oneof(fc.boolean(), nastyText),
      capacity: fc.oneof(fc.integer({ min: -5, max: 2000 }), nastyText, fc.constant(1.5), fc.constant(null)),
    },
    { requiredKeys: [] },
  );

  it("session writes never fail and answer JSON:API", async () => {
    const [w] = await t.database.query<{ id: number }>(
      "select w.id from workshops w join centers c on c.id = w.center_id where c.key = 'demo' order by w.id limit 1",
    );
    const [s] = await t.database.query<{ id: number }>(
      "select id from workshop_sessions where workshop_id = $1 order by id limit 1",
      [w!.id],
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), sessionAttributes, async (create, attributes) => {
        const url = create ? `/api/v1/workshops/${w!.id}/sessions` : `/api/v1/workshop_sessions/${s!.id}`;
        const res = await t.request(create ? "POST" : "PATCH", url, {
          as: admin,
          body: { data: { type: "workshop_session", attributes } },
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
        assertJsonApi(res, false);
      }),
      { numRuns: 60 },
    );
  });

  it("places and the waiting list stay consistent whatever people do", async () => {
    const fx = new Fixtures(t.database);
    const people: Session[] = [];
    for (let i = 0; i < 5; i++) people.push(await t.signIn(await fx.actor("demo", "volunteer"), "demo"));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.nat({ max: 4 }), fc.boolean()), { minLength: 1, maxLength: 10 }),
        async (capacity, steps) => {
          const created = json(
            await t.request("POST", "/api/v1/workshops", {
              as: admin,
              body: { data: { type: "workshop", attributes: { title: "Eigenschappen", status: "published" } } },
            }),
          ).data;
          const sessionDoc = json(
            await t.request("POST", `/api/v1/workshops/${created.id}/sessions`, {
              as: admin,
              body: {
                data: {
                  type: "workshop_session",
                  attributes: {
                    starts_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
                    ends_at: new Date(Date.now() + 5 * 86_400_000 + 7_200_000).toISOString(),
                    online: true,
                    capacity,
                  },
                },
              },
            }),
          ).data;
          const sessionId = sessionDoc.attributes.sessions[0].id as string;
          for (const [who, join] of steps) {
            const res = await t.request(
              join ? "POST" : "DELETE",
              `/api/v1/workshop_sessions/${sessionId}/registration`,
              {
                as: people[who]!,
              },
            );
            expect([201, 204]).toContain(res.statusCode);
          }
          const rows = await t.database.query<{ status: string }>(
            "select status from workshop_registrations where session_id = $1 order by created_at, id",
            [sessionId],
          );
          const registered = rows.filter((r) => r.status === "registered").length;
          const waiting = rows.filter((r) => r.status === "waiting").length;
          expect(registered).toBeLessThanOrEqual(capacity);
          if (waiting > 0) expect(registered).toBe(capacity);
          const list = json(
            await t.request("GET", `/api/v1/workshop_registrations?filter[session_id_eq]=${sessionId}`, { as: admin }),
          ).data as { attributes: { position: number | null } }[];
          const positions = list.map((r) => r.attributes.position).filter((p) => p !== null);
          expect(positions).toEqual(Array.from({ length: waiting }, (_, i) => i + 1));
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});

// The volunteer pool (vrijwilligerspool): generated pool profiles from a volunteer, generated
// searches and invitations from center staff, at the demo center.
describe("generated volunteer pool input", () => {
  const places = fc.constantFrom("Utrecht", "3511 AB", "Atlantis", "", "__proto__", null);
  const profileAttributes = fc.record(
    {
      available: fc.oneof(fc.boolean(), nastyText, fc.constant(null)),
      skills: fc.oneof(fc.array(fc.constantFrom("koken", "computer", "jongleren", "__proto__")), nastyText),
      categories: fc.oneof(fc.array(fc.constantFrom("zorg", "buurt", "x")), fc.constant(null)),
      availability: fc.oneof(fc.array(fc.constantFrom("weekday_morning", "weekend_evening", "nacht")), fc.integer()),
      place: fc.oneof(places, nastyText),
      travel_km: fc.oneof(fc.integer({ min: -5, max: 300 }), nastyText, fc.constant(null)),
      summary: fc.oneof(nastyText, fc.constant("Kook graag."), fc.constant(null)),
    },
    { requiredKeys: [] },
  );
  const invitationAttributes = fc.record(
    {
      volunteer_id: fc.oneof(nastyText, fc.constantFrom("1", "0", "99999999999999999999", null)),
      vacancy_id: fc.oneof(nastyText, fc.constantFrom("1", "2", "-1")),
      message: fc.oneof(nastyText, fc.constant(null)),
    },
    { requiredKeys: [] },
  );
  const searchQuery = fc.record(
    {
      q: fc.oneof(nastyText, fc.constantFrom("koken", "%", "_")),
      skills_in: fc.oneof(nastyText, fc.constantFrom("koken,computer", "jongleren")),
      availability_in: fc.constantFrom("weekday_morning", "x,y"),
      near: places.map((p) => p ?? ""),
      distance: fc.oneof(fc.integer({ min: -1, max: 500 }).map(String), nastyText),
    },
    { requiredKeys: [] },
  );

  it("never fail, always answer JSON:API, and show no other center's data", async () => {
    const volunteer = await t.signIn("volunteer@demo.test", "demo");
    const staff = await t.signIn("admin@demo.test", "demo");
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          profileAttributes.map(
            (a) => ["PUT", "/api/v1/pool_profile", { data: { type: "pool_profile", attributes: a } }] as const,
          ),
          invitationAttributes.map(
            (a) => ["POST", "/api/v1/pool_invitations", { data: { type: "pool_invitation", attributes: a } }] as const,
          ),
          searchQuery.map(
            (f) =>
              [
                "GET",
                `/api/v1/pool_volunteers?${new URLSearchParams(Object.entries(f).map(([k, v]) => [`filter[${k}]`, String(v)])).toString()}`,
                undefined,
              ] as const,
          ),
        ),
        async ([method, url, body]) => {
          const res = await t.request(method, url, {
            center: "demo",
            as: method === "PUT" ? volunteer : staff,
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          assertJsonApi(res, false);
          if (res.statusCode < 400) expect(res.body).not.toMatch(/rijnstad|heuvelrug|meedoen|@/i);
        },
      ),
      { numRuns: 120 },
    );
  });
});
