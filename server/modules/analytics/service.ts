/**
 * The analytics figures (contract/analytics.ts defines each one): a center's, and per
 * organization, over a period and the period before it. The counts are sums of the roll-ups that
 * the database keeps (migrations 0024, 0040) per day, month and year; a range is read as the fewest
 * of those rows that add up to it (pieces.ts: whole years and months, minus what lies around the
 * part asked for). The center's median is found in the answer-time buckets, then read exactly from
 * the applications of its bucket; an organization's the same way from its own buckets
 * (organizationMedians). Each figure is one statement.
 * tests/api/analytics-rollup.test.ts proves every figure equal to the direct count over the
 * applications, vacancies and roles themselves.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  addDays,
  bucketOf,
  emptyFigures,
  type AnalyticsFigures,
  type AnalyticsSeriesPoint,
  type Bucket,
  type DateRange,
  type OrganizationAnalyticsAttributes,
  type ResolvedPeriod,
} from "@contract/analytics.ts";
import { ORGANIZATION_STATUSES, type OrganizationStatus } from "@contract/enums.ts";
import { rowsOf } from "../../db/client.ts";
import type { Tx } from "../../db/client.ts";
import { dutchToday } from "../vacancies/service.ts";
import { cover, nextUnit, type Term } from "./pieces.ts";

export const ZONE = "Europe/Amsterdam";

/** The first moment of a Dutch day, as timestamptz. */
const startOf = (day: string): SQL => sql`((${day}::date)::timestamp at time zone ${ZONE})`;

interface Bounds {
  /** Previous period [ps, pe), current period [cs, ce). */
  ps: SQL;
  pe: SQL;
  cs: SQL;
  ce: SQL;
}
const boundsOf = (p: ResolvedPeriod): Bounds => ({
  ps: startOf(p.previous.from),
  pe: startOf(addDays(p.previous.to, 1)),
  cs: startOf(p.range.from),
  ce: startOf(addDays(p.range.to, 1)),
});

/** 1 for the current period, 0 for the previous one (rows are read from ps to ce, skipping the gap). */
const periodOf = (col: SQL, b: Bounds) => sql`(case when ${col} >= ${b.cs} then 1 else 0 end)`;
const inEither = (col: SQL, b: Bounds) =>
  sql`${col} >= ${b.ps} and ${col} < ${b.ce} and (${col} >= ${b.cs} or ${col} < ${b.pe})`;

/** A term of a cover, labelled: which period or series point its rows count for. */
type KeyedTerm = Term & { key: number };
const keyed = (terms: Term[], key: number): KeyedTerm[] => terms.map((t) => ({ ...t, key }));

/**
 * One branch per term, each an index range of one grain (a join to the terms as a table let the
 * planner hash-join whole tables), UNION ALL'd: `branch` selects one term's rows, with its key and
 * coefficient as constants.
 */
const perTerm = (terms: readonly KeyedTerm[], branch: (t: KeyedTerm) => SQL) =>
  sql.join(
    terms.map((t) => sql`(${branch(t)})`),
    sql` union all `,
  );
const coefOf = (t: KeyedTerm) => sql`${t.coef}::int`;
const inTerm = (alias: string, t: KeyedTerm) =>
  sql`${sql.raw(alias)}.grain = ${t.grain}::"char" and ${sql.raw(alias)}.start between ${t.from}::date and ${t.to}::date`;

/** The units of all terms as maximal runs per grain (to read each roll-up row once). */
function runsOf(terms: readonly Term[]): KeyedTerm[] {
  const sorted = [...terms].sort((a, b) =>
    a.grain === b.grain ? (a.from < b.from ? -1 : 1) : a.grain < b.grain ? -1 : 1,
  );
  const runs: KeyedTerm[] = [];
  for (const t of sorted) {
    const last = runs[runs.length - 1];
    const joins = last && last.grain === t.grain && t.from <= nextUnit(t.grain, last.to);
    if (joins) last.to = t.to > last.to ? t.to : last.to;
    else runs.push({ grain: t.grain, from: t.from, to: t.to, coef: 1, key: 0 });
  }
  return runs;
}

