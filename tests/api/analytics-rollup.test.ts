/**
 * The analytics roll-ups (migrations 0024 and 0029) are exact: over random applications, vacancies and
 * changes to them (status, first answer, date, a vacancy moved to another organization, first
 * publication, volunteer roles, deletes, cascades), every figure that the service reads from the roll-ups and the
 * answer-time buckets equals the direct count over the tables themselves, for random periods
 * (Dutch days, both sides of the summer-time changes, whole months and parts of months), read as
 * years, months and days added and subtracted (pieces.ts) as any "today" makes cheapest.
 * Each run happens in a transaction that is rolled back.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, bucketOf, previousRange, type ResolvedPeriod } from "@contract/analytics.ts";
import { rowsOf, type Tx } from "@server/db/client.ts";
import {
  bucketStarts,
  centerAnalytics,
  centerMedian,
  organizationAnalytics,
  organizationMedians,
  ZONE,
} from "@server/modules/analytics/service.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let centerId: number;

beforeAll(async () => {
  t = await createTestContext();
  centerId = await new Fixtures(t.database).centerId("heuvelrug");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const BASE = Date.parse("2019-01-01T00:00:00Z");
const MINUTES = 2 * 365 * 24 * 60;
const at = (minute: number) => new Date(BASE + minute * 60_000);
const STATUSES = ["new", "in_progress", "accepted", "rejected", "withdrawn"] as const;

const vacancyArb = fc.record({ org: fc.nat(2), published: fc.option(fc.nat(MINUTES), { freq: 4 }) });
const applicationArb = fc.record({
  vacancy: fc.nat(20),
  created: fc.nat(MINUTES),
  status: fc.constantFrom(...STATUSES),
  answer: fc.option(fc.integer({ min: -30, max: 30_000 }), { freq: 3 }),
});
const changeArb = fc.oneof(
  fc.record({ kind: fc.constant("status" as const), i: fc.nat(80), status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant("answer" as const), i: fc.nat(80), answer: fc.option(fc.nat(30_000)) }),
  fc.record({ kind: fc.constant("created" as const), i: fc.nat(80), created: fc.nat(MINUTES) }),
  fc.record({ kind: fc.constant("delete" as const), i: fc.nat(80) }),
  fc.record({ kind: fc.constant("move" as const), v: fc.nat(20), org: fc.nat(2) }),
  fc.record({ kind: fc.constant("publish" as const), v: fc.nat(20), published: fc.option(fc.nat(MINUTES)) }),
  fc.record({ kind: fc.constant("deleteVacancy" as const), v: fc.nat(20) }),
  fc.record({ kind: fc.constant("role" as const), i: fc.nat(80), created: fc.option(fc.nat(MINUTES)) }),
);
/** A range of 1 to 400 days (or one that starts on the 1st, or ends on a month's last day) inside the data's two years. */
const periodArb = fc
  .record({
    day: fc.nat(720),
    days: fc.integer({ min: 1, max: 400 }),
    monthStart: fc.boolean(),
    monthEnd: fc.boolean(),
  })
  .map(({ day, days, monthStart, monthEnd }): ResolvedPeriod => {
    let from = addDays("2019-01-01", day);
    if (monthStart) from = `${from.slice(0, 7)}-01`;
    let to = addDays(from, days - 1);
    // Whole months only (with monthStart): no part months at either end.
    if (monthEnd) while (addDays(to, 1).slice(8) !== "01") to = addDays(to, 1);
    const range = { from, to };
    return { period: "range", range, previous: previousRange("range", range) };
  });

async function q<T>(tx: Tx, query: ReturnType<typeof sql>) {
  return rowsOf<T>(await tx.execute(query));
}
const startOf = (day: string) => sql`((${day}::date)::timestamp at time zone ${ZONE})`;
const hours = (s: number | null) => (s === null ? null : Math.round((s / 3600) * 10) / 10);

