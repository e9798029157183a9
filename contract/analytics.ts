/**
 * Analytics (/analytics, /analytics/index-2): the figures of a center over a period, each with
 * the same figure over the period before. One definition for the server (SQL), the screens and
 * the tests; the definitions below are the product's wording of what each number counts.
 *
 * Days are Dutch calendar days (Europe/Amsterdam); a period runs from `from` up to and including `to`.
 *
 * - vacancies_published: vacancies whose first publication (published_at) falls in the period,
 *   whatever their status now.
 * - applications_received: applications created in the period (the period's cohort).
 * - applications_by_status: that cohort by its status now (new, in_progress, accepted, rejected,
 *   withdrawn); the five add up to applications_received.
 * - accepted_share: accepted ÷ applications_received of the cohort (null without applications).
 * - median_first_answer_hours: the median, over the cohort's answered applications, of the time
 *   from the application to its first answer. The first answer (applications.first_answered_at,
 *   migration 0019) is the earliest of: the first status change by the organization (to
 *   in_progress, accepted or rejected; a withdrawal by the volunteer is no answer), and the first
 *   message in the application's conversation written by someone other than the volunteer
 *   (organization or center staff). Null when none is answered.
 * - answered: the cohort's applications that have a first answer.
 * - awaiting_answer: the cohort's applications still new without any answer (the organization
 *   has not reacted yet; withdrawn ones do not wait).
 * - new_volunteers: people who became volunteers of this center in the period (the volunteer
 *   role given then: at signup, or later to an existing account).
 * - organizations_by_status: organizations (not the center's own VolunteerCenter) that joined
 *   (were created) in the period, by their status now.
 *
 * The previous period has the same length and ends the day before `from` (see previousRange).
 */
import { APPLICATION_STATUSES, type ApplicationStatus } from "./applications.ts";
import { ORGANIZATION_STATUSES, type OrganizationStatus } from "./enums.ts";

