/**
 * Issue 14, point 2: an account's e-mail changes only by its owner (center staff may correct it),
 * and only once the NEW address confirms; the OLD address is told, with a link to undo it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@server/db/seed.ts";
import { Fixtures, uniqueEmail } from "@server/testing/fixtures.ts";
import { createTestContext, host, json, Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = "Nieuw-Wachtwoord-42";

function linkParam(text: string, name: string): string {
  const link = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((l) => l.includes(`${name}=`));
  if (!link) throw new Error(`no link with ${name} in: ${text}`);
  return new URL(link).searchParams.get(name)!;
}

async function idOf(email: string): Promise<number> {
  const [row] = await t.database.query<{ id: number }>("SELECT id FROM users WHERE lower(email) = lower($1)", [email]);
  return Number(row!.id);
}

const patchSelf = (s: Session, user: Record<string, unknown>) =>
  t.request("PATCH", "/api/v1/current_user", { as: s, body: { user } });
const patchUser = (s: Session, id: number, attributes: Record<string, unknown>) =>
  t.request("PATCH", `/api/v1/users/${id}`, { as: s, body: { data: { type: "user", attributes } } });
const confirmChange = (token: string, center = "demo") =>
  t.request("POST", "/api/v1/email_change/confirm", { center, body: { token } });
const undoChange = (token: string, center = "demo") =>
  t.request("POST", "/api/v1/email_change/undo", { center, body: { token } });

/** A fresh volunteer of the demo center, signed in, who asks to change their address to `next`. */
async function pendingChange() {
  const email = await fx.actor("demo", "volunteer");
  const s = await t.signIn(email);
  const next = uniqueEmail();
  const res = await patchSelf(s, { email: next, current_password: DEMO_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  const confirmToken = linkParam((await t.lastMailTo(next))!.text, "email_change_token");
  const undoToken = linkParam((await t.lastMailTo(email))!.text, "email_undo_token");
  return { email, next, s, res, confirmToken, undoToken };
}

describe("the takeover of issue 14", () => {
  it("an organization admin cannot change a member's e-mail, password or status, so no reset reaches another mailbox", async () => {
    const orgadmin = await t.signIn("orgadmin@demo.test");
    const school = await fx.seededOrg("demo", "School");
    const memberEmail = await fx.actor("demo", "member");
    const memberId = await idOf(memberEmail);
    // The member also administers an organization of their own: the roles the attacker was after.
    const otherOrg = await fx.org("demo");
    await t.database.query(
      "INSERT INTO roles (center_id, user_id, name, organization_id) VALUES ($1, $2, 'admin', $3)",
      [await fx.centerId("demo"), memberId, otherOrg],
    );
    const attacker = uniqueEmail();

    const res = await patchUser(orgadmin, memberId, { email: attacker });
    expect(res.statusCode, res.body).toBe(403);
    expect(json(res).errors[0]).toMatchObject({ code: "owner_only", source: { pointer: "/data/attributes/email" } });
    expect(json(res).errors[0].detail).toMatch(/Organisatiebeheerders beheren lidmaatschap en rollen/);
    for (const attributes of [
      { status: "inactive" },
      { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    ]) {
      const refused = await patchUser(orgadmin, memberId, attributes);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(json(refused).errors[0].source.pointer).toBe(`/data/attributes/${Object.keys(attributes)[0]}`);
    }
    // Nor the name: the account itself is its owner's (center staff may correct it); roles stay theirs to manage.
    const named = await patchUser(orgadmin, memberId, { first_name: "Bewerkt" });
    expect(named.statusCode, named.body).toBe(403);
    expect(json(named).errors[0]).toMatchObject({
      code: "owner_only",
      source: { pointer: "/data/attributes/first_name" },
    });
    expect(school).toBeGreaterThan(0);

    // The reset the attacker asks for reaches nobody; the account still belongs to its address.
    expect((await t.request("POST", "/auth/password", { body: { email: attacker } })).statusCode).toBe(200);
    expect(await t.lastMailTo(attacker)).toBeUndefined();
    await expect(t.signIn(attacker)).rejects.toThrow(/401/);
    await expect(t.signIn(memberEmail)).resolves.toBeInstanceOf(Session);
  });
});

describe("the owner's own change", () => {
  it("waits for the new address: the old one keeps signing in and resetting, the new one gets only the confirmation", async () => {
    // Still refused without the right current password, and for an address in use.
    const other = await t.signIn(await fx.actor("demo", "volunteer"));
    const wrong = await patchSelf(other, { email: uniqueEmail(), current_password: "not-my-password" });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors[0].source.pointer).toBe("/user/current_password");
    const taken = await patchSelf(other, { email: "admin@rijnstad.test", current_password: DEMO_PASSWORD });
    expect(json(taken).errors[0]).toMatchObject({ code: "taken", source: { pointer: "/user/email" } });

    const { email, next, s, res } = await pendingChange();
    expect(json(res).data.attributes).toMatchObject({ email, unconfirmed_email: next });
    expect(res.headers.uid ?? email).toBe(email);
    const me = await t.request("GET", "/api/v1/current_user", { as: s });
    expect(json(me).data.attributes).toMatchObject({ email, unconfirmed_email: next });

    await expect(t.signIn(email)).resolves.toBeInstanceOf(Session);
    await expect(t.signIn(next)).rejects.toThrow(/401/);
    expect((await t.request("POST", "/auth/password", { body: { email: next } })).statusCode).toBe(200);
    const toNew = (await t.mails()).filter((m) => m.to === next);
    expect(toNew).toHaveLength(1);
    expect(toNew[0]!.subject).toBe("Bevestig je nieuwe e-mailadres bij Demo Vrijwilligerscentrale");
    expect(toNew[0]!.text).toContain(`http://${host("demo")}/confirm?email_change_token=`);
    expect((await t.request("POST", "/auth/password", { body: { email } })).statusCode).toBe(200);
    expect((await t.lastMailTo(email))!.text).toContain("reset_password_token=");
  });

  it("tells the old address at once, with the new address and an undo link of the center", async () => {
    const { email, next } = await pendingChange();
    const notice = (await t.mails()).filter((m) => m.to === email && m.subject.startsWith("Wijziging"));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe("Wijziging van je e-mailadres bij Demo Vrijwilligerscentrale aangevraagd");
    expect(notice[0]!.text).toContain(next);
    expect(notice[0]!.text).toContain(`http://${host("demo")}/confirm?email_undo_token=`);
  });

  it("is confirmed by the new address: every session ends, only the new address signs in", async () => {
    const { email, next, s, confirmToken } = await pendingChange();
    const res = await confirmChange(confirmToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).meta.email).toBe(next);
    // Confirming signs nobody in: the link proves the mailbox, not the account.
    expect(res.headers["access-token"]).toBeUndefined();
    expect((await t.request("GET", "/api/v1/current_user", { as: s })).statusCode).toBe(401);
    await expect(t.signIn(email)).rejects.toThrow(/401/);
    const fresh = await t.signIn(next);
    expect(json(await t.request("GET", "/api/v1/current_user", { as: fresh })).data.attributes).toMatchObject({
      email: next,
      unconfirmed_email: null,
    });
    const changed = (await t.mails()).filter((m) => m.to === email).pop()!;
    expect(changed.subject).toBe("Het e-mailadres van je account bij Demo Vrijwilligerscentrale is gewijzigd");
    expect(changed.text).toContain("email_undo_token=");
    // Once only, and only in its own center.
    expect((await confirmChange(confirmToken)).statusCode).toBe(404);
  });

  it("can be cancelled by the owner while pending: the link no longer works", async () => {
    const { email, s, confirmToken } = await pendingChange();
    const res = await t.request("DELETE", "/api/v1/current_user/email_change", { as: s });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      json(await t.request("GET", "/api/v1/current_user", { as: s })).data.attributes.unconfirmed_email,
    ).toBeNull();
    expect((await confirmChange(confirmToken)).statusCode).toBe(404);
    await expect(t.signIn(email)).resolves.toBeInstanceOf(Session);
  });
});