/** The figures straight from applications, vacancies (joined for the organization) and roles. */
async function direct(tx: Tx, from: string, to: string) {
  const inRange = (col: string) =>
    sql`${sql.raw(col)} >= ${startOf(from)} and ${sql.raw(col)} < ${startOf(addDays(to, 1))}`;
  const perOrg = await q<{
    org: number;
    received: number;
    new: number;
    in_progress: number;
    accepted: number;
    rejected: number;
    withdrawn: number;
    answered: number;
    awaiting: number;
    median: number | null;
  }>(
    tx,
    sql`select v.organization_id as org, count(*)::int as received,
      count(*) filter (where a.status = 'new')::int as new, count(*) filter (where a.status = 'in_progress')::int as in_progress,
      count(*) filter (where a.status = 'accepted')::int as accepted, count(*) filter (where a.status = 'rejected')::int as rejected,
      count(*) filter (where a.status = 'withdrawn')::int as withdrawn, count(a.first_answered_at)::int as answered,
      count(*) filter (where a.status = 'new' and a.first_answered_at is null)::int as awaiting,
      percentile_cont(0.5) within group (order by extract(epoch from a.first_answered_at - a.created_at)::float8)
        filter (where a.first_answered_at is not null) as median
    from applications a join vacancies v on v.id = a.vacancy_id
    where a.center_id = ${centerId} and ${inRange("a.created_at")} group by 1`,
  );
  const [center] = await q<{ median: number | null }>(
    tx,
    sql`select percentile_cont(0.5) within group (order by extract(epoch from a.first_answered_at - a.created_at)::float8) as median
    from applications a where a.center_id = ${centerId} and a.first_answered_at is not null and ${inRange("a.created_at")}`,
  );
  const vacancies = await q<{ org: number; n: number }>(
    tx,
    sql`select organization_id as org, count(*)::int as n from vacancies v
    where v.center_id = ${centerId} and ${inRange("v.published_at")} group by 1`,
  );
  const days = await q<{ day: string; received: number; published: number }>(
    tx,
    sql`select to_char(d, 'YYYY-MM-DD') as day, sum(received)::int as received, sum(published)::int as published from (
      select (created_at at time zone ${ZONE})::date as d, 1 as received, 0 as published from applications
        where center_id = ${centerId} and ${inRange("created_at")}
      union all select (published_at at time zone ${ZONE})::date, 0, 1 from vacancies
        where center_id = ${centerId} and ${inRange("published_at")}) x group by d`,
  );
  const [volunteers] = await q<{ n: number }>(
    tx,
    sql`select count(*)::int as n from roles where center_id = ${centerId} and name = 'volunteer' and ${inRange("created_at")}`,
  );
  return { perOrg, center: center!.median, vacancies, days, volunteers: Number(volunteers!.n) };
}

type Direct = Awaited<ReturnType<typeof direct>>;
const total = (d: Direct, key: "received" | "answered" | "awaiting" | (typeof STATUSES)[number]) =>
  d.perOrg.reduce((n, r) => n + Number(r[key]), 0);

class Rollback extends Error {}

