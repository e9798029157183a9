/**
 * GET /api/v1/activity_items: the recent activity of the toolbar's activity panel. Each viewer sees
 * what they may (a volunteer their own, organization staff their organization's, center staff the
 * center's), never another center's; newest first, paged, filtered by kind and time.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";
import { apply, makeOrganization, makeVacancy, makeVolunteer } from "./support/applications.ts";

interface Item {
  id: string;
  type: string;
  attributes: {
    kind: string;
    occurred_at: string;
    actor_name: string | null;
    own: boolean;
    subject: string;
    status: string | null;
    link: string;
  };
}

let t: TestContext;
let fx: Fixtures;
const s: Record<"volunteer" | "otherVolunteer" | "member" | "pendingAdmin" | "center", Session> = {} as never;
const ids = { mine: "", theirs: "", rijnstad: "", pendingOrg: 0 };
const TITLES = { mine: "Voorlezen in de bibliotheek", theirs: "Tuinieren bij de kinderboerderij" };

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  const orgA = await makeOrganization(fx, "demo", "Bibliotheek De Wilg");
  const orgB = await makeOrganization(fx, "demo", "Kinderboerderij Het Hooiland");
  const vA = await makeVacancy(t, fx, "demo", orgA.orgId, { title: TITLES.mine });
  const vB = await makeVacancy(t, fx, "demo", orgB.orgId, { title: TITLES.theirs });
  s.volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
  s.otherVolunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
  ids.mine = (await apply(t, s.volunteer, vA)).id;
  ids.theirs = (await apply(t, s.otherVolunteer, vB)).id;
  s.member = await t.signIn(orgA.member);

  // Another center's application: never in a demo viewer's list.
  const orgR = await makeOrganization(fx, "rijnstad", "Rijnstadse Voedselbank");
  const vR = await makeVacancy(t, fx, "rijnstad", orgR.orgId, { title: "Rijnstad sorteren" });
  ids.rijnstad = (await apply(t, await t.signIn((await makeVolunteer(t, fx, "rijnstad")).email), vR)).id;

  // A pending organization approved by the center.
  ids.pendingOrg = await fx.org("demo", { type: "Foundation", name: "Stichting Buurtkracht", status: "pending" });
  const pendingAdmin = await fx.user("demo", { role: "admin", orgId: ids.pendingOrg, password: await demoHash() });
  s.pendingAdmin = await t.signIn(pendingAdmin.email);
  s.center = await t.signIn(await fx.actor("demo", "admin"));
  const approved = await t.request("PUT", `/api/v1/organizations/${ids.pendingOrg}/approve`, {
    as: s.center,
    body: { data: { type: "organization", id: String(ids.pendingOrg), attributes: { status: "approved" } } },
  });
  expect(approved.statusCode, approved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function demoHash() {
  const { hashPassword } = await import("@server/auth/passwords.ts");
  const { DEMO_PASSWORD } = await import("@server/db/seed.ts");
  return hashPassword(DEMO_PASSWORD, 4);
}

async function list(as: Session | null, query = "page[size]=1000") {
  const res = await t.request("GET", `/api/v1/activity_items?${query}`, { as });
  return {
    status: res.statusCode,
    doc: json(res) as { data: Item[]; meta: { total_count: number }; errors?: unknown },
  };
}
async function conversationOf(applicationId: string) {
  const [row] = await t.database.query<{ id: number }>(
    "SELECT id FROM conversations WHERE subject_type = 'application' AND subject_id = $1",
    [applicationId],
  );
  return Number(row!.id);
}
const summary = (items: Item[]) => items.map((i) => [i.attributes.kind, i.attributes.subject, i.attributes.link]);

describe("GET /api/v1/activity_items", () => {
  it("shows a volunteer their own application and the replies to it, nothing of others", async () => {
    const { status, doc } = await list(s.volunteer);
    expect(status).toBe(200);
    // Their own messages (the motivation opening the thread) are no news to them.
    expect(summary(doc.data)).toEqual([["application_created", TITLES.mine, `/applications/${ids.mine}`]]);
    expect(doc.meta.total_count).toBe(1);
    const reply = await t.request("POST", `/api/v1/conversations/${await conversationOf(ids.mine)}/messages`, {
      as: s.member,
      body: { data: { type: "message", attributes: { body: "Welkom! Kom je dinsdag kennismaken?" } } },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const after = (await list(s.volunteer)).doc;
    expect(summary(after.data)).toEqual([
      ["message_created", TITLES.mine, `/applications/${ids.mine}`],
      ["application_created", TITLES.mine, `/applications/${ids.mine}`],
    ]);
    expect(after.data[0]!.attributes).toMatchObject({ own: false, actor_name: "Fixture demo" });
    const application = doc.data.find((i) => i.attributes.kind === "application_created")!;
    expect(application.type).toBe("activity_item");
    expect(application.attributes.status).toBe("new");
    expect(application.attributes.actor_name).toBe("Fixture demo");
    expect(application.attributes.own).toBe(true);
  });

  it("shows organization staff their organization's applications, not another organization's", async () => {
    const { doc } = await list(s.member);
    // The application, not its motivation again as a message; the member's own reply is left out too.
    expect(summary(doc.data)).toEqual([["application_created", TITLES.mine, `/applications/${ids.mine}`]]);
    const links = doc.data.map((i) => i.attributes.link);
    expect(links).toContain(`/applications/${ids.mine}`);
    expect(links).not.toContain(`/applications/${ids.theirs}`);
    expect(doc.data.every((i) => i.attributes.subject === TITLES.mine)).toBe(true);
    expect(doc.data.every((i) => !i.attributes.own)).toBe(true);
  });

  it("tells an organization's admin that it was approved, without naming the staff member", async () => {
    const { doc } = await list(s.pendingAdmin);
    expect(doc.data.map((i) => i.attributes)).toEqual([
      expect.objectContaining({
        kind: "organization_status_changed",
        subject: "Stichting Buurtkracht",
        status: "approved",
        actor_name: null,
        link: `/organizations/${ids.pendingOrg}`,
      }),
    ]);
  });

  it("shows center staff the whole center, newest first, and nothing of another center", async () => {
    const { doc } = await list(s.center);
    const links = doc.data.map((i) => i.attributes.link);
    expect(links).toEqual(
      expect.arrayContaining([
        `/applications/${ids.mine}`,
        `/applications/${ids.theirs}`,
        `/organizations/${ids.pendingOrg}`,
      ]),
    );
    expect(links).not.toContain(`/applications/${ids.rijnstad}`);
    expect(JSON.stringify(doc.data)).not.toMatch(/rijnstad/i);
    const times = doc.data.map((i) => Date.parse(i.attributes.occurred_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The approval was made after both applications: it comes before them.
    const at = (link: string) => links.indexOf(link);
    expect(at(`/organizations/${ids.pendingOrg}`)).toBeLessThan(at(`/applications/${ids.theirs}`));
    expect(at(`/applications/${ids.theirs}`)).toBeLessThan(links.lastIndexOf(`/applications/${ids.mine}`));
  });

  it("pages with meta.total_count and links", async () => {
    const all = (await list(s.center)).doc;
    const first = await list(s.center, "page[size]=2&page[number]=1");
    const second = await list(s.center, "page[size]=2&page[number]=2");
    expect(first.doc.meta.total_count).toBe(all.meta.total_count);
    expect([...first.doc.data, ...second.doc.data].map((i) => i.id)).toEqual(all.data.slice(0, 4).map((i) => i.id));
    const beyond = await list(s.center, "page[size]=2&page[number]=99999");
    expect(beyond.doc.data).toEqual([]);
    expect(beyond.doc.meta.total_count).toBe(all.meta.total_count);
  });

  it("asks for sign-in and refuses unknown filters with a JSON:API error", async () => {
    const visitor = await list(null);
    expect(visitor.status).toBe(401);
    const bad = await t.request("GET", "/api/v1/activity_items?filter[kind_in]=secret", { as: s.center });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0]).toMatchObject({ status: "400", source: { parameter: "filter[kind_in]" } });
    const unknown = await t.request("GET", "/api/v1/activity_items?filter[user_id_eq]=1", { as: s.center });
    expect(unknown.statusCode).toBe(400);
  });

  it("filters by kind and time exactly like the unfiltered list (property)", async () => {
    const viewers = ["volunteer", "member", "pendingAdmin", "center"] as const;
    const full = Object.fromEntries(
      await Promise.all(viewers.map(async (v) => [v, (await list(s[v])).doc.data] as const)),
    ) as Record<(typeof viewers)[number], Item[]>;
    const moments = Object.values(full)
      .flat()
      .flatMap((i) => [Date.parse(i.attributes.occurred_at) - 1000, Date.parse(i.attributes.occurred_at) + 1000]);
    const moment = fc.oneof(
      fc.constantFrom(...moments),
      fc.constant(Date.UTC(2000, 0, 1)),
      fc.constant(Date.now() + 864e5),
    );
    const KINDS = ["application_created", "organization_created", "organization_status_changed", "message_created"];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...viewers),
        fc.option(fc.subarray(KINDS, { minLength: 1 }), { nil: undefined }),
        fc.option(moment, { nil: undefined }),
        fc.option(moment, { nil: undefined }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        async (viewer, kinds, from, to, size, number) => {
          const q = new URLSearchParams({ "page[size]": String(size), "page[number]": String(number) });
          if (kinds) q.set("filter[kind_in]", kinds.join(","));
          if (from !== undefined) q.set("filter[occurred_at_gteq]", new Date(from).toISOString());
          if (to !== undefined) q.set("filter[occurred_at_lteq]", new Date(to).toISOString());
          const { status, doc } = await list(s[viewer], q.toString());
          expect(status).toBe(200);
          const expected = full[viewer].filter((i) => {
            const at = Date.parse(i.attributes.occurred_at);
            return (
              (!kinds || kinds.includes(i.attributes.kind)) &&
              (from === undefined || at >= from) &&
              (to === undefined || at <= to)
            );
          });
          expect(doc.meta.total_count).toBe(expected.length);
          expect(doc.data.map((i) => i.id)).toEqual(
            expected.slice((number - 1) * size, number * size).map((i) => i.id),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
