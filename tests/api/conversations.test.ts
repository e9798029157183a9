/**
 * The conversations inbox: application threads and direct ones (a volunteer's question, an
 * organization writing to a volunteer who applied, center staff writing to an organization), who
 * may read them, new_message notifications and the throttled mail, read markers and unread counts,
 * filters and search, archiving, attachments, and the live stream of new messages.
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, host, json, type Session, type TestContext } from "@server/testing/harness.ts";
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
let volunteerId: number;
let volunteer: Session;
let admin: Session;
let member: Session;
let conversationId: string;
let vacancy: number;

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  org = await makeOrganization(fx, "demo", "Basisschool De Klimop");
  vacancy = await makeVacancy(t, fx, "demo", org.orgId, { title: "Overblijfhulp" });
  const v = await makeVolunteer(t, fx, "demo");
  volunteerEmail = v.email;
  volunteerId = v.id;
  volunteer = await t.signIn(volunteerEmail);
  admin = await t.signIn(org.admin);
  member = await t.signIn(org.member);
  const application = await apply(t, volunteer, vacancy);
  conversationId = application.attributes.conversation_id as string;
});
afterAll(async () => {
  await t?.close();
});

type ListDoc = {
  data: { id: string; attributes: Record<string, unknown> & { unread_count: number } }[];
  meta: { unread_count: number; total_count: number };
};
const list = (as: Session, query = "") =>
  t.request("GET", `/api/v1/conversations${query}`, { as }).then(json) as Promise<ListDoc>;
const unreadIn = (doc: ListDoc, id = conversationId) => doc.data.find((c) => c.id === id)?.attributes.unread_count;
const say = (as: Session, id: string, body: string, attachmentIds?: string[]) =>
  t.request("POST", `/api/v1/conversations/${id}/messages`, {
    as,
    body: {
      data: { type: "message", attributes: { body, ...(attachmentIds ? { attachment_ids: attachmentIds } : {}) } },
    },
  });
const start = (as: Session, attributes: Record<string, unknown>) =>
  t.request("POST", "/api/v1/conversations", { as, body: { data: { type: "conversation", attributes } } });
const mailsTo = async (email: string) => (await t.mails()).filter((m) => m.to === email);

function multipart(content: Buffer, filename: string, type: string) {
  const boundary = "----volunteerlyconversation";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body: payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
const attach = (as: Session, id: string, content: Buffer, filename: string, type: string) => {
  const m = multipart(content, filename, type);
  return t.request("POST", `/api/v1/conversations/${id}/attachments`, { as, body: m.body, headers: m.headers });
};
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe("application threads", () => {
  it("lists the reader's threads with unread counts and the other party; reading the thread marks it read", async () => {
    const mine = await list(volunteer);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      type: "conversation",
      id: conversationId,
      attributes: {
        subject: "Overblijfhulp",
        subject_type: "application",
        unread_count: 0,
        other_party: "Basisschool De Klimop",
        last_message_preview: MOTIVATION,
        archived: false,
      },
    });
    expect(mine.meta.unread_count).toBe(0);

    const before = await list(admin);
    expect(unreadIn(before)).toBe(1);
    expect(before.meta.unread_count).toBe(1);
    expect(before.data[0]!.attributes.other_party).toBe("Fixture demo");

    const thread = json(
      await t.request("GET", `/api/v1/conversations/${conversationId}?include=messages`, { as: admin }),
    );
    expect(thread.data.relationships.messages.data).toHaveLength(1);
    expect(thread.included[0]).toMatchObject({
      type: "message",
      attributes: { body: MOTIVATION, mine: false, attachments: [] },
    });
    expect(thread.included[0].attributes.author_name).toBe("Fixture demo");
    expect(thread.data.attributes.unread_count).toBe(0);
    expect(unreadIn(await list(admin))).toBe(0);
    // The member has not read it yet: the organization's staff share the thread, each with their own marker.
    expect(unreadIn(await list(member))).toBe(1);
  });

  it("posts a message: the other side gets a notification and one mail; colleagues are not notified", async () => {
    const res = await say(admin, conversationId, "  Welkom! Kom je dinsdag kennismaken?  ");
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.attributes).toMatchObject({ body: "Welkom! Kom je dinsdag kennismaken?", mine: true });

    const forVolunteer = (await notificationsOf(t, volunteerEmail)).filter((n) => n.kind === "new_message");
    expect(forVolunteer).toHaveLength(1);
    expect(forVolunteer[0]).toMatchObject({ link: `/conversations?id=${conversationId}`, read_at: null });
    expect(forVolunteer[0]!.title).toMatch(/^Nieuw bericht van /);
    expect((await notificationsOf(t, org.member)).filter((n) => n.kind === "new_message")).toHaveLength(0);
    expect((await notificationsOf(t, org.admin)).filter((n) => n.kind === "new_message")).toHaveLength(0);

    const mails = await mailsTo(volunteerEmail);
    const mail = mails.find((m) => m.subject === "Nieuw bericht over Overblijfhulp");
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail!.text).toContain("Welkom! Kom je dinsdag kennismaken?");
    // The link comes from the center's configured address, never from the request's Host.
    expect(mail!.text).toMatch(new RegExp(`https?://[^\\s]+/conversations\\?id=${conversationId}`));
    expect(mail!.html).toContain(`/conversations?id=${conversationId}`);

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
    // Reading the thread marks its notification read (the toolbar's badge follows).
    expect(
      (await notificationsOf(t, volunteerEmail)).filter((n) => n.kind === "new_message" && n.read_at === null),
    ).toHaveLength(0);
    const newest = json(
      await t.request("GET", `/api/v1/conversations/${conversationId}/messages?sort=-created_at&page[size]=1`, {
        as: volunteer,
      }),
    );
    expect(newest.data[0].attributes.body).toBe("Welkom! Kom je dinsdag kennismaken?");
  });

  it("shows read markers on the reader's own messages", async () => {
    const res = await say(volunteer, conversationId, "Dinsdag past goed!");
    expect(res.statusCode).toBe(201);
    const ownRead = async () => {
      const doc = json(
        await t.request("GET", `/api/v1/conversations/${conversationId}/messages?sort=-created_at&page[size]=1`, {
          as: volunteer,
        }),
      );
      return doc.data[0].attributes.read as boolean;
    };
    // The admin and the member have not read it since... the member's marker is older.
    expect(await ownRead()).toBe(false);
    await t.request("GET", `/api/v1/conversations/${conversationId}?include=messages`, { as: admin });
    expect(await ownRead()).toBe(true);
  });

  it("is readable by its parties and center staff only; 404 for everyone else", async () => {
    const get = (as: Session | null) => t.request("GET", `/api/v1/conversations/${conversationId}`, { as });
    const centerAdmin = await t.signIn("admin@demo.test");
    expect((await get(centerAdmin)).statusCode).toBe(200);
    expect((await get(await t.signIn(await fx.actor("demo", "superadmin"), "demo"))).statusCode).toBe(200);
    const stranger = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const otherStaff = await t.signIn((await makeOrganization(fx, "demo")).admin);
    const rijnstad = await t.signIn("admin@rijnstad.test");
    for (const as of [stranger, otherStaff, rijnstad]) {
      expect((await get(as)).statusCode).toBe(404);
      expect((await say(as, conversationId, "Hallo")).statusCode).toBe(404);
      expect((await t.request("GET", `/api/v1/conversations/${conversationId}/messages`, { as })).statusCode).toBe(404);
      expect(
        (
          await t.request("PATCH", `/api/v1/conversations/${conversationId}`, {
            as,
            body: { data: { type: "conversation", attributes: { archived: true } } },
          })
        ).statusCode,
      ).toBe(404);
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
    expect(json(blank).errors[0].detail).toMatch(/bijlage/);
    expect((await post({ data: { type: "message", attributes: { body: "x".repeat(5001) } } })).statusCode).toBe(422);
    expect((await post({ data: { type: "message", attributes: { body: { a: 1 } } } })).statusCode).toBe(422);
    expect((await post({ data: { type: "message", attributes: { body: "hoi", author_id: "1" } } })).statusCode).toBe(
      422,
    );
    expect(
      (await post({ data: { type: "message", attributes: { body: "hoi", attachment_ids: ["99999"] } } })).statusCode,
    ).toBe(422);
    expect(
      (await post({ data: { type: "message", attributes: { body: "hoi", attachment_ids: "1" } } })).statusCode,
    ).toBe(422);
    expect((await post({ data: { type: "conversation", attributes: { body: "hoi" } } })).statusCode).toBe(409);
    for (const url of [
      "/api/v1/conversations?filter[subject_cont]=x",
      "/api/v1/conversations?filter[unread]=yes",
      `/api/v1/conversations?filter[q]=${"x".repeat(201)}`,
      `/api/v1/conversations/${conversationId}?include=participants`,
      `/api/v1/conversations/${conversationId}/messages?sort=body`,
      `/api/v1/conversations/${conversationId}/messages?page[size]=5000`,
    ])
      expect((await t.request("GET", url, { as: volunteer })).statusCode, url).toBe(400);
    expect((await t.request("GET", "/api/v1/conversations/xyz", { as: volunteer })).statusCode).toBe(404);
    const patch = (attributes: unknown) =>
      t.request("PATCH", `/api/v1/conversations/${conversationId}`, {
        as: volunteer,
        body: { data: { type: "conversation", attributes } },
      });
    expect((await patch({ archived: "ja" })).statusCode).toBe(422);
    expect((await patch({ subject: "Anders" })).statusCode).toBe(422);
  });
});

describe("direct threads", () => {
  let question: string;

  it("a volunteer asks about a vacancy; the organization's staff share the thread and the admin gets a mail", async () => {
    const asker = await makeVolunteer(t, fx, "demo");
    const as = await t.signIn(asker.email);
    const about = (m: { subject: string }) => m.subject === "Nieuw bericht over Overblijfhulp";
    const adminBefore = (await mailsTo(org.admin)).filter(about).length;
    const memberBefore = (await mailsTo(org.member)).filter(about).length;
    const res = await start(as, { kind: "question", vacancy_id: String(vacancy), body: "Moet ik een VOG hebben?" });
    expect(res.statusCode, res.body).toBe(201);
    question = json(res).data.id;
    expect(json(res).data.attributes).toMatchObject({ subject: "Overblijfhulp", subject_type: "question" });

    const mine = await list(as);
    expect(mine.data.map((c) => c.id)).toEqual([question]);
    expect(mine.data[0]!.attributes).toMatchObject({
      other_party: "Basisschool De Klimop",
      last_message_preview: "Moet ik een VOG hebben?",
    });
    for (const staff of [admin, member]) {
      const doc = await list(staff);
      expect(unreadIn(doc, question)).toBe(1);
    }
    expect((await mailsTo(org.admin)).filter(about)).toHaveLength(adminBefore + 1);
    expect((await mailsTo(org.member)).filter(about)).toHaveLength(memberBefore + 1);

    // A second question about the same vacancy joins the first thread.
    const again = await start(as, { kind: "question", vacancy_id: String(vacancy), body: "En hoe laat begint het?" });
    expect(again.statusCode).toBe(200);
    expect(json(again).data.id).toBe(question);

    // The member answers; the asker reads it.
    expect((await say(member, question, "Ja, die regelen wij voor je.")).statusCode).toBe(201);
    const thread = json(await t.request("GET", `/api/v1/conversations/${question}?include=messages`, { as }));
    expect(thread.included.map((m: { attributes: { body: string } }) => m.attributes.body)).toEqual([
      "Moet ik een VOG hebben?",
      "En hoe laat begint het?",
      "Ja, die regelen wij voor je.",
    ]);
    // Not the volunteer of the application thread: they never see this one.
    expect(unreadIn(await list(volunteer), question)).toBeUndefined();
    expect((await t.request("GET", `/api/v1/conversations/${question}`, { as: volunteer })).statusCode).toBe(404);
  });

  it("mails at most once per thread and reader per 15 minutes while it stays unread", async () => {
    const asker = await makeVolunteer(t, fx, "demo");
    const as = await t.signIn(asker.email);
    const other = await makeVacancy(t, fx, "demo", org.orgId, { title: "Voorleesouder" });
    const res = await start(as, { kind: "question", vacancy_id: String(other), body: "Eerste vraag" });
    const id = json(res).data.id as string;
    const count = async () =>
      (await mailsTo(org.admin)).filter((m) => m.subject === "Nieuw bericht over Voorleesouder").length;
    expect(await count()).toBe(1);
    await say(as, id, "Tweede vraag");
    await say(as, id, "Derde vraag");
    expect(await count()).toBe(1);
    // A quarter of an hour later, still unread: one more.
    await t.database.query(
      "UPDATE conversation_participants SET mailed_at = mailed_at - interval '16 minutes' WHERE conversation_id = $1",
      [id],
    );
    await say(as, id, "Vierde vraag");
    expect(await count()).toBe(2);
    // Read since the last mail: the next message mails at once.
    await t.request("GET", `/api/v1/conversations/${id}?include=messages`, { as: admin });
    await say(as, id, "Vijfde vraag");
    expect(await count()).toBe(3);
  });

  it("an organization writes to a volunteer who applied, not to anyone else", async () => {
    const res = await start(admin, {
      kind: "volunteer",
      volunteer_id: String(volunteerId),
      body: "Heb je ook zin in de kerstmarkt?",
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = json(res).data.id as string;
    expect(unreadIn(await list(volunteer), id)).toBe(1);
    expect((await list(volunteer)).data.find((c) => c.id === id)!.attributes.other_party).toBe("Basisschool De Klimop");

    const stranger = await makeVolunteer(t, fx, "demo");
    const refused = await start(admin, { kind: "volunteer", volunteer_id: String(stranger.id), body: "Hoi" });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors[0].source.pointer).toBe("/data/attributes/volunteer_id");
    // A volunteer cannot start an organization's thread, nor a center's.
    expect(
      (await start(volunteer, { kind: "volunteer", volunteer_id: String(volunteerId), body: "Hoi" })).statusCode,
    ).toBe(403);
    expect(
      (await start(volunteer, { kind: "center", organization_id: String(org.orgId), body: "Hoi" })).statusCode,
    ).toBe(403);
    expect((await start(admin, { kind: "center", organization_id: String(org.orgId), body: "Hoi" })).statusCode).toBe(
      403,
    );
    // Staff asking their own organization a question makes no sense.
    expect((await start(admin, { kind: "question", vacancy_id: String(vacancy), body: "Hoi" })).statusCode).toBe(403);
  });

  it("center staff write to an organization's admins; members do not get it, other center staff share it", async () => {
    const centerAdmin = await t.signIn("admin@demo.test");
    const res = await start(centerAdmin, {
      kind: "center",
      organization_id: String(org.orgId),
      subject: "Jaarlijkse vrijwilligersavond",
      body: "Komen jullie ook op 12 december?",
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = json(res).data.id as string;
    expect(json(res).data.attributes.subject).toBe("Jaarlijkse vrijwilligersavond");
    expect(unreadIn(await list(admin), id)).toBe(1);
    expect((await list(admin)).data.find((c) => c.id === id)!.attributes.other_party).toMatch(/\S/);
    expect(
      (await mailsTo(org.admin)).some((m) => m.subject === "Nieuw bericht over Jaarlijkse vrijwilligersavond"),
    ).toBe(true);
    expect(
      (await mailsTo(org.member)).some((m) => m.subject === "Nieuw bericht over Jaarlijkse vrijwilligersavond"),
    ).toBe(false);
    // The admin answers: center staff get it.
    expect((await say(admin, id, "Zeker, met z'n drieën.")).statusCode).toBe(201);
    expect(unreadIn(await list(centerAdmin), id)).toBe(1);
    // Bad targets.
    const rijnstadOrg = await fx.org("rijnstad", { type: "School" });
    for (const organization_id of [String(rijnstadOrg), "99999999"]) {
      const bad = await start(centerAdmin, { kind: "center", organization_id, body: "Hoi" });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).errors[0].source.pointer).toBe("/data/attributes/organization_id");
    }
  });

  it("refuses questions about unknown, unpublished or other centers' vacancies, and bad bodies", async () => {
    const draft = await makeVacancy(t, fx, "demo", org.orgId, { status: "draft" });
    const rijnstadOrg = await fx.org("rijnstad", { type: "School" });
    const elsewhere = await makeVacancy(t, fx, "rijnstad", rijnstadOrg);
    for (const vacancy_id of [String(draft), String(elsewhere), "99999999", null]) {
      const res = await start(volunteer, { kind: "question", vacancy_id, body: "Hoi" });
      expect(res.statusCode, String(vacancy_id)).toBe(422);
      expect(json(res).errors[0].source.pointer).toBe("/data/attributes/vacancy_id");
    }
    for (const attributes of [
      { kind: "question", vacancy_id: String(vacancy), body: "  " },
      { kind: "question", vacancy_id: String(vacancy), body: "x".repeat(5001) },
      { kind: "chat", vacancy_id: String(vacancy), body: "Hoi" },
      { kind: "question", vacancy_id: "abc", body: "Hoi" },
      { kind: "question", vacancy_id: String(vacancy), body: "Hoi", volunteer_id: String(volunteerId), extra: 1 },
    ])
      expect((await start(volunteer, attributes)).statusCode, JSON.stringify(attributes)).toBe(422);
    expect((await t.request("POST", "/api/v1/conversations", { as: null, body: {} })).statusCode).toBe(401);
  });
});

describe("the inbox list", () => {
  it("filters unread and archived, searches, and brings an archived thread back on a new message", async () => {
    const asker = await makeVolunteer(t, fx, "demo");
    const as = await t.signIn(asker.email);
    const one = json(
      await start(as, { kind: "question", vacancy_id: String(vacancy), body: "Is er parkeergelegenheid?" }),
    ).data.id as string;
    const other = await makeVacancy(t, fx, "demo", org.orgId, { title: "Schoolreisbegeleider" });
    const two = json(await start(as, { kind: "question", vacancy_id: String(other), body: "Gaan we met de bus?" })).data
      .id as string;
    await say(admin, two, "Ja, met de touringcar.");

    const unread = await list(as, "?filter[unread]=true");
    expect(unread.data.map((c) => c.id)).toEqual([two]);
    expect((await list(as, "?filter[unread]=false")).data.map((c) => c.id)).toEqual([one]);
    expect((await list(as, "?filter[q]=touringcar")).data.map((c) => c.id)).toEqual([two]);
    expect((await list(as, "?filter[q]=schoolreis")).data.map((c) => c.id)).toEqual([two]);
    expect((await list(as, "?filter[q]=klimop")).data.map((c) => c.id).sort()).toEqual([one, two].sort());
    expect((await list(as, "?filter[q]=100%25")).data).toEqual([]);

    const archive = (id: string, archived: boolean) =>
      t.request("PATCH", `/api/v1/conversations/${id}`, {
        as,
        body: { data: { type: "conversation", id, attributes: { archived } } },
      });
    expect((await archive(one, true)).statusCode).toBe(200);
    expect((await list(as)).data.map((c) => c.id)).toEqual([two]);
    const archived = await list(as, "?filter[archived]=true");
    expect(archived.data.map((c) => c.id)).toEqual([one]);
    expect(archived.data[0]!.attributes.archived).toBe(true);
    // Archiving is the reader's own: the organization still has it.
    expect((await list(admin)).data.some((c) => c.id === one)).toBe(true);
    // An answer brings it back.
    await say(admin, one, "Ja, achter de school.");
    expect((await list(as)).data.map((c) => c.id).sort()).toEqual([one, two].sort());
    expect((await archive(two, true)).statusCode).toBe(200);
    expect((await archive(two, false)).statusCode).toBe(200);
    expect((await list(as)).data.map((c) => c.id).sort()).toEqual([one, two].sort());
    // The toolbar's count covers every thread.
    expect((await list(as)).meta.unread_count).toBe(2);
  });
});

describe("attachments", () => {
  it("takes images and PDFs through the upload checks, with name and size, for the thread's parties only", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const image = await attach(volunteer, conversationId, png, "rooster.png", "image/png");
    expect(image.statusCode, image.body).toBe(201);
    const pdf = await attach(volunteer, conversationId, PDF, "../../VOG aanvraag.pdf", "application/pdf");
    expect(pdf.statusCode, pdf.body).toBe(201);
    const imageId = json(image).data.id as string;
    const pdfAttrs = json(pdf).data.attributes;
    expect(pdfAttrs).toMatchObject({
      name: "VOG aanvraag.pdf",
      content_type: "application/pdf",
      byte_size: PDF.length,
    });

    // Not yet sent: only the uploader can fetch it.
    expect((await t.request("GET", pdfAttrs.url, { as: admin })).statusCode).toBe(404);
    expect((await t.request("GET", pdfAttrs.url, { as: volunteer })).statusCode).toBe(200);
    // Someone else cannot attach another's upload.
    expect((await say(admin, conversationId, "Hier", [imageId])).statusCode).toBe(422);

    const sent = await say(volunteer, conversationId, "", [imageId, pdfAttrs.id]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent).data.attributes.attachments.map((a: { name: string }) => a.name)).toEqual([
      "rooster.png",
      "VOG aanvraag.pdf",
    ]);
    // Sent once only.
    expect((await say(volunteer, conversationId, "Nog eens", [imageId])).statusCode).toBe(422);

    const file = await t.request("GET", pdfAttrs.url, { as: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename\*=UTF-8''VOG%20aanvraag\.pdf/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const img = await t.request("GET", json(image).data.attributes.url, { as: member });
    expect(img.statusCode).toBe(200);
    expect((await sharp(img.rawPayload).metadata()).width).toBe(40);

    const stranger = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const rijnstad = await t.signIn("admin@rijnstad.test");
    for (const as of [stranger, rijnstad]) {
      expect((await t.request("GET", pdfAttrs.url, { as })).statusCode).toBe(404);
      expect((await attach(as, conversationId, PDF, "x.pdf", "application/pdf")).statusCode).toBe(404);
    }
    expect((await t.request("GET", pdfAttrs.url, { as: null })).statusCode).toBe(401);
  });

  it("refuses other files, broken images and JSON bodies", async () => {
    const exe = await attach(
      volunteer,
      conversationId,
      Buffer.from("MZ\x90\x00 not a pdf"),
      "virus.pdf",
      "application/pdf",
    );
    expect(exe.statusCode).toBe(422);
    expect(json(exe).errors[0].detail).toMatch(/PDF/);
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("kapot")]);
    expect((await attach(volunteer, conversationId, broken, "kapot.png", "image/png")).statusCode).toBe(422);
    expect((await attach(volunteer, conversationId, Buffer.alloc(0), "leeg.pdf", "application/pdf")).statusCode).toBe(
      422,
    );
    expect(
      (
        await t.request("POST", `/api/v1/conversations/${conversationId}/attachments`, {
          as: volunteer,
          body: { a: 1 },
        })
      ).statusCode,
    ).toBe(415);
  });
});

describe("the live stream", () => {
  it("tells a reader's open streams about new messages in their threads, on every server process, and no one else", async () => {
    // A second app on the same database: a message posted on one process reaches streams on the other.
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(address).toMatch(/127\.0\.0\.1/);
    const open = (as: Session) =>
      new Promise<{ res: IncomingMessage; events: string[]; close: () => void }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/api/v1/conversations/events",
            headers: { host: host(as.center), accept: "text/event-stream", ...as.headers },
          },
          (res) => {
            const events: string[] = [];
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => events.push(chunk));
            resolve({ res, events, close: () => req.destroy() });
          },
        );
        req.on("error", reject);
        req.end();
      });
    const adminStream = await open(admin);
    expect(adminStream.res.statusCode).toBe(200);
    expect(adminStream.res.headers["content-type"]).toMatch(/^text\/event-stream/);
    const strangerStream = await open(await t.signIn((await makeVolunteer(t, fx, "demo")).email));
    const res = await say(volunteer, conversationId, "Tot dinsdag!");
    const messageId = json(res).data.id as string;
    const deadline = Date.now() + 10_000;
    while (!adminStream.events.join("").includes(messageId) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const text = adminStream.events.join("");
    expect(text).toContain("event: message");
    expect(text).toContain(`"conversation_id":"${conversationId}"`);
    expect(text).toContain(`"message_id":"${messageId}"`);
    // Only ids travel: the stream never carries the text.
    expect(text).not.toContain("Tot dinsdag");
    expect(strangerStream.events.join("")).not.toContain("event: message");
    adminStream.close();
    strangerStream.close();

    const unauthenticated = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: "/api/v1/conversations/events", headers: { host: host("demo") } },
        (r) => {
          resolve(r.statusCode ?? 0);
          r.resume();
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(unauthenticated).toBe(401);
  });
});

describe("generated input", () => {
  it("any search text, message text and attachment ids answer a 2xx or 4xx JSON:API document, never a 5xx", async () => {
    const fc = (await import("fast-check")).default;
    const text = fc.oneof(
      fc.string({ maxLength: 40, unit: "binary" }),
      fc.constantFrom("%", "_", "\\", "'; drop table messages; --", "\u0000", "\ud800", "Rijnstad", " "),
    );
    await fc.assert(
      fc.asyncProperty(
        text,
        text,
        fc.array(fc.oneof(fc.nat().map(String), text), { maxLength: 3 }),
        async (q, body, attachmentIds) => {
          const found = await t.request(
            "GET",
            `/api/v1/conversations?filter[q]=${encodeURIComponent((q as unknown as { toWellFormed(): string }).toWellFormed())}`,
            {
              as: volunteer,
            },
          );
          expect(found.statusCode, found.body).toBeLessThan(500);
          expect(found.headers["content-type"]).toMatch(/application\/vnd\.api\+json/);
          const posted = await t.request("POST", `/api/v1/conversations/${conversationId}/messages`, {
            as: volunteer,
            body: { data: { type: "message", attributes: { body, attachment_ids: attachmentIds } } },
          });
          expect(posted.statusCode, posted.body).toBeLessThan(500);
          if (posted.statusCode >= 400) expect(json(posted).errors[0].status).toBe(String(posted.statusCode));
          const asked = await start(volunteer, { kind: "question", vacancy_id: q, body });
          expect(asked.statusCode, asked.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
