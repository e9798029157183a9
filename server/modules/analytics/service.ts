/**
 * The analytics figures (contract/analytics.ts defines each one): a center's, and per
 * organization, over a period and the period before it. The counts come from one hashed
 * aggregate over both periods (applications_analytics_idx, migration 0019: an index-only range
 * scan), grouped by period, chart bucket, status and answered, so no row is sorted; only the
 * median sorts, and only the answered rows of one period.
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
import { APPLICATION_STATUSES, type ApplicationStatus } from "@contract/applications.ts";
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
const inCurrent = (col: SQL, b: Bounds) => sql`${col} >= ${b.cs} and ${col} < ${b.ce}`;

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

/**
 * The bucket number (1-based, into `starts`) of a current-period row, 0 for the previous period:
 * a binary search in the buckets' first moments (cheaper per row than formatting a date).
 */
const bucketIndex = (col: SQL, b: Bounds, starts: string[]) =>
  sql`(case when ${col} >= ${b.cs} then width_bucket(${col}, array[${sql.join(
    starts.map((d, i) => (i === 0 ? b.cs : startOf(d))),
    sql`, `,
  )}]::timestamptz[]) else 0 end)`;

const hours = (seconds: number | string | null | undefined): number | null =>
  seconds === null || seconds === undefined ? null : Math.round((Number(seconds) / 3600) * 10) / 10;
const share = (accepted: number, received: number) =>
  received > 0 ? Math.round((accepted / received) * 1000) / 1000 : null;

interface CountRow {
  status: string;
  answered: boolean;
  n: number;
}

/** Add one (status, answered) count to the figures. */
function addCount(f: AnalyticsFigures, r: CountRow) {
  const n = Number(r.n);
  f.applications_received += n;
  if ((APPLICATION_STATUSES as readonly string[]).includes(r.status))
    f.applications_by_status[r.status as ApplicationStatus] += n;
  if (r.answered) f.answered += n;
  else if (r.status === "new") f.awaiting_answer += n;
}
const finish = (f: AnalyticsFigures) => {
  f.accepted_share = share(f.applications_by_status.accepted, f.applications_received);
};

/** The median seconds to a first answer of the applications received in [from, to) (per organization when asked). */
const medianSql = sql`percentile_cont(0.5) within group (order by extract(epoch from (a.first_answered_at - a.created_at)))`;

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
  const at = (k: number) => series[Number(k) - 1];

  const apps = rowsOf<CountRow & { k: number }>(
    await tx.execute(sql`
      select ${bucketIndex(sql`a.created_at`, b, starts)} as k, a.status,
        (a.first_answered_at is not null) as answered, count(*)::int as n
      from applications a
      where a.center_id = ${centerId} and ${inEither(sql`a.created_at`, b)}
      group by 1, 2, 3`),
  );
  for (const r of apps) {
    if (Number(r.k) === 0) addCount(previous, r);
    else {
      addCount(current, r);
      const point = at(r.k);
      if (point) point.applications_received += Number(r.n);
    }
  }
  finish(current);
  finish(previous);

  const medians = rowsOf<{ cur: number; m: number | string | null }>(
    await tx.execute(sql`
      select ${periodOf(sql`a.created_at`, b)} as cur, ${medianSql} as m
      from applications a
      where a.center_id = ${centerId} and ${inEither(sql`a.created_at`, b)} and a.first_answered_at is not null
      group by 1`),
  );
  for (const r of medians) (Number(r.cur) === 1 ? current : previous).median_first_answer_hours = hours(r.m);

  const vac = rowsOf<{ k: number; n: number }>(
    await tx.execute(sql`
      select ${bucketIndex(sql`v.published_at`, b, starts)} as k, count(*)::int as n
      from vacancies v
      where v.center_id = ${centerId} and v.published_at is not null and ${inEither(sql`v.published_at`, b)}
      group by 1`),
  );
  for (const r of vac) {
    if (Number(r.k) === 0) previous.vacancies_published += Number(r.n);
    else {
      current.vacancies_published += Number(r.n);
      const point = at(r.k);
      if (point) point.vacancies_published += Number(r.n);
    }
  }

  // A new volunteer: the volunteer role of this center given in the period (roles_analytics_idx).
  const vols = rowsOf<{ cur: number; n: number }>(
    await tx.execute(sql`
      select ${periodOf(sql`r.created_at`, b)} as cur, count(*)::int as n
      from roles r
      where r.center_id = ${centerId} and r.name = 'volunteer' and ${inEither(sql`r.created_at`, b)}
      group by 1`),
  );
  for (const r of vols) (Number(r.cur) === 1 ? current : previous).new_volunteers = Number(r.n);

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

/** Every organization of the center with its figures for the period (and two of the period before). */
export async function organizationAnalytics(
  tx: Tx,
  centerId: number,
  p: ResolvedPeriod,
  organizationId?: number,
): Promise<OrganizationAnalyticsRow[]> {
  const b = boundsOf(p);
  const oneOrg = organizationId === undefined ? sql`` : sql`and v.organization_id = ${organizationId}`;
  const apps = rowsOf<CountRow & { org: number; cur: number }>(
    await tx.execute(sql`
      select v.organization_id as org, ${periodOf(sql`a.created_at`, b)} as cur, a.status,
        (a.first_answered_at is not null) as answered, count(*)::int as n
      from applications a join vacancies v on v.id = a.vacancy_id
      where a.center_id = ${centerId} and ${inEither(sql`a.created_at`, b)} ${oneOrg}
      group by 1, 2, 3, 4`),
  );
  const medians = rowsOf<{ org: number; m: number | string | null }>(
    await tx.execute(sql`
      select v.organization_id as org, ${medianSql} as m
      from applications a join vacancies v on v.id = a.vacancy_id
      where a.center_id = ${centerId} and ${inCurrent(sql`a.created_at`, b)} and a.first_answered_at is not null ${oneOrg}
      group by 1`),
  );
  const vac = rowsOf<{ org: number; n: number }>(
    await tx.execute(sql`
      select v.organization_id as org, count(*)::int as n
      from vacancies v
      where v.center_id = ${centerId} and ${inCurrent(sql`v.published_at`, b)} ${oneOrg}
      group by 1`),
  );
  const orgs = rowsOf<{ id: number; name: string; status: string }>(
    await tx.execute(sql`
      select o.id, o.name, o.status from organizations o
      where o.center_id = ${centerId} ${organizationId === undefined ? sql`` : sql`and o.id = ${organizationId}`}`),
  );
  const figures = new Map<number, { current: AnalyticsFigures; previous: AnalyticsFigures }>();
  const of = (org: number) => {
    let f = figures.get(org);
    if (!f) figures.set(org, (f = { current: emptyFigures(), previous: emptyFigures() }));
    return f;
  };
  for (const r of apps) addCount(Number(r.cur) === 1 ? of(Number(r.org)).current : of(Number(r.org)).previous, r);
  for (const r of medians) of(Number(r.org)).current.median_first_answer_hours = hours(r.m);
  for (const r of vac) of(Number(r.org)).current.vacancies_published = Number(r.n);

  return orgs.map((o) => {
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
      median_first_answer_hours: c.median_first_answer_hours,
      answered: c.answered,
      awaiting_answer: c.awaiting_answer,
      previous_applications_received: prev.applications_received,
      previous_awaiting_answer: prev.awaiting_answer,
    };
  });
}
