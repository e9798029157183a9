/**
 * Only approved organizations have public vacancies (issue 14, point 3): a volunteer's new (pending)
 * organization prepares drafts but cannot publish; denying or archiving takes its vacancies out of
 * the bank, also out of the banks it shares with, and tells its admins; approving again publishes
 * nothing by itself. The database keeps the rule too (migration 0015).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { API_PATHS } from "@contract/paths.ts";
import { rowsOf } from "@server/db/client.ts";
import { notifications, vacancies } from "@server/db/schema.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
// The public center shares vacancies with the demo center; it answers on gelderland.localhost.
const HOME = "gelderland";
let founder: Session;
let founderEmail: string;
let centerAdmin: Session;
let orgId: string;
let vacancyId: string;
let demoId: number;

const vacancyBody = (attributes: Record<string, unknown>) => ({ data: { type: "vacancy", attributes } });
const publishable = {
  title: "Quokkamaatje in de wijk",
  description: "<p>Loop een uur per week mee met een buurtgenoot.</p>",
  address: { postcode: "6811 AA", city: "Arnhem" },
};
/** The ids the anonymous vacancy bank of a center lists for the test's word. */
const bank = async (center: string) => {
  const res = await t.request("GET", `${API_PATHS.vacancySearch}?q=quokkamaatje&page[size]=100`, { center });
  expect(res.statusCode).toBe(200);
  return (json(res).data as { id: string }[]).map((v) => v.id);
};
const setStatus = (status: string) =>
  t.request("PUT", `${API_PATHS.organizations}/${orgId}/approve`, {
    as: centerAdmin,
    // Denying and archiving need a reason, which the organization's admins receive (issue 15).
    body: { data: { type: "organization", attributes: { status, reason: "Past niet bij onze vacaturebank." } } },
  });
const publish = (id = vacancyId, as = founder) =>
  t.request("PATCH", API_PATHS.vacancy(id), { as, body: vacancyBody({ status: "published" }) });
const statusOf = async (id: string) =>
  t.database.system(async (tx) => {
    const [v] = await tx
      .select({ status: vacancies.status })
      .from(vacancies)
      .where(eq(vacancies.id, Number(id)));
    return v?.status;
  });

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  founderEmail = await fx.actor("public", "volunteer");
  founder = await t.signIn(founderEmail, HOME);
  centerAdmin = await t.signIn(await fx.actor("public", "admin"), HOME);
  demoId = await fx.centerId("demo");
});
afterAll(async () => {
  await t?.close();
});

