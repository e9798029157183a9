/**
 * Moving an organization to another center (PRODUCT.md section 3): superadmin only, and only when
 * the installation's "moving organizations" flag is on. The organization moves with its address,
 * profile, vacancies and organization-scoped roles, and is invisible from the old center after.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let off: TestContext;
let fx: Fixtures;
let superadmin: Session;
let heuvelrug: number;
let demo: number;

beforeAll(async () => {
  t = await createTestContext({ moveOrganizations: true });
  fx = new Fixtures(t.database);
  superadmin = await t.signIn(await fx.actor("demo", "superadmin"), "demo");
  heuvelrug = await fx.centerId("heuvelrug");
  demo = await fx.centerId("demo");
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const move = (as: Session, id: number | string, attributes: Record<string, unknown>, ctx = t) =>
  ctx.request("PUT", `/api/v1/organizations/${id}/move`, {
    as,
    body: { data: { type: "organization", id: String(id), attributes } },
  });

/** A demo organization with an address, a profile, two vacancies and a member. */
async function populatedOrganization() {
  const id = await fx.org("demo", { name: `Verhuizende Stichting ${Date.now()}` });
  const admin = await t.signIn("admin@demo.test");
  const res = await t.request("PUT", `/api/v1/organizations/${id}`, {
    as: admin,
    body: {
      data: {
        type: "organization",
        id: String(id),
        attributes: {
          address: { street: "Dorpsstraat", house_number: "1", postcode: "3981 AA", city: "Bunnik" },
          profile: { summary: "Wij verhuizen", contact_name: "Vera" },
        },
      },
    },
  });
  expect(res.statusCode).toBe(200);
  await t.database.query(
    "INSERT INTO vacancies (center_id, organization_id, title, status) VALUES ($1, $2, 'Chauffeur', 'published'), ($1, $2, 'Gastvrouw', 'draft')",
    [demo, id],
  );
  const member = await fx.actor("demo", "volunteer");
  const [u] = await t.database.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [member]);
  await t.database.query(
    "INSERT INTO roles (center_id, user_id, name, organization_id) VALUES ($1, $2, 'member', $3)",
    [demo, u!.id, id],
  );
  return { id, member, memberId: u!.id };
}

