/**
 * Hot list statements, built by Drizzle once per shape instead of on every request.
 *
 * A caller builds its conditions with `Binder.bind(value)` (a placeholder, never the value), and
 * keys the statement by everything that changes its text (which filters, which sort, which
 * includes). The first request of a shape has Drizzle build the SQL text; later ones only fill in
 * the values. Every parameter of a compiled statement must be a placeholder: a literal value would
 * be frozen into the cached statement, so compile() refuses one.
 *
 * The rows come straight from the driver, so the select lists alias each column to its Drizzle
 * key (`aliased`) and only column types the drivers return as Drizzle does are allowed.
 */
import { createHash } from "node:crypto";
import { getTableColumns, is, Placeholder, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Statement, Tx } from "../db/client.ts";

/** Collects the values of one request's placeholders, in binding order. */
export class Binder {
  readonly values: Record<string, unknown> = {};
  private n = 0;
  bind(value: unknown): Placeholder {
    const name = `p${this.n++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }
}

export interface Compiled extends Statement {
  /** Placeholder names in parameter order ($1, $2, ...). */
  params: string[];
}

const cache = new Map<string, Compiled>();

/** The statement of a shape: built (by `build`) the first time the key is seen. */
export function compiled(key: string, build: () => { sql: string; params: unknown[] }): Compiled {
  let c = cache.get(key);
  if (!c) {
    const q = build();
    const params = q.params.map((p, i) => {
      if (!is(p, Placeholder)) throw new Error(`Statement ${key}: parameter $${i + 1} is not a placeholder`);
      return (p as Placeholder).name as string;
    });
    const name = `v_${createHash("sha256").update(q.sql).digest("hex").slice(0, 24)}`;
    c = { name, text: q.sql, params };
    if (cache.size > 500) cache.clear();
    cache.set(key, c);
  }
  return c;
}

/** Extends a compiled statement's text (e.g. wraps it); the extra placeholders follow its own. */
export function extended(key: string, base: Compiled, wrap: (text: string, next: number) => string, extra: string[]) {
  let c = cache.get(key);
  if (!c) {
    const text = wrap(base.text, base.params.length + 1);
    c = {
      name: `v_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`,
      text,
      params: [...base.params, ...extra],
    };
    cache.set(key, c);
  }
  return c;
}

export function run<T>(database: Database, tx: Tx, c: Compiled, values: Record<string, unknown>): Promise<T[]> {
  return database.run<T>(
    tx,
    c,
    c.params.map((name) => {
      if (!(name in values)) throw new Error(`Statement ${c.name}: no value for ${name}`);
      return values[name];
    }),
  );
}

/** Column types both drivers return exactly as Drizzle maps them (no further mapping needed). */
const DIRECT = new Set([
  "PgBigInt53",
  "PgText",
  "PgTimestamp",
  "PgBoolean",
  "PgInteger",
  "PgJsonb",
  "PgDoublePrecision",
]);

function direct(col: Column): boolean {
  if (col.columnType === "PgTimestamp") return (col as unknown as { mode?: string }).mode !== "string";
  if (col.columnType === "PgArray")
    return (col as unknown as { baseColumn: Column }).baseColumn.columnType === "PgText";
  return DIRECT.has(col.columnType);
}

/** Every column of the table, aliased to its Drizzle key (`"center_id" as "centerId"`). */
export function aliased<T extends PgTable>(table: T): Record<string, SQL.Aliased> {
  const out: Record<string, SQL.Aliased> = {};
  for (const [key, col] of Object.entries(getTableColumns(table))) {
    if (!direct(col)) throw new Error(`Column ${col.name} (${col.columnType}) needs Drizzle's mapping`);
    out[key] = sql`${col}`.as(key);
  }
  return out;
}

/**
 * `json_build_object('key', alias."column", ...)` for some columns of a table, and the mapper
 * back (timestamps arrive as ISO strings inside JSON).
 */
export function jsonObject<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  table: T,
  alias: string,
  keys: readonly K[],
): { sql: string; map: (o: Record<string, unknown>) => Record<K, unknown> } {
  const columns = getTableColumns(table) as Record<string, Column>;
  const parts: string[] = [];
  const dates: string[] = [];
  for (const key of keys) {
    const col = columns[key]!;
    if (!direct(col)) throw new Error(`Column ${col.name} (${col.columnType}) needs Drizzle's mapping`);
    parts.push(`'${key}', ${alias}."${col.name}"`);
    if (col.columnType === "PgTimestamp") dates.push(key);
  }
  return {
    sql: `json_build_object(${parts.join(", ")})`,
    map: (o) => {
      for (const d of dates) {
        const v = o[d];
        if (typeof v === "string") o[d] = new Date(v);
      }
      return o as Record<K, unknown>;
    },
  };
}
