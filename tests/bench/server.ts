/**
 * Benchmark (a script, not a test): seeds a larger data set, then drives the hot calls
 * (current_user, organizations list with include, users filter) with autocannon over loopback,
 * next to a bare Fastify route running the same SQL without auth, tenancy or serialization.
 *
 *   node --import tsx tests/bench/server.ts            # PGlite in memory
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node --import tsx tests/bench/server.ts
 *
 * BENCH_CENTERS, BENCH_ORGS (per center), BENCH_USERS (per center), BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS,
 * BENCH_ONLY (run only the scenarios whose name contains it), BENCH_BARE=0 (skip the bare routes, for
 * profiling the API alone).
 */
import Fastify from "fastify";
import { buildApp } from "../../server/app.ts";
import { benchDatabase, compare, printRows, type Row, runWhenMain } from "./shared.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import type { Database } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { DEMO_PASSWORD, seedDemo } from "../../server/db/seed.ts";

const env = process.env;
const onPg = !!env.DATABASE_URL;
const CENTERS = Number(env.BENCH_CENTERS ?? (onPg ? 50 : 10));
const ORGS = Number(env.BENCH_ORGS ?? 100);
const USERS = Number(env.BENCH_USERS ?? 1000);

/** A limit no benchmark reaches. */
const NO_LIMIT = { max: Number.MAX_SAFE_INTEGER, windowMs: 1000 };

async function seedLarge(database: Database) {
  const hash = await hashPassword(DEMO_PASSWORD, 10);
  await database.execScript(`
    INSERT INTO centers (key, name, hosts, features)
      SELECT 'bench' || g, 'Bench ' || g, ARRAY['bench' || g || '.localhost'], '{}'::jsonb FROM generate_series(1, ${CENTERS}) g;
    INSERT INTO organizations (center_id, name, organization_type, status)
      SELECT c.id, c.name || ' centrale', 'VolunteerCenter', 'approved' FROM centers c WHERE c.key LIKE 'bench%';
    INSERT INTO organizations (center_id, name, organization_type, status)
      SELECT c.id, 'Organisatie ' || g, (ARRAY['School','Foundation','Association'])[1 + g % 3], (ARRAY['approved','pending','approved'])[1 + g % 3]
      FROM centers c, generate_series(1, ${ORGS}) g WHERE c.key LIKE 'bench%';
    INSERT INTO vacancies (center_id, organization_id, title, status, published_at)
      SELECT o.center_id, o.id, 'Vacature bij ' || o.name, 'published', now() FROM organizations o JOIN centers c ON c.id = o.center_id
      WHERE c.key LIKE 'bench%' AND o.organization_type <> 'VolunteerCenter';
    INSERT INTO users (center_id, email, encrypted_password, first_name, last_name, status, locale, confirmed_at)
      SELECT c.id, 'u' || g || '@' || c.key || '.test', '${hash}', 'Voornaam' || g, 'Achternaam' || g, 'active', 'nl', now()
      FROM centers c, generate_series(1, ${USERS}) g WHERE c.key LIKE 'bench%';
    WITH o AS (
      SELECT o.id, o.center_id, row_number() OVER (PARTITION BY o.center_id ORDER BY o.id) - 1 AS rn
      FROM organizations o JOIN centers c ON c.id = o.center_id WHERE c.key LIKE 'bench%' AND o.organization_type <> 'VolunteerCenter'
    ), u AS (
      SELECT u.id, u.center_id, row_number() OVER (PARTITION BY u.center_id ORDER BY u.id) - 1 AS rn
      FROM users u JOIN centers c ON c.id = u.center_id WHERE c.key LIKE 'bench%'
    )
    INSERT INTO roles (center_id, user_id, name, organization_id)
      SELECT u.center_id, u.id, CASE WHEN u.rn % 10 = 0 THEN 'admin' ELSE 'member' END, o.id
      FROM u JOIN o ON o.center_id = u.center_id AND o.rn = u.rn % ${ORGS};
    INSERT INTO roles (center_id, user_id, name, organization_id)
      SELECT u.center_id, u.id, 'admin', o.id FROM users u JOIN organizations o ON o.center_id = u.center_id AND o.organization_type = 'VolunteerCenter'
      WHERE u.email LIKE 'u1@bench%';
    ANALYZE;
  `);
}