describe("a volunteer's own organization", () => {
  it("is pending, and its vacancies can be prepared as drafts but not published", async () => {
    const created = await t.request("POST", API_PATHS.organizations, {
      as: founder,
      body: {
        data: { type: "organization", attributes: { name: "Stichting Quokka", organization_type: "Foundation" } },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(json(created).data.attributes.status).toBe("pending");
    orgId = json(created).data.id;

    const direct = await t.request("POST", API_PATHS.vacancies, {
      as: founder,
      body: vacancyBody({ ...publishable, organization_id: orgId, status: "published" }),
    });
    expect(direct.statusCode).toBe(422);
    const error = json(direct).errors[0];
    expect(error.source.pointer).toBe("/data/attributes/status");
    expect(error.detail).toMatch(/Alleen goedgekeurde organisaties kunnen vacatures publiceren/);

    const draft = await t.request("POST", API_PATHS.vacancies, {
      as: founder,
      body: vacancyBody({ ...publishable, organization_id: orgId, shared_with_centers: [String(demoId)] }),
    });
    expect(draft.statusCode).toBe(201);
    vacancyId = json(draft).data.id;

    const patched = await publish();
    expect(patched.statusCode).toBe(422);
    expect(json(patched).errors[0].source.pointer).toBe("/data/attributes/status");

    const bulk = await t.request("POST", API_PATHS.vacancyBulkUpdate, {
      as: founder,
      headers: { "accept-language": "en" },
      body: { data: { type: "vacancy_bulk_update", attributes: { ids: [vacancyId], status: "published" } } },
    });
    expect(bulk.statusCode).toBe(422);
    expect(json(bulk).errors[0]).toMatchObject({
      code: "organization_not_approved",
      source: { pointer: "/data/attributes/ids/0" },
    });
    expect(json(bulk).errors[0].detail).toMatch(/not approved/);

    expect(await statusOf(vacancyId)).toBe("draft");
    expect(await bank(HOME)).not.toContain(vacancyId);
    expect((await t.request("GET", API_PATHS.vacancy(vacancyId), { center: HOME })).statusCode).toBe(404);
  });

  it("publishes once approved: in its own bank and in the bank it shares with", async () => {
    expect((await setStatus("approved")).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    expect(await bank(HOME)).toContain(vacancyId);
    expect(await bank("demo")).toContain(vacancyId);
  });
});

describe("denying the organization", () => {
  it("takes its vacancies out of every bank and tells its admins", async () => {
    const before = await t.mails();
    const denied = await setStatus("denied");
    expect(denied.statusCode).toBe(200);
    expect(await statusOf(vacancyId)).toBe("closed");
    expect(await bank(HOME)).not.toContain(vacancyId);
    expect(await bank("demo")).not.toContain(vacancyId);
    // Not shown to the public at all (a closed vacancy of an approved organization still is).
    expect((await t.request("GET", API_PATHS.vacancy(vacancyId), { center: HOME })).statusCode).toBe(404);
    expect((await t.request("GET", API_PATHS.vacancy(vacancyId), { center: "demo" })).statusCode).toBe(404);
    // Its own staff still see it.
    const own = await t.request("GET", API_PATHS.vacancy(vacancyId), { as: founder });
    expect(own.statusCode).toBe(200);
    expect(json(own).data.attributes.status).toBe("closed");

    const notes = await t.database.system((tx) =>
      tx
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, "organization_vacancies_closed"),
            eq(notifications.link, `/organizations/${orgId}`),
          ),
        ),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toBe("Vacatures van Stichting Quokka offline gehaald");
    const mail = (await t.mails()).slice(before.length).find((m) => m.to === founderEmail);
    expect(mail?.subject).toBe("Stichting Quokka is afgewezen: vacatures offline gehaald");
    expect(mail?.text).toMatch(/gepubliceerde vacatures van Stichting Quokka offline gehaald/);
  });

  it("keeps its admin from publishing again", async () => {
    const res = await publish();
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[0].source.pointer).toBe("/data/attributes/status");
    const created = await t.request("POST", API_PATHS.vacancies, {
      as: founder,
      body: vacancyBody({ ...publishable, organization_id: orgId, status: "published" }),
    });
    expect(created.statusCode).toBe(422);
    expect(await statusOf(vacancyId)).toBe("closed");
  });

  it("approving again publishes nothing by itself", async () => {
    expect((await setStatus("approved")).statusCode).toBe(200);
    expect(await statusOf(vacancyId)).toBe("closed");
    expect(await bank(HOME)).not.toContain(vacancyId);
    expect(await bank("demo")).not.toContain(vacancyId);
    // The status mail of the approval says nothing about vacancies.
    const notes = await t.database.system((tx) =>
      tx
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/organizations/${orgId}`)),
    );
    expect(notes.map((n) => n.kind)).toEqual([
      "organization_status_changed",
      "organization_vacancies_closed",
      "organization_status_changed",
    ]);
    // Its staff may publish it again themselves.
    expect((await publish()).statusCode).toBe(200);
    expect(await bank(HOME)).toContain(vacancyId);
  });

  it("archiving takes them offline as well", async () => {
    expect((await setStatus("archived")).statusCode).toBe(200);
    expect(await statusOf(vacancyId)).toBe("closed");
    expect(await bank(HOME)).not.toContain(vacancyId);
  });
});

describe("the database keeps the rule", () => {
  it("refuses a published vacancy of an organization that is not approved, whoever writes it", async () => {
    const pending = await fx.org("public", { status: "pending" });
    const centerId = await fx.centerId("public");
    const insert = t.database.system((tx) =>
      tx.execute(
        sql`insert into vacancies (center_id, organization_id, title, status, published_at, description, city)
            values (${centerId}, ${pending}, 'Langs de achterdeur', 'published', now(), '<p>x</p>', 'Arnhem')`,
      ),
    );
    const error = await insert.then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(error?.cause?.message ?? error?.message).toMatch(
      /only vacancies of approved organizations can be published/,
    );
  });

  it("closes published vacancies of an organization that stops being approved, whoever changes it", async () => {
    const org = await fx.org("public");
    const centerId = await fx.centerId("public");
    const status = await t.database.system(async (tx) => {
      await tx.execute(
        sql`insert into vacancies (center_id, organization_id, title, status, published_at, description, city)
            values (${centerId}, ${org}, 'Quokkamaatje buiten de API', 'published', now(), '<p>x</p>', 'Arnhem')`,
      );
      await tx.execute(sql`update organizations set status = 'denied' where id = ${org}`);
      return rowsOf<{ status: string }>(
        await tx.execute(sql`select status from vacancies where organization_id = ${org}`),
      ).map((r) => r.status);
    });
    expect(status).toEqual(["closed"]);
  });
});
