/** GET /api/v1/audit_events: the audit trail, by role, filtered, never another center's, never the IP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let orgadmin: Session;
let school: number;
let otherSchool: number;
let demoId: number;
let rijnstadId: number;

type Event = {
  id: string;
  attributes: Record<string, unknown> & { action?: string; actor_name?: string | null; data?: Record<string, unknown> };
  relationships: { actor: { data: { id: string } | null } };
};

async function event(
  centerId: number,
  action: string,
  subject: [string, number] | null,
  data = {},
  actor: number | null = null,
  at?: string,
) {
  await t.database.query(
    "insert into audit_log (center_id, actor_user_id, action, subject_type, subject_id, data, ip, created_at) values ($1, $2, $3, $4, $5, $6, '203.0.113.77', coalesce($7::timestamptz, now()))",
    [
      centerId,
      actor,
      action,
      subject?.[0] ?? null,
      subject ? String(subject[1]) : null,
      JSON.stringify(data),
      at ?? null,
    ],
  );
}
const get = async (s: Session | undefined, query: string) =>
  t.request("GET", `/api/v1/audit_events?${query}`, { as: s });

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn("admin@demo.test");
  orgadmin = await t.signIn("orgadmin@demo.test");
  school = await fx.seededOrg("demo", "School");
  otherSchool = await fx.seededOrg("rijnstad", "School");
  demoId = await fx.centerId("demo");
  rijnstadId = await fx.centerId("rijnstad");
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/v1/audit_events", () => {
  it("lists what center staff did to an organization, newest first, with the actor's name and never the IP", async () => {
    const org = await fx.org("demo", { status: "pending", name: "Stichting Auditproef" });
    const res = await t.request("PUT", `/api/v1/organizations/${org}/approve`, {
      as: admin,
      body: { data: { type: "organization", id: String(org), attributes: { status: "approved" } } },
    });
    expect(res.statusCode).toBe(200);
    await event(
      demoId,
      "organization_updated",
      ["organization", org],
      { fields: ["name"] },
      null,
      "2020-01-01T10:00:00Z",
    );
    const list = await get(admin, `filter[subject_type_eq]=organization&filter[subject_id_eq]=${org}&include=actor`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain("203.0.113.77");
    expect(list.body).not.toMatch(/"ip"/);
    const doc = json(list);
    expect(doc.data.map((e: Event) => e.attributes.action)).toEqual([
      "organization_status_changed",
      "organization_updated",
    ]);
    const [changed, older] = doc.data as Event[];
    expect(changed!.attributes.data).toMatchObject({ from: "pending", to: "approved" });
    expect(changed!.attributes.actor_name).toBeTruthy();
    expect(older!.attributes.actor_name).toBeNull();
    expect(older!.relationships.actor.data).toBeNull();
    const actor = doc.included.find(
      (r: { type: string; id: string }) => r.type === "user" && r.id === changed!.relationships.actor.data!.id,
    );
    expect(actor.attributes.full_name).toBe(changed!.attributes.actor_name);
    expect(actor.attributes.email).toBeUndefined();
    expect(doc.meta).toMatchObject({ total_count: 2 });
    const oldestFirst = json(
      await get(admin, `filter[subject_id_eq]=${org}&filter[subject_type_eq]=organization&sort=created_at`),
    );
    expect(oldestFirst.data.map((e: Event) => e.attributes.action)).toEqual([
      "organization_updated",
      "organization_status_changed",
    ]);
  });

  it("filters by actor and pages with the total", async () => {
    const someone = await fx.user("demo", { role: "volunteer" });
    for (let i = 0; i < 3; i++)
      await event(demoId, "user_updated", ["user", someone.id], { fields: ["phone"] }, someone.id);
    const page = json(await get(admin, `filter[actor_user_id_eq]=${someone.id}&page[size]=2&page[number]=2`));
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ total_count: 3, page_number: 2, page_count: 2 });
  });

  it("never shows another center's events, whatever the filter", async () => {
    await event(rijnstadId, "organization_status_changed", ["organization", otherSchool], { note: "Rijnstad geheim" });
    for (const s of [admin, await t.signIn(await fx.actor("demo", "superadmin"), "demo")]) {
      const byId = json(await get(s, `filter[subject_type_eq]=organization&filter[subject_id_eq]=${otherSchool}`));
      expect(byId.data).toEqual([]);
      const all = await get(s, "page[size]=1000");
      expect(all.statusCode).toBe(200);
      expect(all.body).not.toContain("Rijnstad geheim");
    }
  });

  it("shows organization admins their organization's events and its people's roles there, nothing else", async () => {
    const otherDemoOrg = await fx.org("demo", { name: "Buurtvereniging Elders" });
    const member = await fx.user("demo", { role: "member", orgId: school });
    await event(demoId, "organization_updated", ["organization", school], { fields: ["phone"] });
    await event(demoId, "organization_updated", ["organization", otherDemoOrg], { fields: ["secret-elders"] });
    await event(demoId, "role_added", ["user", member.id], { name: "member", organization_id: school });
    await event(demoId, "role_added", ["user", member.id], {
      name: "member",
      organization_id: otherDemoOrg,
      mark: "secret-role",
    });
    await event(demoId, "sign_in", ["user", member.id], { mark: "secret-sign-in" });
    const res = await get(orgadmin, "page[size]=1000");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/secret-/);
    const actions = json(res).data.map(
      (e: Event) => `${e.attributes.subject_type}:${e.attributes.subject_id}:${e.attributes.action}`,
    );
    expect(actions).toContain(`organization:${school}:organization_updated`);
    expect(actions).toContain(`user:${member.id}:role_added`);
    const aboutOther = json(
      await get(orgadmin, `filter[subject_type_eq]=organization&filter[subject_id_eq]=${otherDemoOrg}`),
    );
    expect(aboutOther.data).toEqual([]);
  });

  it("shows an organization admin, on a person's page, only that person's invitations and roles in their organization", async () => {
    const otherDemoOrg = await fx.org("demo", { name: "Sportvereniging De Zwaluw" });
    const person = await fx.user("demo", { role: "member", orgId: school });
    const about = (action: string, data: Record<string, unknown>) => event(demoId, action, ["user", person.id], data);
    await about("user_invited", { role: "member", organization_id: school });
    await about("role_added", { name: "admin", organization_id: school });
    await about("role_removed", { name: "member", organization_id: school });
    await about("role_added", { name: "member", organization_id: otherDemoOrg, mark: "secret-other-org" });
    await about("user_status_changed", { to: "inactive", organization_id: school, mark: "secret-status" });
    await about("sign_in_as", { organization_id: school, mark: "secret-impersonation" });
    await about("user_updated", { fields: ["phone"], mark: "secret-account" });
    const query = `filter[subject_type_eq]=user&filter[subject_id_eq]=${person.id}&page[size]=100`;

    const own = await get(orgadmin, query);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toMatch(/secret-/);
    expect(
      json(own)
        .data.map((e: Event) => e.attributes.action)
        .sort(),
    ).toEqual(["role_added", "role_removed", "user_invited"]);
    // Center staff read the whole trail.
    expect(json(await get(admin, query)).data).toHaveLength(7);
  });

  it("is closed to members, volunteers and visitors, and refuses unknown filters and sorts", async () => {
    expect((await get(await t.signIn("member@demo.test"), "")).statusCode).toBe(403);
    expect((await get(await t.signIn("volunteer@demo.test"), "")).statusCode).toBe(403);
    expect((await get(undefined, "")).statusCode).toBe(401);
    for (const q of [
      "filter[ip_eq]=1",
      "filter[subject_type_eq]=center",
      "filter[subject_id_eq]=abc",
      "sort=action",
      "include=ip",
    ]) {
      const res = await get(admin, q);
      expect(res.statusCode, q).toBe(400);
      expect(json(res).errors[0].title).toBeTruthy();
    }
  });
});
