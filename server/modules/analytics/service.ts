/**
 * The analytics figures (contract/analytics.ts defines each one): a center's, and per
 * organization, over a period and the period before it. The counts are sums of the roll-ups that
 * the database keeps (migration 0024): the center's per day (at most 731 rows a period), an
 * organization's per month and per day for the part months at either end of a range. The center's
 * median is found in the answer-time buckets, then read exactly from the applications of its
 * bucket; an organization's the same way from its own buckets (organizationMedians).
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

/** A range as the whole months in it and the days before and after them. */
export function rangePieces(r: DateRange): { months: DateRange | null; days: DateRange[] } {
  const firstOfNext = (day: string) => {
    const [y, m] = day.split("-").map(Number) as [number, number];
    return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  };
  const first = r.from.endsWith("-01") ? r.from : firstOfNext(r.from);
  const end = addDays(r.to, 1);
  const after = end.endsWith("-01") ? end : `${end.slice(0, 7)}-01`; // first day after the whole months
  if (first >= after) return { months: null, days: [r] };
  const days: DateRange[] = [];
  if (r.from < first) days.push({ from: r.from, to: addDays(first, -1) });
  if (after <= r.to) days.push({ from: after, to: r.to });
  return { months: { from: first, to: addDays(after, -1) }, days };
}

