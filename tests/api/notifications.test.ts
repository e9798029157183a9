/** The signed-in user's notifications: list with unread count and filters, marking one or all read, isolation. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";
import { apply, makeOrganization, makeVacancy, makeVolunteer } from "./support/applications.ts";

let t: TestContext;
let fx: Fixtures;
let org: Awaited<ReturnType<typeof makeOrganization>>;
let admin: Session;

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  org = await makeOrganization(fx, "demo", "Basisschool De Eik");
  const vacancies = [
    await makeVacancy(t, fx, "demo", org.orgId, { title: "Eerste" }),
    await makeVacancy(t, fx, "demo", org.orgId, { title: "Tweede" }),
    await makeVacancy(t, fx, "demo", org.orgId, { title: "Derde" }),
  ];
  for (const v of vacancies) await apply(t, await t.signIn((await makeVolunteer(t, fx, "demo")).email), v);
  admin = await t.signIn(org.admin);
});
afterAll(async () => {
  await t?.close();
});

const get = (as: Session, query = "") => t.request("GET", `/api/v1/notifications${query}`, { as });

describe("notifications", () => {
  it("lists the user's own notifications newest first, with the unread count", async () => {
    const doc = json(await get(admin));
    expect(doc.data.map((n: { attributes: { title: string } }) => n.attributes.title)).toEqual([
      "Nieuwe reactie op Derde",
      "Nieuwe reactie op Tweede",
      "Nieuwe reactie op Eerste",
    ]);
    expect(doc.data[0]).toMatchObject({
      type: "notification",
      attributes: { kind: "application_received", read_at: null },
    });
    expect(doc.meta).toMatchObject({ total_count: 3, unread_count: 3 });
    const paged = json(await get(admin, "?page[size]=1&page[number]=2"));
    expect(paged.data[0].attributes.title).toBe("Nieuwe reactie op Tweede");
    expect(paged.meta).toMatchObject({ total_count: 3, unread_count: 3, page_count: 3 });
    // Someone else's inbox is not in it.
    const stranger = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const empty = json(await get(stranger));
    expect(empty.data).toEqual([]);
    expect(empty.meta.unread_count).toBe(0);
  });

  it("marks one read (and unread again) and filters on read state", async () => {
    const [newest] = json(await get(admin)).data;
    const patch = (as: Session, id: string, attributes: unknown) =>
      t.request("PATCH", `/api/v1/notifications/${id}`, { as, body: { data: { type: "notification", attributes } } });
    const res = await patch(admin, newest.id, { read: true });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.attributes.read_at).toEqual(expect.any(String));
    expect(json(res).meta.unread_count).toBe(2);
    expect(json(await get(admin, "?filter[read_at_null]=false")).data.map((n: { id: string }) => n.id)).toEqual([
      newest.id,
    ]);
    expect(json(await get(admin, "?filter[read_at_null]=true")).data).toHaveLength(2);
    expect(json(await get(admin, "?filter[kind_eq]=new_message")).data).toEqual([]);
    const unread = await patch(admin, newest.id, { read: false });
    expect(json(unread).data.attributes.read_at).toBeNull();

    // Bad input and other people's notifications.
    expect((await patch(admin, newest.id, { read: "yes" })).statusCode).toBe(422);
    expect((await patch(admin, newest.id, {})).statusCode).toBe(422);
    expect((await patch(admin, newest.id, { read: true, title: "x" })).statusCode).toBe(422);
    const member = await t.signIn(org.member);
    expect((await patch(member, newest.id, { read: true })).statusCode).toBe(404);
    expect((await patch(await t.signIn("admin@demo.test"), newest.id, { read: true })).statusCode).toBe(404);
    expect((await patch(await t.signIn("admin@rijnstad.test"), newest.id, { read: true })).statusCode).toBe(404);
    expect((await patch(admin, "abc", { read: true })).statusCode).toBe(404);
    expect((await t.request("PATCH", `/api/v1/notifications/${newest.id}`, { body: {} })).statusCode).toBe(401);
    for (const q of ["?filter[read_at_null]=maybe", "?filter[title_cont]=x", "?sort=title", "?page[size]=0"])
      expect((await get(admin, q)).statusCode, q).toBe(400);
  });

  it("marks all read", async () => {
    const member = await t.signIn(org.member);
    const res = await t.request("POST", "/api/v1/notifications/mark_all_read", { as: admin });
    expect(res.statusCode).toBe(200);
    expect(json(res).meta).toEqual({ marked_read: 3, unread_count: 0 });
    expect(json(await get(admin)).meta.unread_count).toBe(0);
    // Only the caller's own.
    expect(json(await get(member)).meta.unread_count).toBe(3);
    expect((await t.request("POST", "/api/v1/notifications/mark_all_read", {})).statusCode).toBe(401);
  });
});
