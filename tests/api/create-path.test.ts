/**
 * The create path's triggers (0019, 0047): a message records an application's first answer exactly
 * when it is one (by someone other than the volunteer, earlier than the first answer so far), and a
 * message that records nothing does not update applications at all (an UPDATE, even of no row,
 * fires the statement-level analytics triggers of 0024/0029).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, type Session, type TestContext } from "@server/testing/harness.ts";
import { apply, makeOrganization, makeVacancy, makeVolunteer } from "./support/applications.ts";

let t: TestContext;
let fx: Fixtures;
let org: Awaited<ReturnType<typeof makeOrganization>>;
let vacancy: number;

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  org = await makeOrganization(fx, "demo", "Stichting Eerste Antwoord");
  vacancy = await makeVacancy(t, fx, "demo", org.orgId);
});
afterAll(async () => {
  await t?.close();
});

const firstAnswer = async (applicationId: string) => {
  const [row] = await t.database.query<{ first: Date | null }>(
    "SELECT first_answered_at AS first FROM applications WHERE id = $1",
    [Number(applicationId)],
  );
  return row!.first?.toISOString() ?? null;
};

async function post(as: Session, conversationId: string, body: string) {
  const res = await t.request("POST", `${API_PATHS.conversations}/${conversationId}/messages`, {
    as,
    body: { data: { type: "message", attributes: { body } } },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/**
 * How often the analytics trigger function ran while `statement` inserted a message (as the
 * database owner, in a transaction that is rolled back): the backend's function counts that are
 * not yet reported, before and after (PGlite reports them seldom, so a count of its own is taken).
 */
async function analyticsRunsOf(statement: string, params: unknown[]) {
  let runs = -1;
  await t.database.exclusive(async (conn) => {
    await conn.execScript("BEGIN; SET LOCAL track_functions = 'pl'");
    const calls = async () => {
      const [row] = await conn.query<{ calls: number }>(
        "SELECT coalesce(sum(calls), 0)::int AS calls FROM pg_stat_xact_user_functions WHERE funcname = 'analytics_changed'",
      );
      return Number(row!.calls);
    };
    try {
      const before = await calls();
      await conn.query(statement, params);
      runs = (await calls()) - before;
    } finally {
      await conn.execScript("ROLLBACK");
    }
  });
  return runs;
}

describe("a message and the application's first answer", () => {
  it("is recorded by the organization's first message only, not by the volunteer's, not moved by later ones", async () => {
    const volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const staff = await t.signIn(org.admin);
    const created = await apply(t, volunteer, vacancy);
    const thread = created.attributes.conversation_id as string;
    // The motivation (the thread's first message) and a further message by the volunteer: no answer.
    await post(volunteer, thread, "Ik kan ook op woensdag.");
    expect(await firstAnswer(created.id)).toBeNull();
    await post(staff, thread, "Welkom! Wanneer kun je langskomen?");
    const first = await firstAnswer(created.id);
    expect(first).not.toBeNull();
    await post(staff, thread, "Of past donderdag beter?");
    await post(volunteer, thread, "Donderdag past.");
    expect(await firstAnswer(created.id)).toBe(first);
  });

  it("a message that records no first answer leaves applications alone (no analytics trigger runs)", async () => {
    const volunteerAccount = await makeVolunteer(t, fx, "demo");
    const volunteer = await t.signIn(volunteerAccount.email);
    const staff = await t.signIn(org.admin);
    const created = await apply(t, volunteer, vacancy);
    const thread = Number(created.attributes.conversation_id);
    const [center] = await t.database.query<{ id: number }>("SELECT center_id AS id FROM conversations WHERE id = $1", [
      thread,
    ]);
    const insert = "INSERT INTO messages (center_id, conversation_id, author_id, body) VALUES ($1, $2, $3, 'Hallo')";
    // Not answered yet: the organization's message is the first answer (one UPDATE, two analytics triggers).
    expect(await analyticsRunsOf(insert, [center!.id, thread, org.adminId])).toBeGreaterThan(0);
    // The volunteer's own message, and once answered any message: nothing to record, no UPDATE.
    expect(await analyticsRunsOf(insert, [center!.id, thread, volunteerAccount.id])).toBe(0);
    await post(staff, String(thread), "Welkom!");
    expect(await analyticsRunsOf(insert, [center!.id, thread, org.adminId])).toBe(0);
    expect(await analyticsRunsOf(insert, [center!.id, thread, volunteerAccount.id])).toBe(0);
  });
});
