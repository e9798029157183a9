/**
 * The users part of issue 15 on a real database: the center's list (filters, sort, paging), who may
 * see it, invitations (also of a known address), status changes, sign in as a user and back.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPERSONATION_MINUTES } from "@contract/users.ts";
import * as schema from "@server/db/schema.ts";
import { DEMO_PASSWORD } from "@server/db/seed.ts";
import { Fixtures, uniqueEmail } from "@server/testing/fixtures.ts";
import { createTestContext, json, Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let school: number;
beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn("admin@demo.test");
  school = await fx.seededOrg("demo", "School");
});
afterAll(async () => {
  await t?.close();
});

type UserDoc = { id: string; attributes: Record<string, unknown> };
const emails = (doc: { data: UserDoc[] }) => doc.data.map((u) => u.attributes.email);
const auditOf = (userId: number | string) =>
  t.database.system((tx) =>
    tx
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectType, "user"), eq(schema.auditLog.subjectId, String(userId))))
      .orderBy(schema.auditLog.id),
  );
const invite = (as: Session, attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request("POST", "/api/v1/users", { as, headers, body: { data: { type: "user", attributes } } });
const patch = (as: Session, id: number | string, attributes: Record<string, unknown>) =>
  t.request("PATCH", `/api/v1/users/${id}`, { as, body: { data: { type: "user", id: String(id), attributes } } });
const confirmLink = (body: string) => /confirmation_token=([\w-]+)/.exec(body)?.[1];

describe("the center's list", () => {
  it("filters by role, organization, status and text, sorts and pages with the total", async () => {
    const inactive = await fx.user("demo", { role: "member", orgId: school, status: "inactive" });
    const byOrgAdmin = json(
      await t.request("GET", `/api/v1/users?filter[organization_id_eq]=${school}&filter[with_role]=admin`, {
        as: admin,
      }),
    );
    expect(emails(byOrgAdmin)).toEqual(["orgadmin@demo.test"]);
    const byStatus = json(
      await t.request("GET", `/api/v1/users?filter[status_eq]=inactive&filter[organization_id_eq]=${school}`, {
        as: admin,
      }),
    );
    expect(emails(byStatus)).toContain(inactive.email);
    expect(byStatus.data.every((u: UserDoc) => u.attributes.status === "inactive")).toBe(true);
    // The text search reads names and addresses.
    const text = json(await t.request("GET", "/api/v1/users?filter[name_cont]=ORGADMIN@demo", { as: admin }));
    expect(emails(text)).toEqual(["orgadmin@demo.test"]);
    const paged = json(await t.request("GET", "/api/v1/users?page[size]=2&page[number]=2&sort=email", { as: admin }));
    expect(paged.data).toHaveLength(2);
    expect(paged.meta.total_count).toBeGreaterThan(4);
    // Last sign-in, newest first; who never signed in comes last.
    const recent = json(
      await t.request("GET", "/api/v1/users?sort=-last_sign_in_at&page[size]=1000&include=organizations", {
        as: admin,
      }),
    );
    const times = recent.data.map((u: UserDoc) => u.attributes.last_sign_in_at as string | null);
    const firstNull = times.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(times.slice(firstNull).every((x: string | null) => x === null)).toBe(true);
    const signedIn = times.slice(0, firstNull) as string[];
    expect(signedIn).toEqual([...signedIn].sort().reverse());
  });

  it("answers bad filters and sorts with a 400 in the user's language, never a 500", async () => {
    const bad = await t.request("GET", "/api/v1/users?filter[password_eq]=x", {
      as: admin,
      headers: { "accept-language": "nl" },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].detail).toMatch(/filter/i);
    expect((await t.request("GET", "/api/v1/users?sort=encrypted_password", { as: admin })).statusCode).toBe(400);
    expect((await t.request("GET", "/api/v1/users?filter[with_role]=superadmin", { as: admin })).statusCode).toBe(400);
    expect((await t.request("GET", "/api/v1/users?filter[status_eq]=gone", { as: admin })).statusCode).toBe(400);
  });

  it("is the center staff's: organization staff get a 403, and see only their own organization's people", async () => {
    const orgadmin = await t.signIn("orgadmin@demo.test");
    expect((await t.request("GET", "/api/v1/users", { as: orgadmin })).statusCode).toBe(403);
    expect((await t.request("GET", "/api/v1/users?filter[status_eq]=active", { as: orgadmin })).statusCode).toBe(403);
    const volunteer = await t.signIn(await fx.actor("demo", "volunteer"));
    expect((await t.request("GET", "/api/v1/users", { as: volunteer })).statusCode).toBe(403);
    const own = json(await t.request("GET", `/api/v1/users?filter[organization_id_eq]=${school}`, { as: orgadmin }));
    expect(emails(own)).toContain("member@demo.test");
    const elsewhere = await fx.org("demo");
    const stranger = await fx.user("demo", { role: "member", orgId: elsewhere });
    const other = json(
      await t.request("GET", `/api/v1/users?filter[organization_id_eq]=${elsewhere}`, { as: orgadmin }),
    );
    expect(other.data).toEqual([]);
    expect((await t.request("GET", `/api/v1/users/${stranger.id}`, { as: orgadmin })).statusCode).toBe(404);
  });

  it("never shows another center's people", async () => {
    const other = await fx.user("rijnstad", { role: "volunteer" });
    const list = json(await t.request("GET", "/api/v1/users?page[size]=1000", { as: admin }));
    expect(emails(list)).not.toContain(other.email);
    expect((await t.request("GET", `/api/v1/users/${other.id}`, { as: admin })).statusCode).toBe(404);
  });
});

describe("invitations", () => {
  it("invites someone, who chooses a password on /confirm and is then active", async () => {
    const email = uniqueEmail();
    const res = await invite(admin, {
      email,
      first_name: "Ilse",
      last_name: "de Wit",
      role: "member",
      organization_id: String(school),
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.lastMailTo(email);
    expect(mail?.text).toContain("/confirm?confirmation_token=");
    const [user] = await t.database.query<{ id: number; status: string }>(
      "select id, status from users where email = $1",
      [email],
    );
    expect(user!.status).toBe("invited");
    const confirmed = await t.request("POST", "/api/v1/confirm", {
      body: {
        confirmation_token: confirmLink(mail!.text),
        password: "Nieuw-Wachtwoord-1",
        password_confirmation: "Nieuw-Wachtwoord-1",
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json(confirmed).data.attributes.status).toBe("active");
    expect((await auditOf(user!.id)).map((a) => a.action)).toEqual(["user_invited", "user_confirmed"]);
  });

  it("adds the role to an account this center already has, and says so", async () => {
    const known = await fx.user("demo", { role: "volunteer" });
    const before = (await t.mails()).length;
    const res = await invite(admin, {
      email: known.email.toUpperCase(),
      first_name: "Ander",
      last_name: "Naam",
      role: "member",
      organization_id: String(school),
    });
    expect(res.statusCode, res.body).toBe(200);
    const doc = json(res);
    expect(doc.meta).toMatchObject({ existing_account: true, role_added: true });
    expect(doc.data.id).toBe(String(known.id));
    expect(doc.included.map((r: UserDoc) => r.attributes.name).sort()).toEqual(["member", "volunteer"]);
    // No second account, no invitation mail; the name stays the owner's.
    const [n] = await t.database.query<{ n: number }>("select count(*)::int as n from users where lower(email) = $1", [
      known.email,
    ]);
    expect(n!.n).toBe(1);
    expect((await t.mails()).length).toBe(before);
    expect(doc.data.attributes.first_name).toBe("Fixture");
    const again = json(
      await invite(admin, {
        email: known.email,
        first_name: "A",
        last_name: "B",
        role: "member",
        organization_id: String(school),
      }),
    );
    expect(again.meta).toMatchObject({ existing_account: true, role_added: false });
  });

  it("reads like a fresh invitation for an address of another center", async () => {
    const other = await fx.user("rijnstad", { role: "volunteer" });
    const res = await invite(admin, { email: other.email, first_name: "A", last_name: "B" });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ meta: { success: true, email: other.email } });
    expect(res.body).not.toMatch(/rijnstad.*existing|existing_account/);
  });

  it("lets an organization admin invite into their own organization only, as member or admin", async () => {
    const orgadmin = await t.signIn("orgadmin@demo.test");
    const ok = await invite(orgadmin, { email: uniqueEmail(), first_name: "Co", last_name: "Llega", role: "admin" });
    expect(ok.statusCode, ok.body).toBe(201);
    const elsewhere = await fx.org("demo");
    expect(
      (
        await invite(orgadmin, {
          email: uniqueEmail(),
          first_name: "X",
          last_name: "Y",
          role: "member",
          organization_id: String(elsewhere),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await invite(orgadmin, { email: uniqueEmail(), first_name: "X", last_name: "Y", role: "volunteer" })).statusCode,
    ).toBe(403);
    const member = await t.signIn("member@demo.test");
    expect(
      (await invite(member, { email: uniqueEmail(), first_name: "X", last_name: "Y", role: "member" })).statusCode,
    ).toBe(403);
    // The center's staff are not theirs to take in.
    const staff = await invite(orgadmin, { email: "admin@demo.test", first_name: "X", last_name: "Y", role: "member" });
    expect(staff.statusCode).toBe(422);
  });

  it("answers bad input with 422 and a pointer per field, in Dutch", async () => {
    const res = await invite(admin, { email: "geen-adres", first_name: "", role: "chef" }, { "accept-language": "nl" });
    expect(res.statusCode).toBe(422);
    const errors = json(res).errors as { source: { pointer: string }; detail: string }[];
    expect(errors.map((e) => e.source.pointer)).toEqual(
      expect.arrayContaining(["/data/attributes/email", "/data/attributes/first_name", "/data/attributes/role"]),
    );
    expect(errors.find((e) => e.source.pointer === "/data/attributes/email")!.detail).toMatch(/e-mail/i);
    const noOrg = await invite(admin, { email: uniqueEmail(), first_name: "A", last_name: "B", role: "member" });
    expect(noOrg.statusCode).toBe(422);
    expect(json(noOrg).errors[0].source.pointer).toBe("/data/attributes/organization_id");
  });
});

describe("status changes", () => {
  it("follows the transitions, signs a deactivated account out and keeps the reason in the audit log", async () => {
    const email = await fx.actor("demo", "volunteer");
    const target = await t.signIn(email);
    const [u] = await t.database.query<{ id: number }>("select id from users where email = $1", [email]);
    const off = await patch(admin, u!.id, { status: "inactive", status_reason: "Verhuisd naar Zwolle" });
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off).data.attributes.status).toBe("inactive");
    expect((await t.request("GET", "/api/v1/current_user", { as: target })).statusCode).toBe(401);
    expect((await patch(admin, u!.id, { status: "invited" })).statusCode).toBe(422);
    expect((await patch(admin, u!.id, { status: "active" })).statusCode).toBe(200);
    expect((await patch(admin, u!.id, { status: "archived" })).statusCode).toBe(200);
    const log = (await auditOf(u!.id)).filter((a) => a.action === "user_status_changed");
    expect(log.map((a) => a.data)).toEqual([
      { from: "active", to: "inactive", reason: "Verhuisd naar Zwolle" },
      { from: "inactive", to: "active" },
      { from: "active", to: "archived" },
    ]);
  });

  it("reactivates an archived invitation as invited, never as active", async () => {
    const u = await fx.user("demo", { role: "volunteer", status: "invited", confirmed: false });
    expect((await patch(admin, u.id, { status: "active" })).statusCode).toBe(422);
    expect((await patch(admin, u.id, { status: "archived" })).statusCode).toBe(200);
    const bad = await patch(admin, u.id, { status: "active" });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors[0]).toMatchObject({
      code: "invalid_transition",
      source: { pointer: "/data/attributes/status" },
    });
    expect((await patch(admin, u.id, { status: "invited" })).statusCode).toBe(200);
  });

  it("is the center staff's, never of their own account or a superadmin's", async () => {
    const orgadmin = await t.signIn("orgadmin@demo.test");
    const mine = await fx.user("demo", { role: "member", orgId: school });
    expect((await patch(orgadmin, mine.id, { status: "inactive" })).statusCode).toBe(403);
    const [me] = await t.database.query<{ id: number }>("select id from users where email = 'admin@demo.test'");
    expect((await patch(admin, me!.id, { status: "inactive" })).statusCode).toBe(422);
    const superEmail = await fx.actor("demo", "superadmin");
    const [sa] = await t.database.query<{ id: number }>("select id from users where email = $1", [superEmail]);
    expect([403, 404]).toContain((await patch(admin, sa!.id, { status: "inactive" })).statusCode);
    const long = await patch(admin, mine.id, { status: "inactive", status_reason: "x".repeat(501) });
    expect(long.statusCode).toBe(422);
  });
});

describe("e-mail and password of someone else's account", () => {
  it("lets center staff correct an e-mail, confirmed by the new address, never set a password", async () => {
    const u = await fx.user("demo", { role: "volunteer" });
    const next = uniqueEmail();
    const res = await patch(admin, u.id, { email: next });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.attributes.email).toBe(u.email);
    expect(json(res).meta.unconfirmed_email).toBe(next);
    expect((await t.lastMailTo(next))?.text).toBeTruthy();
    // The user's page shows staff the address that waits; the account keeps its own until then.
    const shown = json(await t.request("GET", `/api/v1/users/${u.id}`, { as: admin }));
    expect(shown.data.attributes).toMatchObject({ email: u.email, unconfirmed_email: next });
    const pw = await patch(admin, u.id, {
      password: "Ander-Wachtwoord-1",
      password_confirmation: "Ander-Wachtwoord-1",
    });
    expect(pw.statusCode).toBe(403);
    expect(json(pw).errors[0].code).toBe("owner_only");
    const orgadmin = await t.signIn("orgadmin@demo.test");
    const mine = await fx.user("demo", { role: "member", orgId: school });
    expect((await patch(orgadmin, mine.id, { email: uniqueEmail() })).statusCode).toBe(403);
    // Nor the name or phone: organization admins manage membership and roles, never the account.
    const renamed = await patch(orgadmin, mine.id, { last_name: "Anders", phone: "0612345678" });
    expect(renamed.statusCode).toBe(403);
    expect(json(renamed).errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      "/data/attributes/last_name",
      "/data/attributes/phone",
    ]);
    // An organization admin does not see a pending address of their people.
    const seen = json(await t.request("GET", `/api/v1/users/${mine.id}`, { as: orgadmin }));
    expect(seen.data.attributes).not.toHaveProperty("unconfirmed_email");
  });
});

describe("sign in as a user", () => {
  async function signInAs(staff: Session, userId: number) {
    const res = await t.request("POST", "/api/v1/sign_in_as_user", { as: staff, body: { user_id: String(userId) } });
    expect(res.statusCode, res.body).toBe(201);
    return json(res).meta.login_token as string;
  }

  it("continues as the user, shows who acts, and goes back without the staff member's password", async () => {
    const staff = await t.signIn("admin@demo.test");
    const staffCreds = { ...staff.creds };
    const target = await fx.user("demo", { role: "volunteer" });
    const token = await signInAs(staff, target.id);
    // The browser (this session) exchanges the token: it now holds only the user's credential.
    const exchange = await t.request("POST", "/auth/token", { as: staff, body: { token } });
    expect(exchange.statusCode, exchange.body).toBe(200);
    expect(staff.creds.uid).toBe(target.email);
    const old = new Session(staffCreds, "demo");
    expect((await t.request("GET", "/api/v1/current_user", { as: old })).statusCode).toBe(401);
    const me = json(await t.request("GET", "/api/v1/current_user?include=roles", { as: staff }));
    expect(me.data.attributes.email).toBe(target.email);
    expect(me.data.attributes.impersonated_by).toBeTruthy();
    // No nesting: a sign-in-as session cannot sign in as someone else.
    expect(
      (await t.request("POST", "/api/v1/sign_in_as_user", { as: staff, body: { user_id: String(target.id) } }))
        .statusCode,
    ).toBe(403);
    const impersonated = new Session({ ...staff.creds }, "demo");
    const back = await t.request("POST", "/api/v1/sign_in_as_user/return", { as: staff });
    expect(back.statusCode, back.body).toBe(200);
    expect(json(back).meta.user_id).toBe(String(target.id));
    expect(staff.creds.uid).toBe("admin@demo.test");
    const again = json(await t.request("GET", "/api/v1/current_user", { as: staff }));
    expect(again.data.attributes.email).toBe("admin@demo.test");
    expect(again.data.attributes.impersonated_by).toBeUndefined();
    expect((await t.request("GET", "/api/v1/current_user", { as: impersonated })).statusCode).toBe(401);
    expect((await t.request("POST", "/api/v1/sign_in_as_user/return", { as: staff })).statusCode).toBe(409);
    const actions = (await auditOf(target.id)).map((a) => [a.action, a.actorUserId]);
    const [adminId] = await t.database.query<{ id: number }>("select id from users where email = 'admin@demo.test'");
    expect(actions).toEqual([
      ["sign_in_as_user", Number(adminId!.id)],
      ["token_login", Number(adminId!.id)],
      ["sign_in_as_user_returned", Number(adminId!.id)],
    ]);
  });

  it("ends by itself: after the hour the session and the way back are gone", async () => {
    const staff = await t.signIn("admin@demo.test");
    const target = await fx.user("demo", { role: "volunteer" });
    const token = await signInAs(staff, target.id);
    await t.request("POST", "/auth/token", { as: staff, body: { token } });
    t.clock.offset = IMPERSONATION_MINUTES * 60_000 + 1000;
    try {
      expect((await t.request("GET", "/api/v1/current_user", { as: staff })).statusCode).toBe(401);
      expect((await t.request("POST", "/api/v1/sign_in_as_user/return", { as: staff })).statusCode).toBe(401);
    } finally {
      t.clock.offset = 0;
    }
  });

  it("is refused for organization staff, volunteers, superadmin targets and other centers", async () => {
    const target = await fx.user("demo", { role: "volunteer" });
    for (const email of ["orgadmin@demo.test", "member@demo.test", await fx.actor("demo", "volunteer")]) {
      const s = await t.signIn(email);
      const res = await t.request("POST", "/api/v1/sign_in_as_user", { as: s, body: { user_id: String(target.id) } });
      expect(res.statusCode).toBe(403);
    }
    const superEmail = await fx.actor("demo", "superadmin");
    const [sa] = await t.database.query<{ id: number }>("select id from users where email = $1", [superEmail]);
    const sup = await t.request("POST", "/api/v1/sign_in_as_user", { as: admin, body: { user_id: String(sa!.id) } });
    expect([403, 404]).toContain(sup.statusCode);
    const other = await fx.user("rijnstad", { role: "volunteer" });
    expect(
      (await t.request("POST", "/api/v1/sign_in_as_user", { as: admin, body: { user_id: String(other.id) } }))
        .statusCode,
    ).toBe(404);
    const inactive = await fx.user("demo", { role: "volunteer", status: "inactive" });
    expect(
      (await t.request("POST", "/api/v1/sign_in_as_user", { as: admin, body: { user_id: String(inactive.id) } }))
        .statusCode,
    ).toBe(409);
    const plain = await t.signIn(await fx.actor("demo", "volunteer"));
    expect((await t.request("POST", "/api/v1/sign_in_as_user/return", { as: plain })).statusCode).toBe(409);
    expect((await t.request("POST", "/api/v1/sign_in_as_user/return")).statusCode).toBe(401);
  });

  it("does not let the user's session change the password (the owner's own)", async () => {
    const staff = await t.signIn("admin@demo.test");
    const email = await fx.actor("demo", "volunteer");
    const [u] = await t.database.query<{ id: number }>("select id from users where email = $1", [email]);
    await t.request("POST", "/auth/token", { as: staff, body: { token: await signInAs(staff, u!.id) } });
    const res = await t.request("PATCH", "/api/v1/current_user", {
      as: staff,
      body: { user: { password: "Overgenomen-123", password_confirmation: "Overgenomen-123", current_password: "" } },
    });
    expect(res.statusCode).toBe(422);
    // The owner still signs in with their own password.
    await expect(t.signIn(email, "demo", DEMO_PASSWORD)).resolves.toBeTruthy();
  });
});
