/**
 * Analytics benchmark (a script, not a test): the demo center of a database of its own grows to
 * 20,000 vacancies of the approved ones of 400 organizations and 200,000 applications of 40,000 volunteers over two
 * years (most answered, by a status change or a message), then autocannon against
 * GET /api/v1/analytics and /api/v1/analytics/organizations as the center's admin, for this month,
 * this year and a two-year range (the whole history against an empty period before it). The
 * figures come from the roll-ups of migrations 0024, 0029 and 0040. The target: p99 under 200 ms on PostgreSQL. A
 * baseline row (validate_token) shows what the machine's load leaves for any signed-in request. The figures the page would show for this year close the run.
 *
 *   node --import tsx tests/bench/analytics.ts                                   # PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx tests/bench/analytics.ts
 *
 * BENCH_APPLICATIONS (default 200000), BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_ROUNDS (3).
 * BENCH_ROWS picks rows by a part of their name, comma-separated (case-insensitive), e.g.
 * BENCH_ROWS="baseline,per organization" runs the baseline and the per-organization rows only.
 */
import { addDays, type AnalyticsAttributes } from "../../contract/analytics.ts";
import { buildApp } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { DEMO_PASSWORD, seedDemo } from "../../server/db/seed.ts";
import { dutchToday } from "../../server/modules/vacancies/service.ts";
import { benchDatabase, compare, printRows, type Row, runWhenMain } from "./shared.ts";

const env = process.env;
const APPLICATIONS = Number(env.BENCH_APPLICATIONS ?? 200_000);
const VACANCIES = Math.max(1, Math.round(APPLICATIONS / 10));
const ORGANIZATIONS = 400;
const VOLUNTEERS = 40_000;
const NO_LIMIT = { max: 0, windowMs: 1000 };

/** The center's history in set-based SQL (deterministic: everything follows from the row number). */
export async function seedHistory(database: Database, centerId: number) {
  await database.execScript(`
    INSERT INTO organizations (center_id, name, organization_type, status, created_at)
    SELECT ${centerId}, 'Benchorganisatie ' || g, 'Foundation',
      (ARRAY['approved','approved','approved','approved','approved','approved','pending','denied','archived'])[1 + g % 9],
      now() - (g % 730) * interval '1 day'
    FROM generate_series(1, ${ORGANIZATIONS}) g;

    CREATE TEMP TABLE bench_orgs AS
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM organizations
      WHERE center_id = ${centerId} AND name LIKE 'Benchorganisatie %' AND status = 'approved';

    INSERT INTO vacancies (center_id, organization_id, title, status, published_at)
    SELECT ${centerId}, o.id, 'Benchvacature ' || g,
      (ARRAY['published','published','closed','archived'])[1 + g % 4],
      now() - ((g * 37) % 730) * interval '1 day' - (g % 24) * interval '1 hour'
    FROM generate_series(0, ${VACANCIES - 1}) g JOIN bench_orgs o ON o.rn = g % (SELECT count(*) FROM bench_orgs);

    CREATE TEMP TABLE bench_vacancies AS
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM vacancies
      WHERE center_id = ${centerId} AND title LIKE 'Benchvacature %';

    INSERT INTO users (center_id, email, first_name, last_name, status, locale, created_at)
    SELECT ${centerId}, 'bench-' || g || '@demo.test', 'Vrijwilliger', 'Nummer ' || g, 'active', 'nl',
      now() - ((g * 13) % 730) * interval '1 day'
    FROM generate_series(0, ${VOLUNTEERS - 1}) g;

    CREATE TEMP TABLE bench_users AS
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM users
      WHERE center_id = ${centerId} AND email LIKE 'bench-%@demo.test';

    INSERT INTO roles (center_id, user_id, name, created_at)
      SELECT ${centerId}, u.id, 'volunteer', x.created_at FROM bench_users b JOIN users u ON u.id = b.id CROSS JOIN LATERAL (SELECT u.created_at) x;

    -- Vacancy g % V, volunteer k + 10 * (g % 4000) with k = g / V: one application per pair.
    -- Status by g % 20: 0-1 new and unanswered, 2-5 in progress, 6-11 accepted, 12-16 rejected,
    -- 17-18 withdrawn, 19 new but answered by a message.
    INSERT INTO applications (center_id, vacancy_id, user_id, motivation, status, status_changed_at, first_answered_at, created_at)
    SELECT ${centerId}, v.id, u.id, 'Ik help graag mee.', s.status,
      x.created + interval '3 days',
      CASE WHEN s.status = 'withdrawn' OR (g % 20) < 2 THEN NULL ELSE x.created + ((g % 97) + 1) * interval '1 hour' END,
      x.created
    FROM generate_series(0, ${APPLICATIONS - 1}) g
    CROSS JOIN LATERAL (SELECT now() - ((g::bigint * 7919) % (730 * 24 * 60)) * interval '1 minute' AS created) x
    CROSS JOIN LATERAL (SELECT (ARRAY['new','new','in_progress','in_progress','in_progress','in_progress',
      'accepted','accepted','accepted','accepted','accepted','accepted','rejected','rejected','rejected','rejected',
      'rejected','withdrawn','withdrawn','new'])[1 + g % 20] AS status) s
    JOIN bench_vacancies v ON v.rn = g % ${VACANCIES}
    JOIN bench_users u ON u.rn = (g / ${VACANCIES}) + 10 * (g % 4000);
    ANALYZE;
  `);
  // Index-only scans need the visibility map (autovacuum does this in production).
  await database.execScript("VACUUM ANALYZE applications");
  await database.execScript("VACUUM ANALYZE roles");
  // The roll-ups the triggers just filled: their answer-time buckets are read index-only.
  for (const table of ["analytics_rollup", "analytics_answer_buckets", "analytics_org_answer_buckets"])
    await database.execScript(`VACUUM ANALYZE ${table}`);
}

