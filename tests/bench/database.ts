/**
 * The benchmarks' database: PGlite in memory, or with DATABASE_URL a fresh PostgreSQL database
 * of its own (`volunteerly_bench_<name>_<pid>`), dropped afterwards.
 */
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
