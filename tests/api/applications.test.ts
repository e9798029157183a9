/**
 * Applications: applying (one open application per vacancy and volunteer, also under concurrency),
 * who sees which, status transitions by the organization, withdrawal by the volunteer, the
 * notifications and mails they cause, bad input, other centers, and moving an organization.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";
import {
  MOTIVATION,
  apply,
  applicationBody,
  makeOrganization,
  makeVacancy,
  makeVolunteer,
  notificationsOf,
  statusBody,
} from "./support/applications.ts";

let t: TestContext;
let fx: Fixtures;
let org: Awaited<ReturnType<typeof makeOrganization>>;
let otherOrg: Awaited<ReturnType<typeof makeOrganization>>;
let vacancy: number;
let centerAdmin: Session;
let rijnstadAdmin: Session;
let superadmin: Session;

beforeAll(async () => {
  t = await createTestContext({ moveOrganizations: true });
  fx = new Fixtures(t.database);
  org = await makeOrganization(fx, "demo", "Basisschool De Vlinder");
  otherOrg = await makeOrganization(fx, "demo", "Basisschool Het Anker");
  // The organization's admin reads English.
  await t.database.query("UPDATE users SET locale = 'en' WHERE email = $1", [org.admin]);
  vacancy = await makeVacancy(t, fx, "demo", org.orgId, { title: "Voorlezen in groep 4" });
  centerAdmin = await t.signIn("admin@demo.test");
  rijnstadAdmin = await t.signIn("admin@rijnstad.test");
  superadmin = await t.signIn(await fx.actor("demo", "superadmin"), "demo");
});
afterAll(async () => {
  await t?.close();
});

const ids = (doc: { data: { id: string }[] }) => doc.data.map((r) => r.id);

describe("POST /api/v1/applications", () => {
  it("creates the application, its thread with the motivation, and notifies the organization in-app and by mail", async () => {
    const v = await makeVolunteer(t, fx, "demo");
    const volunteer = await t.signIn(v.email);
    const res = await t.request("POST", "/api/v1/applications?include=conversation", {
      as: volunteer,
      body: applicationBody(vacancy, { availability: "Dinsdagmiddag" }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = json(res);
    expect(doc.data).toMatchObject({
      type: "application",
      attributes: {
        status: "new",
        motivation: MOTIVATION,
        availability: "Dinsdagmiddag",
        vacancy_title: "Voorlezen in groep 4",
        organization_name: "Basisschool De Vlinder",
        volunteer_email: null,
      },
      relationships: { vacancy: { data: { type: "vacancy", id: String(vacancy) } } },
    });
    const id = doc.data.id as string;
    const conversationId = doc.data.attributes.conversation_id as string;
    expect(conversationId).toMatch(/^\d+$/);

    // The thread: volunteer and the organization's staff take part; the first message is the motivation.
    const participants = await t.database.query<{ email: string }>(
      "SELECT u.email FROM conversation_participants p JOIN users u ON u.id = p.user_id WHERE p.conversation_id = $1 ORDER BY u.email",
      [conversationId],
    );
    expect(participants.map((p) => p.email)).toEqual([org.admin, org.member, v.email].sort());
    const thread = json(
      await t.request("GET", `/api/v1/conversations/${conversationId}?include=messages`, { as: volunteer }),
    );
    expect(thread.included).toHaveLength(1);
    expect(thread.included[0].attributes).toMatchObject({ body: MOTIVATION, mine: true });

    // In-app notifications for the organization's admin and member, in their own language.
    const [forAdmin] = await notificationsOf(t, org.admin);
    expect(forAdmin).toMatchObject({
      kind: "application_received",
      title: "New response to Voorlezen in groep 4",
      link: `/applications/${id}`,
      read_at: null,
    });
    const [forMember] = await notificationsOf(t, org.member);
    expect(forMember).toMatchObject({
      kind: "application_received",
      title: "Nieuwe reactie op Voorlezen in groep 4",
    });
    expect(forMember!.body).toContain("Fixture demo heeft gereageerd op Voorlezen in groep 4.");
    expect(await notificationsOf(t, otherOrg.admin)).toEqual([]);

    // Mail through the queue, with an absolute link to the application page.
    const mailAdmin = await t.lastMailTo(org.admin);
    expect(mailAdmin?.subject).toBe("New response to Voorlezen in groep 4");
    expect(mailAdmin?.text).toContain("responded to the vacancy Voorlezen in groep 4 of Basisschool De Vlinder");
    expect(mailAdmin?.links).toContain(`http://demo.localhost/applications/${id}`);
    const mailMember = await t.lastMailTo(org.member);
    expect(mailMember?.subject).toBe("Nieuwe reactie op Voorlezen in groep 4");
    expect(mailMember?.text).toContain(`Bekijk de reactie: http://demo.localhost/applications/${id}`);
    expect(await t.lastMailTo(v.email)).toBeUndefined();
  });

  it("accepts the vacancy as a JSON:API relationship too", async () => {
    const v = await makeVolunteer(t, fx, "demo");
    const res = await t.request("POST", "/api/v1/applications", {
      as: await t.signIn(v.email),
      body: {
        data: {
          type: "application",
          attributes: { motivation: MOTIVATION },
          relationships: { vacancy: { data: { type: "vacancy", id: String(vacancy) } } },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses a second open application with 409 already_applied, localized", async () => {
    const v = await makeVolunteer(t, fx, "demo");
    const volunteer = await t.signIn(v.email);
    await apply(t, volunteer, vacancy);
    const again = await t.request("POST", "/api/v1/applications", { as: volunteer, body: applicationBody(vacancy) });
    expect(again.statusCode).toBe(409);
    expect(json(again).errors[0]).toMatchObject({
      status: "409",
      code: "already_applied",
      detail: "Je hebt al op deze vacature gereageerd.",
      source: { pointer: "/data/attributes/vacancy_id" },
    });
    const en = await t.request("POST", "/api/v1/applications", {
      as: volunteer,
      body: applicationBody(vacancy),
      headers: { "accept-language": "en" },
    });
    expect(json(en).errors[0].detail).toBe("You have already responded to this vacancy.");
  });

  it("lets exactly one of ten concurrent applications through", async () => {
    const v = await makeVolunteer(t, fx, "demo");
    const volunteer = await t.signIn(v.email);
    const own = await makeVacancy(t, fx, "demo", org.orgId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request("POST", "/api/v1/applications", { as: volunteer, body: applicationBody(own) }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(json(r).errors[0].code).toBe("already_applied");
    const rows = await t.database.query("SELECT id FROM applications WHERE vacancy_id = $1 AND user_id = $2", [
      own,
      v.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("allows applying again after withdrawing", async () => {
    const v = await makeVolunteer(t, fx, "demo");
    const volunteer = await t.signIn(v.email);
    const first = await apply(t, volunteer, vacancy);
    expect((await t.request("POST", `/api/v1/applications/${first.id}/withdraw`, { as: volunteer })).statusCode).toBe(
      200,
    );
    const second = await apply(t, volunteer, vacancy);
    expect(second.id).not.toBe(first.id);
  });

  it("only takes published vacancies of the own center", async () => {
    const volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const draft = await makeVacancy(t, fx, "demo", org.orgId, { status: "draft" });
    const closed = await makeVacancy(t, fx, "demo", org.orgId, { status: "closed" });
    const elsewhere = await makeVacancy(t, fx, "rijnstad", await fx.seededOrg("rijnstad", "School"));
    for (const id of [draft, closed, elsewhere, 999999999]) {
      const res = await t.request("POST", "/api/v1/applications", { as: volunteer, body: applicationBody(id) });
      expect(res.statusCode, `vacancy ${id}`).toBe(422);
      expect(json(res).errors[0]).toMatchObject({
        code: "invalid",
        source: { pointer: "/data/attributes/vacancy_id" },
      });
      expect(res.body).not.toMatch(/rijnstad/i);
    }
    const visitor = await t.request("POST", "/api/v1/applications", { body: applicationBody(vacancy) });
    expect(visitor.statusCode).toBe(401);
  });

  it("answers bad input with a localized 4xx", async () => {
    const volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      t.request("POST", "/api/v1/applications", { as: volunteer, body, headers });
    const short = await post(applicationBody(vacancy, { motivation: "kort" }));
    expect(short.statusCode).toBe(422);
    expect(json(short).errors[0]).toMatchObject({
      code: "too_short",
      detail: "Motivatie moet minstens 10 tekens lang zijn.",
      source: { pointer: "/data/attributes/motivation" },
    });
    const shortEn = await post(applicationBody(vacancy, { motivation: "kort" }), { "accept-language": "en" });
    expect(json(shortEn).errors[0].detail).toBe("Motivation must be at least 10 characters.");
    expect((await post(applicationBody(vacancy, { motivation: { x: 1 } }))).statusCode).toBe(422);
    expect((await post(applicationBody(vacancy, { motivation: "x".repeat(2001) }))).statusCode).toBe(422);
    expect((await post(applicationBody("abc"))).statusCode).toBe(422);
    expect((await post(applicationBody(vacancy, { availability: ["ma"] }))).statusCode).toBe(422);
    const unknown = await post(applicationBody(vacancy, { status: "accepted" }));
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors[0].source.pointer).toBe("/data/attributes/status");
    expect((await post({ data: { type: "vacancy", attributes: {} } })).statusCode).toBe(409);
    const proto = await post(`{"data":{"type":"application","attributes":{"__proto__":{"x":1}}}}`);
    expect(proto.statusCode).toBe(400);
    expect(json(proto).errors[0].status).toBe("400");
    const rel = await post({
      data: { type: "application", attributes: { motivation: MOTIVATION }, relationships: { vacancy: { data: 5 } } },
    });
    expect(rel.statusCode).toBe(422);
  });
});

describe("GET /api/v1/applications", () => {
  let a1: string;
  let a2: string;
  let a3: string;
  let volunteer: Session;
  beforeAll(async () => {
    const v = await makeVolunteer(t, fx, "demo");
    volunteer = await t.signIn(v.email);
    const second = await makeVacancy(t, fx, "demo", org.orgId, { title: "Schoolreisje begeleiden" });
    const ofOther = await makeVacancy(t, fx, "demo", otherOrg.orgId, { title: "Bibliotheek" });
    a1 = (await apply(t, volunteer, vacancy)).id;
    a2 = (await apply(t, volunteer, second)).id;
    a3 = (await apply(t, volunteer, ofOther)).id;
    const admin = await t.signIn(org.admin);
    expect(
      (await t.request("PATCH", `/api/v1/applications/${a2}`, { as: admin, body: statusBody("in_progress") }))
        .statusCode,
    ).toBe(200);
  });

  it("shows volunteers their own applications only", async () => {
    const doc = json(await t.request("GET", "/api/v1/applications?sort=created_at", { as: volunteer }));
    expect(ids(doc)).toEqual([a1, a2, a3]);
    expect(doc.meta.total_count).toBe(3);
    const stranger = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    expect(json(await t.request("GET", "/api/v1/applications", { as: stranger })).data).toEqual([]);
  });

  it("shows organization staff the applications to their organization's vacancies", async () => {
    const member = await t.signIn(org.member);
    const doc = json(await t.request("GET", "/api/v1/applications?page[size]=100", { as: member }));
    expect(ids(doc)).toEqual(expect.arrayContaining([a1, a2]));
    expect(ids(doc)).not.toContain(a3);
    const one = doc.data.find((r: { id: string }) => r.id === a1);
    expect(one.attributes.volunteer_email).toMatch(/@demo\.test$/);
    const other = json(
      await t.request("GET", "/api/v1/applications?page[size]=100", { as: await t.signIn(otherOrg.member) }),
    );
    expect(ids(other)).toEqual([a3]);
  });

  it("shows center staff and superadmins every application of the center", async () => {
    for (const as of [centerAdmin, superadmin]) {
      const doc = json(await t.request("GET", "/api/v1/applications?page[size]=1000", { as }));
      expect(ids(doc)).toEqual(expect.arrayContaining([a1, a2, a3]));
      const [count] = await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM applications a JOIN centers c ON c.id = a.center_id WHERE c.key = 'demo'",
      );
      expect(doc.meta.total_count).toBe(count!.n);
    }
    const rijnstad = json(await t.request("GET", "/api/v1/applications?page[size]=1000", { as: rijnstadAdmin }));
    for (const id of [a1, a2, a3]) expect(ids(rijnstad)).not.toContain(id);
  });

  it("filters, sorts, pages and includes", async () => {
    const q = (s: string) => t.request("GET", `/api/v1/applications?${s}`, { as: volunteer }).then(json);
    expect(ids(await q("filter[status_eq]=in_progress"))).toEqual([a2]);
    expect(ids(await q("filter[status_in]=new,in_progress&sort=id"))).toEqual([a1, a2, a3]);
    expect(ids(await q(`filter[vacancy_id_eq]=${vacancy}`))).toEqual([a1]);
    expect(ids(await q(`filter[organization_id_eq]=${otherOrg.orgId}`))).toEqual([a3]);
    expect(ids(await q("sort=-status_changed_at&page[size]=1"))).toEqual([a2]);
    const paged = await q("sort=id&page[size]=2&page[number]=2");
    expect(ids(paged)).toEqual([a3]);
    expect(paged.meta).toMatchObject({ total_count: 3, page_count: 2 });
    const past = await q("page[size]=2&page[number]=5");
    expect(past.data).toEqual([]);
    expect(past.meta.total_count).toBe(3);
    const inc = await q(`filter[vacancy_id_eq]=${vacancy}&include=vacancy,user,conversation`);
    const types = inc.included.map((r: { type: string }) => r.type).sort();
    expect(types).toEqual(["conversation", "user", "vacancy"]);
    expect(inc.included.find((r: { type: string }) => r.type === "vacancy").id).toBe(String(vacancy));
    const staff = json(
      await t.request("GET", `/api/v1/applications?filter[mine]=true`, { as: await t.signIn(org.admin) }),
    );
    expect(staff.data).toEqual([]);
  });

  it("answers unknown filters, sorts, includes and pages with 400", async () => {
    for (const s of [
      "filter[motivation_cont]=x",
      "filter[status_eq]=open",
      "filter[vacancy_id_eq]=abc",
      "filter=status",
      "sort=motivation",
      "include=organization",
      "page[size]=0",
      "page[number]=x",
    ]) {
      const res = await t.request("GET", `/api/v1/applications?${s}`, { as: volunteer });
      expect(res.statusCode, s).toBe(400);
      expect(json(res).errors[0].status).toBe("400");
    }
  });

  it("finds nothing of another center through filters", async () => {
    const other = await makeOrganization(fx, "rijnstad");
    const rv = await makeVacancy(t, fx, "rijnstad", other.orgId);
    const rvol = await t.signIn((await makeVolunteer(t, fx, "rijnstad")).email);
    await apply(t, rvol, rv);
    for (const s of [`filter[organization_id_eq]=${other.orgId}`, `filter[vacancy_id_eq]=${rv}`]) {
      const doc = json(await t.request("GET", `/api/v1/applications?${s}`, { as: centerAdmin }));
      expect(doc.data, s).toEqual([]);
    }
  });
});

describe("GET /api/v1/applications/{id}", () => {
  it("is visible to the volunteer, the organization's staff and center staff; 404 to everyone else", async () => {
    const v = await makeVolunteer(t, fx, "demo");
    const volunteer = await t.signIn(v.email);
    const { id } = await apply(t, volunteer, await makeVacancy(t, fx, "demo", org.orgId));
    const get = (as: Session | null) => t.request("GET", `/api/v1/applications/${id}?include=user`, { as });
    const own = json(await get(volunteer));
    expect(own.data.attributes.volunteer_email).toBeNull();
    expect(own.included[0]).toMatchObject({ type: "user", id: String(v.id) });
    expect(json(await get(await t.signIn(org.member))).data.attributes.volunteer_email).toBe(v.email);
    expect((await get(centerAdmin)).statusCode).toBe(200);
    expect((await get(superadmin)).statusCode).toBe(200);
    expect((await get(await t.signIn(otherOrg.admin))).statusCode).toBe(404);
    expect((await get(await t.signIn((await makeVolunteer(t, fx, "demo")).email))).statusCode).toBe(404);
    expect((await get(null)).statusCode).toBe(401);
    const cross = await t.request("GET", `/api/v1/applications/${id}`, { as: rijnstadAdmin });
    expect(cross.statusCode).toBe(404);
    expect((await t.request("GET", "/api/v1/applications/abc", { as: centerAdmin })).statusCode).toBe(404);
    expect((await t.request("GET", "/api/v1/applications/99999999999999999999", { as: centerAdmin })).statusCode).toBe(
      404,
    );
  });
});

describe("PATCH /api/v1/applications/{id}", () => {
  it("follows the allowed transitions and notifies the volunteer in their language", async () => {
    const v = await makeVolunteer(t, fx, "demo", "en");
    const volunteer = await t.signIn(v.email);
    const { id } = await apply(t, volunteer, await makeVacancy(t, fx, "demo", org.orgId, { title: "Tuinhulp" }));
    const admin = await t.signIn(org.admin);
    const patch = (status: string, as: Session = admin, headers: Record<string, string> = {}) =>
      t.request("PATCH", `/api/v1/applications/${id}`, { as, body: statusBody(status), headers });

    const accepted = await patch("accepted");
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).data.attributes.status).toBe("accepted");
    const [note] = await notificationsOf(t, v.email);
    expect(note).toMatchObject({
      kind: "application_status_changed",
      title: "Your response to Tuinhulp: Accepted",
      link: `/applications/${id}`,
    });
    const mail = await t.lastMailTo(v.email);
    expect(mail?.subject).toBe("Your response to Tuinhulp: Accepted");
    expect(mail?.text).toContain("is now: Accepted");
    expect(mail?.links).toContain(`http://demo.localhost/applications/${id}`);

    const refused = await patch("new");
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors[0]).toMatchObject({
      code: "invalid_transition",
      detail: "De status kan niet van 'Geaccepteerd' naar 'Nieuw' gaan.",
      source: { pointer: "/data/attributes/status" },
    });
    const refusedEn = await patch("withdrawn", admin, { "accept-language": "en" });
    expect(json(refusedEn).errors[0].detail).toBe("The status cannot change from 'Accepted' to 'Withdrawn'.");

    expect((await patch("in_progress")).statusCode).toBe(200);
    expect((await patch("rejected")).statusCode).toBe(200);
    expect((await patch("rejected")).statusCode).toBe(200); // unchanged: no transition, no notification
    expect(await notificationsOf(t, v.email)).toHaveLength(3);
    expect((await patch("in_progress", centerAdmin)).statusCode).toBe(200);
    expect((await patch("accepted", superadmin)).statusCode).toBe(200);
  });

  it("is for the organization's staff and center staff only", async () => {
    const volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const { id } = await apply(t, volunteer, await makeVacancy(t, fx, "demo", org.orgId));
    const patch = (as: Session | null, body: unknown = statusBody("in_progress")) =>
      t.request("PATCH", `/api/v1/applications/${id}`, { as, body });
    expect((await patch(null)).statusCode).toBe(401);
    expect((await patch(volunteer)).statusCode).toBe(403);
    expect((await patch(await t.signIn(otherOrg.admin))).statusCode).toBe(404);
    expect((await patch(rijnstadAdmin)).statusCode).toBe(404);
    const member = await t.signIn(org.member);
    expect((await patch(member, statusBody("bogus"))).statusCode).toBe(422);
    expect(json(await patch(member, statusBody("bogus"))).errors[0].code).toBe("inclusion");
    expect((await patch(member, { data: { type: "application", attributes: { status: 3 } } })).statusCode).toBe(422);
    expect((await patch(member, { data: { type: "application", attributes: { motivation: "x" } } })).statusCode).toBe(
      422,
    );
    expect((await patch(member)).statusCode).toBe(200);
    expect(json(await t.request("GET", `/api/v1/applications/${id}`, { as: volunteer })).data.attributes.status).toBe(
      "in_progress",
    );
  });
});

describe("POST /api/v1/applications/{id}/withdraw", () => {
  it("lets the volunteer withdraw an open application, once", async () => {
    const volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const { id } = await apply(t, volunteer, await makeVacancy(t, fx, "demo", org.orgId));
    const withdraw = (as: Session | null) => t.request("POST", `/api/v1/applications/${id}/withdraw`, { as });
    expect((await withdraw(await t.signIn(org.admin))).statusCode).toBe(403);
    expect((await withdraw(centerAdmin)).statusCode).toBe(403);
    expect((await withdraw(await t.signIn((await makeVolunteer(t, fx, "demo")).email))).statusCode).toBe(404);
    expect((await withdraw(null)).statusCode).toBe(401);
    const res = await withdraw(volunteer);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.attributes.status).toBe("withdrawn");
    const again = await withdraw(volunteer);
    expect(again.statusCode).toBe(422);
    expect(json(again).errors[0].code).toBe("invalid_transition");
    // The organization cannot revive a withdrawn application.
    const revive = await t.request("PATCH", `/api/v1/applications/${id}`, {
      as: await t.signIn(org.admin),
      body: statusBody("in_progress"),
    });
    expect(revive.statusCode).toBe(422);
  });

  it("tells the organization's staff, in-app and by mail, in their own language", async () => {
    const v = await makeVolunteer(t, fx, "demo");
    const volunteer = await t.signIn(v.email);
    const vacancy = await makeVacancy(t, fx, "demo", org.orgId, { title: "Tuinieren bij de school" });
    const { id } = await apply(t, volunteer, vacancy);
    expect((await t.request("POST", `/api/v1/applications/${id}/withdraw`, { as: volunteer })).statusCode).toBe(200);
    const forMember = (await notificationsOf(t, org.member)).at(-1);
    expect(forMember).toMatchObject({
      kind: "application_withdrawn",
      title: "Reactie teruggetrokken: Tuinieren bij de school",
      link: `/applications/${id}`,
    });
    const forAdmin = (await notificationsOf(t, org.admin)).at(-1);
    expect(forAdmin).toMatchObject({
      kind: "application_withdrawn",
      title: "Response withdrawn: Tuinieren bij de school",
    });
    const mail = await t.lastMailTo(org.member);
    expect(mail?.subject).toBe("Fixture demo heeft de reactie op Tuinieren bij de school teruggetrokken");
    expect(forMember?.body).toBe("Fixture demo heeft de reactie op Tuinieren bij de school teruggetrokken.");
    expect(mail?.links).toContain(`http://demo.localhost/applications/${id}`);
    // The volunteer is not told of their own withdrawal.
    expect((await notificationsOf(t, v.email)).map((n) => n.kind)).not.toContain("application_withdrawn");
  });

  it("is refused once the application was accepted", async () => {
    const volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const { id } = await apply(t, volunteer, await makeVacancy(t, fx, "demo", org.orgId));
    await t.request("PATCH", `/api/v1/applications/${id}`, {
      as: await t.signIn(org.admin),
      body: statusBody("accepted"),
    });
    const res = await t.request("POST", `/api/v1/applications/${id}/withdraw`, { as: volunteer });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[0].detail).toBe("De status kan niet van 'Geaccepteerd' naar 'Teruggetrokken' gaan.");
  });
});

describe("moving an organization", () => {
  it("takes the applications to its vacancies and their threads along", async () => {
    const moving = await makeOrganization(fx, "demo", "Verhuizende School");
    const v = await makeVacancy(t, fx, "demo", moving.orgId);
    const volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const { id, attributes } = await apply(t, volunteer, v);
    const heuvelrug = await fx.centerId("heuvelrug");
    const res = await t.request("PUT", `/api/v1/organizations/${moving.orgId}/move`, {
      as: superadmin,
      body: { data: { type: "organization", attributes: { volunteer_center_id: String(heuvelrug) } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const centersOf = async (sqlText: string) =>
      (await t.database.query<{ center_id: number }>(sqlText, [attributes.conversation_id])).map((r) =>
        Number(r.center_id),
      );
    expect(
      await centersOf(`SELECT center_id FROM applications WHERE id = ${Number(id)} AND $1::text IS NOT NULL`),
    ).toEqual([heuvelrug]);
    expect(await centersOf("SELECT center_id FROM conversations WHERE id = $1")).toEqual([heuvelrug]);
    expect(
      new Set(await centersOf("SELECT center_id FROM conversation_participants WHERE conversation_id = $1")),
    ).toEqual(new Set([heuvelrug]));
    expect(await centersOf("SELECT center_id FROM messages WHERE conversation_id = $1")).toEqual([heuvelrug]);
    expect((await t.request("GET", `/api/v1/applications/${id}`, { as: centerAdmin })).statusCode).toBe(404);
  });
});

describe("demo seed", () => {
  it("gives the demo volunteer applications in several statuses with threads, and the org admin notifications", async () => {
    for (const key of ["demo", "public"]) {
      const rows = await t.database.query<{ status: string; messages: number }>(
        `SELECT a.status, (SELECT count(*)::int FROM messages m JOIN conversations c ON c.id = m.conversation_id
           WHERE c.subject_type = 'application' AND c.subject_id = a.id) AS messages
         FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email = $1 ORDER BY a.id`,
        [`volunteer@${key}.test`],
      );
      expect(new Set(rows.map((r) => r.status)).size, key).toBeGreaterThan(1);
      for (const r of rows) expect(r.messages).toBeGreaterThan(0);
      expect((await notificationsOf(t, `orgadmin@${key}.test`)).length, key).toBeGreaterThan(0);
    }
    const orgadmin = await t.signIn("orgadmin@demo.test");
    const inbox = json(await t.request("GET", "/api/v1/notifications", { as: orgadmin }));
    expect(inbox.meta.unread_count).toBeGreaterThan(0);
    const threads = json(await t.request("GET", "/api/v1/conversations", { as: orgadmin }));
    expect(threads.meta.unread_count).toBeGreaterThan(0);
  });
});
