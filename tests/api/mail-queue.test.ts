/**
 * Mail through pg-boss: a job is inserted in the request's own transaction (queued exactly when
 * the change commits), lives in pg-boss's job table, is delivered by the worker, retried with
 * pg-boss's retry settings and left alone by a stopping worker. Runs on PGlite and PostgreSQL.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@server/app.ts";
import { inTenant } from "@server/context.ts";
import { ApiError } from "@server/http/errors.ts";
import type { Mailer, OutgoingMail } from "@server/mail/mailer.ts";
import { DEFAULT_MAIL_QUEUE, enqueueMail, installMailQueue, MAIL_QUEUE, MailWorker } from "@server/mail/queue.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, host, json, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
});
afterAll(async () => {
  await t?.close();
});

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  table: string;
  center_id: number;
  subject: string;
}

const jobsTo = (email: string) =>
  t.database.query<JobRow>(
    `select id, state::text as state, retry_count, retry_limit, tableoid::regclass::text as table,
            (data->>'centerId')::int as center_id, data->>'subject' as subject
       from pgboss.job where name = $1 and data->>'to' = $2 order by created_on`,
    [MAIL_QUEUE, email],
  );

const askReset = async (email: string) => {
  const res = await t.request("POST", "/auth/password", { body: { email } });
  expect(res.statusCode).toBe(200);
};

/** A mailer for a worker of the test's own: records what it is asked to send, fails or waits on demand. */
function testMailer(behaviour: (mail: OutgoingMail, call: number) => Promise<void>): Mailer & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    dir: null,
    list: () => [],
    async send(mail) {
      sent.push(mail.to);
      await behaviour(mail, sent.length);
    },
  };
}

describe("queueing in the request's transaction", () => {
  it("inserts a pg-boss job when the request commits, and the worker delivers it", async () => {
    const email = await fx.actor("demo", "volunteer");
    await askReset(email);
    const [job] = await jobsTo(email);
    // The row really is pg-boss's: in a partition of pgboss.job, with the queue's retry settings.
    expect(job).toMatchObject({
      state: "created",
      retry_count: 0,
      retry_limit: DEFAULT_MAIL_QUEUE.retryLimit,
      center_id: await fx.centerId("demo"),
    });
    expect(job!.table).toMatch(/^pgboss\.j[0-9a-f]+$/);
    const [queue] = await t.database.query<{ retry_limit: number; retry_backoff: boolean }>(
      "select retry_limit, retry_backoff from pgboss.queue where name = $1",
      [MAIL_QUEUE],
    );
    expect(queue).toEqual({ retry_limit: 4, retry_backoff: true });

    const delivered = await t.lastMailTo(email);
    expect(delivered?.subject).toBe(job!.subject);
    expect(delivered?.links[0]).toContain("reset_password_token=");
    expect(readdirSync(t.mailDir).filter((f) => f.startsWith(delivered!.id))).toHaveLength(2); // .eml + .json
    expect((await jobsTo(email)).map((j) => j.state)).toEqual(["completed"]);
  });

  describe("in a request that fails after queueing", () => {
    let app: FastifyInstance;
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "volunteerly-mail-"));
      app = await buildApp({ database: t.database, web: false, mail: { dir } });
      // A handler that queues a mail and then refuses the request, as a validation after the write would.
      app.post("/test/queue-mail", async (req, reply) => {
        const body = req.body as { to: string; fail: boolean };
        await inTenant(req, async (tx) => {
          await enqueueMail(tx, req.center.id, { to: body.to, subject: "Test", text: "Hallo" });
          if (body.fail) throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: "/fail" });
        });
        return reply.code(204).send();
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const post = (to: string, fail: boolean) =>
      app.inject({
        method: "POST",
        url: "/test/queue-mail",
        headers: { host: host("demo"), "content-type": "application/json" },
        payload: { to, fail },
      });

    it("queues nothing when the request rolls back, and the mail when it commits", async () => {
      const failed = await post("rolled-back@demo.test", true);
      expect(failed.statusCode).toBe(422);
      expect(json(failed).errors[0].source.pointer).toBe("/fail");
      expect(await jobsTo("rolled-back@demo.test")).toEqual([]);

      const committed = await post("committed@demo.test", false);
      expect(committed.statusCode).toBe(204);
      expect((await jobsTo("committed@demo.test")).map((j) => j.state)).toEqual(["created"]);
      expect(await app.services.mailWorker.flush()).toBeGreaterThanOrEqual(1);
      expect(app.services.mailer.list().map((m) => m.to)).toContain("committed@demo.test");
      expect(app.services.mailer.list().map((m) => m.to)).not.toContain("rolled-back@demo.test");
    });
  });

  it("lets the application role insert jobs, not read or change them", async () => {
    const demo = await fx.centerId("demo");
    // Drizzle wraps the driver's error: the database's message is its cause.
    const refused = async (statement: string) => {
      const err = await t.database
        .tenant(demo, (tx) => tx.execute(sql.raw(statement)))
        .then(
          () => null,
          (e: Error) => e,
        );
      return (err?.cause as Error | undefined)?.message ?? err?.message ?? "allowed";
    };
    expect(await refused("select data from pgboss.job limit 1")).toMatch(/permission denied/);
    expect(await refused("update pgboss.job set state = 'completed'")).toMatch(/permission denied/);
    expect(await refused("delete from pgboss.job")).toMatch(/permission denied/);
    expect(await refused("select data from pgboss.archive limit 1")).toMatch(/permission denied/);
    expect(await refused("select count(*) from pgboss.queue")).toBe("allowed");
  });
});

