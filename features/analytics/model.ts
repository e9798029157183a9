/**
 * The analytics screens' view model: which figures, their change against the previous period,
 * the charts' rows and the short text summaries (as message keys with values, so they are
 * tested without i18next and read the same in Dutch and English).
 */
import type {
  AnalyticsAttributes,
  AnalyticsFigures,
  AnalyticsSeriesPoint,
  Bucket,
  OrganizationAnalyticsAttributes,
} from "@contract/analytics.ts";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@contract/applications.ts";
import { ORGANIZATION_STATUSES, type OrganizationStatus } from "@contract/enums.ts";

export type FigureKind = "count" | "share" | "hours";
export type KeyFigure =
  | "vacancies_published"
  | "applications_received"
  | "accepted_share"
  | "median_first_answer_hours"
  | "awaiting_answer"
  | "new_volunteers";

export interface KeyFigureDef {
  key: KeyFigure;
  kind: FigureKind;
  /** A fall is good news (waiting time, applications left waiting). */
  lowerIsBetter: boolean;
}

/** The key figures in the order the page shows them. */
export const KEY_FIGURES: readonly KeyFigureDef[] = [
  { key: "applications_received", kind: "count", lowerIsBetter: false },
  { key: "accepted_share", kind: "share", lowerIsBetter: false },
  { key: "median_first_answer_hours", kind: "hours", lowerIsBetter: true },
  { key: "awaiting_answer", kind: "count", lowerIsBetter: true },
  { key: "vacancies_published", kind: "count", lowerIsBetter: false },
  { key: "new_volunteers", kind: "count", lowerIsBetter: false },
];

export type Direction = "up" | "down" | "same" | "none";
/** Whether the change is good news, bad news or neither. */
export type Tone = "good" | "bad" | "neutral";

export interface Change {
  current: number | null;
  previous: number | null;
  /** current - previous; null when either is missing. */
  delta: number | null;
  /** The relative change (0.25 = +25 %); null when the previous value is 0 or missing. */
  relative: number | null;
  direction: Direction;
  tone: Tone;
}

/** The change of a figure against the previous period. */
export function changeOf(current: number | null, previous: number | null, lowerIsBetter = false): Change {
  if (current === null || previous === null)
    return { current, previous, delta: null, relative: null, direction: "none", tone: "neutral" };
  const delta = Math.round((current - previous) * 1000) / 1000;
  const relative = previous !== 0 ? Math.round((delta / previous) * 1000) / 1000 : null;
  const direction: Direction = delta > 0 ? "up" : delta < 0 ? "down" : "same";
  const tone: Tone = direction === "same" ? "neutral" : (direction === "up") !== lowerIsBetter ? "good" : "bad";
  return { current, previous, delta, relative, direction, tone };
}

export interface KeyFigureView extends KeyFigureDef, Change {}

export function keyFigures(a: Pick<AnalyticsAttributes, "current" | "previous">): KeyFigureView[] {
  return KEY_FIGURES.map((def) => ({
    ...def,
    ...changeOf(a.current[def.key], a.previous[def.key], def.lowerIsBetter),
  }));
}

/** A message key with its values (the summaries). */
export interface Message {
  key: string;
  values: Record<string, string | number>;
}

export interface Formatters {
  count: (n: number) => string;
  share: (n: number) => string;
  hours: (n: number) => string;
  /** A bucket's label: a day, a week starting on that day, or a month. */
  bucket: (start: string, bucket: Bucket) => string;
}

export const formatValue = (f: Formatters, kind: FigureKind, value: number) =>
  kind === "share" ? f.share(value) : kind === "hours" ? f.hours(value) : f.count(value);

/** 'Meer dan vorige periode (12)': the change in words, for the cards and screen readers. */
export function changeMessage(fig: KeyFigureView, f: Formatters): Message {
  if (fig.direction === "none")
    return fig.previous === null ? { key: "change.noPrevious", values: {} } : { key: "change.noCurrent", values: {} };
  const previous = formatValue(f, fig.kind, fig.previous!);
  if (fig.direction === "same") return { key: "change.same", values: { previous } };
  const delta = formatValue(f, fig.kind, Math.abs(fig.delta!));
  // A share changes by points, not by a percentage of a percentage.
  const amount = fig.kind === "share" ? f.count(Math.round(Math.abs(fig.delta!) * 1000) / 10) : delta;
  return {
    key: `change.${fig.direction}${fig.kind === "share" ? "Points" : ""}`,
    values: { amount, previous },
  };
}

