/**
 * One-on-one help (een-op-een-hulp): a resident's public request is stored, mailed to the center's
 * contact person (links on the center's own address) and confirmed to the resident; refused with a
 * 422 per field in the user's language; rate-limited per IP; a 404 where the center has no
 * one-on-one help. Center staff list, search, read and match requests along the allowed status
 * changes; the matched volunteer gets a mail; nobody else reads a request, and no center another's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_FIGURE_LISTS } from "@contract/dashboard.ts";
import { API_PATHS } from "@contract/paths.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

const LIMIT = 6;
const HOME = "gelderland";
let t: TestContext;
let fx: Fixtures;
let admin: Session;
let superadmin: Session;
let volunteer: Session;
let member: Session;
let orgadmin: Session;
let otherAdmin: Session;
let volunteerEmail: string;
let volunteerId: string;

const good = {
  name: "Riek Jansen",
  email: "riek.jansen@example.nl",
  phone: "026 351 2290",
  kind: "paperwork",
  description: "Ik krijg veel post van instanties en raak het overzicht kwijt.",
  area: "Arnhem, Presikhaaf",
  consent: true,
};

let sent = 0;
const ask = (
  attributes: Record<string, unknown>,
  o: { center?: string; headers?: Record<string, string>; as?: Session } = {},
) =>
  t.request("POST", API_PATHS.helpRequests, {
    center: o.center ?? HOME,
    ...(o.as ? { as: o.as } : {}),
    body: { data: { type: "help_request", attributes } },
    // Each request from its own address, so that only the rate-limit test meets the limit.
    headers: { "x-forwarded-for": `10.9.${Math.floor(++sent / 250)}.${(sent % 250) + 1}`, ...o.headers },
  });

const patch = (id: string, attributes: Record<string, unknown>, as: Session = admin) =>
  t.request("PATCH", API_PATHS.helpRequest(id), {
    as,
    center: HOME,
    body: { data: { type: "help_request", id, attributes } },
  });

const list = (query = "", as: Session = admin) =>
  t.request("GET", `${API_PATHS.helpRequests}${query}`, { as, center: HOME });

const idsOf = (res: Parameters<typeof json>[0]) => (json(res).data as { id: string }[]).map((d) => d.id);

/** A fresh request made through the public form; its id (found as staff). */
async function newRequest(name: string): Promise<string> {
  const res = await ask({ ...good, name });
  expect(res.statusCode).toBe(201);
  return json(res).data.id as string;
}

