/**
 * The contact form's messages for center staff (issue 16, /content/messages): newest first, paged,
 * unread counted and filtered, marked read or unread, deleted; another center's messages and the
 * sender's IP address stay out; everyone else is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let volunteer: Session;
let rijnstadVolunteer: Session;

const send = (as: Session, center: string, subject: string) =>
  t.request("POST", API_PATHS.contactMessages, {
    as,
    center,
    body: {
      data: {
        type: "contact_message",
        attributes: {
          name: "Anouk de Vries",
          email: "anouk@example.org",
          subject,
          message: "Ik wil graag weten hoe ik me aanmeld als maatje.",
          consent: true,
        },
      },
    },
  });

const list = (query = "", as: Session = admin) =>
  t.request("GET", `${API_PATHS.contactMessages}${query}`, { as, center: "heuvelrug" });

const mark = (id: string, read: unknown, as: Session = admin) =>
  t.request("PATCH", API_PATHS.contactMessage(id), {
    as,
    center: "heuvelrug",
    body: { data: { type: "contact_message", id, attributes: { read } } },
  });

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("heuvelrug", "admin"), "heuvelrug");
  volunteer = await t.signIn(await fx.actor("heuvelrug", "volunteer"), "heuvelrug");
  rijnstadVolunteer = await t.signIn(await fx.actor("rijnstad", "volunteer"), "rijnstad");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("contact messages for center staff", () => {
  it("lists the center's messages newest first with the unread count, without the sender's IP", async () => {
    expect((await send(volunteer, "heuvelrug", "Eerste vraag")).statusCode).toBe(201);
    expect((await send(volunteer, "heuvelrug", "Tweede vraag")).statusCode).toBe(201);
    expect((await send(rijnstadVolunteer, "rijnstad", "Vraag in Rijnstad")).statusCode).toBe(201);
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = json(res);
    const subjects = (body.data as { attributes: { subject: string } }[]).map((d) => d.attributes.subject);
    expect(subjects.indexOf("Tweede vraag")).toBeLessThan(subjects.indexOf("Eerste vraag"));
    expect(subjects).not.toContain("Vraag in Rijnstad");
    expect(body.meta.unread).toBeGreaterThanOrEqual(2);
    const first = body.data[0];
    expect(first.type).toBe("contact_message");
    expect(first.attributes).toMatchObject({ name: "Anouk de Vries", email: "anouk@example.org", read_at: null });
    expect(Object.keys(first.attributes)).not.toContain("ip");
    expect(res.body).not.toContain("127.0.0.1");
  });

  it("marks a message read and unread; the filter and the unread count follow", async () => {
    const sent = json(await send(volunteer, "heuvelrug", "Lees mij")).data.id as string;
    const before = json(await list()).meta.unread as number;
    const read = await mark(sent, true);
    expect(read.statusCode).toBe(200);
    expect(Date.parse(json(read).data.attributes.read_at)).not.toBeNaN();
    const after = json(await list());
    expect(after.meta.unread).toBe(before - 1);
    const unreadIds = (json(await list("?filter[read_eq]=false")).data as { id: string }[]).map((d) => d.id);
    const readIds = (json(await list("?filter[read_eq]=true")).data as { id: string }[]).map((d) => d.id);
    expect(unreadIds).not.toContain(sent);
    expect(readIds).toContain(sent);
    const again = await mark(sent, false);
    expect(json(again).data.attributes.read_at).toBeNull();
    expect(json(await list()).meta.unread).toBe(before);
  });

  it("refuses a read value that is not true or false with a clear message", async () => {
    const sent = json(await send(volunteer, "heuvelrug", "Vreemde waarde")).data.id as string;
    for (const bad of ["ja", 1, null]) {
      const res = await mark(sent, bad);
      expect(res.statusCode).toBe(422);
      expect(json(res).errors[0].source.pointer).toBe("/data/attributes/read");
      expect(json(res).errors[0].detail).toBeTruthy();
    }
    const other = await t.request("PATCH", API_PATHS.contactMessage(sent), {
      as: admin,
      center: "heuvelrug",
      body: { data: { type: "contact_message", id: sent, attributes: { subject: "anders" } } },
    });
    expect(other.statusCode).toBe(422);
    expect((await list("?filter[read_eq]=misschien")).statusCode).toBe(400);
  });

  it("deletes a message; a second delete and another center's message are not found", async () => {
    const sent = json(await send(volunteer, "heuvelrug", "Weg ermee")).data.id as string;
    const elsewhere = json(await send(rijnstadVolunteer, "rijnstad", "Van Rijnstad")).data.id as string;
    const del = (id: string) => t.request("DELETE", API_PATHS.contactMessage(id), { as: admin, center: "heuvelrug" });
    expect((await del(sent)).statusCode).toBe(204);
    expect((await del(sent)).statusCode).toBe(404);
    expect((await del(elsewhere)).statusCode).toBe(404);
    expect((await mark(elsewhere, true)).statusCode).toBe(404);
    const subjects = (json(await list()).data as { attributes: { subject: string } }[]).map(
      (d) => d.attributes.subject,
    );
    expect(subjects).not.toContain("Weg ermee");
    const [row] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from contact_messages where subject = 'Van Rijnstad'",
    );
    expect(row!.n).toBe(1);
  });

  it("is for center staff only", async () => {
    expect((await t.request("GET", API_PATHS.contactMessages, { center: "heuvelrug" })).statusCode).toBe(401);
    expect((await list("", volunteer)).statusCode).toBe(403);
    const sent = json(await send(volunteer, "heuvelrug", "Niet voor jou")).data.id as string;
    expect((await mark(sent, true, volunteer)).statusCode).toBe(403);
    expect(
      (await t.request("DELETE", API_PATHS.contactMessage(sent), { as: volunteer, center: "heuvelrug" })).statusCode,
    ).toBe(403);
  });
});