const todayNow = () => dutchToday(Date.now());

/** The first day of each bucket of the range (weeks start on Monday), oldest first. */
export function bucketStarts(r: DateRange, bucket: Bucket): string[] {
  let day = r.from;
  if (bucket === "month") day = `${r.from.slice(0, 7)}-01`;
  if (bucket === "week") {
    const dow = (new Date(`${r.from}T00:00:00Z`).getUTCDay() + 6) % 7;
    day = addDays(r.from, -dow);
  }
  const out: string[] = [];
  while (day <= r.to) {
    out.push(day);
    if (bucket === "day") day = addDays(day, 1);
    else if (bucket === "week") day = addDays(day, 7);
    else {
      const [y, m] = day.split("-").map(Number) as [number, number];
      day = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
    }
  }
  return out;
}

const hours = (seconds: number | string | null | undefined): number | null =>
  seconds === null || seconds === undefined ? null : Math.round((Number(seconds) / 3600) * 10) / 10;
const share = (accepted: number, received: number) =>
  received > 0 ? Math.round((accepted / received) * 1000) / 1000 : null;

/** A roll-up row's counts (analytics_rollup, migration 0024). */
interface RollupRow {
  received: number;
  status_new: number;
  status_in_progress: number;
  status_accepted: number;
  status_rejected: number;
  status_withdrawn: number;
  answered: number;
  awaiting: number;
  vacancies_published: number;
  new_volunteers: number;
}
const ROLLUP_FIELDS = [
  "received",
  "status_new",
  "status_in_progress",
  "status_accepted",
  "status_rejected",
  "status_withdrawn",
  "answered",
  "awaiting",
  "vacancies_published",
  "new_volunteers",
];
/** A roll-up row's counts (alias r). */
const ROLLUP_COLUMNS = sql.raw(ROLLUP_FIELDS.map((c) => `r.${c}`).join(", "));

/** Add a roll-up row's counts (times the coefficient of its term) to the figures. */
function addRollup(f: AnalyticsFigures, r: RollupRow, coef = 1) {
  const by = f.applications_by_status;
  f.applications_received += coef * Number(r.received);
  by.new += coef * Number(r.status_new);
  by.in_progress += coef * Number(r.status_in_progress);
  by.accepted += coef * Number(r.status_accepted);
  by.rejected += coef * Number(r.status_rejected);
  by.withdrawn += coef * Number(r.status_withdrawn);
  f.answered += coef * Number(r.answered);
  f.awaiting_answer += coef * Number(r.awaiting);
  f.vacancies_published += coef * Number(r.vacancies_published);
  f.new_volunteers += coef * Number(r.new_volunteers);
}
const finish = (f: AnalyticsFigures) => {
  f.accepted_share = share(f.applications_by_status.accepted, f.applications_received);
};

/** Seconds from an application to its first answer (float8, as percentile_cont reads them). */
const answerSeconds = sql`extract(epoch from (a.first_answered_at - a.created_at))::float8`;

/**
 * The answer seconds of the applications `where` selects, ranks `lo`..`hi` (0-based) in order of
 * answer time. Ordered by the interval itself (whole microseconds, in the same order as its
 * seconds): extract() is numeric since PostgreSQL 14, and computing it for each of thousands of
 * rows cost most of the read; it is computed for the one or two rows returned only.
 */
const middleValues = (where: SQL) => sql`array(
  select ${answerSeconds} from (
    select a.created_at, a.first_answered_at from applications a
    where ${where}
    order by a.first_answered_at - a.created_at offset p.lo limit p.hi - p.lo + 1) a
  order by 1)`;

/**
 * From answer-time bucket counts `c(grp, bucket, n)`, each group's middle value(s): the bucket that
 * holds the 0-based ranks (total - 1) / 2 and total / 2 (the same one when the count is odd) and
 * their offsets in it, as `picks(grp, bucket, lo, hi)` (one row per bucket, both ranks in one row
 * when they share it). A bucket holds ranks before .. before + n - 1; it is picked when that range
 * meets the two middle ranks, which are then clipped to it.
 */
