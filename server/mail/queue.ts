/**
 * Mail queue on pg-boss. A request queues a mail with `enqueueMail(tx, ...)`: the job row is
 * inserted by pg-boss's own statement on the request's transaction (role volunteerly_app), so a
 * mail is queued exactly when the change commits and not at all on rollback. `MailWorker`
 * delivers in the background (fetch, send, complete/fail), so a slow SMTP server never slows a
 * request; pg-boss retries a failed delivery with back-off (5 attempts in all).
 *
 * pg-boss talks to the database through its `db` adapter only (no pool of its own), on PGlite and
 * PostgreSQL alike, and runs none of its own timers: the worker polls and runs pg-boss's
 * maintenance itself (docs/decisions.md, "Mail through pg-boss").
 */
import PgBoss from "pg-boss";
import { APP_ROLE, driverOf, type Database, type Tx } from "../db/client.ts";
import type { Mailer, OutgoingMail } from "./mailer.ts";

export const BOSS_SCHEMA = "pgboss";
export const MAIL_QUEUE = "mail";

/** The payload of a mail job. */
export interface MailJob {
  centerId: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers?: Record<string, string>;
}

export interface MailQueueSettings {
  /** Deliveries after the first one: 4 retries make 5 attempts. */
  retryLimit: number;
  /** Seconds before the first retry; with back-off it doubles (with jitter) for each next one. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A delivery still active after this long (a crashed process) is failed and retried by maintenance. */
  expireInSeconds: number;
}

export const DEFAULT_MAIL_QUEUE: MailQueueSettings = {
  retryLimit: 4,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/** pg-boss's options without any timer of its own: the worker polls and maintains. */
const BOSS_OPTIONS = {
  schema: BOSS_SCHEMA,
  supervise: false,
  schedule: false,
  // Mail bodies hold one-time links: completed jobs leave the job table after an hour, failed ones
  // after a week; the archive is emptied a week later.
  archiveCompletedAfterSeconds: 60 * 60,
  archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  deleteAfterDays: 7,
} as const;

/**
 * pg-boss's statements on our database connection, as the owner role. Parameterized statements go
 * through `query`; pg-boss's scripts without parameters that hold several statements (schema
 * creation, migration and maintenance, each wrapped in BEGIN ... COMMIT by pg-boss) go through
 * `execScript`, as PGlite's `query` takes one statement only (their rows are never read).
 */
export function bossDb(conn: Pick<Database, "execScript" | "query">): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values?.length && /^\s*BEGIN;/.test(text)) {
        await conn.execScript(text);
        return { rows: [] };
      }
      return { rows: (await conn.query(text, values ?? [])) ?? [] };
    },
  };
}

