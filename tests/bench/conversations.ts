/**
 * Conversations benchmark (a script, not a test): the demo school's shared inbox grows to
 * BENCH_THREADS (default 2000) volunteers' questions of five messages each, then
 *  - autocannon against GET /api/v1/conversations (the inbox list, first page) as the school's
 *    admin (every thread shared with the staff, with unread counts) and as one volunteer, and with a
 *    search, p99 against a 200 ms target;
 *  - 50 clients (volunteers) waiting on the live stream (GET /api/v1/conversations/events, two
 *    server processes on one database, 25 streams each) while the admin answers each of them
 *    BENCH_LIVE_ROUNDS (default 4) times through the other process: the time from sending the
 *    answer to its event's arrival, p50/p99.
 *
 *   node --import tsx tests/bench/conversations.ts                                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx tests/bench/conversations.ts
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { buildApp } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { DEMO_PASSWORD, seedDemo } from "../../server/db/seed.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { REFERENCE_INBOX_PATH, registerReferenceInbox } from "./reference/conversations-inbox.ts";
import { benchDatabase, compare, printRows, type Row, runWhenMain } from "./shared.ts";

const env = process.env;
const THREADS = Number(env.BENCH_THREADS ?? 2000);
const CLIENTS = 50;
const LIVE_ROUNDS = Number(env.BENCH_LIVE_ROUNDS ?? 4);
const NO_LIMIT = { max: 0, windowMs: 1000 };

/** BENCH_THREADS volunteers, each with a question to the school and four more messages (set-based SQL). */
export async function seedThreads(
  database: Database,
  centerId: number,
  schoolId: number,
  adminId: number,
  hash: string,
) {
  await database.query(
    `INSERT INTO users (center_id, email, first_name, last_name, status, locale, encrypted_password, confirmed_at)
     SELECT $1, 'inbox-' || g || '@demo.test', 'Vrijwilliger', 'Nummer ' || g, 'active', 'nl', $2, now()
     FROM generate_series(0, ${THREADS - 1}) g`,
    [centerId, hash],
  );
  await database.execScript(`
    INSERT INTO roles (center_id, user_id, name) SELECT ${centerId}, id, 'volunteer' FROM users WHERE email LIKE 'inbox-%@demo.test';
    INSERT INTO vacancies (center_id, organization_id, title, status, published_at)
      SELECT ${centerId}, ${schoolId}, 'Inboxvacature ' || g, 'published', now() FROM generate_series(0, 49) g;
    CREATE TEMP TABLE inbox_vacancies AS SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM vacancies WHERE title LIKE 'Inboxvacature %';
    INSERT INTO conversations (center_id, subject, subject_type, organization_id, volunteer_id, vacancy_id, last_message_at, last_message_preview, created_at)
      SELECT ${centerId}, 'Inboxvacature ' || (u.rn % 50), 'question', ${schoolId}, u.id, v.id,
        now() - u.rn * interval '3 minutes', 'Tot dinsdag!', now() - u.rn * interval '3 minutes' - interval '1 day'
      FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM users WHERE email LIKE 'inbox-%@demo.test') u
      JOIN inbox_vacancies v ON v.rn = u.rn % 50;
    INSERT INTO messages (center_id, conversation_id, author_id, body, created_at)
      SELECT ${centerId}, c.id, CASE WHEN k % 2 = 0 THEN c.volunteer_id ELSE ${adminId} END,
        'Bericht ' || k || ' over ' || c.subject, c.created_at + k * interval '1 hour'
      FROM conversations c CROSS JOIN generate_series(0, 4) k WHERE c.subject_type = 'question' AND c.subject LIKE 'Inboxvacature %';
    INSERT INTO conversation_participants (center_id, conversation_id, user_id, last_read_at)
      SELECT ${centerId}, c.id, c.volunteer_id, c.last_message_at FROM conversations c WHERE c.subject LIKE 'Inboxvacature %';
    INSERT INTO conversation_participants (center_id, conversation_id, user_id, last_read_at)
      SELECT ${centerId}, c.id, ${adminId}, c.created_at + interval '2 hours' FROM conversations c WHERE c.subject LIKE 'Inboxvacature %';
    ANALYZE;
  `);
}