beforeAll(async () => {
  const open = { max: 100_000, windowMs: 60_000 };
  t = await createTestContext({
    trustProxy: true,
    rateLimits: {
      signInPerIp: open,
      signInFailuresPerIp: open,
      signInFailuresPerIpAndEmail: open,
      signInFailuresPerEmail: { ...open, maxDelayMs: 60_000 },
      passwordMailPerEmail: open,
      passwordMailPerIpAndEmail: open,
      passwordMailPerIp: open,
      signupPerIp: { max: LIMIT, windowMs: 60_000 },
      generalPerIp: { max: 0, windowMs: 60_000 },
    },
  });
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("public", "admin"), HOME);
  superadmin = await t.signIn(await fx.actor("public", "superadmin"), HOME);
  volunteerEmail = await fx.actor("public", "volunteer");
  volunteer = await t.signIn(volunteerEmail, HOME);
  member = await t.signIn(await fx.actor("public", "member"), HOME);
  orgadmin = await t.signIn(await fx.actor("public", "orgadmin"), HOME);
  otherAdmin = await t.signIn(await fx.actor("heuvelrug", "admin"), "heuvelrug");
  const [row] = await t.database.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = $1", [
    volunteerEmail,
  ]);
  volunteerId = row!.id;
  await t.database.query(
    "UPDATE centers SET contact_name = 'Petra Jansen', contact_email = 'petra@gelderland.test' WHERE key = 'public'",
  );
  await t.app.services.centers.reload();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("the public form", () => {
  it("stores the request, mails the contact person with links on the center's own address, and confirms to the resident", async () => {
    const res = await ask(
      { ...good, name: "Henk Willemsen", email: "henk@example.nl" },
      { headers: { "x-forwarded-host": "evil.example", forwarded: "host=evil.example" } },
    );
    expect(res.statusCode).toBe(201);
    const data = json(res).data;
    expect(data.type).toBe("help_request");
    // A receipt, not the request: the resident never reads it back.
    expect(Object.keys(data.attributes).sort()).toEqual(["created_at", "status"]);
    expect(res.body).not.toContain("henk@example.nl");

    const staff = await t.lastMailTo("petra@gelderland.test");
    expect(staff?.subject).toBe("Hulpvraag van Henk Willemsen: hulp bij de administratie");
    expect(staff?.text).toContain("Hallo Petra Jansen");
    expect(staff?.text).toContain("henk@example.nl, 026 351 2290");
    expect(staff?.text).toContain("Arnhem, Presikhaaf");
    expect(staff?.text).toMatch(
      new RegExp(`http://gelderland\\.localhost[^\\s]*/een-op-een-hulp/aanvragen\\?aanvraag=${data.id}`),
    );
    expect(staff?.text).not.toContain("evil.example");
    expect(staff?.html).not.toContain("evil.example");

    const confirmation = await t.lastMailTo("henk@example.nl");
    expect(confirmation?.subject).toBe("We hebben je hulpvraag ontvangen");
    expect(confirmation?.text).toContain("Hallo Henk Willemsen");
    expect(confirmation?.text).toMatch(/http:\/\/gelderland\.localhost[^\s]*\/een-op-een-hulp/);

    const [row] = await t.database.query<Record<string, unknown>>(
      "SELECT name, email, phone, kind, status, consent_at IS NOT NULL AS consented FROM help_requests WHERE id = $1",
      [data.id],
    );
    expect(row).toMatchObject({ name: "Henk Willemsen", kind: "paperwork", status: "new", consented: true });
  });

  it("confirms in English to a resident who asks in English, and takes a phone number alone", async () => {
    const en = await ask({ ...good, email: "anna@example.org", phone: null }, { headers: { "accept-language": "en" } });
    expect(en.statusCode).toBe(201);
    expect((await t.lastMailTo("anna@example.org"))?.subject).toBe("We received your request for help");
    const before = (await t.mails()).length;
    const phoneOnly = await ask({ ...good, email: "", phone: "+31 6 1234 5678" });
    expect(phoneOnly.statusCode).toBe(201);
    // Only the contact person's mail: no address to confirm to.
    expect((await t.mails()).length).toBe(before + 1);
  });

  it("refuses bad input with a 422 per field, in Dutch and in English, pointing at the field", async () => {
    const nl = await ask({
      name: "R",
      email: "geen-adres",
      kind: "tuinieren",
      description: "kort",
      area: "",
      consent: false,
    });
    expect(nl.statusCode).toBe(422);
    const errors = json(nl).errors as { source: { pointer: string }; detail: string; code: string }[];
    const at = (f: string) => errors.find((e) => e.source.pointer === `/data/attributes/${f}`);
    for (const f of ["name", "email", "kind", "description", "area", "consent"]) expect(at(f), f).toBeTruthy();
    expect(at("consent")!.detail).toMatch(/toestemming/i);
    expect(at("name")!.detail).toMatch(/naam/i);

    const none = await ask({ ...good, email: null, phone: "  " });
    expect(none.statusCode).toBe(422);
    expect(json(none).errors[0]).toMatchObject({
      code: "contact_required",
      source: { pointer: "/data/attributes/email" },
    });
    expect(json(none).errors[0].detail).toMatch(/e-mailadres of telefoonnummer/);
    const en = await ask(
      { ...good, email: null, phone: null, consent: false },
      { headers: { "accept-language": "en" } },
    );
    const details = (json(en).errors as { detail: string }[]).map((e) => e.detail).join(" ");
    expect(details).toMatch(/e-mail address or phone number/);
    expect(details).toMatch(/agree/i);

    const phone = await ask({ ...good, phone: "bel me" });
    expect(json(phone).errors[0].source.pointer).toBe("/data/attributes/phone");
    const unknown = await ask({ ...good, status: "matched" });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors[0].source.pointer).toBe("/data/attributes/status");
    for (const body of ["nonsense", { data: null }, { data: { type: "news_item", attributes: good } }]) {
      const res = await t.request("POST", API_PATHS.helpRequests, { center: HOME, body });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it("answers 404 where the center has no one-on-one help", async () => {
    for (const center of ["demo", "rijnstad", "heuvelrug", "meedoen"]) {
      const res = await ask(good, { center });
      expect(res.statusCode, center).toBe(404);
    }
    const [row] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM help_requests h JOIN centers c ON c.id = h.center_id WHERE c.key <> 'public'",
    );
    expect(row!.n).toBe(0);
  });

  it("is open to every role, signed in or not", async () => {
    for (const as of [undefined, volunteer, member, orgadmin, admin, superadmin]) {
      const res = await ask({ ...good, name: "Iedereen Mag" }, as ? { as } : {});
      expect(res.statusCode).toBe(201);
    }
  });

  it("is rate-limited per IP: a 429 after the limit", async () => {
    const ip = { "x-forwarded-for": "10.77.0.1" };
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++)
      codes.push((await ask({ ...good, name: `Herhaling ${i}` }, { headers: ip })).statusCode);
    expect(codes.slice(0, LIMIT).every((c) => c === 201)).toBe(true);
    expect(codes[LIMIT]).toBe(429);
    // Another address still gets through.
    expect((await ask(good, { headers: { "x-forwarded-for": "10.77.0.2" } })).statusCode).toBe(201);
  });
});

