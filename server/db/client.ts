/**
 * Database access: embedded PGlite (default, on disk or in memory) or PostgreSQL (DATABASE_URL).
 *
 * Request code runs in `tenant(centerId, fn)`: one transaction that switches to the
 * `volunteerly_app` role (no BYPASSRLS) and sets `app.center_id`, so row-level security applies
 * on top of the application's own center filters. `system(fn)` runs as the connecting owner
 * role, for migrations, the seed and the mail worker only.
 */
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PoolClient } from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Run a multi-statement SQL script without parameters (migrations). */
  execScript(script: string): Promise<void>;
  /** Rows of a parameterized query, as the owner role (no RLS). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * `readOnly`: the transaction refuses every write. On PostgreSQL (BEGIN READ ONLY) the result
   * also does not wait for the COMMIT (there is nothing to make durable); the connection goes
   * back to the pool once it is through.
   */
  tenant<T>(centerId: number, fn: (tx: Tx) => Promise<T>, readOnly?: boolean): Promise<T>;
  /** The application role without any center: row-level security hides every tenant row. */
  unscoped<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  system<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: open a request's tenant transaction and run the credential check
   * (`auth_session()`) in the same round trip. The caller owns the returned transaction and
   * must `finish` it.
   */
  beginWithSession?(
    centerId: number,
    args: { client: string; uid: string; hash: string },
    readOnly?: boolean,
    /** Generic plans for the transaction's prepared statements (perf/plans.ts). */
    genericPlans?: boolean,
  ): Promise<{ held: HeldTransaction; session: unknown }>;
  /**
   * Rows (column names as keys, the driver's own types) of a statement whose text is fixed, in the
   * given transaction. PostgreSQL keeps it prepared on each connection under `statement.name`
   * (parsed and planned once per connection, not per request).
   */
  run<T = Record<string, unknown>>(tx: Tx, statement: Statement, values: unknown[]): Promise<T[]>;
  /** One connection holding the migration lock (PostgreSQL) for the whole callback. */
  exclusive<T>(fn: (conn: Pick<Database, "execScript" | "query">) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL: told when a pooled connection fails (a server restart, the network); the app logs it. */
  onConnectionError?: (err: Error) => void;
  /**
   * LISTEN on `channel` (NOTIFY payloads, delivered after the sender's commit). PostgreSQL: one
   * dedicated connection per call, outside the pool, so every server process hears every NOTIFY;
   * PGlite: its own listen/notify. Resolves to a function that stops listening.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export const APP_ROLE = "volunteerly_app";

/** A statement with fixed text; `name` must be unique per text (e.g. derived from a hash of it). */
export interface Statement {
  name: string;
  text: string;
}

/** The driver connection (pg client, PGlite transaction) under a Drizzle transaction. */
export const driverOf = (tx: Tx) => (tx._.session as unknown as { client: unknown }).client;

/** An open tenant transaction on one pooled connection (PostgreSQL). */
export interface HeldTransaction {
  tx: Tx;
  /** True once committed or rolled back (the connection is back in the pool). */
  readonly done: boolean;
  /** BEGIN READ ONLY (GET requests): PostgreSQL refuses any write in it. */
  readonly readOnly: boolean;
  finish(commit: boolean): Promise<void>;
}

/** A string as an SQL expression that cannot break out of its literal: hex, decoded by the server. */
const hexText = (v: string) => `convert_from(decode('${Buffer.from(v, "utf8").toString("hex")}', 'hex'), 'UTF8')`;

export interface DatabaseOptions {
  /** postgres://... selects PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omit for in-memory. */
  dataDir?: string | undefined;
  /** PGlite: start from a dump (dumpDataDir) instead of an empty cluster. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

function wrap(
  kind: Database["kind"],
  db: Db,
  execScript: Database["execScript"],
  query: Database["query"],
  exclusive: Database["exclusive"],
  close: () => Promise<void>,
  run: Database["run"],
  fastTenant?: Database["tenant"],
): Database {
  const tenant =
    fastTenant ??
    (<T>(centerId: number, fn: (tx: Tx) => Promise<T>, readOnly = false) =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('role', ${APP_ROLE}, true), set_config('app.center_id', ${String(centerId)}, true)${sql.raw(readOnly ? ", set_config('transaction_read_only', 'on', true)" : "")}`,
        );
        return fn(tx);
      }));
  const unscoped = <T>(fn: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
      return fn(tx);
    });
  const system = <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn);
  return { kind, db, execScript, query, tenant, unscoped, system, run, exclusive, close };
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // bigint ids fit in a JS number; keep timestamps as Date (default).
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // An unreachable server fails the request (503) instead of holding it without end.
      connectionTimeoutMillis: 10_000,
    });
    // A server restart or a dropped connection: pg emits 'error' on the client and on the pool.
    // Without a listener Node treats that as an uncaught exception and the process exits. The pool
    // drops idle clients that fail by itself; a checked-out client (a request's held transaction,
    // the mail worker, pg-boss's statements) gets a listener of its own for its whole life, so the
    // error reaches only the query that was using it (the request answers 503, see
    // http/errors.ts) and the broken client is discarded when released (pg-pool never reuses a
    // client that is no longer queryable).
    const onConnectionError = (err: Error) => wrapped.onConnectionError?.(err);
    pool.on("error", onConnectionError);
    pool.on("connect", (client) => {
      client.on("error", onConnectionError);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    // One round trip for BEGIN and the tenant settings (the center id is an integer, so inlining
    // it in the simple-protocol statement is safe); a Drizzle instance per pooled connection.
    const perConnection = new WeakMap<object, Db>();
    // Nothing to make durable: the answer need not wait for the end of a read-only transaction.
    // The connection goes back to the pool once it is through (or is dropped if that failed).
    const endReadOnly = (conn: PoolClient, end: "COMMIT" | "ROLLBACK") => {
      conn.query(end).then(
        () => conn.release(),
        (err: unknown) => conn.release(err as Error),
      );
    };
    const scopedFor = (conn: PoolClient) => {
      let scoped = perConnection.get(conn);
      if (!scoped) {
        scoped = drizzle(conn, { schema }) as unknown as Db;
        perConnection.set(conn, scoped);
      }
      return scoped as unknown as Tx;
    };
    const fastTenant = async <T>(centerId: number, fn: (tx: Tx) => Promise<T>, readOnly = false): Promise<T> => {
      const id = Number(centerId);
      if (!Number.isSafeInteger(id)) throw new Error("invalid center id");
      const conn = await pool.connect();
      let ok = false;
      let broken: Error | undefined;
      try {
        await conn.query(
          `BEGIN${readOnly ? " READ ONLY" : ""}; SELECT set_config('role', '${APP_ROLE}', true), set_config('app.center_id', '${id}', true)`,
        );
        const result = await fn(scopedFor(conn));
        if (!readOnly) await conn.query("COMMIT");
        ok = true;
        if (readOnly) endReadOnly(conn, "COMMIT");
        return result;
      } finally {
        if (!ok)
          await conn.query("ROLLBACK").catch((err: unknown) => {
            broken = err as Error;
          });
        // A connection that could not even roll back is dropped, not pooled.
        if (!ok || !readOnly) conn.release(broken);
      }
    };
    // BEGIN, the tenant settings and the credential check in one simple-protocol round trip. The
    // user-controlled strings are sent hex-encoded (only [0-9a-f] inside the literal).
    const beginWithSession: NonNullable<Database["beginWithSession"]> = async (
      centerId,
      args,
      readOnly = false,
      genericPlans = false,
    ) => {
      const id = Number(centerId);
      if (!Number.isSafeInteger(id)) throw new Error("invalid center id");
      const conn = await pool.connect();
      let done = false;
      const held: HeldTransaction = {
        tx: scopedFor(conn),
        readOnly,
        get done() {
          return done;
        },
        async finish(commit) {
          if (done) return;
          done = true;
          if (readOnly) {
            endReadOnly(conn, commit ? "COMMIT" : "ROLLBACK");
            return;
          }
          try {
            await conn.query(commit ? "COMMIT" : "ROLLBACK");
          } catch (err) {
            conn.release(err as Error);
            if (commit) throw err;
            return;
          }
          conn.release();
        },
      };
      try {
        const results = (await conn.query(
          `BEGIN${readOnly ? " READ ONLY" : ""}; SELECT set_config('role', '${APP_ROLE}', true), set_config('app.center_id', '${id}', true)` +
            `${genericPlans ? ", set_config('plan_cache_mode', 'force_generic_plan', true)" : ""}; ` +
            `SELECT auth_session(${id}, ${hexText(args.client)}, ${hexText(args.uid)}, ${hexText(args.hash)}) AS s`,
        )) as unknown as { rows: { s: unknown }[] }[];
        return { held, session: results[2]?.rows[0]?.s ?? null };
      } catch (err) {
        await held.finish(false);
        throw err;
      }
    };
    const wrapped = wrap(
      "postgres",
      db,
      async (script) => {
        await pool.query(script);
      },
      async (text, params) => (await pool.query(text, params as unknown[])).rows,
      async (fn) => {
        const conn = await pool.connect();
        try {
          await conn.query("SELECT pg_advisory_lock(727001)");
          try {
            return await fn({
              execScript: async (script) => {
                await conn.query(script);
              },
              query: async (text, params) => (await conn.query(text, params as unknown[])).rows,
            });
          } finally {
            await conn.query("SELECT pg_advisory_unlock(727001)");
          }
        } finally {
          conn.release();
        }
      },
      async () => {
        await pool.end();
      },
      async <T>(tx: Tx, statement: Statement, values: unknown[]) => {
        const conn = driverOf(tx) as PoolClient;
        const res = await conn.query({ name: statement.name, text: statement.text, values });
        return res.rows as T[];
      },
      fastTenant,
    );
    wrapped.beginWithSession = beginWithSession;
    wrapped.listen = async (channel, onPayload) => {
      const client = new pg.Client({ connectionString: options.url });
      client.on("error", onConnectionError);
      client.on("notification", (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, "")}"`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    };
    return wrapped;
  }
  const { PGlite, types } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await PGlite.create({
    extensions: { unaccent, pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [types.INT8]: (v: string) => Number(v) },
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  const execScript = async (script: string) => {
    await client.exec(script);
  };
  (db as unknown as { dump?: () => Promise<Blob> }).dump = () => client.dumpDataDir("none");
  const query = async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params as unknown[])).rows;
  const pglite = wrap(
    "pglite",
    db,
    execScript,
    query,
    (fn) => fn({ execScript, query }),
    async () => {
      await client.close();
    },
    async <T>(tx: Tx, statement: Statement, values: unknown[]) => {
      const conn = driverOf(tx) as Pick<typeof client, "query">;
      return (await conn.query<T>(statement.text, values)).rows;
    },
  );
  pglite.listen = async (channel, onPayload) => client.listen(channel, onPayload);
  return pglite;
}

/** Rows of `tx.execute(sql)` for both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