export async function main() {
  const { database, drop } = await benchDatabase("server");
  const t0 = Date.now();
  await migrate(database);
  await seedDemo(database, { passwordCost: 10 });
  await seedLarge(database);
  const [{ n: userCount }] = (await database.query<{ n: number }>("SELECT count(*)::int AS n FROM users")) as [
    { n: number },
  ];
  const [{ n: orgCount }] = (await database.query<{ n: number }>("SELECT count(*)::int AS n FROM organizations")) as [
    { n: number },
  ];
  console.log(
    `${database.kind}: seeded ${CENTERS} bench centers, ${orgCount} organizations, ${userCount} users in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({
    database,
    web: false,
    rateLimits: {
      generalPerIp: { max: 0, windowMs: 1000 }, // 0: off
      // Every run signs in afresh (tokens rotate); the sign-in limits would stop the rounds.
      signInPerIp: NO_LIMIT,
      signInFailuresPerIp: NO_LIMIT,
      signInFailuresPerIpAndEmail: NO_LIMIT,
    },
  });
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  const [center] = await database.query<{ id: number }>("SELECT id FROM centers WHERE key = 'bench1'");
  const [org] = await database.query<{ id: number }>(
    "SELECT id FROM organizations WHERE center_id = $1 AND organization_type <> 'VolunteerCenter' ORDER BY id LIMIT 1",
    [center!.id],
  );
  const [me] = await database.query<{ id: number }>("SELECT id FROM users WHERE email = 'u1@bench1.test'");

  // The bare comparison: the same SELECTs on the same database, no auth, no tenant transaction, no serializer.
  const bare = Fastify();
  bare.get("/current_user", async () => {
    const [u] = await database.query("SELECT * FROM users WHERE id = $1", [me!.id]);
    const roles = await database.query("SELECT id, name, organization_id FROM roles WHERE user_id = $1", [me!.id]);
    return { u, roles };
  });
  // The lists read the page and the total in one statement (count(*) over ()), as the API does.
  bare.get("/organizations", async () => {
    const orgs = await database.query<{ id: number; total: number }>(
      "SELECT *, count(*) OVER () AS total FROM organizations WHERE center_id = $1 ORDER BY name, id LIMIT 25",
      [center!.id],
    );
    const vac = await database.query("SELECT * FROM vacancies WHERE organization_id = ANY($1::bigint[])", [
      orgs.map((o) => o.id),
    ]);
    return { count: orgs[0]?.total ?? 0, orgs, vac };
  });
  bare.get("/users", async () => {
    const where =
      "center_id = $1 AND EXISTS (SELECT 1 FROM roles r WHERE r.user_id = users.id AND r.organization_id = ANY($2::bigint[]))";
    const list = await database.query<{ id: number; total: number }>(
      `SELECT *, count(*) OVER () AS total FROM users WHERE ${where} ORDER BY last_name, id LIMIT 1000`,
      [center!.id, [org!.id]],
    );
    const count = list[0]?.total ?? 0;
    const orgs = await database.query(
      "SELECT DISTINCT r.user_id, o.* FROM roles r JOIN organizations o ON o.id = r.organization_id WHERE r.user_id = ANY($1::bigint[]) AND o.center_id = $2",
      [list.map((u) => u.id), center!.id],
    );
    return { count, list, orgs };
  });
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

  const signIn = async () => {
    const res = await app.inject({
      method: "POST",
      url: "/auth/sign_in",
      headers: { host: "bench1.localhost" },
      payload: { email: "u1@bench1.test", password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign in failed: ${res.body}`);
    return {
      host: "bench1.localhost",
      "access-token": String(res.headers["access-token"]),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
    };
  };

  const rows: Row[] = [];
  const scenarios: [string, string, string][] = [
    ["current_user?include=roles", "/api/v1/current_user?include=roles", "/current_user"],
    ["organizations?include=vacancies", "/api/v1/organizations?include=vacancies", "/organizations"],
    [
      "users?filter[organization_id_eq]&include=organizations",
      `/api/v1/users?filter[organization_id_eq]=${org!.id}&include=organizations&page[size]=1000`,
      "/users",
    ],
  ];
  // BENCH_ONLY=<substring of a scenario name> runs only the matching scenarios (profiling).
  const only = env.BENCH_ONLY;
  for (const [name, path, barePath] of scenarios) {
    if (only && !name.includes(only)) continue;
    // A fresh client per run: tokens rotate after the 5 s batch window (the previous stays valid 5 s more).
    rows.push(
      ...(await compare(name, [
        { label: "api ", url: `${appUrl}${path}`, headers: signIn },
        ...(env.BENCH_BARE === "0" ? [] : [{ label: "bare", url: `${bareUrl}${barePath}`, headers: () => ({}) }]),
      ])),
    );
  }

  printRows("API against the bare route", rows);
  for (let i = 0; env.BENCH_BARE !== "0" && i < rows.length; i += 2) {
    const ratio = rows[i]!.reqPerSec / Math.max(1, rows[i + 1]!.reqPerSec);
    console.log(
      `${rows[i]!.name.slice(5)}: api/bare = ${(ratio * 100).toFixed(0)}%${ratio < 0.5 ? "  (below the 50% target)" : ""}`,
    );
  }
  await app.close();
  await bare.close();
  await drop();
}

runWhenMain(import.meta.url, main);
