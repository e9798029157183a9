/**
 * The organizations back office (issue 15): the overview's text search, counts and export, the
 * profile's dependents and status history, status changes with a reason (mail and in-app), the
 * approval queue's duplicates and bulk review, and the delete rule. Every role, bad input, the other center.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@server/db/client.ts";
import { Fixtures, uniqueEmail } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let orgadmin: Session;
let member: Session;
let volunteer: Session;
let otherAdmin: Session;
let school: number;

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn("admin@demo.test");
  orgadmin = await t.signIn("orgadmin@demo.test");
  member = await t.signIn("member@demo.test");
  volunteer = await t.signIn("volunteer@demo.test");
  otherAdmin = await t.signIn("admin@rijnstad.test");
  school = await fx.seededOrg("demo", "School");
});
afterAll(async () => {
  await t?.close();
});

const body = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: "organization", ...(id ? { id: String(id) } : {}), attributes },
});
const review = (s: Session, id: number, attributes: Record<string, unknown>) =>
  t.request("PUT", `/api/v1/organizations/${id}/approve`, { as: s, body: body(attributes, id) });
const bulk = (s: Session, items: unknown[]) =>
  t.request("PUT", "/api/v1/organizations/bulk_approve", { as: s, body: { data: items } });
const item = (id: number, status: string, reason?: string) => ({
  type: "organization",
  id: String(id),
  attributes: { status, ...(reason ? { reason } : {}) },
});
const statusOf = async (id: number) =>
  (
    await t.database.system(async (tx) =>
      rowsOf<{ status: string }>(await tx.execute(sql`select status from organizations where id = ${id}`)),
    )
  )[0]?.status;

/** A pending organization with an admin who receives the mail. */
async function pendingWithAdmin(name: string) {
  const org = await fx.org("demo", { status: "pending", name });
  const adminUser = await fx.user("demo", { role: "admin", orgId: org, email: uniqueEmail("demo") });
  return { org, email: adminUser.email };
}

