/** The signed-in user's own account: e-mail change, periodic mail preferences, data export, deleting it. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@server/db/client.ts";
import { DEMO_PASSWORD } from "@server/db/seed.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
});
afterAll(async () => {
  await t?.close();
});

const patchSelf = (s: Session, user: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request("PATCH", "/api/v1/current_user", { as: s, body: { user }, headers });

describe("changing the e-mail address", () => {
  it("refuses an address that is already in use, with the pointer on the e-mail", async () => {
    const s = await t.signIn(await fx.actor("demo", "volunteer"));
    const res = await patchSelf(s, { email: "admin@rijnstad.test", current_password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[0]).toMatchObject({ code: "taken", source: { pointer: "/user/email" } });
  });
});

describe("periodic mail", () => {
  it("stores frequency and interests on the own account and shows them only there", async () => {
    const email = await fx.actor("demo", "volunteer");
    const s = await t.signIn(email);
    const before = json(await t.request("GET", "/api/v1/current_user", { as: s }));
    expect(before.data.attributes).toMatchObject({ periodic_mail: "never", interests: [] });

    const res = await patchSelf(s, { periodic_mail: "weekly", interests: ["zorg", "natuur_en_milieu"] });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.attributes).toMatchObject({
      periodic_mail: "weekly",
      interests: ["zorg", "natuur_en_milieu"],
    });
    const after = json(await t.request("GET", "/api/v1/current_user?include=roles", { as: s }));
    expect(after.data.attributes).toMatchObject({ periodic_mail: "weekly", interests: ["zorg", "natuur_en_milieu"] });

    const admin = await t.signIn("admin@demo.test");
    const id = after.data.id as string;
    const seen = json(await t.request("GET", `/api/v1/users/${id}`, { as: admin }));
    expect(seen.data.attributes.periodic_mail).toBeUndefined();
  });

  it("rejects unknown frequencies and categories with pointers, in Dutch", async () => {
    const s = await t.signIn(await fx.actor("demo", "volunteer"));
    const res = await patchSelf(s, { periodic_mail: "daily", interests: ["zorg", "knutselen"] });
    expect(res.statusCode).toBe(422);
    const pointers = json(res).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toContain("/user/periodic_mail");
    expect(pointers.some((p: string) => p.startsWith("/user/interests"))).toBe(true);
    expect(json(res).errors[0].title).toBe("Ongeldige invoer");
  });
});

describe("data export", () => {
  it("gives the user's own data as a JSON download and nothing of others", async () => {
    const email = await fx.actor("demo", "volunteer");
    const s = await t.signIn(email);
    await t.request("POST", "/api/v1/feedback", { as: s, body: { message: "Mijn feedback voor de export" } });
    const res = await t.request("GET", "/api/v1/current_user/export", { as: s });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="volunteerly-gegevens-\d+\.json"$/);
    const body = JSON.parse(res.body);
    expect(body.user.email).toBe(email);
    expect(body.user).not.toHaveProperty("encrypted_password");
    expect(body.memberships).toEqual([{ role: "volunteer", organization: null }]);
    expect(body.feedback.map((f: { message: string }) => f.message)).toEqual(["Mijn feedback voor de export"]);
    expect(body.applications).toEqual([]);
    expect(body.notifications).toEqual([]);
    expect(res.body).not.toContain("admin@demo.test");
    expect((await t.request("GET", "/api/v1/current_user/export")).statusCode).toBe(401);
  });
});

describe("data export of a volunteer who applied", () => {
  it("lists the applications with vacancy and organization, and the messages written", async () => {
    const s = await t.signIn("volunteer@demo.test");
    const body = JSON.parse((await t.request("GET", "/api/v1/current_user/export", { as: s })).body);
    // The demo seed has the demo volunteer apply to published vacancies of the demo School.
    expect(body.applications.length).toBeGreaterThan(0);
    expect(body.applications[0]).toMatchObject({ organization: expect.any(String), vacancy: expect.any(String) });
    expect(body.applications[0].motivation.length).toBeGreaterThan(0);
    expect(Array.isArray(body.messages)).toBe(true);
  });
});

describe("deleting the own account", () => {
  it("needs the password, removes the account and its personal data, and revokes every session", async () => {
    const email = await fx.actor("demo", "volunteer");
    const s = await t.signIn(email);
    const other = await t.signIn(email);
    await t.request("POST", "/api/v1/feedback", { as: s, body: { message: "Weg ermee" } });
    // An answer to one of the center's forms, with what the person typed in it.
    const [form] = rowsOf<{ token: string; fields: { key: string; kind: string; options: string[] }[] }>(
      await t.database.system((tx) =>
        tx.execute(`select token, fields from forms f join centers c on c.id = f.center_id
                    where c.key = 'demo' and f.status = 'open' order by f.id limit 1`),
      ),
    );
    const { token, fields } = form!;
    const answers = Object.fromEntries(
      fields.map((f) => {
        const byKind: Record<string, unknown> = { checkbox: true, email: "weg@example.nl", date: "2026-12-01" };
        return [f.key, f.kind === "choice" ? f.options[0] : (byKind[f.kind] ?? "Weg ermee")];
      }),
    );
    const answered = await t.request("POST", "/api/v1/form_responses", {
      as: s,
      body: { data: { type: "form_response", attributes: { form_token: token, answers } } },
    });
    expect(answered.statusCode).toBe(201);

    const missing = await t.request("DELETE", "/api/v1/current_user", { as: s, body: {} });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors[0].source.pointer).toBe("/current_password");
    const wrong = await t.request("DELETE", "/api/v1/current_user", { as: s, body: { current_password: "nope" } });
    expect(wrong.statusCode).toBe(422);

    const res = await t.request("DELETE", "/api/v1/current_user", { as: s, body: { current_password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(204);
    expect((await t.request("GET", "/api/v1/current_user", { as: other })).statusCode).toBe(401);
    await expect(t.signIn(email)).rejects.toThrow(/401/);
    const left = await t.database.system((tx) =>
      tx.execute(`select count(*)::int as n from feedback where message = 'Weg ermee'`),
    );
    expect(JSON.stringify(left)).toContain('"n":0');
    const answersLeft = await t.database.system((tx) =>
      tx.execute(
        `select count(*)::int as n from form_responses where answers::text like '%weg@example.nl%' or answers::text like '%Weg ermee%'`,
      ),
    );
    expect(JSON.stringify(answersLeft)).toContain('"n":0');
  });

  it("refuses while the user is the last admin of an organization, naming it", async () => {
    const email = await fx.actor("demo", "orgadmin");
    const s = await t.signIn(email);
    // The demo School has other admins (orgadmin@demo.test): a fresh organization with one admin is needed.
    const created = await t.request("POST", "/api/v1/organizations", {
      as: s,
      body: { data: { type: "organization", attributes: { name: "Eenmansclub", organization_type: "Association" } } },
    });
    expect(created.statusCode).toBe(201);
    const res = await t.request("DELETE", "/api/v1/current_user", {
      as: s,
      body: { current_password: DEMO_PASSWORD },
      headers: { "accept-language": "nl" },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).errors[0]).toMatchObject({ code: "last_admin" });
    expect(json(res).errors[0].detail).toContain("Eenmansclub");
    expect((await t.request("GET", "/api/v1/current_user", { as: s })).statusCode).toBe(200);
  });

  it("still refuses an admin deleting their own account through /users/{id}, pointing at the profile", async () => {
    const s = await t.signIn("admin@demo.test");
    const me = json(await t.request("GET", "/api/v1/current_user", { as: s }));
    const res = await t.request("DELETE", `/api/v1/users/${me.data.id}`, {
      as: s,
      headers: { "accept-language": "en" },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).errors[0]).toMatchObject({ code: "own_account" });
  });
});