interface DriverConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Builds pg-boss's insert statement and its values; it is never started and has no connection of
 * its own (every send names the request's transaction as its `db`).
 */
const sender = new PgBoss({
  ...BOSS_OPTIONS,
  db: { executeSql: () => Promise.reject(new Error("mail jobs are only inserted in a request's transaction")) },
});

/** Queue a mail in the request's transaction (it is sent once that transaction commits). */
export async function enqueueMail(tx: Tx, centerId: number, mail: OutgoingMail): Promise<string> {
  // The driver connection under the Drizzle transaction (pg client or PGlite transaction): both
  // take parameterized text, which pg-boss's statement needs.
  const conn = driverOf(tx) as DriverConnection;
  const job: MailJob = { centerId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null };
  if (mail.headers) job.headers = mail.headers;
  const id = await sender.send(MAIL_QUEUE, job, {
    db: { executeSql: (text: string, values: unknown[]) => conn.query(text, values) },
  });
  // The insert joins the queue row: without it pg-boss inserts nothing. Never lose a mail silently.
  if (!id) throw new Error(`pg-boss queue "${MAIL_QUEUE}" is missing: the mail queue is not installed`);
  return id;
}

const queueOptions = (s: MailQueueSettings): PgBoss.Queue => ({
  name: MAIL_QUEUE,
  retryLimit: s.retryLimit,
  retryDelay: s.retryDelaySeconds,
  retryBackoff: s.retryBackoff,
  expireInSeconds: s.expireInSeconds,
});

const GRANTED = `SELECT has_schema_privilege('${APP_ROLE}', '${BOSS_SCHEMA}', 'USAGE')
  AND has_table_privilege('${APP_ROLE}', '${BOSS_SCHEMA}.queue', 'SELECT')
  AND has_table_privilege('${APP_ROLE}', '${BOSS_SCHEMA}.job', 'INSERT')
  AND has_column_privilege('${APP_ROLE}', '${BOSS_SCHEMA}.job', 'id', 'SELECT') AS ok`;

/**
 * What the application role needs for pg-boss's insert: the schema, the queue settings it joins
 * and the job's id it returns. It cannot read or change any job (other centers' mail).
 */
const GRANTS = `GRANT USAGE ON SCHEMA ${BOSS_SCHEMA} TO ${APP_ROLE};
GRANT SELECT ON ${BOSS_SCHEMA}.queue TO ${APP_ROLE};
GRANT INSERT ON ${BOSS_SCHEMA}.job TO ${APP_ROLE};
GRANT SELECT (id) ON ${BOSS_SCHEMA}.job TO ${APP_ROLE};`;

/**
 * Create (or migrate) pg-boss's schema, the mail queue with these retry settings and the
 * application role's grants. Idempotent; on PostgreSQL one process at a time, on the connection
 * that holds the migration lock.
 */
export async function installMailQueue(database: Database, settings: MailQueueSettings = DEFAULT_MAIL_QUEUE) {
  await database.exclusive(async (conn) => {
    const boss = new PgBoss({ ...BOSS_OPTIONS, db: bossDb(conn) });
    await boss.start(); // creates or migrates the schema; supervise/schedule off: no timers
    const options = queueOptions(settings);
    await boss.createQueue(MAIL_QUEUE, options);
    await boss.updateQueue(MAIL_QUEUE, options);
    await boss.stop({ graceful: false, close: false });
    const [granted] = await conn.query<{ ok: boolean }>(GRANTED);
    if (!granted?.ok) await conn.execScript(GRANTS);
  });
}

export interface MailWorkerOptions {
  /** Poll for due mail this often (ms). */
  intervalMs?: number;
  /** Run pg-boss's maintenance (expire stuck deliveries, archive, drop) this often (ms). */
  maintenanceIntervalMs?: number;
  queue?: Partial<MailQueueSettings>;
  log?: (msg: string, err?: unknown) => void;
}

export class MailWorker {
  /** Never started: fetch, complete, fail and maintain need nothing but the `db` adapter. */
  readonly boss: PgBoss;
  readonly settings: MailQueueSettings;
  private readonly intervalMs: number;
  private readonly maintenanceIntervalMs: number;
  private readonly log: (msg: string, err?: unknown) => void;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;
  private lastMaintenance = 0;

  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    options: MailWorkerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.maintenanceIntervalMs = options.maintenanceIntervalMs ?? 5 * 60_000;
    this.log = options.log ?? (() => {});
    this.settings = { ...DEFAULT_MAIL_QUEUE, ...options.queue };
    this.boss = new PgBoss({ ...BOSS_OPTIONS, db: bossDb(database) });
    this.boss.on("error", (err) => this.log("pg-boss error", err));
  }

  /** pg-boss's schema, the mail queue and the grants (buildApp awaits this before serving). */
  async install(): Promise<void> {
    await installMailQueue(this.database, this.settings);
  }

  start() {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.flush()
        .then(() => this.maintain())
        .catch((err: unknown) => this.log("mail delivery round failed", err))
        .finally(() => {
          if (!this.stopped) {
            this.timer = setTimeout(tick, this.intervalMs);
            this.timer.unref?.();
          }
        });
    };
    this.timer = setTimeout(tick, this.intervalMs);
    this.timer.unref?.();
  }

  /** Deliver every due mail now (tests call this; the timer calls it too). Returns the number sent. */
  flush(): Promise<number> {
    if (this.running) return this.running.then(() => this.flush());
    this.running = this.deliverDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * One job at a time: a stop waits for the delivery in progress only, and every other job stays
   * queued. After a failed delivery the round ends (an SMTP server that is down is not hammered);
   * the failed job waits for its retry delay, the rest for the next round.
   */
  private async deliverDue(): Promise<number> {
    let sent = 0;
    while (!this.stopped) {
      const [job] = await this.boss.fetch<MailJob>(MAIL_QUEUE);
      if (!job) break;
      const mail = job.data;
      try {
        await this.mailer.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers ?? null,
        });
      } catch (err) {
        this.log(`mail ${job.id} failed`, err);
        await this.boss.fail(MAIL_QUEUE, job.id, { message: String(err).slice(0, 500) });
        break;
      }
      await this.boss.complete(MAIL_QUEUE, job.id);
      sent += 1;
    }
    return sent;
  }

  /** pg-boss's maintenance, at most once per interval: fail deliveries stuck in 'active', archive, drop. */
  private async maintain() {
    const now = Date.now();
    if (this.stopped || now - this.lastMaintenance < this.maintenanceIntervalMs) return;
    this.lastMaintenance = now;
    try {
      await this.boss.maintain();
    } catch (err) {
      this.log("mail queue maintenance failed", err);
    }
  }

  /** Stop polling and wait for a delivery in progress (SIGTERM: nothing lost, queued mail stays queued). */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) await this.running.catch(() => 0);
  }
}
