import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { centers, type Center } from "../../db/schema.ts";
import { createTestContext, type TestContext } from "../../testing/harness.ts";
import { CenterRegistry } from "../../tenancy.ts";
import { LogoSizes, logoSizeOf } from "./logoSize.ts";

// The seeded centers (migrated and seeded on PGlite and on PostgreSQL alike).
let t: TestContext;
let database: Database;
beforeAll(async () => {
  t = await createTestContext();
  database = t.database;
});
afterAll(() => t?.close());

/** logoSizeOf (a file read or a query per call), counting its calls by logo URL. */
function counting() {
  const calls: string[] = [];
  const sizes = new LogoSizes(async (db, center) => {
    calls.push(String(center.websiteLogoUrl));
    return logoSizeOf(db, center);
  });
  return { calls, sizes };
}

describe("the centers' logo sizes", () => {
  it("are measured on the first reload of the centers and not again on the next", async () => {
    const { calls, sizes } = counting();
    const registry = new CenterRegistry(database, sizes);
    await registry.reload();
    const all = registry.all();
    expect(all.length).toBeGreaterThan(1);
    expect(calls).toHaveLength(all.length);
    const demo = registry.byKey("demo")!;
    // public/tenants/demo/logo.svg, viewBox 0 0 64 64.
    expect(registry.logoSize(demo.id)).toEqual({ width: 64, height: 64 });

    await registry.reload();
    await registry.reload();
    expect(calls).toHaveLength(all.length);
    expect(registry.logoSize(demo.id)).toEqual({ width: 64, height: 64 });
  });

  it("measure a center again when its logo URL changed, and only that one", async () => {
    const { calls, sizes } = counting();
    const rows: Center[] = await database.unscoped((tx) => tx.select().from(centers));
    await sizes.update(database, rows);
    calls.length = 0;
    const demo = rows.find((c) => c.key === "demo")!;
    const elsewhere = rows.map((c) =>
      c.id === demo.id ? { ...c, websiteLogoUrl: "https://example.org/logo.png" } : c,
    );
    await sizes.update(database, elsewhere);
    expect(calls).toEqual(["https://example.org/logo.png"]);
    expect(sizes.get(demo.id)).toBeNull();

    // Back to the shipped logo: measured again (the URL changed once more), then kept.
    await sizes.update(database, rows);
    await sizes.update(database, rows);
    expect(calls).toEqual(["https://example.org/logo.png", "/tenants/demo/logo.svg"]);
    expect(sizes.get(demo.id)).toEqual({ width: 64, height: 64 });
  });

  it("forget a center that is gone", async () => {
    const { sizes } = counting();
    const rows: Center[] = await database.unscoped((tx) => tx.select().from(centers));
    await sizes.update(database, rows);
    const demo = rows.find((c) => c.key === "demo")!;
    await sizes.update(
      database,
      rows.filter((c) => c.id !== demo.id),
    );
    expect(sizes.get(demo.id)).toBeNull();
  });
});
