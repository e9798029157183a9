/**
 * Test harness: a real database per test file (in-memory PGlite, or a fresh PostgreSQL database
 * when DATABASE_URL is set), migrated and seeded with the demo, and the app driven through
 * fastify.inject. Never mocks our own server or database.
 */
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp, type AppOptions } from "../app.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { MIGRATIONS_DIR, migrate } from "../db/migrate.ts";
import { DEMO_PASSWORD, seedDemo } from "../db/seed.ts";
import type { StoredMail } from "../mail/mailer.ts";
import PgBoss from "pg-boss";
import { BOSS_SCHEMA, installMailQueue } from "../mail/queue.ts";

export const TEST_PASSWORD_COST = 4;

/**
 * A migrated and seeded PGlite cluster is dumped once to the temp directory (keyed by the
 * migrations and the seed sources) and every test file starts from that dump: creating a fresh
 * cluster (initdb) costs several seconds more than loading one.
 */
async function seededPglite(): Promise<Database> {
  const hash = createHash("sha256");
  for (const f of readdirSync(MIGRATIONS_DIR).sort()) hash.update(f).update(readFileSync(join(MIGRATIONS_DIR, f)));
  hash.update(readFileSync(new URL("../db/seed.ts", import.meta.url))).update(String(TEST_PASSWORD_COST));
  // The demo data and photos (whose keys come from their bytes) shape it as well.
  for (const f of ["../db/demo-data.ts", "../db/seed-images.ts", "../db/seed-address.ts"])
    hash.update(readFileSync(new URL(f, import.meta.url)));
  const photos = fileURLToPath(new URL("../db/demo-photos/", import.meta.url));
  for (const f of readdirSync(photos).sort()) hash.update(f).update(readFileSync(join(photos, f)));
  const logos = fileURLToPath(new URL("../db/demo-logos/", import.meta.url));
  for (const f of readdirSync(logos).sort()) hash.update(f).update(readFileSync(join(logos, f)));
  hash.update(readFileSync(new URL("../db/demo-logos.ts", import.meta.url)));
  // The domain modules' demo seeds (server/modules/<domain>/seed.ts) shape the dump too.
  const modules = fileURLToPath(new URL("../modules/", import.meta.url));
  for (const domain of readdirSync(modules).sort()) {
    const seed = join(modules, domain, "seed.ts");
    if (existsSync(seed)) hash.update(seed).update(readFileSync(seed));
  }
  // pg-boss's schema (its version is in the construction script); each app brings the mail queue's
  // settings and the grants up to date itself.
  hash.update(PgBoss.getConstructionPlans(BOSS_SCHEMA));
  const file = join(tmpdir(), `volunteerly-test-db-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(file)) {
    try {
      return await openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
    } catch {
      rmSync(file, { force: true });
    }
  }
  const database = await openDatabase();
  await migrate(database);
  await seedDemo(database, { passwordCost: TEST_PASSWORD_COST });
  // pg-boss's schema, the mail queue and the grants are part of the dump: each app only checks them.
  await installMailQueue(database);
  const dump = await (database.db as unknown as { dump: () => Promise<Blob> }).dump();
  // Dumps of older migrations or seeds are of no use any more, once nobody has written one for a
  // day: another checkout (a branch with other migrations) may be using its dump right now, and
  // deleting it would make that run build its own again for every file.
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const old of readdirSync(tmpdir()))
    if (/^volunteerly-test-db-[0-9a-f]{16}\.tar$/.test(old) && join(tmpdir(), old) !== file)
      try {
        if (statSync(join(tmpdir(), old)).mtimeMs < dayAgo) rmSync(join(tmpdir(), old), { force: true });
      } catch {
        // Removed by another run meanwhile.
      }
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return database;
}

export async function openTestDatabase(
  url = process.env.DATABASE_URL,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!url) {
    const database = await seededPglite();
    return { database, drop: () => database.close() };
  }
  const name = `volunteerly_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  return freshPostgresDatabase(url, name, 5);
}

/**
 * A new, empty PostgreSQL database `name` on the server of `url` (replacing one of that name), and
 * how to drop it again. Tests and benchmarks each get their own.
 */
export async function freshPostgresDatabase(
  url: string,
  name: string,
  poolSize: number,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { default: pg } = await import("pg");
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), poolSize });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export const host = (key: string) => `${key}.localhost`;

export interface Creds {
  "access-token": string;
  client: string;
  uid: string;
}