describe("center staff", () => {
  it("list the center's requests newest first, filter by status and search; residents and others are refused", async () => {
    const a = await newRequest("Gerda van Dijk");
    const b = await newRequest("Yusuf Tahiri");
    const res = await list();
    expect(res.statusCode).toBe(200);
    const ids = idsOf(res);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    const first = json(res).data.find((d: { id: string }) => d.id === b);
    expect(first.attributes).toMatchObject({ name: "Yusuf Tahiri", status: "new", volunteer_id: null });
    expect(Object.keys(first.attributes)).not.toContain("ip");

    expect(idsOf(await list("?filter[q]=yusuf%20tahiri"))).toEqual([b]);
    expect(idsOf(await list("?filter[q]=Presikhaaf&page[size]=100"))).toContain(a);
    expect(idsOf(await list("?filter[q]=100%25"))).toEqual([]);
    expect((await patch(a, { status: "matching" })).statusCode).toBe(200);
    expect(idsOf(await list("?filter[status_in]=matching&page[size]=100"))).toContain(a);
    expect(idsOf(await list("?filter[status_in]=new&page[size]=100"))).not.toContain(a);
    expect((await list("?filter[status_in]=open")).statusCode).toBe(400);
    expect((await list("?filter[sort]=name")).statusCode).toBe(400);

    expect((await t.request("GET", API_PATHS.helpRequests, { center: HOME })).statusCode).toBe(401);
    for (const as of [volunteer, member, orgadmin]) {
      expect((await list("", as)).statusCode).toBe(403);
      expect((await t.request("GET", API_PATHS.helpRequest(a), { as, center: HOME })).statusCode).toBe(403);
      expect((await patch(a, { note: "x" }, as)).statusCode).toBe(403);
    }
    expect((await list("", superadmin)).statusCode).toBe(200);
    const one = await t.request("GET", API_PATHS.helpRequest(a), { as: superadmin, center: HOME });
    expect(json(one).data.attributes.name).toBe("Gerda van Dijk");
  });

  it("never show another center's requests", async () => {
    const id = await newRequest("Alleen Gelderland");
    const other = await t.request("GET", API_PATHS.helpRequests, { as: otherAdmin, center: "heuvelrug" });
    expect(other.statusCode).toBe(200);
    expect(json(other).data).toEqual([]);
    expect(
      (await t.request("GET", API_PATHS.helpRequest(id), { as: otherAdmin, center: "heuvelrug" })).statusCode,
    ).toBe(404);
    const write = await t.request("PATCH", API_PATHS.helpRequest(id), {
      as: otherAdmin,
      center: "heuvelrug",
      body: { data: { type: "help_request", id, attributes: { status: "closed" } } },
    });
    expect(write.statusCode).toBe(404);
    // Nor a volunteer of another center can be matched.
    const [row] = await t.database.query<{ id: string }>(
      "SELECT u.id::text AS id FROM users u JOIN centers c ON c.id = u.center_id WHERE c.key = 'heuvelrug' AND u.email LIKE 'volunteer@%'",
    );
    await patch(id, { status: "matching" });
    const foreign = await patch(id, { status: "matched", volunteer_id: row!.id });
    expect(foreign.statusCode).toBe(422);
    expect(json(foreign).errors[0]).toMatchObject({
      code: "not_a_volunteer",
      source: { pointer: "/data/attributes/volunteer_id" },
    });
  });

  it("match along the allowed status changes; the matched volunteer gets a mail", async () => {
    const id = await newRequest("Fatma Yildiz");
    const skip = await patch(id, { status: "matched", volunteer_id: volunteerId });
    expect(skip.statusCode).toBe(422);
    expect(json(skip).errors[0]).toMatchObject({
      code: "status_transition",
      source: { pointer: "/data/attributes/status" },
    });
    expect((await patch(id, { status: "matching", note: "Gebeld: voorkeur voor de ochtend." })).statusCode).toBe(200);

    const alone = await patch(id, { status: "matched" });
    expect(alone.statusCode).toBe(422);
    expect(json(alone).errors[0].code).toBe("volunteer_required");
    const notVolunteer = await patch(id, {
      status: "matched",
      volunteer_id: (
        await t.database.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email LIKE 'member@public.test'")
      )[0]!.id,
    });
    expect(json(notVolunteer).errors[0].code).toBe("not_a_volunteer");

    const before = (await t.mails()).filter((m) => m.to === volunteerEmail).length;
    const matched = await patch(id, { status: "matched", volunteer_id: volunteerId });
    expect(matched.statusCode).toBe(200);
    expect(json(matched).data.attributes).toMatchObject({
      status: "matched",
      volunteer_id: volunteerId,
      note: "Gebeld: voorkeur voor de ochtend.",
    });
    expect(json(matched).data.attributes.volunteer_name).toBeTruthy();
    expect(Date.parse(json(matched).data.attributes.matched_at)).not.toBeNaN();
    const mails = (await t.mails()).filter((m) => m.to === volunteerEmail);
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe("Je bent gekoppeld aan Fatma Yildiz");
    expect(mail.text).toContain("riek.jansen@example.nl, 026 351 2290");
    // The staff's note stays with the staff.
    expect(mail.text).not.toContain("voorkeur voor de ochtend");

    // A note alone sends nothing more.
    expect((await patch(id, { note: "Kennismaking donderdag." })).statusCode).toBe(200);
    expect((await t.mails()).filter((m) => m.to === volunteerEmail).length).toBe(before + 1);

    // The match falls through: back to finding a volunteer, without the volunteer.
    const back = await patch(id, { status: "matching" });
    expect(json(back).data.attributes).toMatchObject({ status: "matching", volunteer_id: null });
    expect((await patch(id, { status: "closed" })).statusCode).toBe(200);
    const reopen = await patch(id, { status: "new" });
    expect(reopen.statusCode).toBe(422);
    expect(json(reopen).errors[0].detail).toMatch(/afgesloten/);
    const en = await t.request("PATCH", API_PATHS.helpRequest(id), {
      as: admin,
      center: HOME,
      headers: { "accept-language": "en" },
      body: { data: { type: "help_request", id, attributes: { status: "matching" } } },
    });
    expect(json(en).errors[0].detail).toMatch(/closed request stays closed/);
  });

  it("close a request from any open status", async () => {
    for (const path of [[], ["matching"]]) {
      const id = await newRequest("Afsluiten Kan Altijd");
      for (const s of path) expect((await patch(id, { status: s })).statusCode).toBe(200);
      expect((await patch(id, { status: "closed" })).statusCode).toBe(200);
    }
  });

  it("refuse bad updates with a 422 pointing at the field, and unknown ids with a 404", async () => {
    const id = await newRequest("Foute Invoer");
    for (const [attributes, field] of [
      [{ status: "klaar" }, "status"],
      [{ volunteer_id: "abc" }, "volunteer_id"],
      [{ note: "x".repeat(2001) }, "note"],
      [{ name: "Andere Naam" }, "name"],
    ] as const) {
      const res = await patch(id, attributes);
      expect(res.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(json(res).errors[0].source.pointer).toBe(`/data/attributes/${field}`);
    }
    expect((await patch("999999999", { note: "x" })).statusCode).toBe(404);
    expect((await t.request("GET", API_PATHS.helpRequest("abc"), { as: admin, center: HOME })).statusCode).toBe(404);
  });

  it("see the open requests on the dashboard, equal to the list the figure opens", async () => {
    const res = await t.request("GET", API_PATHS.dashboard, { as: admin, center: HOME });
    const figure = json(res).data.attributes.open_help_requests as number;
    expect(figure).toBeGreaterThan(0);
    const l = DASHBOARD_FIGURE_LISTS.open_help_requests;
    const total = json(await list(`?filter[status_in]=${(l.filter.status_in as string[]).join(",")}&page[size]=1`)).meta
      .total_count;
    expect(figure).toBe(total);
    // Not for a center without one-on-one help, nor for a volunteer.
    const other = await t.request("GET", API_PATHS.dashboard, { as: otherAdmin, center: "heuvelrug" });
    expect(json(other).data.attributes.open_help_requests ?? null).toBeNull();
    const mine = await t.request("GET", API_PATHS.dashboard, { as: volunteer, center: HOME });
    expect(json(mine).data.attributes.open_help_requests ?? null).toBeNull();
  });
});
