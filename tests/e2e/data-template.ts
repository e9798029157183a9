/**
 * The e2e servers' database, migrated and seeded once per snapshot: `<snapshot>/e2e-data-template`
 * (PGlite's folder and the demo's uploads, as server/main.ts lays out a DATA_DIR). Each server of
 * the run (both shards, operations.spec's second server) starts from a copy of it (see `freshData`)
 * instead of migrating and seeding anew: 32 s of a boot against 6 s from a seeded folder, measured
 * on the 2-core machine. Uses the snapshot's own server code, so the data fits that build.
 * Usage: node --import tsx tests/e2e/data-template.ts <snapshot folder>
 *        node --import tsx tests/e2e/data-template.ts --fresh <snapshot folder> <DATA_DIR>
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { openDatabase } from "../../server/db/client.ts";
import type { migrate } from "../../server/db/migrate.ts";
import type { seedDemo } from "../../server/db/seed.ts";

export const DATA_TEMPLATE = "e2e-data-template";

/** A server's DATA_DIR in `snapshot` as a copy of the template (or empty without one: the server seeds it). */
export function freshData(snapshot: string, dataDir: string): void {
  const target = resolve(snapshot, dataDir);
  rmSync(target, { recursive: true, force: true });
  const template = resolve(snapshot, DATA_TEMPLATE);
  if (existsSync(join(template, "ready"))) cpSync(template, target, { recursive: true });
}

/** Migrates and seeds the template of `snapshot` with the snapshot's own server code. */
async function seedTemplate(snapshot: string): Promise<void> {
  if (!existsSync(join(snapshot, "server", "main.ts"))) throw new Error("data-template.ts: give the snapshot's folder");
  const own = (path: string) => import(pathToFileURL(join(snapshot, path)).href);
  const { openDatabase: open } = (await own("server/db/client.ts")) as { openDatabase: typeof openDatabase };
  const { migrate: migrateAll } = (await own("server/db/migrate.ts")) as { migrate: typeof migrate };
  const { seedDemo: seed } = (await own("server/db/seed.ts")) as { seedDemo: typeof seedDemo };
  const dir = join(snapshot, DATA_TEMPLATE);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const database = await open({ dataDir: join(dir, "pglite") });
  await migrateAll(database);
  await seed(database, { uploadsDir: join(dir, "uploads") });
  await database.close();
  // Complete: a copy of a half-written template would be a broken database.
  writeFileSync(join(dir, "ready"), "");
  console.log(`=== e2e data: migrated and seeded once in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  // `--fresh <snapshot> <DATA_DIR>`: the server's folder as a copy (the e2e webServer, before it starts).
  const [first, snapshot, dataDir] = process.argv.slice(2);
  if (first === "--fresh" && snapshot && dataDir) freshData(resolve(snapshot), dataDir);
  else if (first) await seedTemplate(resolve(first));
  else throw new Error("data-template.ts: give the snapshot's folder");
}
