/**
 * The analytics figures (contract/analytics.ts defines each one): a center's, and per
 * organization, over a period and the period before it. Each table is read once for both periods
 * (the applications through applications_analytics_idx, migration 0019).
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

const statusCounts = APPLICATION_STATUSES.map(
  (s) => sql`count(*) filter (where a.status = ${s})::int as ${sql.identifier(`s_${s}`)}`,
);
/** The application aggregates of contract/analytics.ts over the rows of `a`. */
const applicationAggregates = sql.join(
  [
    sql`count(*)::int as received`,
    ...statusCounts,
    sql`count(a.first_answered_at)::int as answered`,
    sql`count(*) filter (where a.status = 'new' and a.first_answered_at is null)::int as awaiting`,
    sql`percentile_cont(0.5) within group (order by extract(epoch from (a.first_answered_at - a.created_at))) as median_seconds`,
  ],
  sql`, `,
);

interface AppAgg {
  received: number;
  answered: number;
  awaiting: number;
  median_seconds: number | string | null;
  [status: `s_${string}`]: number;
}

const hours = (seconds: number | string | null): number | null =>
  seconds === null || seconds === undefined ? null : Math.round((Number(seconds) / 3600) * 10) / 10;
const share = (accepted: number, received: number) =>
  received > 0 ? Math.round((accepted / received) * 1000) / 1000 : null;