const PICKS = sql.raw(`
  cum as (
    select c.*, (sum(c.n) over (partition by c.grp order by c.bucket))::int - c.n as before,
      (sum(c.n) over (partition by c.grp))::int as total
    from c
  ), picks as (
    select cum.grp, cum.bucket, greatest((cum.total - 1) / 2, cum.before) - cum.before as lo,
      least(cum.total / 2, cum.before + cum.n - 1) - cum.before as hi
    from cum
    where cum.before <= cum.total / 2 and cum.before + cum.n > (cum.total - 1) / 2
  )`);

/** The middle value(s) read per group -> percentile_cont(0.5): lo + (hi - lo) * 0.5, in float8 as PostgreSQL does. */
function middles(rows: { grp: number; s: (number | string)[] }[]): Map<number, number> {
  const values = new Map<number, number[]>();
  for (const row of rows) {
    const grp = Number(row.grp);
    values.set(grp, [...(values.get(grp) ?? []), ...row.s.map(Number)]);
  }
  const out = new Map<number, number>();
  for (const [grp, v] of values) {
    const lo = Math.min(...v);
    const hi = Math.max(...v);
    out.set(grp, lo + (hi - lo) * 0.5);
  }
  return out;
}

/**
 * The exact median seconds to a first answer of the center's applications received in the range:
 * the answer-time buckets (per day, month and year) tell which bucket holds the middle one (or
 * two), whose few applications are then read in order. The same value as percentile_cont(0.5)
 * over all of them. One statement.
 */
export async function centerMedian(tx: Tx, centerId: number, r: DateRange, today = todayNow()): Promise<number | null> {
  const rows = rowsOf<{ grp: number; s: (number | string)[] }>(
    await tx.execute(sql`
      with c as (
        select 0 as grp, x.bucket, sum(x.n)::int as n from (${perTerm(
          keyed(cover(r, today), 0),
          (t) => sql`
            select h.bucket, ${coefOf(t)} * h.n as n from analytics_answer_buckets h
            where h.center_id = ${centerId} and ${inTerm("h", t)}`,
        )}) x
        group by 2 having sum(x.n) > 0
      ), ${PICKS}
      select p.grp, ${middleValues(sql`
        a.center_id = ${centerId} and a.first_answered_at is not null and a.answer_bucket = p.bucket
        and a.created_at >= ${startOf(r.from)} and a.created_at < ${startOf(addDays(r.to, 1))}`)} as s
      from picks p`),
  );
  return middles(rows).get(0) ?? null;
}

export interface CenterAnalytics {
  bucket: Bucket;
  current: AnalyticsFigures;
  previous: AnalyticsFigures;
  series: AnalyticsSeriesPoint[];
}