export interface StatusRow<S extends string> {
  status: S;
  current: number;
  previous: number;
}

export const applicationStatusRows = (a: Pick<AnalyticsAttributes, "current" | "previous">) =>
  APPLICATION_STATUSES.map((status): StatusRow<ApplicationStatus> => ({
    status,
    current: a.current.applications_by_status[status],
    previous: a.previous.applications_by_status[status],
  }));

export const organizationStatusRows = (a: Pick<AnalyticsAttributes, "current" | "previous">) =>
  ORGANIZATION_STATUSES.map((status): StatusRow<OrganizationStatus> => ({
    status,
    current: a.current.organizations_by_status[status],
    previous: a.previous.organizations_by_status[status],
  }));

/** 'Van de 40 aanmeldingen zijn er 12 geaccepteerd (30 %) en wachten er 5 nog op een eerste antwoord.' */
export function statusSummary(c: AnalyticsFigures, f: Formatters): Message {
  if (c.applications_received === 0) return { key: "summary.statusNone", values: {} };
  return {
    key: "summary.status",
    values: {
      received: f.count(c.applications_received),
      accepted: f.count(c.applications_by_status.accepted),
      share: f.share(c.accepted_share ?? 0),
      awaiting: f.count(c.awaiting_answer),
      median: c.median_first_answer_hours === null ? "-" : f.hours(c.median_first_answer_hours),
    },
  };
}

/** 'De meeste aanmeldingen kwamen in de week van 3 maart (14); in totaal 40.' */
export function seriesSummary(series: readonly AnalyticsSeriesPoint[], bucket: Bucket, f: Formatters): Message {
  const total = series.reduce((n, p) => n + p.applications_received, 0);
  const vacancies = series.reduce((n, p) => n + p.vacancies_published, 0);
  if (total === 0 && vacancies === 0) return { key: "summary.seriesNone", values: {} };
  const peak = series.reduce((best, p) => (p.applications_received > best.applications_received ? p : best));
  return {
    key: `summary.series_${bucket}`,
    values: {
      total: f.count(total),
      vacancies: f.count(vacancies),
      peak: f.bucket(peak.start, bucket),
      peakCount: f.count(peak.applications_received),
    },
  };
}

/** 'Aangemelde organisaties: 6; goedgekeurd: 4, in afwachting van goedkeuring: 1, ...' */
export function organizationSummary(c: AnalyticsFigures, f: Formatters): Message {
  const total = ORGANIZATION_STATUSES.reduce((n, s) => n + c.organizations_by_status[s], 0);
  if (total === 0) return { key: "summary.organizationsNone", values: {} };
  return {
    key: "summary.organizations",
    values: {
      total: f.count(total),
      approved: f.count(c.organizations_by_status.approved),
      pending: f.count(c.organizations_by_status.pending),
      other: f.count(c.organizations_by_status.denied + c.organizations_by_status.archived),
    },
  };
}

/** Whether the period has nothing at all (the empty state instead of empty charts). */
export const isEmptyPeriod = (a: Pick<AnalyticsAttributes, "current">) => {
  const c = a.current;
  return (
    c.applications_received === 0 &&
    c.vacancies_published === 0 &&
    c.new_volunteers === 0 &&
    ORGANIZATION_STATUSES.every((s) => c.organizations_by_status[s] === 0)
  );
};

/** The per-organization row as the table shows it. */
export interface OrganizationRow extends OrganizationAnalyticsAttributes {
  id: string;
}

/** 'Bij 3 organisaties wachten 12 aanmeldingen op een eerste antwoord; de meeste bij Stichting X (5).' */
export function organizationsTableSummary(rows: readonly OrganizationRow[], f: Formatters): Message {
  const waiting = rows.filter((r) => r.awaiting_answer > 0);
  if (!waiting.length) return { key: "summary.noneWaiting", values: {} };
  const top = waiting.reduce((best, r) => (r.awaiting_answer > best.awaiting_answer ? r : best));
  return {
    key: "summary.waiting",
    values: {
      organizations: f.count(waiting.length),
      applications: f.count(waiting.reduce((n, r) => n + r.awaiting_answer, 0)),
      top: top.organization_name,
      topCount: f.count(top.awaiting_answer),
    },
  };
}

/** Hours as the page says them: under two days in hours, else in days (one decimal). */
export function hoursParts(hours: number): { unit: "hours" | "days"; value: number } {
  if (hours < 48) return { unit: "hours", value: Math.round(hours * 10) / 10 };
  return { unit: "days", value: Math.round((hours / 24) * 10) / 10 };
}
