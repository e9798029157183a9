/** Tenancy: host resolution, untrusted headers, cross-center ids, and row-level security in the database. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { rowsOf, type Tx } from "@server/db/client.ts";
import { inTenant } from "@server/context.ts";
import * as schema from "@server/db/schema.ts";
import { DEMO_PASSWORD } from "@server/db/seed.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
});
afterAll(async () => {
  await t?.close();
});

describe("row-level security", () => {
  const tenantTables = [
    "organizations",
    "addresses",
    "organization_profiles",
    "vacancies",
    "users",
    "roles",
    "auth_tokens",
    "user_tokens",
    "audit_log",
    "feedback",
  ];

  it("shows nothing of any tenant table to the application role without a center setting", async () => {
    // Make sure every table has rows to hide.
    const s = await t.signIn("admin@demo.test");
    await t.request("POST", "/api/v1/feedback", { body: { message: "hallo" } });
    await t.request("POST", "/auth/password", { body: { email: "volunteer@demo.test" } });
    expect(s.creds.client).toBeTruthy();
    for (const table of tenantTables) {
      const owner = await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      expect(owner[0]!.n, `${table} has rows`).toBeGreaterThan(0);
      const app = await t.database.unscoped(async (tx) =>
        rowsOf<{ n: number }>(await tx.execute(sql.raw(`select count(*)::int as n from ${table}`))),
      );
      // users/roles: only platform rows (superadmin, center_id NULL) remain visible.
      const expected = table === "users" || table === "roles" ? 1 : 0;
      expect(app[0]!.n, table).toBe(expected);
    }
  });

  it("shows only the center's rows inside a center context, even without an application filter", async () => {
    const demo = await fx.centerId("demo");
    const rows = await t.database.tenant(demo, (tx) =>
      tx.select({ centerId: schema.organizations.centerId }).from(schema.organizations),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.centerId))).toEqual(new Set([demo]));
  });

  it("refuses to write a row for another center inside a center context", async () => {
    const demo = await fx.centerId("demo");
    const rijnstad = await fx.centerId("rijnstad");
    await expect(
      t.database.tenant(demo, (tx) =>
        tx
          .insert(schema.organizations)
          .values({ centerId: rijnstad, name: "Sneaky", organizationType: "School", status: "approved" }),
      ),
    ).rejects.toThrow();
  });

  it("runs as a role that cannot bypass row-level security", async () => {
    const r = await t.database.tenant(await fx.centerId("demo"), async (tx) =>
      rowsOf<{ current_user: string; rolbypassrls: boolean; rolsuper: boolean }>(
        await tx.execute(sql`select current_user, rolbypassrls, rolsuper from pg_roles where rolname = current_user`),
      ),
    );
    expect(r[0]).toEqual({ current_user: "volunteerly_app", rolbypassrls: false, rolsuper: false });
  });

  it("keeps the Drizzle schema in step with the SQL migrations", async () => {
    const cols = await t.database.query<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where table_schema = 'public' and table_name <> 'schema_migrations'",
    );
    const db = new Map<string, Set<string>>();
    for (const c of cols) db.set(c.table_name, (db.get(c.table_name) ?? new Set()).add(c.column_name));
    const { getTableConfig } = await import("drizzle-orm/pg-core");
    const drizzleTables = Object.values(schema).filter(
      (v) => typeof v === "object" && v !== null && Symbol.for("drizzle:IsDrizzleTable") in v,
    );
    const ts = new Map<string, Set<string>>();
    for (const table of drizzleTables) {
      const cfg = getTableConfig(table as never);
      ts.set(cfg.name, new Set(cfg.columns.map((c) => c.name)));
    }
    expect([...ts.keys()].sort()).toEqual([...db.keys()].sort());
    for (const [name, set] of ts) expect([...set].sort(), name).toEqual([...db.get(name)!].sort());
  });
});

describe("read-only transactions", () => {
  const readOnlyOf = async (tx: Tx) =>
    rowsOf<{ ro: string }>(await tx.execute(sql`select current_setting('transaction_read_only') as ro`))[0]!.ro;
  const writeFeedback = (tx: Tx, centerId: number) =>
    tx.insert(schema.feedback).values({ centerId, message: "alleen lezen?" });

  it("refuses every write in a read-only tenant transaction, and the next transaction writes again", async () => {
    const demo = await fx.centerId("demo");
    expect(await t.database.tenant(demo, readOnlyOf, true)).toBe("on");
    const refused = await t.database
      .tenant(demo, (tx) => writeFeedback(tx, demo), true)
      .then(
        () => null,
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(refused).toMatch(/read-only transaction/);
    expect(await t.database.tenant(demo, readOnlyOf)).toBe("off");
    await t.database.tenant(demo, (tx) => writeFeedback(tx, demo));
  });

  it("reads only for anonymous GET and HEAD requests; signed-in requests and other methods may write", async () => {
    const demo = await fx.centerId("demo");
    const as = (method: string, actor: unknown) =>
      ({ method, actor, held: null, center: { id: demo }, server: t.app }) as unknown as FastifyRequest;
    expect(await inTenant(as("GET", null), readOnlyOf)).toBe("on");
    expect(await inTenant(as("HEAD", null), readOnlyOf)).toBe("on");
    expect(await inTenant(as("POST", null), readOnlyOf)).toBe("off");
    // A signed-in GET without a held transaction (e.g. opening a conversation marks it read).
    expect(await inTenant(as("GET", { user: { id: 1 } }), readOnlyOf)).toBe("off");
  });

  it("gives every connection back: many anonymous reads at once, then a write", async () => {
    // The test pool holds 5 connections; a read-only transaction ends without being awaited.
    const [vacancy] = await t.database.query<{ id: number }>(
      "SELECT v.id FROM vacancies v JOIN centers c ON c.id = v.center_id WHERE c.key = 'demo' AND v.status = 'published' LIMIT 1",
    );
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.request("GET", i % 2 ? "/api/v1/vacancies/search?q=koken%20" + i : `/api/v1/vacancies/${vacancy!.id}`),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const res = await t.request("POST", "/api/v1/feedback", { body: { message: "na veel lezen" } });
    expect(res.statusCode).toBe(201);
  });
});

describe("migrations and seed", () => {
  it("are idempotent", async () => {
    const { migrate } = await import("@server/db/migrate.ts");
    const { seedDemo } = await import("@server/db/seed.ts");
    const count = async () =>
      (
        await t.database.query<{ n: number }>(
          "select (select count(*) from users) + (select count(*) from organizations) + (select count(*) from centers) as n",
        )
      )[0]!.n;
    const before = await count();
    expect(await migrate(t.database)).toEqual([]);
    const again = await seedDemo(t.database, { passwordCost: 4 });
    expect(again.created).toEqual([]);
    expect(again.logins.map((l) => l.email)).toContain("admin@rijnstad.test");
    expect(await count()).toBe(before);
  });
});

describe("tenant resolution", () => {
  it("picks the center by host, falls back to the default center", async () => {
    const byHost = json(await t.request("GET", "/api/v1/volunteer_centers/current", { center: "rijnstad" }));
    expect(byHost.data.attributes.key).toBe("rijnstad");
    const fallback = json(
      await t.request("GET", "/api/v1/volunteer_centers/current", { headers: { host: "unknown.example.org" } }),
    );
    expect(fallback.data.attributes.key).toBe("demo");
    const localhost = json(
      await t.request("GET", "/api/v1/volunteer_centers/current", { headers: { host: "localhost:3000" } }),
    );
    expect(localhost.data.attributes.key).toBe("demo");
    const handen = json(
      await t.request("GET", "/api/v1/volunteer_centers/current", { headers: { host: "gelderse-handen.localhost" } }),
    );
    expect(handen.data.attributes.key).toBe("public");
  });

  it("answers 'No tenant found' when the host is unknown and there is no default center", async () => {
    await t.database.system((tx) => tx.update(schema.centers).set({ isDefault: false }));
    await t.app.services.centers.reload();
    try {
      const res = await t.request("GET", "/api/v1/volunteer_centers/current", {
        headers: { host: "unknown.example.org" },
      });
      expect(res.statusCode).toBe(404);
      expect(json(res).errors[0].title).toBe("No tenant found");
      expect((await t.request("GET", "/api/v1/volunteer_centers/current", { center: "meedoen" })).statusCode).toBe(200);
    } finally {
      await t.database.system((tx) =>
        tx
          .update(schema.centers)
          .set({ isDefault: true })
          .where(sql`key = 'demo'`),
      );
      await t.app.services.centers.reload();
    }
  });

  it("includes the center profile with branding", async () => {
    const doc = json(
      await t.request("GET", "/api/v1/volunteer_centers/current?include=profile", { center: "rijnstad" }),
    );
    const profile = doc.included.find((r: { type: string }) => r.type === "center_profile");
    expect(profile.attributes).toMatchObject({
      primary_color: "sky",
      secondary_color: "orange",
      muted_color: "zinc",
      shape: "straight",
      footer_variant: "dark-blue",
    });
    expect(doc.data.attributes.features).toMatchObject({ activities: false });
    const meedoen = json(await t.request("GET", "/api/v1/volunteer_centers/current", { center: "meedoen" }));
    expect(meedoen.data.attributes).toMatchObject({
      app_context: "meedoen",
      features: { volunteer_profiles: false, activities: false, centre_sharing: false, i18n: true },
    });
  });
});

describe("untrusted headers and cross-tenant access", () => {
  it("refuses tenant and volunteer-center headers naming another center", async () => {
    const s = await t.signIn("admin@demo.test");
    const rijnstad = String(await fx.centerId("rijnstad"));
    for (const header of ["tenant", "volunteer-center"]) {
      const res = await t.request("GET", "/api/v1/organizations", { as: s, headers: { [header]: rijnstad } });
      expect(res.statusCode).toBe(403);
      expect(json(res).errors[0].source.header).toBe(header);
      expect(res.body).not.toMatch(/rijnstad/i);
    }
    const same = await t.request("GET", "/api/v1/organizations", {
      as: s,
      headers: { tenant: String(await fx.centerId("demo")), "volunteer-center": "demo", "app-context": "gelderland" },
    });
    expect(same.statusCode).toBe(200);
    const bad = await t.request("GET", "/api/v1/organizations", { as: s, headers: { "app-context": "elsewhere" } });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a current-organization header naming an organization the user does not belong to", async () => {
    const s = await t.signIn("orgadmin@demo.test");
    const otherOwn = await fx.org("demo");
    const otherCenter = await fx.seededOrg("rijnstad", "School");
    for (const org of [otherOwn, otherCenter]) {
      const res = await t.request("GET", "/api/v1/current_user", {
        as: s,
        headers: { "current-organization": String(org) },
      });
      expect(res.statusCode).toBe(403);
    }
    const mine = await fx.seededOrg("demo", "School");
    const ok = await t.request("GET", "/api/v1/current_organization", {
      as: s,
      headers: { "current-organization": String(mine) },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.id).toBe(String(mine));
  });

  it("does not accept one center's credentials at another center", async () => {
    const s = await t.signIn("admin@rijnstad.test");
    const res = await t.request("GET", "/api/v1/current_user", { center: "demo", headers: s.headers });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toMatch(/rijnstad/i);
  });

  it("answers 'wrong center' to a correct password of an account at another center, and a plain failure otherwise", async () => {
    const wrong = await t.request("POST", "/auth/sign_in", {
      center: "demo",
      body: { email: "volunteer@rijnstad.test", password: DEMO_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).errors[0]).toMatchObject({ code: "wrong_center", title: "wrong center" });
    expect(json(wrong).errors[0].detail).toContain("wrong center");
    const guess = await t.request("POST", "/auth/sign_in", {
      center: "demo",
      body: { email: "volunteer@rijnstad.test", password: "a wrong password" },
    });
    expect(json(guess).errors[0].code).toBe("invalid_credentials");
  });

  it("lets a superadmin sign in at every center, each center with its own credentials", async () => {
    const demo = await t.signIn("superadmin@volunteerly.test", "demo");
    const meedoen = await t.signIn("superadmin@volunteerly.test", "meedoen");
    const orgs = json(await t.request("GET", "/api/v1/organizations?page[size]=100", { as: meedoen }));
    expect(orgs.data.length).toBeGreaterThan(0);
    expect(orgs.data.every((o: { attributes: { name: string } }) => !/Utrecht|Rijnstad/.test(o.attributes.name))).toBe(
      true,
    );
    expect(
      (await t.request("GET", "/api/v1/current_user", { center: "meedoen", headers: demo.headers })).statusCode,
    ).toBe(401);
  });

  it("never includes another center's records through includes or filters", async () => {
    const s = await t.signIn("admin@demo.test");
    const otherUser = await fx.user("rijnstad", { role: "member", orgId: await fx.seededOrg("rijnstad", "School") });
    const queries = [
      `/api/v1/users?filter[id_eq]=${otherUser.id}`,
      `/api/v1/users?filter[email_eq]=${otherUser.email}`,
      `/api/v1/users?filter[organization_id_in]=${await fx.seededOrg("rijnstad", "School")}&include=organizations,roles`,
      `/api/v1/organizations?filter[name_cont]=Rijnstad&include=vacancies,address,profile`,
    ];
    for (const q of queries) {
      const res = await t.request("GET", q, { as: s });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toEqual([]);
      expect(json(res).included ?? []).toEqual([]);
    }
    // The users list of center staff never shows platform accounts either.
    const all = json(await t.request("GET", "/api/v1/users?page[size]=1000", { as: s }));
    expect(all.data.map((u: { attributes: { email: string } }) => u.attributes.email)).not.toContain(
      "superadmin@volunteerly.test",
    );
    // Every account listed is one of this center's (demo signers use their organization's own address).
    const demo = await fx.centerId("demo");
    const own = await t.database.query<{ email: string }>(`select email from users where center_id = ${demo}`);
    const listed: string[] = all.data.map((u: { attributes: { email: string } }) => u.attributes.email);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((e) => !own.some((o) => o.email === e))).toEqual([]);
  });
});