/** The center's figures for the period and the one before, and the period's series. */
export async function centerAnalytics(
  tx: Tx,
  centerId: number,
  p: ResolvedPeriod,
  today = todayNow(),
): Promise<CenterAnalytics> {
  const b = boundsOf(p);
  const bucket = bucketOf(p.range);
  const starts = bucketStarts(p.range, bucket);
  const current = emptyFigures();
  const previous = emptyFigures();
  const series: AnalyticsSeriesPoint[] = starts.map((start) => ({
    start,
    applications_received: 0,
    vacancies_published: 0,
  }));

  // The center's rows (organization 0): each series point of the period (key k) as months and
  // days, the previous period (key -1) with years too. A new volunteer is a volunteer role of this
  // center given in the period (analytics_rollup.new_volunteers).
  const terms: KeyedTerm[] = keyed(cover(p.previous, today), -1);
  starts.forEach((start, k) => {
    const end = k + 1 < starts.length ? addDays(starts[k + 1]!, -1) : p.range.to;
    terms.push(...keyed(cover({ from: start < p.range.from ? p.range.from : start, to: end }, today, "m"), k));
  });
  // Each roll-up row once, then added to every term (period or point) that holds it.
  const rows = rowsOf<RollupRow & { grain: string; start: string }>(
    await tx.execute(
      perTerm(
        runsOf(terms),
        (t) => sql`
          select r.grain, to_char(r.start, 'YYYY-MM-DD') as start, ${ROLLUP_COLUMNS} from analytics_rollup r
          where r.center_id = ${centerId} and r.organization_id = 0 and ${inTerm("r", t)}`,
      ),
    ),
  );
  for (const r of rows)
    for (const t of terms) {
      if (t.grain !== r.grain || r.start < t.from || r.start > t.to) continue;
      if (t.key < 0) addRollup(previous, r, t.coef);
      else {
        addRollup(current, r, t.coef);
        series[t.key]!.applications_received += t.coef * Number(r.received);
        series[t.key]!.vacancies_published += t.coef * Number(r.vacancies_published);
      }
    }
  finish(current);
  finish(previous);
  current.median_first_answer_hours = hours(await centerMedian(tx, centerId, p.range, today));
  previous.median_first_answer_hours = hours(await centerMedian(tx, centerId, p.previous, today));

  const orgs = rowsOf<{ cur: number; status: string; n: number }>(
    await tx.execute(sql`
      select ${periodOf(sql`o.created_at`, b)} as cur, o.status, count(*)::int as n
      from organizations o
      where o.center_id = ${centerId} and o.organization_type <> 'VolunteerCenter' and ${inEither(sql`o.created_at`, b)}
      group by 1, 2`),
  );
  for (const r of orgs)
    if ((ORGANIZATION_STATUSES as readonly string[]).includes(r.status))
      (Number(r.cur) === 1 ? current : previous).organizations_by_status[r.status as OrganizationStatus] = Number(r.n);

  return { bucket, current, previous, series };
}

export type OrganizationAnalyticsRow = OrganizationAnalyticsAttributes & { id: number };

/** An organization's counts for the period (and two for the period before), as summed in SQL. */
type OrganizationCounts = Omit<RollupRow, "new_volunteers"> & {
  id: number;
  name: string;
  status: string;
  previous_received: number;
  previous_awaiting: number;
};
/** The roll-up rows' sums (alias r, with coef and cur) per organization: the period's, and two of the period before. */
const ORGANIZATION_SUMS = sql.raw(
  ROLLUP_FIELDS.filter((c) => c !== "new_volunteers")
    .map((c) => `coalesce(sum(r.coef * r.${c}) filter (where r.cur), 0)::int as ${c}`)
    .concat(
      ["received", "awaiting"].map(
        (c) => `coalesce(sum(r.coef * r.${c}) filter (where not r.cur), 0)::int as previous_${c}`,
      ),
    )
    .join(", "),
);

/**
 * Every organization of the center with its figures for the period (and two of the period before),
 * its name and status in the same statement. The median is read for the rows that `withMedian`
 * picks (all by default): a page sorted by another figure needs it for its own rows only.
 */
export async function organizationAnalytics(
  tx: Tx,
  centerId: number,
  p: ResolvedPeriod,
  organizationId?: number,
  withMedian: (rows: OrganizationAnalyticsRow[]) => OrganizationAnalyticsRow[] = (rows) => rows,
  today = todayNow(),
): Promise<OrganizationAnalyticsRow[]> {
  const only = (col: string) => (organizationId === undefined ? sql`` : sql`and ${sql.raw(col)} = ${organizationId}`);
  const terms = [...keyed(cover(p.range, today), 1), ...keyed(cover(p.previous, today), 0)];
  const counts = rowsOf<OrganizationCounts>(
    await tx.execute(sql`
      select o.id, o.name, o.status, ${ORGANIZATION_SUMS}
      from organizations o left join (${perTerm(
        terms,
        (t) => sql`
          select r.organization_id as org, ${sql.raw(t.key === 1 ? "true" : "false")} as cur, ${coefOf(t)} as coef, ${ROLLUP_COLUMNS}
          from analytics_rollup r
          where r.center_id = ${centerId} and r.organization_id <> 0 and ${inTerm("r", t)} ${only("r.organization_id")}`,
      )}) r on r.org = o.id
      where o.center_id = ${centerId} ${only("o.id")}
      group by o.id`),
  );
  const rows: OrganizationAnalyticsRow[] = counts.map((o) => ({
    id: Number(o.id),
    organization_name: o.name,
    organization_status: o.status as OrganizationStatus,
    vacancies_published: o.vacancies_published,
    applications_received: o.received,
    new: o.status_new,
    in_progress: o.status_in_progress,
    accepted: o.status_accepted,
    rejected: o.status_rejected,
    withdrawn: o.status_withdrawn,
    accepted_share: share(o.status_accepted, o.received),
    median_first_answer_hours: null,
    answered: o.answered,
    awaiting_answer: o.awaiting,
    previous_applications_received: o.previous_received,
    previous_awaiting_answer: o.previous_awaiting,
  }));
  // Only organizations with an answered application in the period have a median.
  const answered = rows.filter((r) => r.answered > 0).length;
  const ids = withMedian(rows)
    .filter((r) => r.answered > 0)
    .map((r) => r.id);
  if (ids.length === 0) return rows;
  // Every organization with an answer in the period: no list of them is needed to pick their rows.
  const which = ids.length === answered && organizationId === undefined ? "all" : ids;
  const medians = await organizationMedians(tx, centerId, p.range, which, today);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [org, m] of medians) {
    const row = byId.get(org);
    if (row) row.median_first_answer_hours = hours(m);
  }
  return rows;
}

