/**
 * Mail queue: requests insert into `mail_outbox` inside their own transaction (so a mail is
 * queued exactly when the change commits); a worker delivers in the background, with retries and
 * back-off, so a slow SMTP server never slows a request. See DECISIONS.md for why not pg-boss.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { Mailer, OutgoingMail } from "./mailer.ts";

export async function enqueueMail(tx: Tx, centerId: number, mail: OutgoingMail) {
  await tx.insert(mailOutbox).values({
    centerId,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    status: "queued",
  });
}

const MAX_ATTEMPTS = 5;

export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly intervalMs = 1000,
    private readonly log: (msg: string, err?: unknown) => void = () => {},
  ) {}

  start() {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.flush().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.intervalMs);
      });
    };
    this.timer = setTimeout(tick, this.intervalMs);
    this.timer.unref?.();
  }

  /** Deliver every due message now (tests call this; the timer calls it too). Returns the number sent. */
  flush(): Promise<number> {
    if (this.running) return this.running.then(() => this.flush());
    this.running = this.deliverDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      // System context: the worker serves every center. SKIP LOCKED lets several processes share the queue.
      const batch = await this.database.system(async (tx) => {
        const rows = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.runAt, sql`now()`)))
          .orderBy(asc(mailOutbox.id))
          .limit(20)
          .for("update", { skipLocked: true });
        if (rows.length)
          await tx
            .update(mailOutbox)
            .set({ runAt: sql`now() + interval '5 minutes'` })
            .where(
              inArray(
                mailOutbox.id,
                rows.map((r) => r.id),
              ),
            );
        return rows;
      });
      if (!batch.length) return sent;
      for (const row of batch) {
        try {
          await this.mailer.send({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
          await this.database.system((tx) =>
            tx
              .update(mailOutbox)
              .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1 })
              .where(eq(mailOutbox.id, row.id)),
          );
          sent += 1;
        } catch (err) {
          this.log(`mail ${row.id} failed`, err);
          const attempts = row.attempts + 1;
          await this.database.system((tx) =>
            tx
              .update(mailOutbox)
              .set({
                attempts,
                lastError: String(err).slice(0, 500),
                status: attempts >= MAX_ATTEMPTS ? "failed" : "queued",
                runAt: sql`now() + make_interval(secs => ${2 ** attempts * 5})`,
              })
              .where(eq(mailOutbox.id, row.id)),
          );
        }
      }
      if (batch.length < 20) return sent;
    }
  }

  /** Stop the timer and wait for a delivery in progress (SIGTERM: nothing lost, queued mail stays queued). */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.running) await this.running.catch(() => 0);
  }
}