export const ANALYTICS_PERIODS = ["this_month", "last_month", "this_year", "range"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** The named periods (a range has dates instead). */
export const NAMED_PERIODS = ["this_month", "last_month", "this_year"] as const satisfies readonly AnalyticsPeriod[];
export type NamedPeriod = (typeof NAMED_PERIODS)[number];
export const DEFAULT_PERIOD: NamedPeriod = "this_month";
/** A chosen range is at most this many days long (two years). */
export const ANALYTICS_MAX_RANGE_DAYS = 731;
/** The earliest day a range may start. */
export const ANALYTICS_MIN_DATE = "2000-01-01";

/** The API filters: `filter[period_eq]`, or a range `filter[date_gteq]` + `filter[date_lteq]` (YYYY-MM-DD, inclusive). */
export const ANALYTICS_FILTER = { period: "period_eq", from: "date_gteq", to: "date_lteq" } as const;

export interface DateRange {
  /** First day (YYYY-MM-DD). */
  from: string;
  /** Last day, inclusive (YYYY-MM-DD). */
  to: string;
}

/** Chart buckets: days for a period up to 31 days, weeks (Monday) up to 92, months beyond. */
export type Bucket = "day" | "week" | "month";

export interface AnalyticsFigures {
  vacancies_published: number;
  applications_received: number;
  applications_by_status: Record<ApplicationStatus, number>;
  accepted_share: number | null;
  median_first_answer_hours: number | null;
  answered: number;
  awaiting_answer: number;
  new_volunteers: number;
  organizations_by_status: Record<OrganizationStatus, number>;
}

export interface AnalyticsSeriesPoint {
  /** First day of the bucket (YYYY-MM-DD). */
  start: string;
  applications_received: number;
  vacancies_published: number;
}

/** GET /api/v1/analytics: data {type: "analytics", id: "<from>_<to>", attributes}. */
export interface AnalyticsAttributes {
  period: AnalyticsPeriod;
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
  bucket: Bucket;
  current: AnalyticsFigures;
  previous: AnalyticsFigures;
  /** Applications received and vacancies published per bucket of the period (empty buckets included). */
  series: AnalyticsSeriesPoint[];
}

/** GET /api/v1/analytics/organizations: one resource `analytics_organization` per organization (id = its id). */
export interface OrganizationAnalyticsAttributes {
  organization_name: string;
  organization_status: OrganizationStatus;
  vacancies_published: number;
  applications_received: number;
  new: number;
  in_progress: number;
  accepted: number;
  rejected: number;
  withdrawn: number;
  accepted_share: number | null;
  median_first_answer_hours: number | null;
  answered: number;
  awaiting_answer: number;
  /** The same organization's applications_received in the previous period. */
  previous_applications_received: number;
  /** The same organization's awaiting_answer in the previous period. */
  previous_awaiting_answer: number;
}

/** Sortable columns of the per-organization table (`sort=`, `-` for descending). */
export const ORGANIZATION_ANALYTICS_SORTS = [
  "organization_name",
  "vacancies_published",
  "applications_received",
  "new",
  "in_progress",
  "accepted",
  "rejected",
  "withdrawn",
  "accepted_share",
  "median_first_answer_hours",
  "awaiting_answer",
] as const;
export type OrganizationAnalyticsSort = (typeof ORGANIZATION_ANALYTICS_SORTS)[number];
/** Default: the organizations that leave most applications waiting first. */
export const DEFAULT_ORGANIZATION_ANALYTICS_SORT = "-awaiting_answer";

export const emptyFigures = (): AnalyticsFigures => ({
  vacancies_published: 0,
  applications_received: 0,
  applications_by_status: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >,
  accepted_share: null,
  median_first_answer_hours: null,
  answered: 0,
  awaiting_answer: 0,
  new_volunteers: 0,
  organizations_by_status: Object.fromEntries(ORGANIZATION_STATUSES.map((s) => [s, 0])) as Record<
    OrganizationStatus,
    number
  >,
});

// ---- dates (pure, UTC arithmetic on calendar days) ----

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const fmt = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => fmt(new Date(toDate(day).getTime() + n * 86_400_000));
/** Days from `from` to `to`, both included. */
export const daysIn = (r: DateRange) =>
  Math.round((toDate(r.to).getTime() - toDate(r.from).getTime()) / 86_400_000) + 1;
const lastDayOfMonth = (y: number, m0: number) => new Date(Date.UTC(y, m0 + 1, 0)).getUTCDate();
/** The same day `months` months earlier, clamped to that month's length (31 March -> 28/29 February). */
function monthsBack(day: string, months: number): string {
  const d = toDate(day);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() - months;
  const y = Math.floor(total / 12);
  const m0 = total % 12;
  return fmt(new Date(Date.UTC(y, m0, Math.min(d.getUTCDate(), lastDayOfMonth(y, m0)))));
}

/** The days of a named period, on `today` (YYYY-MM-DD, Dutch): this month and this year up to today. */
export function namedRange(period: NamedPeriod, today: string): DateRange {
  const [y, m] = today.split("-");
  if (period === "this_month") return { from: `${y}-${m}-01`, to: today };
  if (period === "this_year") return { from: `${y}-01-01`, to: today };
  const firstOfThis = `${y}-${m}-01`;
  const to = addDays(firstOfThis, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/**
 * The period compared with: this month (1st up to today) with the same days of the month before;
 * last month with the whole month before; this year with the same days of last year; a chosen
 * range with as many days right before it.
 */
export function previousRange(period: AnalyticsPeriod, r: DateRange): DateRange {
  if (period === "this_month" || period === "last_month") {
    const from = monthsBack(r.from, 1);
    if (period === "last_month") return { from, to: addDays(r.from, -1) };
    return { from, to: monthsBack(r.to, 1) };
  }
  if (period === "this_year") return { from: monthsBack(r.from, 12), to: monthsBack(r.to, 12) };
  const n = daysIn(r);
  return { from: addDays(r.from, -n), to: addDays(r.from, -1) };
}

export const bucketOf = (r: DateRange): Bucket => {
  const n = daysIn(r);
  return n <= 31 ? "day" : n <= 92 ? "week" : "month";
};

export interface PeriodQuery {
  period?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}

export type PeriodError =
  /** A date that is not a real YYYY-MM-DD day. */
  | { code: "invalid_date"; field: "from" | "to" }
  /** A range needs both dates. */
  | { code: "blank"; field: "from" | "to" }
  | { code: "period_order"; field: "to" }
  | { code: "period_too_long"; field: "to" }
  | { code: "period_out_of_bounds"; field: "from" | "to" };

export interface ResolvedPeriod {
  period: AnalyticsPeriod;
  range: DateRange;
  previous: DateRange;
}

/**
 * The period a request asks for: a named period, or a range (both dates; to >= from; at most
 * ANALYTICS_MAX_RANGE_DAYS days; from ANALYTICS_MIN_DATE up to today). Dates without a period
 * mean a range; nothing means DEFAULT_PERIOD.
 */
export function resolvePeriod(q: PeriodQuery, today: string): ResolvedPeriod | { error: PeriodError } {
  const hasDates = !!(q.from || q.to);
  const period = (q.period || (hasDates ? "range" : DEFAULT_PERIOD)) as AnalyticsPeriod;
  if (period !== "range") {
    const range = namedRange(period as NamedPeriod, today);
    return { period, range, previous: previousRange(period, range) };
  }
  for (const field of ["from", "to"] as const) {
    const v = q[field];
    if (!v) return { error: { code: "blank", field } };
    if (!isIsoDate(v)) return { error: { code: "invalid_date", field } };
  }
  const range = { from: q.from!, to: q.to! };
  if (range.from < ANALYTICS_MIN_DATE) return { error: { code: "period_out_of_bounds", field: "from" } };
  if (range.to > today) return { error: { code: "period_out_of_bounds", field: "to" } };
  if (range.to < range.from) return { error: { code: "period_order", field: "to" } };
  if (daysIn(range) > ANALYTICS_MAX_RANGE_DAYS) return { error: { code: "period_too_long", field: "to" } };
  return { period, range, previous: previousRange(period, range) };
}

// ---- the pages' URLs ----

type Params = Pick<URLSearchParams, "get">;

/** /analytics and /analytics/index-2 keep the period in the URL: ?period=&from=&to= (and sort= on index-2). */
export function analyticsUrlPeriod(url: Params): PeriodQuery & { period: AnalyticsPeriod } {
  const raw = url.get("period");
  const from = url.get("from") ?? "";
  const to = url.get("to") ?? "";
  if (raw === "range" || (!raw && (from || to))) return { period: "range", from, to };
  const period = (NAMED_PERIODS as readonly (string | null)[]).includes(raw) ? (raw as NamedPeriod) : DEFAULT_PERIOD;
  return { period };
}

/** The API filter for a period chosen on the page. */
export function analyticsFilter(p: PeriodQuery): Record<string, string> {
  if (p.period === "range" || (!p.period && (p.from || p.to)))
    return { [ANALYTICS_FILTER.from]: p.from ?? "", [ANALYTICS_FILTER.to]: p.to ?? "" };
  return { [ANALYTICS_FILTER.period]: p.period || DEFAULT_PERIOD };
}