async function scenario(
  vacancies: { org: number; published: number | null }[],
  applications: { vacancy: number; created: number; status: string; answer: number | null }[],
  changes: (Record<string, unknown> & { kind: string })[],
  periods: ResolvedPeriod[],
  /** The day the service takes for today: it only steers which roll-up rows are read (pieces.ts). */
  today: string,
) {
  await t.database
    .system(async (tx) => {
      const orgs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const [o] = await q<{ id: number }>(
          tx,
          sql`insert into organizations (center_id, name, organization_type, status)
            values (${centerId}, ${`Rollup ${i}`}, 'Foundation', 'approved') returning id`,
        );
        orgs.push(Number(o!.id));
      }
      const vacs: number[] = [];
      for (const v of vacancies) {
        const [row] = await q<{ id: number }>(
          tx,
          sql`insert into vacancies (center_id, organization_id, title, status, published_at)
            values (${centerId}, ${orgs[v.org]!}, 'Rollup', ${v.published === null ? "draft" : "published"},
              ${v.published === null ? null : at(v.published)}) returning id`,
        );
        vacs.push(Number(row!.id));
      }
      const users = await q<{ id: number }>(
        tx,
        sql`insert into users (center_id, email, first_name, last_name, status, locale)
          select ${centerId}, 'rollup-' || g || '@heuvelrug.test', 'Rollup', 'Test', 'active', 'nl'
          from generate_series(1, ${applications.length}) g returning id`,
      );
      const apps: number[] = [];
      for (const [i, a] of applications.entries()) {
        const created = at(a.created);
        const [row] = await q<{ id: number }>(
          tx,
          sql`insert into applications (center_id, vacancy_id, user_id, motivation, status, status_changed_at, first_answered_at, created_at)
            values (${centerId}, ${vacs[a.vacancy % vacs.length]!}, ${Number(users[i]!.id)}, 'Graag', ${a.status},
              ${created}, ${a.answer === null ? null : at(a.created + a.answer)}, ${created}) returning id`,
        );
        apps.push(Number(row!.id));
        // Each volunteer became one when applying (an account of theirs may lose or regain the role).
        await tx.execute(
          sql`insert into roles (center_id, user_id, name, created_at) values (${centerId}, ${Number(users[i]!.id)}, 'volunteer', ${created})`,
        );
      }
      for (const c of changes) {
        const app = apps.length ? apps[Number(c.i) % apps.length]! : 0;
        const vac = vacs[Number(c.v) % vacs.length]!;
        if (c.kind === "status")
          await tx.execute(sql`update applications set status = ${String(c.status)} where id = ${app}`);
        else if (c.kind === "answer")
          await tx.execute(
            c.answer === null
              ? sql`update applications set first_answered_at = null where id = ${app}`
              : sql`update applications set first_answered_at = created_at + ${`${Number(c.answer)} minutes`}::interval
                  where id = ${app}`,
          );
        else if (c.kind === "created")
          await tx.execute(sql`update applications set created_at = ${at(Number(c.created))} where id = ${app}`);
        else if (c.kind === "delete") await tx.execute(sql`delete from applications where id = ${app}`);
        else if (c.kind === "move")
          await tx.execute(sql`update vacancies set organization_id = ${orgs[Number(c.org)]!} where id = ${vac}`);
        else if (c.kind === "publish")
          await tx.execute(
            sql`update vacancies set published_at = ${c.published === null ? null : at(Number(c.published))} where id = ${vac}`,
          );
        else if (c.kind === "role") {
          const user = apps.length ? Number(users[Number(c.i) % apps.length]!.id) : 0;
          await tx.execute(
            c.created === null
              ? sql`delete from roles where user_id = ${user} and name = 'volunteer'`
              : sql`update roles set created_at = ${at(Number(c.created))} where user_id = ${user} and name = 'volunteer'`,
          );
        } else await tx.execute(sql`delete from vacancies where id = ${vac}`);
      }

      for (const p of periods) {
        const got = await centerAnalytics(tx, centerId, p, today);
        for (const [range, figures] of [
          [p.range, got.current],
          [p.previous, got.previous],
        ] as const) {
          const d = await direct(tx, range.from, range.to);
          expect(figures.applications_received).toBe(total(d, "received"));
          expect(figures.applications_by_status).toEqual(Object.fromEntries(STATUSES.map((s) => [s, total(d, s)])));
          expect(figures.answered).toBe(total(d, "answered"));
          expect(figures.awaiting_answer).toBe(total(d, "awaiting"));
          expect(figures.vacancies_published).toBe(d.vacancies.reduce((n, r) => n + Number(r.n), 0));
          expect(figures.new_volunteers).toBe(d.volunteers);
          expect(await centerMedian(tx, centerId, range, today)).toBe(d.center === null ? null : Number(d.center));
          expect(figures.median_first_answer_hours).toBe(hours(d.center === null ? null : Number(d.center)));
        }
        const d = await direct(tx, p.range.from, p.range.to);
        const starts = bucketStarts(p.range, bucketOf(p.range));
        const expected = starts.map((start, k) => {
          const end = starts[k + 1] ?? addDays(p.range.to, 1);
          const inBucket = d.days.filter((x) => x.day >= start && x.day < end);
          return {
            start,
            applications_received: inBucket.reduce((n, x) => n + Number(x.received), 0),
            vacancies_published: inBucket.reduce((n, x) => n + Number(x.published), 0),
          };
        });
        expect(got.series).toEqual(expected);

        const rows = await organizationAnalytics(tx, centerId, p, undefined, undefined, today);
        const previous = await direct(tx, p.previous.from, p.previous.to);
        // Each organization's exact median seconds (migration 0029's buckets), for both periods.
        for (const [range, d2] of [
          [p.range, d],
          [p.previous, previous],
        ] as const) {
          // Asked by list, and for every organization with an answer (one index range per term, 0045).
          const medians = await organizationMedians(tx, centerId, range, orgs, today);
          const all = await organizationMedians(tx, centerId, range, "all", today);
          for (const org of orgs) {
            const m = d2.perOrg.find((r) => Number(r.org) === org)?.median;
            expect(medians.get(org) ?? null).toBe(m == null ? null : Number(m));
            expect(all.get(org) ?? null).toBe(m == null ? null : Number(m));
          }
          expect([...all.keys()].every((org) => orgs.includes(org))).toBe(true);
        }
        for (const org of orgs) {
          const row = rows.find((r) => r.id === org)!;
          const cur = d.perOrg.find((r) => Number(r.org) === org);
          const prev = previous.perOrg.find((r) => Number(r.org) === org);
          expect(row.applications_received).toBe(Number(cur?.received ?? 0));
          for (const s of STATUSES) expect(row[s]).toBe(Number(cur?.[s] ?? 0));
          expect(row.answered).toBe(Number(cur?.answered ?? 0));
          expect(row.awaiting_answer).toBe(Number(cur?.awaiting ?? 0));
          expect(row.median_first_answer_hours).toBe(hours(cur?.median == null ? null : Number(cur.median)));
          expect(row.vacancies_published).toBe(Number(d.vacancies.find((v) => Number(v.org) === org)?.n ?? 0));
          expect(row.previous_applications_received).toBe(Number(prev?.received ?? 0));
          expect(row.previous_awaiting_answer).toBe(Number(prev?.awaiting ?? 0));
        }
      }
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
}

describe("analytics roll-ups", () => {
  it("give the same figures as the direct count, after any change", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(vacancyArb, { minLength: 1, maxLength: 6 }),
        fc.array(applicationArb, { maxLength: 60 }),
        fc.array(changeArb, { maxLength: 12 }),
        fc.array(periodArb, { minLength: 1, maxLength: 3 }),
        // Inside the data's years (rows after it are read as nothing yet) or long after them.
        fc.oneof(
          fc.nat(800).map((d) => addDays("2019-01-01", d)),
          fc.constant("2026-11-27"),
        ),
        async (vacancies, applications, changes, periods, today) => {
          await scenario(vacancies, applications, changes, periods, today);
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);
});