/**
 * The exact median seconds to a first answer of each organization's applications received in the
 * range, found as centerMedian finds the center's, in one statement: the answer-time buckets of the
 * range's whole years and months (analytics_org_answer_buckets, migrations 0029 and 0040) and of the
 * applications of its loose days (counted directly), summed per organization and bucket, tell which
 * bucket holds each organization's middle one (or two); those are then read from the few
 * applications of that bucket (in answer-time order from applications_org_answer_time_idx over long
 * ranges, by created_at from applications_org_answer_bucket_idx over short ones). The same values as
 * percentile_cont(0.5) per organization over all of them. Organizations without an answered
 * application in the range are left out. `ids` "all" means every organization with an answered
 * application in the range (and no others, so no list is needed to pick their rows).
 */
export async function organizationMedians(
  tx: Tx,
  centerId: number,
  r: DateRange,
  ids: readonly number[] | "all",
  today = todayNow(),
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  // "all": read the center's bucket rows of each term in one index range
  // (analytics_org_answer_buckets_range_idx, migration 0045) instead of one range per organization.
  const inOrgs = (col: string) =>
    ids === "all" ? sql`` : sql`and ${sql.raw(col)} = any(${`{${ids.join(",")}}`}::bigint[])`;
  const terms = keyed(cover(r, today), 0);
  // Loose days: their applications counted directly (applications_answered_idx, a range per organization);
  // whole months and years from the buckets (index-only: a range per organization, or per term for "all").
  const parts = perTerm(terms, (t) =>
    t.grain === "d"
      ? sql`
        select a.organization_id as grp, analytics_answer_bucket(a.created_at, a.first_answered_at) as bucket,
          ${coefOf(t)} as n
        from applications a
        where a.center_id = ${centerId} ${inOrgs("a.organization_id")} and a.first_answered_at is not null
          and a.created_at >= ${startOf(t.from)} and a.created_at < ${startOf(addDays(t.to, 1))}`
      : sql`
        select b.organization_id as grp, b.bucket, ${coefOf(t)} * b.n as n
        from analytics_org_answer_buckets b
        where b.center_id = ${centerId} ${inOrgs("b.organization_id")} and ${inTerm("b", t)}`,
  );
  const rows = rowsOf<{ grp: number; s: (number | string)[] }>(
    await tx.execute(sql`
      with c as (
        select x.grp, x.bucket, sum(x.n)::int as n from (${parts}) x
        group by 1, 2 having sum(x.n) > 0
      ), ${PICKS}
      select p.grp, ${middleValues(sql`
        a.center_id = ${centerId} and a.organization_id = p.grp and a.first_answered_at is not null
        and a.answer_bucket = p.bucket
        and a.created_at >= ${startOf(r.from)} and a.created_at < ${startOf(addDays(r.to, 1))}`)} as s
      from picks p`),
  );
  return middles(rows);
}
