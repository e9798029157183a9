/**
 * CSV of the analytics pages (server/http/csv.ts): `GET /api/v1/analytics/export` (every figure of
 * /analytics with the previous period, then the chart's series) and
 * `GET /api/v1/analytics/organizations/export` (the per-organization table, same filters and sort).
 * Same period filters, same authorization as the JSON.
 */
import type { FastifyInstance } from "fastify";
import type { AnalyticsFigures, Bucket } from "@contract/analytics.ts";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@contract/applications.ts";
import { ORGANIZATION_STATUSES, type Locale, type OrganizationStatus } from "@contract/enums.ts";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant } from "../../context.ts";
import { sendCsv, type CsvColumn, type CsvValue } from "../../http/csv.ts";
import { STATUS_LABELS as ORGANIZATION_STATUS_LABELS } from "../organizations/export.ts";
import { centerRequest, organizationsRequest, sortOrganizations } from "./request.ts";
import { centerAnalytics, organizationAnalytics, type OrganizationAnalyticsRow } from "./service.ts";

type Text = Record<Locale, string>;

const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, Text> = {
  new: { nl: "nieuw", en: "new" },
  in_progress: { nl: "in behandeling", en: "in progress" },
  accepted: { nl: "geaccepteerd", en: "accepted" },
  rejected: { nl: "afgewezen", en: "rejected" },
  withdrawn: { nl: "ingetrokken", en: "withdrawn" },
};

const FIGURES: { label: Text; value: (f: AnalyticsFigures) => number | null }[] = [
  { label: { nl: "Gepubliceerde vacatures", en: "Vacancies published" }, value: (f) => f.vacancies_published },
  { label: { nl: "Aanmeldingen", en: "Applications received" }, value: (f) => f.applications_received },
  ...APPLICATION_STATUSES.map((s) => ({
    label: {
      nl: `Aanmeldingen: ${APPLICATION_STATUS_LABELS[s].nl}`,
      en: `Applications: ${APPLICATION_STATUS_LABELS[s].en}`,
    },
    value: (f: AnalyticsFigures) => f.applications_by_status[s],
  })),
  {
    label: { nl: "Aandeel geaccepteerd (%)", en: "Share accepted (%)" },
    value: (f) => (f.accepted_share === null ? null : Math.round(f.accepted_share * 1000) / 10),
  },
  {
    label: { nl: "Mediane tijd tot eerste antwoord (uren)", en: "Median time to first answer (hours)" },
    value: (f) => f.median_first_answer_hours,
  },
  { label: { nl: "Beantwoorde aanmeldingen", en: "Applications answered" }, value: (f) => f.answered },
  { label: { nl: "Wachten op eerste antwoord", en: "Awaiting a first answer" }, value: (f) => f.awaiting_answer },
  { label: { nl: "Nieuwe vrijwilligers", en: "New volunteers" }, value: (f) => f.new_volunteers },
  ...ORGANIZATION_STATUSES.map((s) => ({
    label: {
      nl: `Nieuwe organisaties: ${ORGANIZATION_STATUS_LABELS.nl[s].toLowerCase()}`,
      en: `New organizations: ${ORGANIZATION_STATUS_LABELS.en[s].toLowerCase()}`,
    },
    value: (f: AnalyticsFigures) => f.organizations_by_status[s],
  })),
];

const BUCKET_LABELS: Record<Bucket, Text> = {
  day: { nl: "Dag", en: "Day" },
  week: { nl: "Week vanaf", en: "Week from" },
  month: { nl: "Maand", en: "Month" },
};

interface FigureLine {
  label: Text;
  current: CsvValue;
  previous: CsvValue;
}

const FIGURE_COLUMNS = (period: string, previous: string): CsvColumn<FigureLine>[] => [
  { header: { nl: "Cijfer", en: "Figure" }, value: (r, l) => r.label[l] },
  { header: { nl: `Periode ${period}`, en: `Period ${period}` }, value: (r) => r.current },
  { header: { nl: `Vorige periode ${previous}`, en: `Previous period ${previous}` }, value: (r) => r.previous },
];

