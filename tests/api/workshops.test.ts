/**
 * Workshops: center staff create workshops and sessions; every signed-in person of the center sees
 * the published ones and takes a place or joins the waiting list; when a place comes free the first
 * waiting moves up and is told (in-app and mail, links on the center's address); staff see, export
 * and remove registrations and cancel sessions (those registered are told). Places are counted
 * under the session's row lock: parallel registrations never overbook (run with DATABASE_URL for
 * real concurrency).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { DEMO_WORKSHOPS } from "@server/modules/workshops/seed.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let volunteer: Session;
let member: Session;

const inDays = (d: number, h = 19) => new Date(Date.now() + d * 86_400_000 + h * 3_600_000).toISOString();
const workshopBody = (attributes: Record<string, unknown>) => ({ data: { type: "workshop", attributes } });
const sessionBody = (attributes: Record<string, unknown>) => ({ data: { type: "workshop_session", attributes } });

async function workshopWithSession(capacity: number, extra: Record<string, unknown> = {}) {
  const w = json(
    await t.request("POST", API_PATHS.workshops, {
      as: admin,
      body: workshopBody({ title: "Omgaan met dementie", description: "Een avond.", status: "published" }),
    }),
  ).data;
  const res = await t.request("POST", API_PATHS.workshopSessions(w.id), {
    as: admin,
    body: sessionBody({
      starts_at: inDays(10),
      ends_at: inDays(10, 21),
      location: "Vrijwilligerspunt, Traay 4, Driebergen",
      capacity,
      ...extra,
    }),
  });
  expect(res.statusCode).toBe(201);
  const doc = json(res).data;
  return { workshopId: doc.id as string, sessionId: doc.attributes.sessions[0].id as string };
}

async function people(n: number): Promise<{ session: Session; email: string }[]> {
  const out = [];
  for (let i = 0; i < n; i++) {
    const email = await fx.actor("heuvelrug", "volunteer");
    out.push({ email, session: await t.signIn(email, "heuvelrug") });
  }
  return out;
}

const register = (sessionId: string, as: Session) =>
  t.request("POST", API_PATHS.workshopSessionRegistration(sessionId), { as });
const unregister = (sessionId: string, as: Session) =>
  t.request("DELETE", API_PATHS.workshopSessionRegistration(sessionId), { as });
const sessionOf = (doc: { data: { attributes: { sessions: { id: string }[] } } }, id: string) =>
  doc.data.attributes.sessions.find((s) => s.id === id) as Record<string, unknown>;
const registrations = async (sessionId: string) =>
  json(
    await t.request("GET", `${API_PATHS.workshopRegistrations}?filter[session_id_eq]=${sessionId}&page[size]=100`, {
      as: admin,
    }),
  ).data as { id: string; attributes: { status: string; position: number | null; email: string } }[];

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("heuvelrug", "admin"), "heuvelrug");
  volunteer = await t.signIn(await fx.actor("heuvelrug", "volunteer"), "heuvelrug");
  member = await t.signIn(await fx.actor("heuvelrug", "member"), "heuvelrug");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("workshops", () => {
  it("lists the demo workshops with upcoming sessions to a signed-in volunteer, not to a visitor", async () => {
    const doc = json(await t.request("GET", `${API_PATHS.workshops}?page[size]=100`, { as: volunteer }));
    const titles = doc.data.map((d: { attributes: { title: string } }) => d.attributes.title);
    for (const w of DEMO_WORKSHOPS) expect(titles).toContain(w.title);
    const full = doc.data.find((d: { attributes: { title: string } }) => d.attributes.title === "Omgaan met dementie");
    const first = full.attributes.sessions[0];
    expect(first.registered_count).toBe(first.capacity);
    expect(first.waiting_count).toBe(2);
    expect((await t.request("GET", API_PATHS.workshops, { center: "heuvelrug" })).statusCode).toBe(401);
  });

  it("a draft is only for staff; staff see it with filter[status_in]; volunteers may not ask for it", async () => {
    const draft = json(
      await t.request("POST", API_PATHS.workshops, { as: admin, body: workshopBody({ title: "Geheime planning" }) }),
    ).data;
    expect(draft.attributes.status).toBe("draft");
    expect((await t.request("GET", API_PATHS.workshop(draft.id), { as: volunteer })).statusCode).toBe(404);
    expect((await t.request("GET", API_PATHS.workshop(draft.id), { as: admin })).statusCode).toBe(200);
    const staffList = json(
      await t.request("GET", `${API_PATHS.workshops}?filter[status_in]=draft&filter[period]=all`, { as: admin }),
    );
    expect(staffList.data.map((d: { id: string }) => d.id)).toContain(draft.id);
    expect(
      (await t.request("GET", `${API_PATHS.workshops}?filter[status_in]=draft`, { as: volunteer })).statusCode,
    ).toBe(403);
    expect(
      (await t.request("POST", API_PATHS.workshops, { as: volunteer, body: workshopBody({ title: "Mag niet" }) }))
        .statusCode,
    ).toBe(403);
  });

  it("bad input is a 422 on its pointer in the user's language", async () => {
    const short = await t.request("POST", API_PATHS.workshops, { as: admin, body: workshopBody({ title: "ab" }) });
    expect(short.statusCode).toBe(422);
    expect(json(short).errors[0].source.pointer).toBe("/data/attributes/title");
    const { workshopId } = await workshopWithSession(5);
    const bad = async (attrs: Record<string, unknown>, pointer: string) => {
      const res = await t.request("POST", API_PATHS.workshopSessions(workshopId), {
        as: admin,
        body: sessionBody({ starts_at: inDays(5), ends_at: inDays(5, 21), location: "Zaal", capacity: 5, ...attrs }),
      });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors[0].source.pointer).toBe(pointer);
      return json(res).errors[0].detail as string;
    };
    expect(await bad({ ends_at: inDays(4) }, "/data/attributes/ends_at")).toMatch(/vóór/);
    expect(await bad({ location: null }, "/data/attributes/location")).toMatch(/online/);
    await bad({ capacity: 0 }, "/data/attributes/capacity");
    await bad({ capacity: "veel" }, "/data/attributes/capacity");
    const online = await t.request("POST", API_PATHS.workshopSessions(workshopId), {
      as: admin,
      body: sessionBody({ starts_at: inDays(6), ends_at: inDays(6, 20), online: true, capacity: 40 }),
    });
    expect(online.statusCode).toBe(201);
  });

  it("full: the next one waits with a position; a cancellation moves the first up, who is told", async () => {
    const { sessionId } = await workshopWithSession(2);
    const [a, b, c, d] = await people(4);
    expect(sessionOf(json(await register(sessionId, a!.session)), sessionId)).toMatchObject({
      my_status: "registered",
      my_position: null,
    });
    await register(sessionId, b!.session);
    const third = sessionOf(json(await register(sessionId, c!.session)), sessionId);
    expect(third).toMatchObject({ my_status: "waiting", my_position: 1, registered_count: 2, waiting_count: 1 });
    expect(sessionOf(json(await register(sessionId, d!.session)), sessionId).my_position).toBe(2);
    // Twice is once.
    expect(sessionOf(json(await register(sessionId, d!.session)), sessionId).waiting_count).toBe(2);
    const waitMail = await t.lastMailTo(c!.email);
    expect(waitMail?.subject).toMatch(/wachtlijst/);

    expect((await unregister(sessionId, a!.session)).statusCode).toBe(204);
    const list = await registrations(sessionId);
    expect(list.map((r) => [r.attributes.email, r.attributes.status, r.attributes.position])).toEqual([
      [b!.email, "registered", null],
      [c!.email, "registered", null],
      [d!.email, "waiting", 1],
    ]);
    const mail = await t.lastMailTo(c!.email);
    expect(mail?.subject).toMatch(/plaats voor je vrijgekomen/);
    expect(mail?.text).toContain("http://heuvelrug.localhost");
    expect(mail?.text).toContain("/workshops?workshop=");
    const notes = json(await t.request("GET", API_PATHS.notifications, { as: c!.session }));
    expect(notes.data.map((n: { attributes: { kind: string } }) => n.attributes.kind)).toContain(
      "workshop_place_available",
    );
    // A waiting person who cancels moves nobody.
    expect((await unregister(sessionId, d!.session)).statusCode).toBe(204);
    expect((await registrations(sessionId)).length).toBe(2);
  });

  it("staff remove a registration (the first waiting moves up), export CSV, raise places, cancel a session", async () => {
    const { sessionId, workshopId } = await workshopWithSession(1);
    const [a, b, c] = await people(3);
    for (const p of [a, b, c]) await register(sessionId, p!.session);
    const first = (await registrations(sessionId))[0]!;
    expect((await t.request("DELETE", API_PATHS.workshopRegistration(first.id), { as: volunteer })).statusCode).toBe(
      403,
    );
    expect((await t.request("DELETE", API_PATHS.workshopRegistration(first.id), { as: admin })).statusCode).toBe(204);
    expect((await registrations(sessionId)).map((r) => r.attributes.status)).toEqual(["registered", "waiting"]);

    const csv = await t.request("GET", `${API_PATHS.workshopRegistrationsExport}?filter[session_id_eq]=${sessionId}`, {
      as: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.body).toContain(b!.email);
    expect(csv.body).toContain("Wachtlijst");

    // Fewer places than registered: 422; more: the waiting list moves up.
    const patch = (capacity: number) =>
      t.request("PATCH", API_PATHS.workshopSession(sessionId), { as: admin, body: sessionBody({ capacity }) });
    await register(sessionId, a!.session);
    expect((await patch(0)).statusCode).toBe(422);
    expect((await patch(3)).statusCode).toBe(200);
    expect((await registrations(sessionId)).map((r) => r.attributes.status)).toEqual([
      "registered",
      "registered",
      "registered",
    ]);
    const shrink = await patch(2);
    expect(shrink.statusCode).toBe(422);
    expect(json(shrink).errors[0].detail).toMatch(/3 mensen/);

    expect((await t.request("DELETE", API_PATHS.workshopSession(sessionId), { as: admin })).statusCode).toBe(204);
    const after = sessionOf(
      json(await t.request("GET", API_PATHS.workshop(workshopId), { as: b!.session })),
      sessionId,
    );
    expect(after.cancelled_at).not.toBeNull();
    expect((await t.lastMailTo(b!.email))?.subject).toMatch(/Geannuleerd/);
    expect((await register(sessionId, volunteer)).statusCode).toBe(409);
    expect((await t.request("DELETE", API_PATHS.workshop(workshopId), { as: admin })).statusCode).toBe(409);
  });

  it("organization staff register too; another center's session is a 404", async () => {
    const { sessionId } = await workshopWithSession(3);
    expect((await register(sessionId, member)).statusCode).toBe(201);
    const mine = json(await t.request("GET", `${API_PATHS.workshops}?filter[mine]=true`, { as: member }));
    expect(mine.data.length).toBe(1);
    const other = await t.signIn(await fx.actor("demo", "volunteer"), "demo");
    expect((await register(sessionId, other)).statusCode).toBe(404);
    expect(
      (await t.request("GET", `${API_PATHS.workshopRegistrations}?filter[session_id_eq]=${sessionId}`, { as: member }))
        .statusCode,
    ).toBe(403);
  });

  it("parallel registrations never take more places than there are; parallel cancellations move up exactly", async () => {
    const { sessionId } = await workshopWithSession(3);
    const crowd = await people(10);
    const answers = await Promise.all(crowd.map((p) => register(sessionId, p.session)));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    let list = await registrations(sessionId);
    expect(list.filter((r) => r.attributes.status === "registered").length).toBe(3);
    expect(list.filter((r) => r.attributes.status === "waiting").map((r) => r.attributes.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    const holders = crowd.filter((p) =>
      list.some((r) => r.attributes.email === p.email && r.attributes.status === "registered"),
    );
    await Promise.all(holders.map((p) => unregister(sessionId, p.session)));
    list = await registrations(sessionId);
    expect(list.filter((r) => r.attributes.status === "registered").length).toBe(3);
    expect(list.filter((r) => r.attributes.status === "waiting").length).toBe(4);
  }, 120_000);
});
