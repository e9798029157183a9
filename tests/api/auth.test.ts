/** Authentication on the devise_token_auth wire: token lifecycle, reset, confirmation, sign-in-as, rate limits. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RESET_CREDENTIALS_MESSAGE } from "@contract/errors.ts";
import { buildApp } from "@server/app.ts";
import { sha256 } from "@server/auth/tokens.ts";
import * as schema from "@server/db/schema.ts";
import { DEMO_PASSWORD } from "@server/db/seed.ts";
import { Fixtures, uniqueEmail } from "@server/testing/fixtures.ts";
import { createTestContext, host, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 3600_000;
const NEW_PASSWORD = "Nieuw-Wachtwoord-42";

function linkParam(text: string, name: string): string {
  const link = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((l) => l.includes(`${name}=`));
  if (!link) throw new Error(`no link with ${name} in: ${text}`);
  return new URL(link).searchParams.get(name)!;
}

describe("sign in", () => {
  it("answers with the credential headers and the user document", async () => {
    const res = await t.request("POST", "/auth/sign_in", {
      body: { email: "Admin@Demo.test", password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["token-type"]).toBe("Bearer");
    expect(res.headers.uid).toBe("admin@demo.test");
    expect(String(res.headers["access-token"]).length).toBeGreaterThan(30);
    expect(Number(res.headers.expiry)).toBeGreaterThan(Date.now() / 1000 + 13 * 86400);
    const doc = json(res);
    expect(doc.data).toMatchObject({ type: "user", attributes: { email: "admin@demo.test" } });
    expect(doc.included.map((r: { attributes: { name: string } }) => r.attributes.name)).toContain("admin");
  });

  it("stores only a hash of the token", async () => {
    const s = await t.signIn("member@demo.test");
    const rows = await t.database.system((tx) =>
      tx.select().from(schema.authTokens).where(eq(schema.authTokens.clientId, s.creds.client)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(s.creds["access-token"]));
    expect(JSON.stringify(rows[0])).not.toContain(s.creds["access-token"]);
  });

  it("refuses wrong passwords, unconfirmed and inactive accounts", async () => {
    const bad = await t.request("POST", "/auth/sign_in", {
      body: { email: "admin@demo.test", password: "nope-nope-nope" },
    });
    expect(bad.statusCode).toBe(401);
    expect(json(bad).errors[0].code).toBe("invalid_credentials");
    const unknown = await t.request("POST", "/auth/sign_in", {
      body: { email: "nobody@demo.test", password: "nope-nope-nope" },
    });
    expect(json(unknown).errors[0]).toEqual(json(bad).errors[0]);
    const unconfirmed = await fx.user("demo", {
      role: "volunteer",
      confirmed: false,
      password: (
        await t.database.query<{ p: string }>(
          "select encrypted_password as p from users where email = 'admin@demo.test'",
        )
      )[0]!.p,
    });
    const u = await t.request("POST", "/auth/sign_in", { body: { email: unconfirmed.email, password: DEMO_PASSWORD } });
    expect(json(u).errors[0].code).toBe("unconfirmed");
    const inactive = await fx.user("demo", {
      role: "volunteer",
      status: "inactive",
      password: (
        await t.database.query<{ p: string }>(
          "select encrypted_password as p from users where email = 'admin@demo.test'",
        )
      )[0]!.p,
    });
    const i = await t.request("POST", "/auth/sign_in", { body: { email: inactive.email, password: DEMO_PASSWORD } });
    expect(json(i).errors[0].code).toBe("inactive_account");
  });

  it("answers 422 with pointers for a malformed sign-in body", async () => {
    const res = await t.request("POST", "/auth/sign_in", { body: { email: "not-an-email" } });
    expect(res.statusCode).toBe(422);
    const pointers = json(res)
      .errors.map((e: { source: { pointer: string } }) => e.source.pointer)
      .sort();
    expect(pointers).toEqual(["/email", "/password"]);
  });
});

describe("token lifecycle", () => {
  it("rotates the token outside the 5 s batch window and keeps the previous one valid inside it", async () => {
    const s = await t.signIn("volunteer@demo.test");
    const first = { ...s.creds };
    // Inside the batch window: same token, no new headers.
    const a = await t.request("GET", "/api/v1/current_user", { as: s });
    expect(a.statusCode).toBe(200);
    expect(a.headers["access-token"]).toBeUndefined();
    t.clock.offset += 6_000;
    const b = await t.request("GET", "/api/v1/current_user", { as: s });
    expect(b.statusCode).toBe(200);
    expect(b.headers["access-token"]).toBeTruthy();
    expect(b.headers["access-token"]).not.toBe(first["access-token"]);
    expect(b.headers.client).toBe(first.client);
    // A request sent in parallel with the old token, within the window: still accepted.
    const parallel = await t.request("GET", "/api/v1/current_user", { headers: first });
    expect(parallel.statusCode).toBe(200);
    // The client uses the new token: from now on the old one is refused outside the window.
    expect((await t.request("GET", "/api/v1/current_user", { as: s })).statusCode).toBe(200);
    t.clock.offset += 6_000;
    const stale = await t.request("GET", "/api/v1/current_user", { headers: first });
    expect(stale.statusCode).toBe(401);
    expect((await t.request("GET", "/api/v1/current_user", { as: s })).statusCode).toBe(200);
  });

  it("keeps a client signed in whose answer with the rotated token was lost, until it uses a newer one", async () => {
    const s = await t.signIn("volunteer@demo.test");
    const kept = { ...s.creds };
    t.clock.offset += 6_000;
    // This answer rotates the token, but the client never stores it (a reload aborted the fetch).
    const lost = await t.request("GET", "/api/v1/current_user", { headers: kept });
    expect(lost.headers["access-token"]).toBeTruthy();
    t.clock.offset += 6_000;
    // The client still sends the token it has: accepted, and rotated again.
    const again = await t.request("GET", "/api/v1/current_user", { headers: kept });
    expect(again.statusCode).toBe(200);
    const next = String(again.headers["access-token"]);
    expect(next).toBeTruthy();
    // The token of the lost answer is gone; the new one works, and once used the old one is refused.
    const lostCreds = { ...kept, "access-token": String(lost.headers["access-token"]) };
    t.clock.offset += 6_000;
    expect((await t.request("GET", "/api/v1/current_user", { headers: lostCreds })).statusCode).toBe(401);
    const fresh = { ...kept, "access-token": next };
    const used = await t.request("GET", "/api/v1/current_user", { headers: fresh });
    expect(used.statusCode).toBe(200);
    t.clock.offset += 6_000;
    expect((await t.request("GET", "/api/v1/current_user", { headers: kept })).statusCode).toBe(401);
  });

  it("expires after two weeks idle", async () => {
    const s = await t.signIn("volunteer@demo.test");
    t.clock.offset += 15 * DAY;
    expect((await t.request("GET", "/api/v1/current_user", { as: s })).statusCode).toBe(401);
  });

  it("expires at the absolute lifetime even when used every day", async () => {
    const s = await t.signIn("volunteer@demo.test");
    for (let day = 0; day < 88; day += 11) {
      t.clock.offset += 11 * DAY;
      expect((await t.request("GET", "/api/v1/current_user", { as: s })).statusCode).toBe(200);
    }
    t.clock.offset += 11 * DAY;
    expect((await t.request("GET", "/api/v1/current_user", { as: s })).statusCode).toBe(401);
  });

  it("keeps at most 10 clients per user, dropping the oldest", async () => {
    const email = await fx.actor("demo", "member");
    const sessions: Session[] = [];
    for (let i = 0; i < 12; i++) {
      sessions.push(await t.signIn(email));
      t.clock.offset += 1000;
    }
    const statuses = [];
    for (const s of sessions)
      statuses.push((await t.request("GET", "/api/v1/current_user", { headers: s.headers })).statusCode);
    expect(statuses).toEqual([401, 401, ...Array(10).fill(200)]);
  });

  it("revokes the client on sign-out", async () => {
    const s = await t.signIn("member@demo.test");
    const other = await t.signIn("member@demo.test");
    const out = await t.request("DELETE", "/auth/sign_out", { as: s });
    expect(out.statusCode).toBe(204);
    expect((await t.request("GET", "/auth/validate_token", { as: s })).statusCode).toBe(401);
    expect((await t.request("GET", "/auth/validate_token", { as: other })).statusCode).toBe(200);
  });
});

describe("password reset through the captured mail", () => {
  it("mails a single-use link, resets the password and signs out every other client", async () => {
    const email = await fx.actor("demo", "volunteer");
    const old = await t.signIn(email);
    const req = await t.request("POST", "/auth/password", { body: { email } });
    expect(req.statusCode).toBe(200);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toContain("Wachtwoord herstellen");
    const token = linkParam(mail!.text, "reset_password_token");
    expect(mail!.text).toContain(`http://${host("demo")}/auth/reset?reset_password_token=`);

    const mismatch = await t.request("PUT", "/auth/password", {
      body: { password: NEW_PASSWORD, password_confirmation: "other", reset_password_token: token },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(json(mismatch).errors[0].source.pointer).toBe("/password_confirmation");

    const res = await t.request("PUT", "/auth/password", {
      body: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, resetPasswordToken: token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["access-token"]).toBeTruthy();
    expect((await t.request("GET", "/api/v1/current_user", { as: old })).statusCode).toBe(401);
    const again = await t.request("PUT", "/auth/password", {
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: token },
    });
    expect(again.statusCode).toBe(401);
    expect(json(again).errors[0].code).toBe("invalid_token");
    expect((await t.request("POST", "/auth/sign_in", { body: { email, password: DEMO_PASSWORD } })).statusCode).toBe(
      401,
    );
    expect((await t.request("POST", "/auth/sign_in", { body: { email, password: NEW_PASSWORD } })).statusCode).toBe(
      200,
    );
  });

  it("lets the reset link expire", async () => {
    const email = await fx.actor("demo", "volunteer");
    await t.request("POST", "/auth/password", { body: { email } });
    const token = linkParam((await t.lastMailTo(email))!.text, "reset_password_token");
    t.clock.offset += 3 * 3600_000;
    const res = await t.request("PUT", "/auth/password", {
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: token },
    });
    expect(res.statusCode).toBe(401);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const before = (await t.mails()).length;
    const unknown = await t.request("POST", "/auth/password", { body: { email: "nobody-here@demo.test" } });
    const otherCenter = await t.request("POST", "/auth/password", { body: { email: "volunteer@rijnstad.test" } });
    const known = await t.request("POST", "/auth/password", { body: { email: "member@demo.test" } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(otherCenter.body).toBe(known.body);
    expect((await t.mails()).length).toBe(before + 1);
  });

  it("requires either the reset token or the credential headers", async () => {
    const res = await t.request("PUT", "/auth/password", {
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      headers: { "accept-language": "en" },
    });
    expect(res.statusCode).toBe(401);
    expect(json(res).errors[0].title).toBe(PASSWORD_RESET_CREDENTIALS_MESSAGE);
  });

  it("changes the password with the credential headers and keeps only the current client", async () => {
    const email = await fx.actor("demo", "member");
    const s = await t.signIn(email);
    const other = await t.signIn(email);
    const res = await t.request("PUT", "/auth/password", {
      as: s,
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.request("GET", "/api/v1/current_user", { as: s })).statusCode).toBe(200);
    expect((await t.request("GET", "/api/v1/current_user", { as: other })).statusCode).toBe(401);
  });

  it("only redirects to the center's own origin", async () => {
    const bad = await t.request("POST", "/auth/password", {
      body: { email: "member@demo.test", redirect_url: "https://evil.example.com/reset" },
    });
    expect(bad.statusCode).toBe(422);
    const email = await fx.actor("demo", "volunteer");
    const ok = await t.request("POST", "/auth/password", {
      body: { email, redirect_url: `http://${host("demo")}/auth/reset?x=1` },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.lastMailTo(email))!.text).toContain(`http://${host("demo")}/auth/reset?x=1&reset_password_token=`);
  });
});

describe("signup and confirmation through the captured mail", () => {
  it("signs a volunteer up, mails a confirmation link, and confirms once", async () => {
    const email = uniqueEmail("heuvelrug");
    const res = await t.request("POST", "/api/v1/users", {
      center: "heuvelrug",
      body: {
        data: {
          type: "user",
          attributes: {
            email,
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
            first_name: "Fenna",
            last_name: "Vos",
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Nothing of the account in the answer: a known address answers the same (issue 14, point 5).
    expect(json(res).data).toBeUndefined();
    expect(json(res).meta.success).toBe(true);
    expect(
      (await t.request("POST", "/auth/sign_in", { center: "heuvelrug", body: { email, password: NEW_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    const mail = await t.lastMailTo(email);
    expect(mail!.text).toContain(`http://${host("heuvelrug")}/confirm?confirmation_token=`);
    const token = linkParam(mail!.text, "confirmation_token");
    const confirmed = await t.request("POST", "/api/v1/confirm", {
      center: "heuvelrug",
      body: { confirmation_token: token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json(confirmed).data.attributes.confirmed).toBe(true);
    expect(confirmed.headers["access-token"]).toBeTruthy();
    expect(
      (await t.request("POST", "/api/v1/confirm", { center: "heuvelrug", body: { confirmation_token: token } }))
        .statusCode,
    ).toBe(404);
    // The confirmation link is bound to its center.
    expect(
      (await t.request("POST", "/auth/sign_in", { center: "heuvelrug", body: { email, password: NEW_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    const dup = await t.request("POST", "/api/v1/users", {
      center: "demo",
      body: {
        data: {
          type: "user",
          attributes: {
            email,
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
            first_name: "F",
            last_name: "V",
          },
        },
      },
    });
    // A known address (here of another center) answers like a fresh signup; the owner is told by mail.
    expect(dup.statusCode).toBe(201);
    expect(dup.body).toBe(res.body);
    expect((await t.lastMailTo(email))!.subject).toBe("Je hebt al een account bij Vrijwilligerspunt Heuvelrug");
  });

  it("invites a user who chooses a password on confirmation", async () => {
    const admin = await t.signIn("admin@demo.test");
    const email = uniqueEmail();
    const school = await fx.seededOrg("demo", "School");
    const res = await t.request("POST", "/api/v1/users", {
      as: admin,
      body: {
        data: {
          type: "user",
          attributes: {
            email,
            first_name: "Ivo",
            last_name: "Uitgenodigd",
            role: "member",
            organization_id: String(school),
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [invited] = await t.database.query<{ status: string }>("SELECT status FROM users WHERE email = $1", [email]);
    expect(invited!.status).toBe("invited");
    const token = linkParam((await t.lastMailTo(email))!.text, "confirmation_token");
    const noPassword = await t.request("POST", "/api/v1/confirm", { body: { confirmation_token: token } });
    expect(noPassword.statusCode).toBe(422);
    // A failed attempt does not use the token up (the transaction rolled back).
    const ok = await t.request("POST", "/api/v1/confirm", {
      body: { confirmation_token: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data.attributes.status).toBe("active");
    const s = await t.signIn(email, "demo", NEW_PASSWORD);
    const orgs = json(await t.request("GET", "/api/v1/current_organizations", { as: s }));
    expect(orgs.data.map((o: { id: string }) => o.id)).toEqual([String(school)]);
  });

  it("resends confirmation instructions with a new link that replaces the old one", async () => {
    const admin = await t.signIn("admin@demo.test");
    const u = await fx.user("demo", { role: "volunteer", confirmed: false });
    const first = await t.request("POST", `/api/v1/users/${u.id}/resend_confirmation_instructions`, { as: admin });
    expect(first.statusCode).toBe(200);
    const t1 = linkParam((await t.lastMailTo(u.email))!.text, "confirmation_token");
    await t.request("POST", `/api/v1/users/${u.id}/resend_confirmation_instructions`, { as: admin });
    const t2 = linkParam((await t.lastMailTo(u.email))!.text, "confirmation_token");
    expect(t2).not.toBe(t1);
    expect((await t.request("POST", "/api/v1/confirm", { body: { confirmation_token: t1 } })).statusCode).toBe(404);
    expect((await t.request("POST", "/api/v1/confirm", { body: { confirmation_token: t2 } })).statusCode).toBe(200);
    expect(
      (await t.request("POST", `/api/v1/users/${u.id}/resend_confirmation_instructions`, { as: admin })).statusCode,
    ).toBe(409);
  });

  it("signs an organization up as pending with its first admin", async () => {
    const email = uniqueEmail();
    const res = await t.request("POST", "/api/v1/organizations", {
      body: {
        data: {
          type: "organization",
          attributes: {
            name: "Buurthuis De Brug",
            organization_type: "Foundation",
            user: {
              email,
              password: NEW_PASSWORD,
              password_confirmation: NEW_PASSWORD,
              first_name: "Bram",
              last_name: "Brug",
            },
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).meta.success).toBe(true);
    const token = linkParam((await t.lastMailTo(email))!.text, "confirmation_token");
    expect((await t.request("POST", "/api/v1/confirm", { body: { confirmation_token: token } })).statusCode).toBe(200);
    const s = await t.signIn(email, "demo", NEW_PASSWORD);
    const mine = json(await t.request("GET", "/api/v1/current_organization", { as: s }));
    expect(mine.data.attributes).toMatchObject({ name: "Buurthuis De Brug", status: "pending" });
    const admin = await t.signIn("admin@demo.test");
    const approved = await t.request("PUT", `/api/v1/organizations/${mine.data.id}/approve`, {
      as: admin,
      body: { data: { type: "organization", id: mine.data.id, attributes: { status: "approved" } } },
    });
    expect(approved.statusCode).toBe(200);
    expect((await t.lastMailTo(email))!.subject).toBe("Buurthuis De Brug is goedgekeurd");
    const bad = await t.request("POST", "/api/v1/organizations", {
      body: {
        data: {
          type: "organization",
          attributes: { name: "X", organization_type: "VolunteerCenter", user: { email: "a" } },
        },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(
      expect.arrayContaining(["/data/attributes/name", "/data/attributes/organization_type"]),
    );
  });
});

describe("sign in as another user", () => {
  it("issues a single-use login token for /auth/token and writes the audit log", async () => {
    const admin = await t.signIn("admin@demo.test");
    const target = await fx.user("demo", { role: "volunteer" });
    const res = await t.request("POST", "/api/v1/sign_in_as_user", { as: admin, body: { user_id: target.id } });
    expect(res.statusCode, res.body).toBe(201);
    const doc = json(res);
    expect(doc.data.id).toBe(String(target.id));
    expect(doc.links.login).toContain(`http://${host("demo")}/auth/token?token=`);
    const login = await t.request("POST", "/auth/token", { body: { token: doc.meta.login_token } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers.uid).toBe(target.email);
    expect((await t.request("POST", "/auth/token", { body: { token: doc.meta.login_token } })).statusCode).toBe(401);
    const log = await t.database.system((tx) =>
      tx
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.subjectId, String(target.id))),
    );
    expect(log.map((l) => l.action).sort()).toEqual(["sign_in_as_user", "token_login"]);
    expect(log.every((l) => l.actorUserId !== null)).toBe(true);
  });

  it("never signs in as a superadmin, nor as a user of another center", async () => {
    const admin = await t.signIn("admin@demo.test");
    const [sa] = await t.database.query<{ id: number }>(
      "select id from users where email = 'superadmin@volunteerly.test'",
    );
    const res = await t.request("POST", "/api/v1/sign_in_as_user", { as: admin, body: { user_id: sa!.id } });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain("login_token");
    const other = await fx.user("rijnstad", { role: "volunteer" });
    expect(
      (await t.request("POST", "/api/v1/sign_in_as_user", { as: admin, body: { user_id: other.id } })).statusCode,
    ).toBe(404);
  });
});

describe("rate limits", () => {
  it("limits failed sign-ins per IP and address, and attempts per IP, with a JSON:API 429", async () => {
    const limits = t.app.services.limits;
    const saved = { ...limits };
    try {
      limits.signInFailuresPerIpAndEmail = { max: 3, windowMs: 60_000 };
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await t.request("POST", "/auth/sign_in", { body: { email: "limited@demo.test", password: "x-x-x-x-x-x" } }))
            .statusCode,
        );
      expect(statuses).toEqual([401, 401, 401, 429]);
      const res = await t.request("POST", "/auth/sign_in", {
        body: { email: "limited@demo.test", password: "x-x-x-x-x-x" },
        headers: { "accept-language": "en" },
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(json(res).errors[0]).toMatchObject({ status: "429", code: "rate_limited", title: "Too many requests" });
      limits.signInPerIp = { max: 2, windowMs: 60_000 };
      const ip = { remoteAddress: "10.9.8.7" };
      const a = await t.app.inject({
        method: "POST",
        url: "/auth/sign_in",
        headers: { host: host("demo") },
        payload: { email: "a1@demo.test", password: "x-x-x-x-x-x" },
        ...ip,
      });
      const b = await t.app.inject({
        method: "POST",
        url: "/auth/sign_in",
        headers: { host: host("demo") },
        payload: { email: "a2@demo.test", password: "x-x-x-x-x-x" },
        ...ip,
      });
      const c = await t.app.inject({
        method: "POST",
        url: "/auth/sign_in",
        headers: { host: host("demo") },
        payload: { email: "a3@demo.test", password: "x-x-x-x-x-x" },
        ...ip,
      });
      expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([401, 401, 429]);
    } finally {
      Object.assign(limits, saved);
    }
  });

  it("limits password mail per IP and e-mail, answering the same for unknown addresses", async () => {
    const limits = t.app.services.limits;
    const saved = { ...limits };
    try {
      limits.passwordMailPerIpAndEmail = { max: 2, windowMs: 60_000 };
      for (const email of [await fx.actor("demo", "member"), uniqueEmail()]) {
        const s = [];
        for (let i = 0; i < 3; i++) s.push((await t.request("POST", "/auth/password", { body: { email } })).statusCode);
        expect(s).toEqual([200, 200, 429]);
      }
    } finally {
      Object.assign(limits, saved);
    }
  });

  it("limits all requests per IP", async () => {
    const app = await buildApp({
      database: t.database,
      web: false,
      rateLimits: { generalPerIp: { max: 3, windowMs: 60_000 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await app.inject({ method: "GET", url: "/api/v1/volunteer_centers", headers: { host: host("demo") } }))
            .statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await app.inject({
        method: "GET",
        url: "/api/v1/volunteer_centers",
        headers: { host: host("demo") },
      });
      expect(json(res).errors[0].code).toBe("rate_limited");
    } finally {
      await app.close();
    }
  });
});
