/**
 * What the benchmarks share: their database and the autocannon driver.
 *
 * The benchmarks' database: PGlite in memory, or with DATABASE_URL a fresh PostgreSQL database
 * of its own (`volunteerly_bench_<name>_<pid>`), dropped afterwards.
 */
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client.ts";

export async function benchDatabase(name: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase();
    return { database, drop: () => database.close() };
  }
  const db = `volunteerly_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${db}`);
  await admin.query(`CREATE DATABASE ${db}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${db}`;
  const database = await openDatabase({ url: u.toString(), poolSize: 20 });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One autocannon run's figures. */
export interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Drive one URL with autocannon over loopback (BENCH_CONNECTIONS, default 10; BENCH_SECONDS, default 5). */
export async function drive(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const duration = Number(process.env.BENCH_SECONDS ?? 5);
  const result = await autocannon({ url, headers, connections, duration });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}
