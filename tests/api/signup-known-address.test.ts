/**
 * Issue 14, point 5 (signup): a signup with an address that already has an account, in this center
 * or another, answers exactly as a fresh signup; no second account is made and the owner of the
 * address is mailed where their account is.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPERADMIN_EMAIL } from "@server/db/seed.ts";
import { uniqueEmail } from "@server/testing/fixtures.ts";
import { createTestContext, host, json, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = "Nieuw-Wachtwoord-42";
/** Headers that differ between any two answers (time, request id), not between the two paths. */
const VOLATILE = new Set(["date", "x-request-id", "x-response-time", "server-timing"]);

function shape(res: LightMyRequestResponse) {
  const headers = Object.fromEntries(
    Object.entries(res.headers)
      .filter(([k]) => !VOLATILE.has(k))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { status: res.statusCode, headers, body: res.body };
}

const volunteerSignup = (email: string, center = "demo", locale = "nl") =>
  t.request("POST", "/api/v1/users", {
    center,
    headers: { "accept-language": locale },
    body: {
      data: {
        type: "user",
        attributes: {
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          first_name: "Sem",
          last_name: "Smit",
        },
      },
    },
  });

const organizationSignup = (email: string, name: string) =>
  t.request("POST", "/api/v1/organizations", {
    body: {
      data: {
        type: "organization",
        attributes: {
          name,
          organization_type: "Foundation",
          user: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: "Bo", last_name: "Brug" },
        },
      },
    },
  });

const accounts = async (email: string) =>
  (await t.database.query("SELECT id FROM users WHERE lower(email) = lower($1)", [email])).length;

describe("volunteer signup with an address that already has an account", () => {
  it("answers exactly as a fresh signup, for an address of this center, another center and the platform", async () => {
    const fresh = shape(await volunteerSignup(uniqueEmail()));
    expect(fresh.status).toBe(201);
    for (const known of ["volunteer@demo.test", "Volunteer@Rijnstad.test", SUPERADMIN_EMAIL]) {
      const res = await volunteerSignup(known);
      expect(shape(res), known).toEqual(fresh);
      expect(await accounts(known)).toBe(1);
    }
    // In English as well.
    const freshEn = shape(await volunteerSignup(uniqueEmail(), "demo", "en"));
    expect(shape(await volunteerSignup("member@rijnstad.test", "demo", "en"))).toEqual(freshEn);
  });

  it("mails the owner where their account is, with that center's own login and reset links", async () => {
    await volunteerSignup("orgadmin@rijnstad.test", "demo");
    const mail = (await t.lastMailTo("orgadmin@rijnstad.test"))!;
    expect(mail.subject).toBe("Je hebt al een account bij Vacaturebank Rijnstad");
    expect(mail.text).toContain("een account aan te maken bij Demo Vrijwilligerscentrale");
    expect(mail.text).toContain(`http://${host("rijnstad")}`);
    expect(mail.text).toMatch(new RegExp(`Inloggen: http://${host("rijnstad")}(:\\d+)?/auth/login-1`));
    expect(mail.text).toMatch(new RegExp(`Nieuw wachtwoord kiezen: http://${host("rijnstad")}(:\\d+)?/auth/recover`));
    expect(mail.text).not.toContain(host("demo"));
    // No confirmation of a second account went out.
    const all = (await t.mails()).filter((m) => m.to === "orgadmin@rijnstad.test");
    expect(all.every((m) => !m.text.includes("confirmation_token"))).toBe(true);
  });
});

describe("organization signup with an address that already has an account", () => {
  it("answers as a fresh one, creates neither organization nor account, and tells the owner", async () => {
    const fresh = shape(await organizationSignup(uniqueEmail(), "Stichting Vers"));
    expect(fresh.status).toBe(201);
    const known = await organizationSignup("volunteer@heuvelrug.test", "Stichting Bekend");
    expect(shape(known)).toEqual(fresh);
    expect(await t.database.query("SELECT id FROM organizations WHERE name = 'Stichting Bekend'")).toHaveLength(0);
    expect(await accounts("volunteer@heuvelrug.test")).toBe(1);
    expect((await t.lastMailTo("volunteer@heuvelrug.test"))!.subject).toBe(
      "Je hebt al een account bij Vrijwilligerspunt Heuvelrug",
    );
  });
});

describe("staff invitations", () => {
  const invite = async (email: string) =>
    t.request("POST", "/api/v1/users", {
      as: await t.signIn("admin@demo.test"),
      body: { data: { type: "user", attributes: { email, first_name: "Ivo", last_name: "Uitgenodigd" } } },
    });

  it("add the role to an account of their own center (issue 15); another center's account reads as a fresh invitation, its owner is told", async () => {
    const own = await invite("member@demo.test");
    expect(own.statusCode, own.body).toBe(200);
    expect(json(own).data.attributes.email).toBe("member@demo.test");
    expect(await accounts("member@demo.test")).toBe(1);

    const fresh = uniqueEmail();
    const a = await invite(fresh);
    const b = await invite("member@heuvelrug.test");
    expect(a.statusCode).toBe(201);
    expect(shape(b).status).toBe(shape(a).status);
    expect(Object.keys(shape(b).headers)).toEqual(Object.keys(shape(a).headers));
    // The same body but for the address each was sent for.
    expect(b.body.replace("member@heuvelrug.test", fresh)).toBe(a.body);
    expect(await accounts("member@heuvelrug.test")).toBe(1);
    expect((await t.lastMailTo("member@heuvelrug.test"))!.subject).toBe(
      "Je hebt al een account bij Vrijwilligerspunt Heuvelrug",
    );
  });
});
