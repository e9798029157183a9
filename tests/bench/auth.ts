/**
 * Benchmark (a script, not a test): does the time of a sign-in or a password-mail answer tell
 * whether an address has an account? Median answer times over loopback HTTP, at the production
 * password cost (scrypt logN 15), for known and unknown addresses, taken in alternation.
 *
 *   BENCH_SUITE=auth npm run bench
 *   node --import tsx tests/bench/auth.ts        # PGlite in memory; DATABASE_URL for PostgreSQL
 *
 * BENCH_SAMPLES (default 21) requests per path. Work the password mail leaves for after its answer
 * is waited for between requests, outside the measured time (it would otherwise slow whichever
 * request comes next).
 */
import { loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import { buildApp, DEFAULT_LIMITS } from "../../server/app.ts";
import type { RateLimits } from "../../server/context.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { migrate } from "../../server/db/migrate.ts";
import { DEMO_PASSWORD, seedDemo } from "../../server/db/seed.ts";
import { benchDatabase, runWhenMain } from "./shared.ts";

const SAMPLES = Math.max(3, Number(process.env.BENCH_SAMPLES ?? 21));
const COST = 15;

const CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
parentPort.on("message", async ({ id, path, body }) => {
  const start = performance.now();
  const res = await fetch(workerData.base + path, {
    method: "POST",
    headers: { "content-type": "application/json" }, // 127.0.0.1: the default center (demo)
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  parentPort.postMessage({ id, ms: performance.now() - start, status: res.status });
});
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function main() {
  const { database, drop } = await benchDatabase("auth");
  await migrate(database);
  await seedDemo(database, { passwordCost: COST });
  const noLimit = { max: Number.MAX_SAFE_INTEGER, windowMs: 1000 };
  const rateLimits = Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([k, v]) => [k, { ...v, ...noLimit }]),
  ) as unknown as RateLimits;
  const app = await buildApp({ database, web: false, passwordCost: COST, rateLimits });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  let stop = async () => 0;
  try {
    // An account of another center with a production hash, and one without a password (invited).
    const hash = await hashPassword(DEMO_PASSWORD, COST);
    await database.query(
      `update users set encrypted_password = null, status = 'invited', confirmed_at = null where email = 'member@heuvelrug.test'`,
    );
    await database.query(`update users set encrypted_password = $1 where email = 'volunteer@rijnstad.test'`, [hash]);
    let n = 0;
    // The client runs in a worker thread: on the server's event loop it would read each answer only
    // after the work the server does once the answer has left, which a real client does not wait for.
    const client = new Worker(CLIENT, { eval: true, workerData: { base } });
    const pending = new Map<number, (r: { ms: number; status: number }) => void>();
    client.on("message", (m: { id: number; ms: number; status: number }) => pending.get(m.id)?.(m));
    let ids = 0;
    const post = async (path: string, body: unknown) => {
      const id = ids++;
      const answer = new Promise<{ ms: number; status: number }>((resolve) => pending.set(id, resolve));
      client.postMessage({ id, path, body });
      const result = await answer;
      pending.delete(id);
      await app.services.background.idle();
      return result;
    };
    stop = () => client.terminate();
    const signIn = (email: string) => post("/auth/sign_in", { email, password: "Verkeerd-Wachtwoord-1" });
    const paths: Record<string, () => Promise<{ ms: number; status: number }>> = {
      "sign-in, known address, wrong password": () => signIn("volunteer@demo.test"),
      "sign-in, unknown address": () => signIn(`nobody-${n++}@demo.test`),
      "sign-in, account of another center": () => signIn("volunteer@rijnstad.test"),
      "sign-in, account without a password": () => signIn("member@heuvelrug.test"),
      "password mail, known address": () => post("/auth/password", { email: "volunteer@demo.test" }),
      "password mail, unknown address": () => post("/auth/password", { email: `nobody-${n++}@demo.test` }),
    };
    for (const call of Object.values(paths)) await call(); // warm up
    const times: Record<string, number[]> = {};
    const statuses: Record<string, Set<number>> = {};
    for (let i = 0; i < SAMPLES; i++)
      for (const [name, call] of Object.entries(paths)) {
        const { ms, status } = await call();
        (times[name] ??= []).push(ms);
        (statuses[name] ??= new Set()).add(status);
      }
    const load = loadavg()
      .map((x) => x.toFixed(2))
      .join(" ");
    console.log(
      `\n${database.kind}: answer times, median of ${SAMPLES} requests per path, scrypt logN ${COST}, loopback (load average ${load})\n`,
    );
    const width = Math.max(...Object.keys(paths).map((k) => k.length)) + 2;
    console.log(`${"path".padEnd(width)} ${"median ms".padStart(10)} ${"min ms".padStart(8)} ${"status".padStart(8)}`);
    for (const [name, xs] of Object.entries(times))
      console.log(
        `${name.padEnd(width)} ${median(xs).toFixed(1).padStart(10)} ${Math.min(...xs)
          .toFixed(1)
          .padStart(8)} ${[...statuses[name]!].join(",").padStart(8)}`,
      );
    const ratio = (a: string, b: string) => (median(times[a]!) / median(times[b]!)).toFixed(2);
    console.log(
      `\nunknown / known: sign-in ${ratio("sign-in, unknown address", "sign-in, known address, wrong password")}, password mail ${ratio("password mail, unknown address", "password mail, known address")}`,
    );
  } finally {
    await stop();
    await app.close();
    await drop();
  }
}

runWhenMain(import.meta.url, main);