/** The roll-up rows (grain and start) that add up to the range. */
function piecesSql(r: DateRange, alias: string): SQL {
  const { months, days } = rangePieces(r);
  const g = sql.raw(`${alias}.grain`);
  const st = sql.raw(`${alias}.start`);
  const parts: SQL[] = days.map((d) => sql`(${g} = 'd' and ${st} between ${d.from}::date and ${d.to}::date)`);
  if (months) parts.push(sql`(${g} = 'm' and ${st} between ${months.from}::date and ${months.to}::date)`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

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
const ROLLUP_SUMS = sql.raw(
  [
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
  ]
    .map((c) => `sum(r.${c})::int as ${c}`)
    .join(", "),
);

/** Add a roll-up row's counts to the figures. */
function addRollup(f: AnalyticsFigures, r: RollupRow) {
  const by = f.applications_by_status;
  f.applications_received += Number(r.received);
  by.new += Number(r.status_new);
  by.in_progress += Number(r.status_in_progress);
  by.accepted += Number(r.status_accepted);
  by.rejected += Number(r.status_rejected);
  by.withdrawn += Number(r.status_withdrawn);
  f.answered += Number(r.answered);
  f.awaiting_answer += Number(r.awaiting);
  f.vacancies_published += Number(r.vacancies_published);
  f.new_volunteers += Number(r.new_volunteers);
}
const finish = (f: AnalyticsFigures) => {
  f.accepted_share = share(f.applications_by_status.accepted, f.applications_received);
};

/** Seconds from an application to its first answer (float8, as percentile_cont reads them). */
const answerSeconds = sql`extract(epoch from (a.first_answered_at - a.created_at))::float8`;

/**
 * The exact median seconds to a first answer of the center's applications received in the range:
 * the answer-time buckets tell which bucket holds the middle one (or two), whose few applications
 * are then read in order. The same value as percentile_cont(0.5) over all of them.
 */
export async function centerMedian(tx: Tx, centerId: number, r: DateRange): Promise<number | null> {
  const buckets = rowsOf<{ bucket: number; n: number }>(
    await tx.execute(sql`
      select h.bucket, sum(h.n)::int as n from analytics_answer_buckets h
      where h.center_id = ${centerId} and ${piecesSql(r, "h")}
      group by 1 having sum(h.n) > 0 order by 1`),
  );
  const total = buckets.reduce((n, b) => n + Number(b.n), 0);
  if (total === 0) return null;
  // 0-based ranks of the middle value(s).
  const ranks = total % 2 ? [(total - 1) / 2] : [total / 2 - 1, total / 2];
  const values: number[] = [];
  for (const rank of ranks) {
    let before = 0;
    for (const b of buckets) {
      const n = Number(b.n);
      if (rank < before + n) {
        const [row] = rowsOf<{ s: number }>(
          await tx.execute(sql`
            select ${answerSeconds} as s from applications a
            where a.center_id = ${centerId} and a.first_answered_at is not null
              and a.answer_bucket = ${Number(b.bucket)}
              and a.created_at >= ${startOf(r.from)} and a.created_at < ${startOf(addDays(r.to, 1))}
            order by 1 offset ${rank - before} limit 1`),
        );
        values.push(Number(row!.s));
        break;
      }
      before += n;
    }
  }
  const [lo, hi = lo] = values as [number, number?];
  return lo + ((hi as number) - lo) * 0.5;
}

export interface CenterAnalytics {
  bucket: Bucket;
  current: AnalyticsFigures;
  previous: AnalyticsFigures;
  series: AnalyticsSeriesPoint[];
}

/** The center's figures for the period and the one before, and the period's series. */
export async function centerAnalytics(tx: Tx, centerId: number, p: ResolvedPeriod): Promise<CenterAnalytics> {
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
  /** The series point of a day of the period (the last bucket starting on or before it). */
  const pointOf = (day: string) => {
    let k = starts.length - 1;
    while (k > 0 && starts[k]! > day) k--;
    return series[k]!;
  };

  // The center's day rows (organization 0) of both periods; a new volunteer is a volunteer role of
  // this center given in the period (analytics_rollup.new_volunteers).
  const days = rowsOf<RollupRow & { day: string }>(
    await tx.execute(sql`
      select to_char(r.start, 'YYYY-MM-DD') as day, ${ROLLUP_SUMS} from analytics_rollup r
      where r.center_id = ${centerId} and r.organization_id = 0 and r.grain = 'd'
        and ((r.start between ${p.previous.from}::date and ${p.previous.to}::date)
          or (r.start between ${p.range.from}::date and ${p.range.to}::date))
      group by r.start`),
  );
  for (const r of days) {
    if (r.day < p.range.from) addRollup(previous, r);
    else {
      addRollup(current, r);
      const point = pointOf(r.day);
      point.applications_received += Number(r.received);
      point.vacancies_published += Number(r.vacancies_published);
    }
  }
  finish(current);
  finish(previous);
  current.median_first_answer_hours = hours(await centerMedian(tx, centerId, p.range));
  previous.median_first_answer_hours = hours(await centerMedian(tx, centerId, p.previous));

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

/**
 * Every organization of the center with its figures for the period (and two of the period before).
 * The median is read for the rows that `withMedian` picks (all by default): a page sorted by
 * another figure needs it for its own rows only.
 */
export async function organizationAnalytics(
  tx: Tx,
  centerId: number,
  p: ResolvedPeriod,
  organizationId?: number,
  withMedian: (rows: OrganizationAnalyticsRow[]) => OrganizationAnalyticsRow[] = (rows) => rows,
): Promise<OrganizationAnalyticsRow[]> {
  const only = (col: string) => (organizationId === undefined ? sql`` : sql`and ${sql.raw(col)} = ${organizationId}`);
  const sums = (r: DateRange, cur: number) => sql`
    select r.organization_id as org, ${cur} as cur, ${ROLLUP_SUMS} from analytics_rollup r
    where r.center_id = ${centerId} and r.organization_id <> 0 and ${piecesSql(r, "r")} ${only("r.organization_id")}
    group by 1`;
  const counts = rowsOf<RollupRow & { org: number; cur: number }>(
    await tx.execute(sql`${sums(p.range, 1)} union all ${sums(p.previous, 0)}`),
  );
  const orgs = rowsOf<{ id: number; name: string; status: string }>(
    await tx.execute(sql`
      select o.id, o.name, o.status from organizations o
      where o.center_id = ${centerId} ${only("o.id")}`),
  );
  const figures = new Map<number, { current: AnalyticsFigures; previous: AnalyticsFigures }>();
  const of = (org: number) => {
    let f = figures.get(org);
    if (!f) figures.set(org, (f = { current: emptyFigures(), previous: emptyFigures() }));
    return f;
  };
  for (const r of counts) addRollup(Number(r.cur) === 1 ? of(Number(r.org)).current : of(Number(r.org)).previous, r);

  const rows: OrganizationAnalyticsRow[] = orgs.map((o) => {
    const { current: c, previous: prev } = of(Number(o.id));
    finish(c);
    return {
      id: Number(o.id),
      organization_name: o.name,
      organization_status: o.status as OrganizationStatus,
      vacancies_published: c.vacancies_published,
      applications_received: c.applications_received,
      ...c.applications_by_status,
      accepted_share: c.accepted_share,
      median_first_answer_hours: null,
      answered: c.answered,
      awaiting_answer: c.awaiting_answer,
      previous_applications_received: prev.applications_received,
      previous_awaiting_answer: prev.awaiting_answer,
    };
  });
  const ids = withMedian(rows).map((r) => r.id);
  if (ids.length === 0) return rows;
  const medians = await organizationMedians(tx, centerId, p.range, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [org, m] of medians) byId.get(org)!.median_first_answer_hours = hours(m);
  return rows;
}

/**
 * The exact median seconds to a first answer of each organization's applications received in the
 * range, found as centerMedian finds the center's, in one statement: the answer-time buckets of the
 * whole months (analytics_org_answer_buckets, migration 0029) and of the applications of the days
 * around them, summed per organization and bucket, tell which bucket holds each organization's
 * middle one (or two); those are then read from the few applications of that bucket
 * (applications_org_answer_bucket_idx). The same values as percentile_cont(0.5) per organization
 * over all of them. Organizations without an answered application in the range are left out.
 */
export async function organizationMedians(
  tx: Tx,
  centerId: number,
  r: DateRange,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const orgs = sql`${`{${ids.join(",")}}`}::bigint[]`;
  const from = startOf(r.from);
  const to = startOf(addDays(r.to, 1));
  const { months, days } = rangePieces(r);
  const parts: SQL[] = days.map(
    // The part months: their applications counted directly (applications_answered_idx, a range per organization).
    (d) => sql`
      select a.organization_id as org, analytics_answer_bucket(a.created_at, a.first_answered_at) as bucket, 1 as n
      from applications a
      where a.center_id = ${centerId} and a.organization_id = any(${orgs}) and a.first_answered_at is not null
        and a.created_at >= ${startOf(d.from)} and a.created_at < ${startOf(addDays(d.to, 1))}`,
  );
  if (months)
    parts.push(sql`
      select b.organization_id as org, b.bucket, b.n from analytics_org_answer_buckets b
      where b.center_id = ${centerId} and b.organization_id = any(${orgs})
        and b.start between ${months.from}::date and ${months.to}::date`);
  const rows = rowsOf<{ org: number; s: number }>(
    await tx.execute(sql`
      with c as (
        select x.org, x.bucket, sum(x.n)::int as n from (${sql.join(parts, sql` union all `)}) x
        group by 1, 2 having sum(x.n) > 0
      ), cum as (
        select c.*, (sum(c.n) over (partition by c.org order by c.bucket))::int - c.n as before,
          (sum(c.n) over (partition by c.org))::int as total
        from c
      ), picks as (
        -- the 0-based ranks of the middle value(s): the same one twice when the count is odd
        select cum.org, cum.bucket, k.rank - cum.before as off
        from cum cross join lateral (values ((cum.total - 1) / 2), (cum.total / 2)) k(rank)
        where k.rank >= cum.before and k.rank < cum.before + cum.n
      )
      select p.org, (
        select ${answerSeconds} from applications a
        where a.center_id = ${centerId} and a.organization_id = p.org and a.first_answered_at is not null
          and a.answer_bucket = p.bucket and a.created_at >= ${from} and a.created_at < ${to}
        order by 1 offset p.off limit 1) as s
      from picks p`),
  );
  const values = new Map<number, number[]>();
  for (const row of rows) {
    const org = Number(row.org);
    values.set(org, [...(values.get(org) ?? []), Number(row.s)]);
  }
  for (const [org, v] of values) {
    const lo = Math.min(...v);
    const hi = Math.max(...v);
    out.set(org, lo + (hi - lo) * 0.5);
  }
  return out;
}