describe("the overview", () => {
  it("searches name or place, counts published vacancies, and shows organization staff only their own", async () => {
    const byPlace = json(
      await t.request("GET", "/api/v1/organizations?filter[name_or_city_cont]=utrecht&include=address", {
        as: admin,
      }),
    );
    expect(byPlace.data.length).toBeGreaterThan(0);
    const cities = byPlace.data.map(
      (o: { attributes: { name: string }; relationships: { address: { data: { id: string } | null } } }) => {
        const a = byPlace.included?.find(
          (r: { type: string; id: string }) => r.type === "address" && r.id === o.relationships.address.data?.id,
        );
        return `${o.attributes.name} ${a?.attributes.city ?? ""}`.toLowerCase();
      },
    );
    for (const c of cities) expect(c).toContain("utrecht");
    const all = json(await t.request("GET", "/api/v1/organizations?page[size]=100", { as: admin }));
    const mine = all.data.find((o: { id: string }) => o.id === String(school));
    const [published] = await t.database.system(async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from vacancies where organization_id = ${school} and status = 'published'`,
        ),
      ),
    );
    expect(mine.attributes.published_vacancies_count).toBe(published!.n);
    for (const s of [member, orgadmin]) {
      const own = json(await t.request("GET", "/api/v1/organizations?filter[name_or_city_cont]=a", { as: s }));
      expect(own.data.every((o: { id: string }) => o.id === String(school))).toBe(true);
    }
    expect((await t.request("GET", "/api/v1/organizations", { as: volunteer })).statusCode).toBe(403);
    const bad = await t.request("GET", "/api/v1/organizations?filter[city_secret]=x", { as: admin });
    expect(bad.statusCode).toBe(400);
  });

  it("exports with the overview's text search (h-found's export takes the list's filters)", async () => {
    await fx.org("demo", { status: "denied", name: "Stichting Exportproef Oost" });
    const res = await t.request(
      "GET",
      "/api/v1/organizations/export?filter[name_or_city_cont]=Exportproef&filter[status_eq]=denied",
      { as: admin },
    );
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Stichting Exportproef Oost");
    const bad = await t.request("GET", "/api/v1/organizations/export?filter[name_or_city_cont][x]=1", { as: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe("status changes with a reason", () => {
  it("mails the reason to the admins, shows it in the app and keeps it in the status history", async () => {
    const { org, email } = await pendingWithAdmin("Stichting Redenproef");
    const res = await review(admin, org, { status: "approved", reason: "Welkom! Alles is compleet." });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.attributes.status).toBe("approved");
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Stichting Redenproef is goedgekeurd");
    expect(mail?.text).toContain("Toelichting: Welkom! Alles is compleet.");
    const history = json(await t.request("GET", `/api/v1/organizations/${org}/status_history`, { as: admin }));
    expect(history.data[0].attributes).toMatchObject({
      action: "status_changed",
      from: "pending",
      to: "approved",
      reason: "Welkom! Alles is compleet.",
    });
    expect(history.data[0].attributes.actor_name).toBeTruthy();
    const archived = await t.request("PUT", `/api/v1/organizations/${org}`, {
      as: admin,
      body: body({ status: "archived", reason: "Gestopt per 1 januari." }, org),
    });
    expect(archived.statusCode).toBe(200);
    const again = json(await t.request("GET", `/api/v1/organizations/${org}/status_history`, { as: admin }));
    expect(again.data[0].attributes).toMatchObject({
      from: "approved",
      to: "archived",
      reason: "Gestopt per 1 januari.",
    });
    expect((await t.lastMailTo(email))?.text).toContain("Toelichting: Gestopt per 1 januari.");
  });

  it("leaves the reason line out when an approval has none", async () => {
    const { org, email } = await pendingWithAdmin("Stichting Zonderreden");
    expect((await review(admin, org, {})).statusCode).toBe(200);
    const mail = await t.lastMailTo(email);
    expect(mail?.text).not.toContain("Toelichting");
  });

  it("asks a reason to deny or archive, in the user's language", async () => {
    const { org } = await pendingWithAdmin("Stichting Weigerproef");
    const res = await review(admin, org, { status: "denied" });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[0]).toMatchObject({
      code: "blank",
      source: { pointer: "/data/attributes/reason" },
      detail: "Toelichting is een vereist veld",
    });
    const long = await review(admin, org, { status: "denied", reason: "x".repeat(1001) });
    expect(json(long).errors[0].source.pointer).toBe("/data/attributes/reason");
    const put = await t.request("PUT", `/api/v1/organizations/${org}`, {
      as: admin,
      body: body({ status: "denied" }, org),
    });
    expect(put.statusCode).toBe(422);
    expect(await statusOf(org)).toBe("pending");
    const notText = await review(admin, org, { status: "denied", reason: ["lijst"] });
    expect(notText.statusCode).toBe(422);
  });

  it("checks who asks before what is asked: the center's own organization is 403 with or without a reason", async () => {
    const center = await fx.seededOrg("demo", "VolunteerCenter");
    for (const attributes of [{ status: "archived" }, { status: "archived", reason: "Opgeheven" }]) {
      expect((await review(admin, center, attributes)).statusCode).toBe(403);
      const put = await t.request("PUT", `/api/v1/organizations/${center}`, {
        as: admin,
        body: body(attributes, center),
      });
      expect(put.statusCode).toBe(403);
      const many = await bulk(admin, [item(center, "archived", attributes.reason)]);
      expect(many.statusCode).toBe(403);
    }
    const { org } = await pendingWithAdmin("Stichting Andermans");
    expect((await review(otherAdmin, org, { status: "denied" })).statusCode).toBe(404);
    expect((await bulk(otherAdmin, [item(org, "denied")])).statusCode).toBe(404);
    for (const s of [orgadmin, member]) expect((await review(s, org, { status: "denied" })).statusCode).toBe(403);
    expect(await statusOf(center)).toBe("approved");
    expect(await statusOf(org)).toBe("pending");
  });

  it("keeps organization staff, volunteers and the other center out", async () => {
    const { org } = await pendingWithAdmin("Stichting Buitenstaander");
    for (const s of [orgadmin, member, volunteer])
      expect((await review(s, org, { status: "approved" })).statusCode).toBe(403);
    expect((await review(otherAdmin, org, { status: "approved" })).statusCode).toBe(404);
    expect((await t.request("GET", `/api/v1/organizations/${org}/status_history`, { as: otherAdmin })).statusCode).toBe(
      404,
    );
    expect((await t.request("GET", `/api/v1/organizations/${org}/status_history`, { as: member })).statusCode).toBe(
      404,
    );
    expect(await statusOf(org)).toBe("pending");
  });
});

describe("the approval queue", () => {
  it("names who signed up and the possible duplicates with their reasons", async () => {
    const signup = await t.request("POST", "/api/v1/organizations", {
      body: body({
        name: "Voedselbank Rijnoord",
        organization_type: "Foundation",
        email: "info@voedselbank-rijnoord.nl",
        website: "https://www.voedselbank-rijnoord.nl/",
        user: {
          email: uniqueEmail("demo"),
          password: "Wachtwoord-2024!",
          password_confirmation: "Wachtwoord-2024!",
          first_name: "Fatima",
          last_name: "El Amrani",
        },
      }),
    });
    expect(signup.statusCode).toBe(201);
    const same = await fx.org("demo", { status: "approved", name: "Stichting Voedselbank Rijnoord" });
    const site = await fx.org("demo", { status: "approved", name: "Uitdeelpunt Oost" });
    await t.database.system((tx) =>
      tx.execute(sql`update organizations set website = 'http://voedselbank-rijnoord.nl' where id = ${site}`),
    );
    const queue = json(
      await t.request(
        "GET",
        "/api/v1/organizations?filter[status_eq]=pending&filter[name_cont]=Rijnoord&include=signed_up_by,duplicates",
        { as: admin },
      ),
    );
    expect(queue.data).toHaveLength(1);
    const o = queue.data[0];
    const by = queue.included.find(
      (r: { type: string; id: string }) => r.type === "user" && r.id === o.relationships.signed_up_by.data.id,
    );
    expect(by.attributes.full_name).toBe("Fatima El Amrani");
    const dups = Object.fromEntries(
      o.relationships.duplicates.data.map((d: { id: string; meta: { reasons: string[] } }) => [d.id, d.meta.reasons]),
    );
    expect(dups[String(same)]).toContain("name");
    expect(dups[String(site)]).toEqual(["website"]);
    // Organization staff cannot ask for the queue's extras of organizations they do not belong to.
    const own = json(await t.request("GET", "/api/v1/organizations?include=duplicates", { as: member }));
    expect(own.data.map((x: { id: string }) => x.id)).toEqual([String(school)]);
  });

  it("approves and denies several at once, each with its reason, all or nothing", async () => {
    const a = await pendingWithAdmin("Buurtvereniging Bulk A");
    const b = await pendingWithAdmin("Buurtvereniging Bulk B");
    const approvedOrg = await fx.org("demo", { status: "approved" });
    // One refused (approved -> pending is no transition): nothing changes.
    const refused = await bulk(admin, [item(a.org, "approved"), item(approvedOrg, "pending", "Terug")]);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors[0].source.pointer).toBe("/data/1/attributes/status");
    expect(await statusOf(a.org)).toBe("pending");
    const missingReason = await bulk(admin, [item(a.org, "approved"), item(b.org, "denied")]);
    expect(json(missingReason).errors[0].source.pointer).toBe("/data/1/attributes/reason");
    const res = await bulk(admin, [item(a.org, "approved", "Welkom"), item(b.org, "denied", "Geen vrijwilligerswerk")]);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.map((o: { attributes: { status: string } }) => o.attributes.status)).toEqual([
      "approved",
      "denied",
    ]);
    expect((await t.lastMailTo(b.email))?.text).toContain("Toelichting: Geen vrijwilligerswerk");
    expect((await t.lastMailTo(a.email))?.text).toContain("Toelichting: Welkom");
  });

  it("refuses bad bulk input with a 4xx, never a 500, and other roles and centers", async () => {
    const c = await pendingWithAdmin("Buurtvereniging Bulk C");
    for (const bad of [
      null,
      {},
      { data: {} },
      { data: [] },
      { data: [{ type: "user", id: String(c.org), attributes: { status: "approved" } }] },
      { data: [{ type: "organization", id: "x", attributes: { status: "approved" } }] },
      { data: [{ type: "organization", id: String(c.org), attributes: { status: "approved", name: "x" } }] },
      { data: [item(c.org, "approved"), item(c.org, "approved")] },
      { data: Array.from({ length: 101 }, () => item(c.org, "approved")) },
    ]) {
      const res = await t.request("PUT", "/api/v1/organizations/bulk_approve", { as: admin, body: bad });
      expect(res.statusCode, JSON.stringify(bad)?.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await bulk(orgadmin, [item(c.org, "approved")])).statusCode).toBe(403);
    expect((await bulk(otherAdmin, [item(c.org, "approved")])).statusCode).toBe(404);
    expect(await statusOf(c.org)).toBe("pending");
  });
});

describe("the profile and the delete rule", () => {
  it("tells its editors what depends on it, and deletes only when nothing does", async () => {
    const detail = json(await t.request("GET", `/api/v1/organizations/${school}`, { as: orgadmin }));
    expect(detail.meta.dependents.vacancies).toBeGreaterThan(0);
    expect(detail.meta.dependents.people).toBeGreaterThan(0);
    const asMember = json(await t.request("GET", `/api/v1/organizations/${school}`, { as: member }));
    expect(asMember.meta?.dependents).toBeUndefined();
    const refused = await t.request("DELETE", `/api/v1/organizations/${school}`, { as: admin });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).errors[0].code).toBe("organization_has_dependents");
    expect(json(refused).errors[0].detail).toMatch(/Archiveer de organisatie/);
    const empty = await fx.org("demo", { status: "denied" });
    expect((await t.request("DELETE", `/api/v1/organizations/${empty}`, { as: orgadmin })).statusCode).toBe(403);
    expect((await t.request("DELETE", `/api/v1/organizations/${empty}`, { as: otherAdmin })).statusCode).toBe(404);
    expect((await t.request("DELETE", `/api/v1/organizations/${empty}`, { as: admin })).statusCode).toBe(204);
    expect(await statusOf(empty)).toBeUndefined();
  });

  it("sanitizes the rich text description", async () => {
    const org = await fx.org("demo", { status: "approved" });
    const res = await t.request("PUT", `/api/v1/organizations/${org}`, {
      as: admin,
      body: body(
        { description: '<p>Wij <strong>helpen</strong></p><script>alert(1)</script><img src=x onerror="x">' },
        org,
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.attributes.description).toBe("<p>Wij <strong>helpen</strong></p>");
  });
});