describe("the worker", () => {
  it("retries a failing delivery and leaves it failed after 5 attempts", async () => {
    await t.mails(); // nothing else due
    const mailer = testMailer(async () => {
      throw new Error("421 try again later");
    });
    // No back-off delay, so every retry is due at once.
    const worker = new MailWorker(t.database, mailer, { queue: { retryDelaySeconds: 0, retryBackoff: false } });
    try {
      await worker.install();
      const email = await fx.actor("demo", "volunteer");
      await askReset(email);
      const states: string[] = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect(await worker.flush()).toBe(0);
        const [job] = await jobsTo(email);
        states.push(`${job!.state}:${job!.retry_count}`);
      }
      expect(states).toEqual(["retry:0", "retry:1", "retry:2", "retry:3", "failed:4"]);
      expect(mailer.sent.filter((to) => to === email)).toHaveLength(5);
      const [out] = await t.database.query<{ message: string }>(
        "select output->>'message' as message from pgboss.job where name = $1 and data->>'to' = $2",
        [MAIL_QUEUE, email],
      );
      expect(out!.message).toContain("421 try again later");
      // Failed for good: a later round does not try again.
      expect(await worker.flush()).toBe(0);
      expect(mailer.sent.filter((to) => to === email)).toHaveLength(5);
    } finally {
      await worker.stop();
      await installMailQueue(t.database); // the production retry settings for the other tests
    }
  });

  it("delivers a mail whose delivery was cut off (a crashed process) once it expires", async () => {
    await t.mails();
    // Expiry fails the delivery like an error does: retried after the (here: no) retry delay.
    await installMailQueue(t.database, {
      ...DEFAULT_MAIL_QUEUE,
      expireInSeconds: 1,
      retryDelaySeconds: 0,
      retryBackoff: false,
    });
    const mailer = testMailer(async () => {});
    const worker = new MailWorker(t.database, mailer, { intervalMs: 20, maintenanceIntervalMs: 100 });
    try {
      const email = await fx.actor("demo", "volunteer");
      await askReset(email);
      // A worker that fetched the job and died before completing it leaves it active.
      const crashed = new MailWorker(
        t.database,
        testMailer(async () => {}),
      );
      expect((await crashed.boss.fetch(MAIL_QUEUE)).length).toBe(1);
      expect((await jobsTo(email)).map((j) => j.state)).toEqual(["active"]);
      worker.start();
      const deadline = Date.now() + 10_000;
      while (!mailer.sent.includes(email) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(mailer.sent).toEqual([email]);
      expect((await jobsTo(email)).map((j) => `${j.state}:${j.retry_count}`)).toEqual(["completed:1"]);
    } finally {
      await worker.stop();
      await installMailQueue(t.database);
    }
  });

  it("stops after the delivery in progress and keeps the rest queued", async () => {
    await t.mails();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inProgress = new Promise<void>((resolve) => (started = resolve));
    const mailer = testMailer(async () => {
      started();
      await gate;
    });
    const worker = new MailWorker(t.database, mailer, { intervalMs: 10 });
    const first = await fx.actor("demo", "volunteer");
    const second = await fx.actor("demo", "volunteer");
    await askReset(first);
    await askReset(second);

    worker.start();
    await inProgress;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false); // still waiting for the delivery in progress
    release();
    await stopping;

    expect(mailer.sent).toEqual([first]);
    expect((await jobsTo(first)).map((j) => j.state)).toEqual(["completed"]);
    expect((await jobsTo(second)).map((j) => j.state)).toEqual(["created"]);
    // Nothing lost: the next worker delivers it.
    expect((await t.lastMailTo(second))?.to).toBe(second);
  });
});
