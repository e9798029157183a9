/**
 * Partners and the contact form (issue 16): partners in the center's order, reordered by staff;
 * contact form messages stored and mailed to the center's contact person with a link on the
 * center's own host, consent required, rate-limited per IP, errors in the user's language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

const CONTACT_LIMIT = 4;
let t: TestContext;
let fx: Fixtures;
let admin: Session;
let otherAdmin: Session;
let volunteer: Session;

const partner = (attributes: Record<string, unknown>) => ({ data: { type: "partner", attributes } });
const names = async (center = "rijnstad") =>
  json(await t.request("GET", API_PATHS.partners, { center })).data.map(
    (p: { attributes: { name: string } }) => p.attributes.name,
  );

beforeAll(async () => {
  const open = { max: 100_000, windowMs: 60_000 };
  t = await createTestContext({
    rateLimits: {
      signInPerIp: open,
      signInFailuresPerIp: open,
      signInFailuresPerIpAndEmail: open,
      signInFailuresPerEmail: { ...open, maxDelayMs: 60_000 },
      passwordMailPerEmail: open,
      passwordMailPerIpAndEmail: open,
      passwordMailPerIp: open,
      signupPerIp: { max: CONTACT_LIMIT, windowMs: 60_000 },
      generalPerIp: { max: 0, windowMs: 60_000 },
    },
  });
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
  otherAdmin = await t.signIn(await fx.actor("heuvelrug", "admin"), "heuvelrug");
  volunteer = await t.signIn(await fx.actor("rijnstad", "volunteer"), "rijnstad");
  // Start from no partners (the demo data has some).
  await t.database.query("DELETE FROM partners WHERE center_id = (SELECT id FROM centers WHERE key = 'rijnstad')");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("partners", () => {
  it("staff add partners; everyone reads them in their order; a move renumbers the others", async () => {
    const add = (name: string, extra: Record<string, unknown> = {}) =>
      t.request("POST", API_PATHS.partners, { as: admin, center: "rijnstad", body: partner({ name, ...extra }) });
    const a = json(
      await add("Gemeente Rijnstad", { link: "https://rijnstad.example", logo_url: "https://cdn.example/logo.png" }),
    ).data;
    const b = json(await add("Woningcorporatie Thuis")).data;
    const c = json(await add("Bibliotheek Rijnstad", { description: "Taalcafé en digitale hulp." })).data;
    expect(a.attributes.position).toBe(1);
    expect(c.attributes.position).toBe(3);
    expect(await names()).toEqual(["Gemeente Rijnstad", "Woningcorporatie Thuis", "Bibliotheek Rijnstad"]);

    const up = await t.request("PATCH", API_PATHS.partner(c.id), {
      as: admin,
      center: "rijnstad",
      body: partner({ position: 1 }),
    });
    expect(up.statusCode).toBe(200);
    expect(json(up).data.attributes.position).toBe(1);
    expect(await names()).toEqual(["Bibliotheek Rijnstad", "Gemeente Rijnstad", "Woningcorporatie Thuis"]);
    const positions = json(await t.request("GET", API_PATHS.partners, { center: "rijnstad" })).data.map(
      (p: { attributes: { position: number } }) => p.attributes.position,
    );
    expect(positions).toEqual([1, 2, 3]);

    expect((await t.request("DELETE", API_PATHS.partner(a.id), { as: admin, center: "rijnstad" })).statusCode).toBe(
      204,
    );
    expect(await names()).toEqual(["Bibliotheek Rijnstad", "Woningcorporatie Thuis"]);
    expect(json(await t.request("GET", API_PATHS.partners, { center: "rijnstad" })).data[1].attributes.position).toBe(
      2,
    );
    // Another center sees none of them, and its staff cannot change them.
    expect(await names("heuvelrug")).not.toContain("Woningcorporatie Thuis");
    expect(
      (
        await t.request("PATCH", API_PATHS.partner(b.id), {
          as: otherAdmin,
          center: "heuvelrug",
          body: partner({ name: "Overgenomen" }),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request("PATCH", API_PATHS.partner(b.id), {
          as: volunteer,
          center: "rijnstad",
          body: partner({ name: "Overgenomen" }),
        })
      ).statusCode,
    ).toBe(403);
  });

  it("refuses a link or logo that is not http(s) with a 422 naming the field", async () => {
    const res = await t.request("POST", API_PATHS.partners, {
      as: admin,
      center: "rijnstad",
      body: partner({ name: "Kwaad", link: "javascript:alert(1)", logo_url: "data:image/svg+xml,<svg/>" }),
    });
    expect(res.statusCode).toBe(422);
    const pointers = json(res).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/data/attributes/link", "/data/attributes/logo_url"]));
    expect(
      json(res).errors.find((e: { source: { pointer: string } }) => e.source.pointer.endsWith("/link")).detail,
    ).toContain("Website");
  });
});

describe("the contact form", () => {
  const send = (attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.request("POST", API_PATHS.contactMessages, {
      as: volunteer,
      center: "rijnstad",
      body: { data: { type: "contact_message", attributes } },
      headers,
    });
  const good = {
    name: "Sanne de Vries",
    email: "sanne@example.org",
    subject: "Vraag over de VOG",
    message: "Hoe vraag ik een VOG aan voor vrijwilligerswerk?\n\nGroet, Sanne",
    consent: true,
  };

  it("stores the message and mails it to the center's contact person, with a link on the center's host", async () => {
    await t.database.query(
      "UPDATE centers SET contact_name = 'Petra Jansen', contact_email = 'petra@rijnstad.test' WHERE key = 'rijnstad'",
    );
    await t.app.services.centers.reload();
    const res = await send(good);
    expect(res.statusCode).toBe(201);
    expect(json(res).data.attributes).toMatchObject({ subject: "Vraag over de VOG", mailed: true });
    const mail = await t.lastMailTo("petra@rijnstad.test");
    expect(mail?.subject).toContain("Vraag over de VOG");
    expect(mail?.text).toContain("Hallo Petra Jansen");
    expect(mail?.text).toContain("sanne@example.org");
    expect(mail?.text).toMatch(/http:\/\/rijnstad\.localhost[^\s]*\/contactformulier/);
    const [row] = await t.database.query<Record<string, unknown>>(
      "SELECT name, email, consent_at FROM contact_messages WHERE subject = 'Vraag over de VOG'",
    );
    expect(row).toMatchObject({ name: "Sanne de Vries", email: "sanne@example.org" });
  });

  it("requires consent and valid fields: a 422 per field in the user's language", async () => {
    const nl = await send({ ...good, email: "geen-adres", consent: false });
    expect(nl.statusCode).toBe(422);
    const errors = json(nl).errors as { source: { pointer: string }; detail: string }[];
    expect(errors.map((e) => e.source.pointer)).toEqual(
      expect.arrayContaining(["/data/attributes/email", "/data/attributes/consent"]),
    );
    expect(errors.find((e) => e.source.pointer.endsWith("/consent"))!.detail).toMatch(/toestemming/i);
    const en = await send({ ...good, consent: false }, { "accept-language": "en" });
    expect(json(en).errors[0].detail).toMatch(/agree/i);
  });

  it("is for signed-in users (the specification does not list it as public)", async () => {
    const res = await t.request("POST", API_PATHS.contactMessages, {
      center: "rijnstad",
      body: { data: { type: "contact_message", attributes: good } },
    });
    expect(res.statusCode).toBe(401);
  });

  it("is rate-limited per IP: a 429 with retry-after", async () => {
    let last = 0;
    for (let i = 0; i < CONTACT_LIMIT + 1; i++) last = (await send({ ...good, subject: `Herhaling ${i}` })).statusCode;
    expect(last).toBe(429);
  });
});