export async function main() {
  const { database, drop } = await benchDatabase("analytics");
  const t0 = Date.now();
  await migrate(database);
  await seedDemo(database, { passwordCost: 10 });
  const [center] = await database.query<{ id: number }>("SELECT id FROM centers WHERE key = 'demo'");
  await seedHistory(database, center!.id);
  const [counts] = await database.query<{ v: number; a: number; o: number }>(
    `SELECT (SELECT count(*)::int FROM vacancies WHERE center_id = $1) AS v,
            (SELECT count(*)::int FROM applications WHERE center_id = $1) AS a,
            (SELECT count(*)::int FROM organizations WHERE center_id = $1) AS o`,
    [center!.id],
  );
  console.log(
    `${database.kind}: demo center with ${counts!.v} vacancies, ${counts!.a} applications, ${counts!.o} organizations in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({
    database,
    web: false,
    rateLimits: { generalPerIp: NO_LIMIT, signInPerIp: NO_LIMIT, signInFailuresPerIp: NO_LIMIT },
  });
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  // A fresh client per run: tokens rotate after their batch window.
  const signIn = async () => {
    const res = await app.inject({
      method: "POST",
      url: "/auth/sign_in",
      headers: { host: "demo.localhost" },
      payload: { email: "admin@demo.test", password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign in failed: ${res.body}`);
    return {
      host: "demo.localhost",
      "access-token": String(res.headers["access-token"]),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
    };
  };

  const today = dutchToday(Date.now());
  const twoYears = `filter[date_gteq]=${addDays(today, -730)}&filter[date_lteq]=${today}`;
  const scenarios: [string, string][] = [
    // What the machine allows at all: a signed-in request that reads one session row.
    ["baseline validate_token", "/auth/validate_token"],
    ["analytics this_month", "/api/v1/analytics?filter[period_eq]=this_month"],
    ["analytics this_year", "/api/v1/analytics?filter[period_eq]=this_year"],
    ["analytics two-year range", `/api/v1/analytics?${twoYears}`],
    ["per organization this_month", "/api/v1/analytics/organizations?filter[period_eq]=this_month"],
    ["per organization this_year", "/api/v1/analytics/organizations?filter[period_eq]=this_year"],
    ["per organization two-year range, 1000 rows", `/api/v1/analytics/organizations?${twoYears}&page[size]=1000`],
  ];
  const picked = (env.BENCH_ROWS ?? "")
    .split(",")
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const chosen = picked.length
    ? scenarios.filter(([name]) => picked.some((w) => name.toLowerCase().includes(w)))
    : scenarios;
  if (chosen.length === 0)
    throw new Error(`BENCH_ROWS '${env.BENCH_ROWS}' matches no row of ${scenarios.map(([n]) => n).join(", ")}`);
  const rows: Row[] = [];
  for (const [name, path] of chosen)
    rows.push(...(await compare(name, [{ label: "api", url: `${appUrl}${path}`, headers: signIn }])));
  printRows("analytics (200 ms p99 target)", rows);
  const slow = rows.filter((r) => !r.name.includes("baseline") && (r.reqPerSec === 0 || r.p99 >= 200 || r.non2xx > 0));
  console.log(slow.length ? `over target or failing: ${slow.map((r) => r.name).join(", ")}` : "all under 200 ms p99");

  const res = await app.inject({
    method: "GET",
    url: "/api/v1/analytics?filter[period_eq]=this_year",
    headers: await signIn(),
  });
  const a = (JSON.parse(res.body) as { data: { attributes: AnalyticsAttributes } }).data.attributes;
  console.log(`\nthe figures, ${a.from} - ${a.to} (against ${a.previous_from} - ${a.previous_to}):`);
  const line = (label: string, cur: unknown, prev: unknown) =>
    console.log(`  ${label.padEnd(28)} ${String(cur).padStart(10)} ${String(prev).padStart(10)}`);
  line("vacancies published", a.current.vacancies_published, a.previous.vacancies_published);
  line("applications received", a.current.applications_received, a.previous.applications_received);
  for (const [s, n] of Object.entries(a.current.applications_by_status))
    line(`  ${s}`, n, a.previous.applications_by_status[s as keyof typeof a.previous.applications_by_status]);
  line("accepted share", a.current.accepted_share, a.previous.accepted_share);
  line("median first answer (h)", a.current.median_first_answer_hours, a.previous.median_first_answer_hours);
  line("awaiting answer", a.current.awaiting_answer, a.previous.awaiting_answer);
  line("new volunteers", a.current.new_volunteers, a.previous.new_volunteers);
  for (const [s, n] of Object.entries(a.current.organizations_by_status))
    line(
      `organizations ${s}`,
      n,
      a.previous.organizations_by_status[s as keyof typeof a.previous.organizations_by_status],
    );
  await app.close();
  await drop();
}

runWhenMain(import.meta.url, main);
