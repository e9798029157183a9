/**
 * What the benchmarks share: their database and the autocannon driver.
 *
 * The benchmarks' database: PGlite in memory, or with DATABASE_URL a fresh PostgreSQL database
 * of its own (`volunteerly_bench_<name>_<pid>`), dropped afterwards.
 */
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { freshPostgresDatabase } from "../../server/testing/harness.ts";

export async function benchDatabase(name: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase();
    return { database, drop: () => database.close() };
  }
  return freshPostgresDatabase(url, `volunteerly_bench_${name}_${process.pid}`, 20);
}

/** One autocannon run's figures. */
export interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const settings = () => ({
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  rounds: Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3)),
});

/**
 * Drive one URL with autocannon over loopback (BENCH_CONNECTIONS, default 10; BENCH_SECONDS,
 * default 5). The load generator runs in a worker thread: on the server's own event loop its
 * sending and its bookkeeping of every answer would wait behind the server's work (and the
 * server's behind its), which added to every latency measured.
 */
export async function drive(
  name: string,
  url: string,
  headers: Record<string, string>,
  seconds = settings().seconds,
): Promise<Row> {
  const result = await autocannon({ url, headers, connections: settings().connections, duration: seconds, workers: 1 });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The median run of several (by req/s), with the median p50 and p99 of all of them. */
function medianRow(name: string, runs: Row[]): Row {
  return {
    name,
    reqPerSec: Math.round(median(runs.map((r) => r.reqPerSec))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

export interface Target {
  /** The row's label before the scenario's name, e.g. "api" or "bare". */
  label: string;
  url: string;
  /** Called before every run (an API run may need a fresh sign-in: tokens rotate). */
  headers: () => Record<string, string> | Promise<Record<string, string>>;
  /** Called before every run of this target (e.g. to switch a cache on or off). */
  before?: () => void;
}

/**
 * Several ways to answer the same scenario (the API, the bare route), fairly on a shared machine:
 * a short warm-up of each (discarded), then BENCH_ROUNDS (default 3) rounds in rotating order, so
 * drift in the machine's load (other processes, garbage collection, autovacuum) falls on all of
 * them alike. One row per target, with the medians.
 */
export async function compare(name: string, targets: Target[]): Promise<Row[]> {
  const { rounds } = settings();
  const runOf = async (target: Target, seconds?: number) => {
    target.before?.();
    return drive(name, target.url, await target.headers(), seconds);
  };
  for (const target of targets) await runOf(target, 1);
  const runs: Row[][] = targets.map(() => []);
  for (let i = 0; i < rounds; i++)
    for (let k = 0; k < targets.length; k++) {
      const j = (i + k) % targets.length;
      runs[j]!.push(await runOf(targets[j]!));
    }
  return targets.map((t, j) => medianRow(`${t.label} ${name}`, runs[j]!));
}

/** The figures as a table, with the run settings and the machine's load in the heading. */
export function printRows(title: string, rows: Row[]) {
  const { connections, seconds, rounds } = settings();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  console.log(
    `\n${title}, autocannon: ${connections} connections, median of ${rounds} runs of ${seconds} s, loopback (load average ${load})\n`,
  );
  const width = Math.max(8, ...rows.map((r) => r.name.length)) + 2;
  console.log(
    `${"scenario".padEnd(width)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(8)}`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(width)} ${String(r.reqPerSec).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(8)}`,
    );
}

/** Run a benchmark's `main` when its file is started directly (`node --import tsx tests/bench/x.ts`). */
export function runWhenMain(moduleUrl: string, main: () => Promise<void>) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