const count = (label: Text, value: (r: OrganizationAnalyticsRow) => CsvValue): CsvColumn<OrganizationAnalyticsRow> => ({
  header: label,
  value,
});

export const ORGANIZATION_ANALYTICS_CSV_COLUMNS: readonly CsvColumn<OrganizationAnalyticsRow>[] = [
  count({ nl: "Organisatie", en: "Organization" }, (r) => r.organization_name),
  {
    header: { nl: "Status", en: "Status" },
    value: (r, l) =>
      ORGANIZATION_STATUS_LABELS[l][r.organization_status as OrganizationStatus] ?? r.organization_status,
  },
  count({ nl: "Gepubliceerde vacatures", en: "Vacancies published" }, (r) => r.vacancies_published),
  count({ nl: "Aanmeldingen", en: "Applications received" }, (r) => r.applications_received),
  ...APPLICATION_STATUSES.map((s) =>
    count(
      {
        nl: `Aanmeldingen: ${APPLICATION_STATUS_LABELS[s].nl}`,
        en: `Applications: ${APPLICATION_STATUS_LABELS[s].en}`,
      },
      (r) => r[s],
    ),
  ),
  count({ nl: "Aandeel geaccepteerd (%)", en: "Share accepted (%)" }, (r) =>
    r.accepted_share === null ? null : Math.round(r.accepted_share * 1000) / 10,
  ),
  count(
    { nl: "Mediane tijd tot eerste antwoord (uren)", en: "Median time to first answer (hours)" },
    (r) => r.median_first_answer_hours,
  ),
  count({ nl: "Wachten op eerste antwoord", en: "Awaiting a first answer" }, (r) => r.awaiting_answer),
  count(
    { nl: "Aanmeldingen vorige periode", en: "Applications previous period" },
    (r) => r.previous_applications_received,
  ),
];

export function registerAnalyticsExport(app: FastifyInstance) {
  const required = { config: { auth: "required" as const } };

  app.get(API_PATHS.analyticsExport, required, async (req, reply) => {
    const { period } = centerRequest(req);
    const a = await inTenant(req, (tx) => centerAnalytics(tx, req.center.id, period));
    const lines: FigureLine[] = FIGURES.map((f) => ({
      label: f.label,
      current: f.value(a.current),
      previous: f.value(a.previous),
    }));
    for (const point of a.series)
      lines.push(
        {
          label: {
            nl: `Aanmeldingen (${BUCKET_LABELS[a.bucket].nl.toLowerCase()} ${point.start})`,
            en: `Applications (${BUCKET_LABELS[a.bucket].en.toLowerCase()} ${point.start})`,
          },
          current: point.applications_received,
          previous: null,
        },
        {
          label: {
            nl: `Gepubliceerde vacatures (${BUCKET_LABELS[a.bucket].nl.toLowerCase()} ${point.start})`,
            en: `Vacancies published (${BUCKET_LABELS[a.bucket].en.toLowerCase()} ${point.start})`,
          },
          current: point.vacancies_published,
          previous: null,
        },
      );
    return sendCsv(req, reply, {
      fileName: { nl: "analyse", en: "analytics" },
      columns: FIGURE_COLUMNS(
        `${period.range.from} - ${period.range.to}`,
        `${period.previous.from} - ${period.previous.to}`,
      ),
      rows: lines,
    });
  });

  app.get(API_PATHS.analyticsOrganizationsExport, required, async (req, reply) => {
    const { period, only, sort } = organizationsRequest(req);
    const rows = await inTenant(req, (tx) => organizationAnalytics(tx, req.center.id, period, only));
    return sendCsv(req, reply, {
      fileName: { nl: "analyse-per-organisatie", en: "analytics-per-organization" },
      columns: ORGANIZATION_ANALYTICS_CSV_COLUMNS,
      rows: sortOrganizations(rows, sort),
    });
  });
}
