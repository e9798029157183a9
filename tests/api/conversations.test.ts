/** Conversation threads of applications: who may read them, posting, new_message notifications, read markers and unread counts. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";
import {
  MOTIVATION,
  apply,
  makeOrganization,
  makeVacancy,
  makeVolunteer,
  notificationsOf,
} from "./support/applications.ts";

let t: TestContext;
let fx: Fixtures;
let org: Awaited<ReturnType<typeof makeOrganization>>;
let volunteerEmail: string;
let volunteer: Session;
let admin: Session;
let member: Session;
let conversationId: string;

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  org = await makeOrganization(fx, "demo", "Basisschool De Klimop");
  const vacancy = await makeVacancy(t, fx, "demo", org.orgId, { title: "Overblijfhulp" });
  volunteerEmail = (await makeVolunteer(t, fx, "demo")).email;
  volunteer = await t.signIn(volunteerEmail);
  admin = await t.signIn(org.admin);
  member = await t.signIn(org.member);
  const application = await apply(t, volunteer, vacancy);
  conversationId = application.attributes.conversation_id as string;
});
afterAll(async () => {
  await t?.close();
});

const list = (as: Session) => t.request("GET", "/api/v1/conversations", { as }).then(json);
const unreadIn = (doc: { data: { id: string; attributes: { unread_count: number } }[] }) =>
  doc.data.find((c) => c.id === conversationId)?.attributes.unread_count;

describe("conversations", () => {
  it("lists the reader's threads with unread counts; reading the thread marks it read", async () => {
    const mine = await list(volunteer);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      type: "conversation",
      id: conversationId,
      attributes: { subject: "Overblijfhulp", subject_type: "application", unread_count: 0 },
    });
    expect(mine.meta.unread_count).toBe(0);

    const before = await list(admin);
    expect(unreadIn(before)).toBe(1);
    expect(before.meta.unread_count).toBe(1);

    const thread = json(
      await t.request("GET", `/api/v1/conversations/${conversationId}?include=messages`, { as: admin }),
    );
    expect(thread.data.relationships.messages.data).toHaveLength(1);
    expect(thread.included[0]).toMatchObject({ type: "message", attributes: { body: MOTIVATION, mine: false } });
    expect(thread.included[0].attributes.author_name).toBe("Fixture demo");
    expect(thread.data.attributes.unread_count).toBe(0);
    expect(unreadIn(await list(admin))).toBe(0);
    // The member has not read it yet.
    expect(unreadIn(await list(member))).toBe(1);
  });

  it("posts a message, notifies the other participants in-app only, and counts it unread for them", async () => {
    const mailsBefore = (await t.mails()).length;
    const res = await t.request("POST", `/api/v1/conversations/${conversationId}/messages`, {
      as: admin,
      body: { data: { type: "message", attributes: { body: "  Welkom! Kom je dinsdag kennismaken?  " } } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.attributes).toMatchObject({ body: "Welkom! Kom je dinsdag kennismaken?", mine: true });

    const forVolunteer = (await notificationsOf(t, volunteerEmail)).filter((n) => n.kind === "new_message");
    expect(forVolunteer).toHaveLength(1);
    expect(forVolunteer[0]).toMatchObject({ link: `/conversations/${conversationId}` });
    expect(forVolunteer[0]!.title).toMatch(/^Nieuw bericht van /);
    expect((await notificationsOf(t, org.member)).filter((n) => n.kind === "new_message")).toHaveLength(1);
    expect((await notificationsOf(t, org.admin)).filter((n) => n.kind === "new_message")).toHaveLength(0);
    expect((await t.mails()).length).toBe(mailsBefore);

    expect(unreadIn(await list(volunteer))).toBe(1);
    expect(unreadIn(await list(admin))).toBe(0);
    expect(unreadIn(await list(member))).toBe(2);

    const messages = json(
      await t.request("GET", `/api/v1/conversations/${conversationId}/messages`, { as: volunteer }),
    );
    expect(messages.data.map((m: { attributes: { body: string } }) => m.attributes.body)).toEqual([
      MOTIVATION,
      "Welkom! Kom je dinsdag kennismaken?",
    ]);
    expect(messages.data.map((m: { attributes: { mine: boolean } }) => m.attributes.mine)).toEqual([true, false]);
    expect(messages.meta.total_count).toBe(2);
    expect(unreadIn(await list(volunteer))).toBe(0);
    const newest = json(
      await t.request("GET", `/api/v1/conversations/${conversationId}/messages?sort=-created_at&page[size]=1`, {
        as: volunteer,
      }),
    );
    expect(newest.data[0].attributes.body).toBe("Welkom! Kom je dinsdag kennismaken?");
  });

  it("is readable by its parties and center staff only; 404 for everyone else", async () => {
    const get = (as: Session | null) => t.request("GET", `/api/v1/conversations/${conversationId}`, { as });
    const post = (as: Session) =>
      t.request("POST", `/api/v1/conversations/${conversationId}/messages`, {
        as,
        body: { data: { type: "message", attributes: { body: "Hallo" } } },
      });
    const centerAdmin = await t.signIn("admin@demo.test");
    expect((await get(centerAdmin)).statusCode).toBe(200);
    expect((await get(await t.signIn(await fx.actor("demo", "superadmin"), "demo"))).statusCode).toBe(200);
    const stranger = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const otherStaff = await t.signIn((await makeOrganization(fx, "demo")).admin);
    const rijnstad = await t.signIn("admin@rijnstad.test");
    for (const as of [stranger, otherStaff, rijnstad]) {
      expect((await get(as)).statusCode).toBe(404);
      expect((await post(as)).statusCode).toBe(404);
      expect((await t.request("GET", `/api/v1/conversations/${conversationId}/messages`, { as })).statusCode).toBe(404);
      expect(unreadIn(await list(as))).toBeUndefined();
    }
    expect((await get(null)).statusCode).toBe(401);
    // Center staff reading does not make them a party to the thread.
    await t.request("GET", `/api/v1/conversations/${conversationId}/messages`, { as: centerAdmin });
    const parts = await t.database.query(
      "SELECT 1 FROM conversation_participants p JOIN users u ON u.id = p.user_id WHERE p.conversation_id = $1 AND u.email = 'admin@demo.test'",
      [conversationId],
    );
    expect(parts).toEqual([]);
  });

  it("refuses bad messages and parameters with a 4xx", async () => {
    const post = (body: unknown) =>
      t.request("POST", `/api/v1/conversations/${conversationId}/messages`, { as: volunteer, body });
    const blank = await post({ data: { type: "message", attributes: { body: "   " } } });
    expect(blank.statusCode).toBe(422);
    expect(json(blank).errors[0]).toMatchObject({ source: { pointer: "/data/attributes/body" } });
    expect((await post({ data: { type: "message", attributes: { body: "x".repeat(5001) } } })).statusCode).toBe(422);
    expect((await post({ data: { type: "message", attributes: { body: { a: 1 } } } })).statusCode).toBe(422);
    expect((await post({ data: { type: "message", attributes: { body: "hoi", author_id: "1" } } })).statusCode).toBe(
      422,
    );
    expect((await post({ data: { type: "conversation", attributes: { body: "hoi" } } })).statusCode).toBe(409);
    for (const url of [
      "/api/v1/conversations?filter[subject_cont]=x",
      `/api/v1/conversations/${conversationId}?include=participants`,
      `/api/v1/conversations/${conversationId}/messages?sort=body`,
      `/api/v1/conversations/${conversationId}/messages?page[size]=5000`,
    ])
      expect((await t.request("GET", url, { as: volunteer })).statusCode, url).toBe(400);
    expect((await t.request("GET", "/api/v1/conversations/xyz", { as: volunteer })).statusCode).toBe(404);
  });
});