describe("PUT /api/v1/organizations/{id}/move", () => {
  it("moves the organization with its address, profile, vacancies and roles in one go", async () => {
    const { id, member, memberId } = await populatedOrganization();
    const memberSession = await t.signIn(member);
    const before = json(await t.request("GET", "/api/v1/current_organizations", { as: memberSession }));
    expect(before.data.map((o: { id: string }) => o.id)).toContain(String(id));

    const res = await move(superadmin, id, { volunteer_center_id: String(heuvelrug) });
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    expect(doc.data).toMatchObject({ type: "organization", id: String(id) });
    expect(doc.meta).toEqual({ volunteer_center_id: String(heuvelrug) });
    expect(doc.included.map((r: { type: string }) => r.type).sort()).toEqual(["address", "organization_profile"]);

    // Every row moved (read as the owner, without row-level security).
    for (const table of ["addresses", "organization_profiles", "vacancies", "roles"]) {
      const rows = await t.database.query<{ center_id: number }>(
        `SELECT center_id FROM ${table} WHERE organization_id = $1`,
        [id],
      );
      expect(rows.length, table).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => Number(r.center_id))), table).toEqual(new Set([heuvelrug]));
    }
    const [org] = await t.database.query<{ center_id: number }>("SELECT center_id FROM organizations WHERE id = $1", [
      id,
    ]);
    expect(Number(org!.center_id)).toBe(heuvelrug);
    // The user account stays in its own center (one account, one center).
    const [user] = await t.database.query<{ center_id: number }>("SELECT center_id FROM users WHERE id = $1", [
      memberId,
    ]);
    expect(Number(user!.center_id)).toBe(demo);

    // Audited in both centers.
    const audit = await t.database.query<{ center_id: number; action: string; actor_user_id: number }>(
      "SELECT center_id, action, actor_user_id FROM audit_log WHERE subject_type = 'organization' AND subject_id = $1 AND action LIKE 'organization_moved%' ORDER BY action",
      [String(id)],
    );
    expect(audit.map((a) => [Number(a.center_id), a.action])).toEqual([
      [heuvelrug, "organization_moved_in"],
      [demo, "organization_moved_out"],
    ]);
    expect(audit.every((a) => a.actor_user_id !== null)).toBe(true);

    // The target center sees it, with everything that belongs to it.
    const there = await t.signIn("admin@heuvelrug.test");
    const seen = await t.request("GET", `/api/v1/organizations/${id}?include=address,profile,vacancies`, {
      as: there,
    });
    expect(seen.statusCode).toBe(200);
    const seenDoc = json(seen);
    expect(seenDoc.data.relationships.vacancies.data).toHaveLength(2);
    expect(seenDoc.data.relationships.address.data).not.toBeNull();
    expect(seenDoc.data.relationships.profile.data).not.toBeNull();
    const members = json(await t.request("GET", `/api/v1/users?filter[organization_id_eq]=${id}`, { as: there }));
    expect(members.data).toEqual([]); // the member's account is not a heuvelrug account
  });

  it("leaves nothing of the organization visible from the old center", async () => {
    const { id, member } = await populatedOrganization();
    const memberSession = await t.signIn(member);
    expect((await move(superadmin, id, { volunteer_center_id: String(heuvelrug) })).statusCode).toBe(200);

    const admin = await t.signIn("admin@demo.test");
    expect((await t.request("GET", `/api/v1/organizations/${id}`, { as: admin })).statusCode).toBe(404);
    expect((await t.request("GET", `/api/v1/organizations/${id}`, { as: superadmin })).statusCode).toBe(404);
    const listed = json(await t.request("GET", `/api/v1/organizations?filter[id_eq]=${id}`, { as: admin }));
    expect(listed.data).toEqual([]);
    const users = json(await t.request("GET", `/api/v1/users?filter[organization_id_eq]=${id}`, { as: admin }));
    expect(users.data).toEqual([]);
    const put = await t.request("PUT", `/api/v1/organizations/${id}`, {
      as: admin,
      body: { data: { type: "organization", attributes: { phone: "1" } } },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.request("DELETE", `/api/v1/organizations/${id}`, { as: admin })).statusCode).toBe(404);
    // Moving it again from the old center: it is not there any more.
    const rijnstad = await fx.centerId("rijnstad");
    expect((await move(superadmin, id, { volunteer_center_id: String(rijnstad) })).statusCode).toBe(404);

    // The member's session in the old center no longer carries the organization.
    const mine = json(await t.request("GET", "/api/v1/current_organizations", { as: memberSession }));
    expect(mine.data.map((o: { id: string }) => o.id)).not.toContain(String(id));
    const current = await t.request("GET", "/api/v1/current_organization", {
      as: memberSession,
      headers: { "current-organization": String(id) },
    });
    expect(current.statusCode).toBe(403);
    const me = json(await t.request("GET", "/api/v1/current_user?include=roles", { as: memberSession }));
    expect(
      me.included.map((r: { attributes: { organization_id: string | null } }) => r.attributes.organization_id),
    ).not.toContain(String(id));

    // Under row-level security in the old center's context not one row of it remains.
    const counts = await t.database.tenant(demo, async (tx) => {
      const { sql } = await import("drizzle-orm");
      const r = await tx.execute(sql`select
        (select count(*) from organizations where id = ${id})::int as o,
        (select count(*) from addresses where organization_id = ${id})::int as a,
        (select count(*) from organization_profiles where organization_id = ${id})::int as p,
        (select count(*) from vacancies where organization_id = ${id})::int as v,
        (select count(*) from roles where organization_id = ${id})::int as r`);
      return (r as unknown as { rows: Record<string, number>[] }).rows[0];
    });
    expect(counts).toEqual({ o: 0, a: 0, p: 0, v: 0, r: 0 });
  });

  it("moves its direct conversation threads too, with their participants, messages and attachments", async () => {
    const { id } = await populatedOrganization();
    const [vacancy] = await t.database.query<{ id: number }>(
      "SELECT id FROM vacancies WHERE organization_id = $1 AND status = 'published'",
      [id],
    );
    const volunteer = await fx.actor("demo", "volunteer");
    const [vol] = await t.database.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [volunteer]);
    const [staff] = await t.database.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@demo.test'");
    // A volunteer's question, the center writing to the organization, and a thread of another organization.
    const thread = async (kind: string, org: number, volunteerId: number | null) => {
      const [c] = await t.database.query<{ id: number }>(
        `INSERT INTO conversations (center_id, subject, subject_type, organization_id, volunteer_id, vacancy_id, last_message_at)
         VALUES ($1, 'Vraag over Chauffeur', $2, $3, $4, $5, now()) RETURNING id`,
        [demo, kind, org, volunteerId, kind === "question" ? vacancy!.id : null],
      );
      const cid = Number(c!.id);
      const [m] = await t.database.query<{ id: number }>(
        "INSERT INTO messages (center_id, conversation_id, author_id, body) VALUES ($1, $2, $3, 'Hallo') RETURNING id",
        [demo, cid, volunteerId ?? staff!.id],
      );
      await t.database.query(
        "INSERT INTO conversation_participants (center_id, conversation_id, user_id, last_read_at) VALUES ($1, $2, $3, now())",
        [demo, cid, volunteerId ?? staff!.id],
      );
      await t.database.query(
        `INSERT INTO message_attachments (center_id, conversation_id, message_id, uploader_id, file_key, name, content_type, byte_size, data)
         VALUES ($1, $2, $3, $4, 'k', 'a.pdf', 'application/pdf', 5, decode('255044462d', 'hex'))`,
        [demo, cid, m!.id, volunteerId ?? staff!.id],
      );
      return cid;
    };
    const question = await thread("question", id, Number(vol!.id));
    const fromCenter = await thread("center", id, null);
    const other = await thread("question", await fx.org("demo", { name: `Blijft ${Date.now()}` }), Number(vol!.id));

    expect((await move(superadmin, id, { volunteer_center_id: String(heuvelrug) })).statusCode).toBe(200);

    const centersOf = async (table: string, column: string, cid: number) =>
      new Set(
        (
          await t.database.query<{ center_id: number }>(`SELECT center_id FROM ${table} WHERE ${column} = $1`, [cid])
        ).map((r) => Number(r.center_id)),
      );
    for (const cid of [question, fromCenter]) {
      expect(await centersOf("conversations", "id", cid)).toEqual(new Set([heuvelrug]));
      for (const table of ["messages", "conversation_participants", "message_attachments"])
        expect(await centersOf(table, "conversation_id", cid), table).toEqual(new Set([heuvelrug]));
    }
    // Another organization's thread stays where it was.
    expect(await centersOf("conversations", "id", other)).toEqual(new Set([demo]));
    for (const table of ["messages", "conversation_participants", "message_attachments"])
      expect(await centersOf(table, "conversation_id", other), table).toEqual(new Set([demo]));

    // The new center's staff read the threads with their messages; the old center's no longer find them.
    const there = await t.signIn("admin@heuvelrug.test");
    const here = await t.signIn("admin@demo.test");
    for (const cid of [question, fromCenter]) {
      const seen = await t.request("GET", `/api/v1/conversations/${cid}?include=messages`, { as: there });
      expect(seen.statusCode).toBe(200);
      const bodies = json(seen).included.filter((r: { type: string }) => r.type === "message");
      expect(bodies.map((m: { attributes: { body: string } }) => m.attributes.body)).toEqual(["Hallo"]);
      expect(bodies[0].attributes.attachments).toHaveLength(1);
      expect((await t.request("GET", `/api/v1/conversations/${cid}`, { as: here })).statusCode).toBe(404);
    }
    expect((await t.request("GET", `/api/v1/conversations/${other}`, { as: here })).statusCode).toBe(200);
  });

  it("refuses the VolunteerCenter organization (409)", async () => {
    const center = await fx.seededOrg("demo", "VolunteerCenter");
    const res = await move(superadmin, center, { volunteer_center_id: String(heuvelrug) });
    expect(res.statusCode).toBe(409);
    expect(json(res).errors[0]).toMatchObject({ status: "409", code: "conflict" });
    const [row] = await t.database.query<{ center_id: number }>("SELECT center_id FROM organizations WHERE id = $1", [
      center,
    ]);
    expect(Number(row!.center_id)).toBe(demo);
  });

  it("answers 422 with a pointer for an unknown, missing or same target center", async () => {
    const id = await fx.org("demo");
    for (const attributes of [
      { volunteer_center_id: "999999" },
      { volunteer_center_id: "abc" },
      { volunteer_center_id: String(demo) },
      {},
    ]) {
      const res = await move(superadmin, id, attributes);
      expect(res.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(json(res).errors[0].source).toEqual({ pointer: "/data/attributes/volunteer_center_id" });
    }
    const typo = await move(superadmin, id, { volunteer_center: String(heuvelrug) });
    expect(typo.statusCode).toBe(422);
    expect(json(typo).errors[0].source).toEqual({ pointer: "/data/attributes/volunteer_center" });
    const wrongType = await t.request("PUT", `/api/v1/organizations/${id}/move`, {
      as: superadmin,
      body: { data: { type: "user", attributes: { volunteer_center_id: String(heuvelrug) } } },
    });
    expect(wrongType.statusCode).toBe(409);
    const [row] = await t.database.query<{ center_id: number }>("SELECT center_id FROM organizations WHERE id = $1", [
      id,
    ]);
    expect(Number(row!.center_id)).toBe(demo);
  });

  it("is for superadmins only", async () => {
    const id = await fx.org("demo");
    for (const role of ["volunteer", "member", "orgadmin", "admin"] as const) {
      const session = await t.signIn(await fx.actor("demo", role));
      const res = await move(session, id, { volunteer_center_id: String(heuvelrug) });
      expect(res.statusCode, role).toBe(403);
    }
    const [row] = await t.database.query<{ center_id: number }>("SELECT center_id FROM organizations WHERE id = $1", [
      id,
    ]);
    expect(Number(row!.center_id)).toBe(demo);
  });

  it("tells the client that the flag is on", async () => {
    const doc = json(await t.request("GET", "/api/v1/volunteer_centers/current"));
    expect(doc.data.attributes.features.moving_organizations).toBe(true);
  });

  it("does not exist when the installation's flag is off (the default)", async () => {
    off = await createTestContext();
    const offFx = new Fixtures(off.database);
    const sa = await off.signIn(await offFx.actor("demo", "superadmin"), "demo");
    const id = await offFx.org("demo");
    const res = await move(sa, id, { volunteer_center_id: String(await offFx.centerId("heuvelrug")) }, off);
    expect(res.statusCode).toBe(404);
    const [row] = await off.database.query<{ center_id: number }>("SELECT center_id FROM organizations WHERE id = $1", [
      id,
    ]);
    expect(Number(row!.center_id)).toBe(await offFx.centerId("demo"));
    const doc = json(await off.request("GET", "/api/v1/volunteer_centers/current"));
    expect(doc.data.attributes.features.moving_organizations).toBe(false);
  });
});