/** A signed-in client that keeps its credentials up to date from response headers, like the app does. */
export class Session {
  constructor(
    public creds: Creds,
    public readonly center: string,
  ) {}
  update(res: LightMyRequestResponse) {
    const t = res.headers["access-token"];
    if (typeof t === "string" && t) {
      this.creds = { "access-token": t, client: String(res.headers.client), uid: String(res.headers.uid) };
    }
  }
  get headers(): Record<string, string> {
    return { ...this.creds };
  }
}

export interface RequestOptions {
  as?: Session | null;
  center?: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  mailDir: string;
  clock: { offset: number };
  request(method: string, url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  signIn(email: string, center?: string, password?: string): Promise<Session>;
  /** Deliver queued mail, then return all captured mail. */
  mails(): Promise<StoredMail[]>;
  lastMailTo(email: string): Promise<StoredMail | undefined>;
  close(): Promise<void>;
}

export const centerOf = (email: string) => email.split("@")[1]!.replace(".test", "");

/** `databaseUrl`: a PostgreSQL server other than DATABASE_URL's (a test's own cluster). */
export async function createTestContext(options: Partial<AppOptions> = {}, databaseUrl?: string): Promise<TestContext> {
  const { database, drop } = await openTestDatabase(databaseUrl);
  await migrate(database);
  await seedDemo(database, { passwordCost: TEST_PASSWORD_COST });
  const mailDir = mkdtempSync(join(tmpdir(), "volunteerly-mail-"));
  const clock = { offset: 0 };
  const app = await buildApp({
    database,
    mail: { dir: mailDir },
    passwordCost: TEST_PASSWORD_COST,
    dev: true,
    web: false,
    now: () => Date.now() + clock.offset,
    rateLimits: {
      signInPerIp: { max: 100_000, windowMs: 60_000 },
      signInFailuresPerIp: { max: 100_000, windowMs: 60_000 },
      signInFailuresPerIpAndEmail: { max: 100_000, windowMs: 60_000 },
      signInFailuresPerEmail: { max: 100_000, windowMs: 60_000, maxDelayMs: 60_000 },
      passwordMailPerEmail: { max: 100_000, windowMs: 60_000 },
      passwordMailPerIpAndEmail: { max: 100_000, windowMs: 60_000 },
      passwordMailPerIp: { max: 100_000, windowMs: 60_000 },
      signupPerIp: { max: 100_000, windowMs: 60_000 },
      generalPerIp: { max: 0, windowMs: 60_000 },
    },
    ...options,
  });
  await app.ready();

  const request: TestContext["request"] = async (method, url, o = {}) => {
    const center = o.center ?? o.as?.center ?? "demo";
    const headers: Record<string, string> = { host: host(center), ...(o.as ? o.as.headers : {}), ...o.headers };
    const hasBody = o.body !== undefined;
    if (hasBody && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type"))
      headers["content-type"] = "application/vnd.api+json";
    const res = await app.inject({
      method: method as "GET",
      url,
      headers,
      ...(o.query ? { query: o.query } : {}),
      ...(hasBody
        ? { payload: typeof o.body === "string" || Buffer.isBuffer(o.body) ? o.body : JSON.stringify(o.body) }
        : {}),
    });
    o.as?.update(res);
    // Work the request left for after its answer (the password mail) is done before the test goes on.
    await app.services.background.idle();
    return res;
  };

  const mails = async () => {
    await app.services.background.idle();
    await app.services.mailWorker.flush();
    return app.services.mailer.list();
  };
  return {
    app,
    database,
    mailDir,
    clock,
    request,
    mails,
    async signIn(email, center = centerOf(email), password = DEMO_PASSWORD) {
      const c = center === "volunteerly" ? "demo" : center;
      const res = await request("POST", "/auth/sign_in", {
        center: c,
        body: { email, password },
        headers: { "content-type": "application/json" },
      });
      if (res.statusCode !== 200) throw new Error(`sign in ${email} at ${c}: ${res.statusCode} ${res.body}`);
      return new Session(
        {
          "access-token": String(res.headers["access-token"]),
          client: String(res.headers.client),
          uid: String(res.headers.uid),
        },
        c,
      );
    },
    async lastMailTo(email) {
      const all = await mails();
      return all.filter((m) => m.to === email).pop();
    },
    async close() {
      await app.close();
      await drop();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/** Parse a JSON body, failing the test with the raw text when it is not JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test documents are inspected loosely
export function json<T = any>(res: { statusCode: number; body: string }): T {
  try {
    return JSON.parse(res.body) as T;
  } catch {
    throw new Error(`not JSON (${res.statusCode}): ${res.body.slice(0, 300)}`);
  }
}