describe("undoing a change from the old address", () => {
  it("after the confirmation: restores the old address, signs out everywhere and needs a new password", async () => {
    const { email, next, undoToken, confirmToken } = await pendingChange();
    expect((await confirmChange(confirmToken)).statusCode).toBe(200);
    const intruder = await t.signIn(next);

    const res = await undoChange(undoToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).meta.email).toBe(email);
    expect((await t.request("GET", "/api/v1/current_user", { as: intruder })).statusCode).toBe(401);
    await expect(t.signIn(next)).rejects.toThrow(/401/);
    // The password that was known when the change was made no longer works.
    await expect(t.signIn(email)).rejects.toThrow(/401/);
    const reset = await t.request("PUT", "/auth/password", {
      body: {
        reset_password_token: json(res).meta.reset_password_token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expect(t.signIn(email, "demo", NEW_PASSWORD)).resolves.toBeInstanceOf(Session);
    expect((await undoChange(undoToken)).statusCode).toBe(404);
  });

  it("while pending: cancels the change, so its confirmation link no longer works", async () => {
    const { email, s, undoToken, confirmToken } = await pendingChange();
    expect((await undoChange(undoToken)).statusCode).toBe(200);
    expect((await confirmChange(confirmToken)).statusCode).toBe(404);
    expect((await t.request("GET", "/api/v1/current_user", { as: s })).statusCode).toBe(401);
    const [row] = await t.database.query<{ email: string; unconfirmed_email: string | null }>(
      "SELECT email, unconfirmed_email FROM users WHERE id = $1",
      [await idOf(email)],
    );
    expect(row).toEqual({ email, unconfirmed_email: null });
  });
});

describe("center staff correcting an address", () => {
  it("a center admin's correction waits for the new address too, and the old address is told", async () => {
    const admin = await t.signIn("admin@demo.test");
    const email = await fx.actor("demo", "volunteer");
    const id = await idOf(email);
    const next = uniqueEmail();
    const res = await patchUser(admin, id, { email: next });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.attributes.email).toBe(email);
    expect(json(res).meta.unconfirmed_email).toBe(next);
    await expect(t.signIn(email)).resolves.toBeInstanceOf(Session);
    expect((await t.lastMailTo(email))!.text).toContain(next);
    const token = linkParam((await t.lastMailTo(next))!.text, "email_change_token");
    expect((await confirmChange(token)).statusCode).toBe(200);
    await expect(t.signIn(next)).resolves.toBeInstanceOf(Session);
  });

  it("never sets a password, and never touches a superadmin's address", async () => {
    const admin = await t.signIn("admin@demo.test");
    const id = await idOf(await fx.actor("demo", "volunteer"));
    const pw = await patchUser(admin, id, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(pw.statusCode).toBe(403);
    expect(json(pw).errors[0]).toMatchObject({ code: "owner_only", source: { pointer: "/data/attributes/password" } });
    const superId = await idOf(await fx.actor("demo", "superadmin"));
    const sup = await patchUser(admin, superId, { email: uniqueEmail() });
    expect([403, 404]).toContain(sup.statusCode);
    // A superadmin who also has a center account's place (center_id set) is refused with 403.
    await t.database.query("UPDATE users SET center_id = $1 WHERE id = $2", [await fx.centerId("demo"), superId]);
    const inCenter = await patchUser(admin, superId, { email: uniqueEmail() });
    expect(inCenter.statusCode, inCenter.body).toBe(403);
    expect(json(inCenter).errors[0].source.pointer).toBe("/data/attributes/email");
  });
});

describe("the address is checked again when it is confirmed", () => {
  it("two accounts asking for the same address: the first to confirm gets it, the second is refused", async () => {
    const target = uniqueEmail();
    const a = await t.signIn(await fx.actor("demo", "volunteer"));
    const bEmail = await fx.actor("rijnstad", "volunteer");
    const b = await t.signIn(bEmail);
    expect((await patchSelf(a, { email: target, current_password: DEMO_PASSWORD })).statusCode).toBe(200);
    const tokenA = linkParam((await t.lastMailTo(target))!.text, "email_change_token");
    expect((await patchSelf(b, { email: target, current_password: DEMO_PASSWORD })).statusCode).toBe(200);
    const tokenB = linkParam((await t.lastMailTo(target))!.text, "email_change_token");

    expect((await confirmChange(tokenA)).statusCode).toBe(200);
    const late = await confirmChange(tokenB, "rijnstad");
    expect(late.statusCode, late.body).toBe(409);
    expect(json(late).errors[0].code).toBe("email_taken");
    await expect(t.signIn(bEmail)).resolves.toBeInstanceOf(Session);
    expect(await t.database.query("SELECT id FROM users WHERE lower(email) = lower($1)", [target])).toHaveLength(1);
  });

  it("an address that signed up in the meantime is not taken over either", async () => {
    const { email, next, confirmToken } = await pendingChange();
    const signup = await t.request("POST", "/api/v1/users", {
      center: "rijnstad",
      body: {
        data: {
          type: "user",
          attributes: {
            email: next,
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
            first_name: "Nina",
            last_name: "Nieuw",
          },
        },
      },
    });
    expect(signup.statusCode).toBe(201);
    expect((await confirmChange(confirmToken)).statusCode).toBe(409);
    await expect(t.signIn(email)).resolves.toBeInstanceOf(Session);
  });
});
