/** Our own migrator: runs migrations/*.sql in order, once, for PGlite and PostgreSQL alike. */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "./client.ts";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  // On PostgreSQL a second process starting at the same time waits on the lock, then finds nothing to do.
  return database.exclusive(async (conn) => {
    await conn.execScript(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set((await conn.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const body = readFileSync(`${dir}${file}`, "utf8").replaceAll("--> statement-breakpoint", "");
      const escaped = file.replaceAll("'", "''");
      await conn.execScript(`BEGIN;\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`);
      applied.push(file);
    }
    return applied;
  });
}
