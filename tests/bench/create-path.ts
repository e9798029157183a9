/**
 * The create path's cost (a script, not a test): applying (POST /api/v1/applications: the
 * application, its thread with the motivation, notifications, audit) and posting a message in a
 * thread (POST /api/v1/conversations/:id/messages), ROUNDS times each on the demo data, as
 *  - wall time per creation (median; depends on the machine's load),
 *  - CPU time of this process per creation (median; PGlite runs in this process, so that is the
 *    server's and the database's work together and hardly depends on the load),
 *  - the triggers' share: EXPLAIN ANALYZE of one INSERT INTO applications and one INSERT INTO
 *    messages (rolled back), each trigger's time.
 *
 *   node --import tsx tests/bench/create-path.ts                                       # PGlite
 *   BENCH_COMPARE=0047 node --import tsx tests/bench/create-path.ts                    # 0047's functions against the earlier ones
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<own db> node --import tsx tests/bench/create-path.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR } from "../../server/db/migrate.ts";
import { Fixtures } from "../../server/testing/fixtures.ts";
import { createTestContext, json, type Session } from "../../server/testing/harness.ts";
import { applicationBody, makeOrganization, makeVacancy, makeVolunteer } from "../api/support/applications.ts";
import { runWhenMain } from "./shared.ts";

/**
 * BENCH_PROFILE=1 on PostgreSQL: every statement's time, nested ones (triggers') included, from
 * auto_explain's notices (loaded per connection), summed per statement over the measured rounds.
 */