function applyApplications(f: AnalyticsFigures, r: AppAgg) {
  f.applications_received = Number(r.received);
  for (const s of APPLICATION_STATUSES) f.applications_by_status[s] = Number(r[`s_${s}`] ?? 0);
  f.accepted_share = share(f.applications_by_status.accepted, f.applications_received);
  f.median_first_answer_hours = hours(r.median_seconds);
  f.answered = Number(r.answered);
  f.awaiting_answer = Number(r.awaiting);
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

const bucketSql = (col: SQL, bucket: Bucket) =>
  sql`to_char(date_trunc(${bucket}, ${col} at time zone ${ZONE}), 'YYYY-MM-DD')`;

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
  const current = emptyFigures();
  const previous = emptyFigures();
  const pick = (cur: unknown) => (Number(cur) === 1 ? current : previous);
  const series = new Map(
    bucketStarts(p.range, bucket).map((start) => [
      start,
      { start, applications_received: 0, vacancies_published: 0 } as AnalyticsSeriesPoint,
    ]),
  );

  // Applications: per period (the figures) and per bucket of the current period (the series), one scan.
  const apps = rowsOf<AppAgg & { cur: number | null; bucket: string | null }>(
    await tx.execute(sql`
      select a.cur, a.bucket, ${applicationAggregates}
      from (
        select a.*, ${periodOf(sql`a.created_at`, b)} as cur,
          case when a.created_at >= ${b.cs} then ${bucketSql(sql`a.created_at`, bucket)} end as bucket
        from applications a
        where a.center_id = ${centerId} and ${inEither(sql`a.created_at`, b)}
      ) as a
      group by grouping sets ((a.cur), (a.bucket))`),
  );
  for (const r of apps) {
    if (r.cur !== null && r.cur !== undefined) applyApplications(pick(r.cur), r);
    else if (r.bucket) {
      const point = series.get(r.bucket);
      if (point) point.applications_received = Number(r.received);
    }
  }

  const vac = rowsOf<{ cur: number | null; bucket: string | null; n: number }>(
    await tx.execute(sql`
      select cur, bucket, count(*)::int as n from (
        select ${periodOf(sql`v.published_at`, b)} as cur,
          case when v.published_at >= ${b.cs} then ${bucketSql(sql`v.published_at`, bucket)} end as bucket
        from vacancies v
        where v.center_id = ${centerId} and v.published_at is not null and ${inEither(sql`v.published_at`, b)}
      ) x group by grouping sets ((cur), (bucket))`),
  );
  for (const r of vac) {
    if (r.cur !== null && r.cur !== undefined) pick(r.cur).vacancies_published = Number(r.n);
    else if (r.bucket) {
      const point = series.get(r.bucket);
      if (point) point.vacancies_published = Number(r.n);
    }
  }

  const vols = rowsOf<{ cur: number; n: number }>(
    await tx.execute(sql`
      select ${periodOf(sql`u.created_at`, b)} as cur, count(*)::int as n
      from users u
      where u.center_id = ${centerId} and ${inEither(sql`u.created_at`, b)}
        and exists (select 1 from roles r where r.user_id = u.id and r.name = 'volunteer')
      group by 1`),
  );
  for (const r of vols) pick(r.cur).new_volunteers = Number(r.n);

  const orgs = rowsOf<{ cur: number; status: string; n: number }>(
    await tx.execute(sql`
      select ${periodOf(sql`o.created_at`, b)} as cur, o.status, count(*)::int as n
      from organizations o
      where o.center_id = ${centerId} and o.organization_type <> 'VolunteerCenter' and ${inEither(sql`o.created_at`, b)}
      group by 1, 2`),
  );
  for (const r of orgs)
    if ((ORGANIZATION_STATUSES as readonly string[]).includes(r.status))
      pick(r.cur).organizations_by_status[r.status as OrganizationStatus] = Number(r.n);

  return { bucket, current, previous, series: [...series.values()] };
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
  const apps = rowsOf<AppAgg & { org: number; cur: number }>(
    await tx.execute(sql`
      select v.organization_id as org, ${periodOf(sql`a.created_at`, b)} as cur, ${applicationAggregates}
      from applications a join vacancies v on v.id = a.vacancy_id
      where a.center_id = ${centerId} and ${inEither(sql`a.created_at`, b)} ${oneOrg}
      group by 1, 2`),
  );
  const vac = rowsOf<{ org: number; n: number }>(
    await tx.execute(sql`
      select v.organization_id as org, count(*)::int as n
      from vacancies v
      where v.center_id = ${centerId} and v.published_at >= ${b.cs} and v.published_at < ${b.ce} ${oneOrg}
      group by 1`),
  );
  const orgs = rowsOf<{ id: number; name: string; status: string }>(
    await tx.execute(sql`
      select o.id, o.name, o.status from organizations o
      where o.center_id = ${centerId} ${organizationId === undefined ? sql`` : sql`and o.id = ${organizationId}`}`),
  );
  const rows = new Map<number, OrganizationAnalyticsRow>();
  for (const o of orgs) {
    const f = emptyFigures();
    rows.set(Number(o.id), {
      id: Number(o.id),
      organization_name: o.name,
      organization_status: o.status as OrganizationStatus,
      vacancies_published: 0,
      applications_received: 0,
      ...f.applications_by_status,
      accepted_share: null,
      median_first_answer_hours: null,
      answered: 0,
      awaiting_answer: 0,
      previous_applications_received: 0,
      previous_awaiting_answer: 0,
    });
  }
  for (const r of apps) {
    const row = rows.get(Number(r.org));
    if (!row) continue;
    if (Number(r.cur) === 1) {
      const f = emptyFigures();
      applyApplications(f, r);
      row.applications_received = f.applications_received;
      for (const s of APPLICATION_STATUSES) row[s as ApplicationStatus] = f.applications_by_status[s];
      row.accepted_share = f.accepted_share;
      row.median_first_answer_hours = f.median_first_answer_hours;
      row.answered = f.answered;
      row.awaiting_answer = f.awaiting_answer;
    } else {
      row.previous_applications_received = Number(r.received);
      row.previous_awaiting_answer = Number(r.awaiting);
    }
  }
  for (const r of vac) {
    const row = rows.get(Number(r.org));
    if (row) row.vacancies_published = Number(r.n);
  }
  return [...rows.values()];
}