export async function main() {
  const { database, drop } = await benchDatabase("conversations");
  const t0 = Date.now();
  await migrate(database);
  await seedDemo(database, { passwordCost: 10 });
  const [center] = await database.query<{ id: number }>("SELECT id FROM centers WHERE key = 'demo'");
  const [admin] = await database.query<{ id: number; org: number }>(
    "SELECT u.id, r.organization_id AS org FROM users u JOIN roles r ON r.user_id = u.id AND r.name = 'admin' WHERE u.email = 'orgadmin@demo.test'",
  );
  await seedThreads(database, center!.id, admin!.org, admin!.id, await hashPassword(DEMO_PASSWORD, 4));
  const [count] = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM conversations WHERE center_id = $1",
    [center!.id],
  );
  console.log(`${database.kind}: ${count!.n} threads in the demo center in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const options = {
    database,
    web: false as const,
    rateLimits: { generalPerIp: NO_LIMIT, signInPerIp: NO_LIMIT, signInFailuresPerIp: NO_LIMIT },
  };
  const app = await buildApp(options);
  // The inbox as it was before session 12, measured beside today's in the same run.
  registerReferenceInbox(app);
  const second = await buildApp(options);
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  await second.listen({ port: 0, host: "127.0.0.1" });
  const signIn = async (email: string) => {
    const res = await app.inject({
      method: "POST",
      url: "/auth/sign_in",
      headers: { host: "demo.localhost" },
      payload: { email, password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign in failed: ${res.body}`);
    return {
      host: "demo.localhost",
      "access-token": String(res.headers["access-token"]),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
    };
  };

  const rows: Row[] = [];
  for (const [name, query, who] of [
    ["inbox staff (shared, 2000 threads)", "", "orgadmin@demo.test"],
    ["inbox staff unread", "?filter[unread]=true", "orgadmin@demo.test"],
    ["inbox staff search", "?filter[q]=nummer%2012", "orgadmin@demo.test"],
    ["inbox staff search in messages", "?filter[q]=bericht%203%20over", "orgadmin@demo.test"],
    ["inbox volunteer", "", "inbox-7@demo.test"],
  ] as const)
    rows.push(
      ...(await compare(name, [
        { label: "api", url: `${appUrl}/api/v1/conversations${query}`, headers: () => signIn(who) },
        { label: "ref", url: `${appUrl}${REFERENCE_INBOX_PATH}${query}`, headers: () => signIn(who) },
      ])),
    );
  printRows("conversations inbox (200 ms p99 target; ref = the list before session 12, same run)", rows);

  // 50 volunteers wait on the live stream, half on each process.
  const ports = [app, second].map((a) => (a.server.address() as AddressInfo).port);
  const threads = await database.query<{ id: number; email: string }>(
    `SELECT c.id, u.email FROM conversations c JOIN users u ON u.id = c.volunteer_id
     WHERE c.subject LIKE 'Inboxvacature %' ORDER BY c.id LIMIT ${CLIENTS}`,
  );
  const waiting = new Map<string, (at: number) => void>();
  // An event may arrive before the answer to the POST is read: keep when each one came.
  const seen = new Map<string, number>();
  const streams = await Promise.all(
    threads.map(
      async (th, i) =>
        new Promise<() => void>((resolve, reject) => {
          void signIn(th.email).then((headers) => {
            const req = httpRequest(
              {
                host: "127.0.0.1",
                port: ports[i % 2],
                path: "/api/v1/conversations/events",
                headers: { ...headers, accept: "text/event-stream" },
              },
              (res) => {
                res.setEncoding("utf8");
                res.on("data", (chunk: string) => {
                  for (const m of chunk.matchAll(/"message_id":"(\d+)"/g)) {
                    const at = performance.now();
                    seen.set(m[1]!, at);
                    waiting.get(m[1]!)?.(at);
                  }
                });
                resolve(() => req.destroy());
              },
            );
            req.on("error", reject);
            req.end();
          }, reject);
        }),
    ),
  );
  const adminHeaders = await signIn("orgadmin@demo.test");
  const latencies: number[] = [];
  const secondUrl = `http://127.0.0.1:${ports[1]}`;
  for (let round = 0; round < LIVE_ROUNDS; round++)
    for (const th of threads) {
      const sentAt = performance.now();
      let arrived!: (at: number) => void;
      const arrival = new Promise<number>((r) => (arrived = r));
      const res = await fetch(`${secondUrl}/api/v1/conversations/${th.id}/messages`, {
        method: "POST",
        headers: { ...adminHeaders, "content-type": "application/vnd.api+json" },
        body: JSON.stringify({ data: { type: "message", attributes: { body: `Antwoord ${round}` } } }),
      });
      for (const k of ["access-token", "client", "uid"] as const) {
        const v = res.headers.get(k);
        if (v) adminHeaders[k] = v;
      }
      const doc = (await res.json()) as { data?: { id: string } };
      if (!doc.data) throw new Error(`post failed: ${res.status}`);
      waiting.set(doc.data.id, arrived);
      const early = seen.get(doc.data.id);
      if (early !== undefined) arrived(early);
      const at = await Promise.race([arrival, new Promise<number>((r) => setTimeout(() => r(Number.NaN), 10_000))]);
      waiting.delete(doc.data.id);
      latencies.push(at - sentAt);
    }
  for (const close of streams) close();
  const ok = latencies.filter((l) => Number.isFinite(l)).sort((a, b) => a - b);
  const pct = (p: number) => ok[Math.min(ok.length - 1, Math.floor((p / 100) * ok.length))]?.toFixed(1) ?? "-";
  console.log(
    `\nlive messages (${database.kind}, ${CLIENTS} clients on 2 processes, ${latencies.length} answers sent through one of them): send to arrival p50 ${pct(50)} ms, p99 ${pct(99)} ms, lost ${latencies.length - ok.length}`,
  );
  await app.close();
  await second.close();
  await drop();
}

runWhenMain(import.meta.url, main);