const PROFILE = process.env.BENCH_PROFILE === "1" && process.env.DATABASE_URL;
const profile = new Map<string, { n: number; ms: number }>();
let profiling = false;
if (PROFILE) {
  const { default: pg } = await import("pg");
  const connect = pg.Client.prototype.connect as (this: InstanceType<typeof pg.Client>, ...args: unknown[]) => unknown;
  pg.Client.prototype.connect = function (this: InstanceType<typeof pg.Client>, ...args: unknown[]) {
    this.on("notice", (msg: { message?: string }) => {
      const m = /^duration: ([\d.]+) ms\s+plan:\s*Query Text: ([\s\S]*?)\n(?:\S|\s{2,}\S)/.exec(msg.message ?? "");
      if (!m || !profiling) return;
      const key = m[2]!.replace(/\s+/g, " ").trim().slice(0, 140);
      const entry = profile.get(key) ?? { n: 0, ms: 0 };
      entry.n += 1;
      entry.ms += Number(m[1]);
      profile.set(key, entry);
    });
    return connect.apply(this, args);
  } as typeof pg.Client.prototype.connect;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
type Sample = { wall: number; cpu: number };
/** BENCH_COMPARE=0047 (a migration's number): its functions against their definitions before it. */
const COMPARE = process.env.BENCH_COMPARE;
const row = (name: string, xs: Sample[]) =>
  `${name.padEnd(32)} wall ${median(xs.map((x) => x.wall))
    .toFixed(1)
    .padStart(6)} ms   cpu ${median(xs.map((x) => x.cpu))
    .toFixed(1)
    .padStart(6)} ms (median of ${xs.length})`;

/**
 * The functions migration `number` replaces, as they were before it (their last earlier
 * definition) and as it defines them.
 */
function compareVariants(number: string) {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const chunks = (f: string) => readFileSync(`${MIGRATIONS_DIR}${f}`, "utf8").split("--> statement-breakpoint");
  const index = files.findIndex((f) => f.startsWith(`${number}_`));
  if (index < 0) throw new Error(`no migration ${number}`);
  const newest = files[index]!;
  const replaced = chunks(newest).filter((c) => /CREATE OR REPLACE FUNCTION/.test(c));
  const before = replaced.map((c) => {
    const name = /CREATE OR REPLACE FUNCTION (\w+)\(/.exec(c)![1]!;
    const pattern = new RegExp(`CREATE (OR REPLACE )?FUNCTION ${name}\\(`);
    const earlier = files
      .slice(0, index)
      .flatMap(chunks)
      .filter((x) => pattern.test(x))
      .at(-1);
    if (!earlier) throw new Error(`no earlier definition of ${name}`);
    return earlier.replace(/CREATE (OR REPLACE )?FUNCTION/, "CREATE OR REPLACE FUNCTION");
  });
  return [
    { name: "before", script: before.join(";\n") },
    { name: newest.replace(/_.*$/, ""), script: replaced.join(";\n") },
  ];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function main() {
  const t = await createTestContext();
  try {
    const fx = new Fixtures(t.database);
    const org = await makeOrganization(fx, "demo", "Basisschool De Bank");
    const vacancy = await makeVacancy(t, fx, "demo", org.orgId, { title: "Voorlezen op de bank" });
    const admin = await t.signIn(org.admin);
    const volunteers: Session[] = [];
    // Three for the answered threads, then one a round (an application per volunteer and vacancy).
    for (let i = 0; i < 3 + ROUNDS * (COMPARE ? 2 : 1); i++)
      volunteers.push(await t.signIn((await makeVolunteer(t, fx, "demo")).email));

    const measure = async (run: () => Promise<void>): Promise<Sample> => {
      const cpu = process.cpuUsage();
      const start = performance.now();
      await run();
      const wall = performance.now() - start;
      const used = process.cpuUsage(cpu);
      return { wall, cpu: (used.user + used.system) / 1000 };
    };
    const printProfile = (label: string, rounds: number) => {
      if (!PROFILE) return;
      console.log(`\n${label}: statements by total time (ms per creation, calls per creation)`);
      const top = [...profile.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25);
      for (const [text, { n, ms }] of top)
        console.log(`  ${(ms / rounds).toFixed(2).padStart(7)}  ${(n / rounds).toFixed(1).padStart(4)}x  ${text}`);
      profile.clear();
    };
    // Threads answered already (the common case: no first answer to record).
    const threads: string[] = [];
    const applyAs = async (as: Session) => {
      const res = await t.request("POST", "/api/v1/applications?include=conversation", {
        as,
        body: applicationBody(vacancy),
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return json(res).data.relationships.conversation.data.id as string;
    };
    const post = async (as: Session, thread: string, body: string) => {
      const res = await t.request("POST", `/api/v1/conversations/${thread}/messages`, {
        as,
        body: { data: { type: "message", attributes: { body } } },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
    };
    for (const as of volunteers.slice(0, 3)) {
      const thread = await applyAs(as);
      await post(admin, thread, "Welkom!");
      threads.push(thread);
    }
    // Rounds alternate between the variants (the database functions before and after this
    // migration BENCH_COMPARE names), so that both meet the same load and data.
    const variants = COMPARE ? compareVariants(COMPARE) : [{ name: "now", script: "" }];
    const results = variants.map(() => ({ applications: [] as Sample[], messages: [] as Sample[] }));
    for (let i = 0; i < ROUNDS * variants.length; i++) {
      const v = i % variants.length;
      if (variants[v]!.script) await t.database.execScript(variants[v]!.script);
      profiling = variants.length === 1;
      results[v]!.applications.push(await measure(async () => void (await applyAs(volunteers[3 + i]!))));
      // The organization answers, the volunteer writes back: both directions.
      const k = i % threads.length;
      results[v]!.messages.push(
        await measure(() => post(i % 2 ? volunteers[k]! : admin, threads[k]!, `Bericht ${i}: tot dinsdag!`)),
      );
      profiling = false;
    }
    printProfile("POST application + POST message", ROUNDS);
    console.log(
      `\ndatabase: ${t.database.kind}, load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(" ")}`,
    );
    for (const [v, variant] of variants.entries()) {
      console.log(row(`${variant.name}: POST application`, results[v]!.applications));
      console.log(row(`${variant.name}: POST message`, results[v]!.messages));
    }

    // The triggers of one insert each, rolled back.
    const [center] = await t.database.query<{ id: number }>("SELECT id FROM centers WHERE key = 'demo'");
    const [thread] = await t.database.query<{ id: number }>("SELECT id FROM conversations WHERE id = $1", [
      Number(threads[0]),
    ]);
    const extra = await makeVolunteer(t, fx, "demo");
    const explain = async (label: string, statement: string) => {
      let plan: string[] = [];
      await t.database
        .tenant(Number(center!.id), async (tx) => {
          const rows = (await tx.execute(sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`))) as unknown as
            { rows: Record<string, string>[] } | Record<string, string>[];
          const list = Array.isArray(rows) ? rows : rows.rows;
          plan = list.map((r) => Object.values(r)[0]!);
          throw new Error("rollback");
        })
        .catch((e: unknown) => {
          if (!(e instanceof Error) || e.message !== "rollback") throw e;
        });
      console.log(`\n${label}`);
      for (const line of plan) if (/Trigger|Execution Time|Planning Time/.test(line)) console.log(`  ${line.trim()}`);
    };
    await explain(
      "INSERT INTO applications",
      `INSERT INTO applications (center_id, vacancy_id, user_id, motivation, status, status_changed_at)
       VALUES (${center!.id}, ${vacancy}, ${extra.id}, 'Graag!', 'new', now())`,
    );
    await explain(
      "INSERT INTO messages (the organization answers)",
      `INSERT INTO messages (center_id, conversation_id, author_id, body) VALUES (${center!.id}, ${thread!.id}, ${org.adminId}, 'Welkom!')`,
    );
  } finally {
    await t.close();
  }
}

runWhenMain(import.meta.url, main);
