/**
 * Analytics API (contract/analytics.ts):
 * - GET /api/v1/analytics: the center's figures for a period and the one before, with a series.
 * - GET /api/v1/analytics/organizations: the same figures per organization, sortable and paged.
 * The period: `filter[period_eq]=this_month|last_month|this_year`, or a range
 * `filter[date_gteq]=YYYY-MM-DD&filter[date_lteq]=YYYY-MM-DD` (Dutch days, inclusive, at most two
 * years, up to today). Who: center staff and superadmins, for the current center
 * (policy.ts); others 403, visitors 401.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ANALYTICS_FILTER,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_MIN_DATE,
  DEFAULT_ORGANIZATION_ANALYTICS_SORT,
  NAMED_PERIODS,
  ORGANIZATION_ANALYTICS_SORTS,
  resolvePeriod,
  type AnalyticsAttributes,
  type ResolvedPeriod,
} from "@contract/analytics.ts";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { ApiError } from "../../http/errors.ts";
import {
  document,
  pagination,
  parseFilters,
  parsePage,
  parseSort,
  type FilterDef,
  type ParsedFilters,
  type SortKey,
} from "../../http/jsonapi.ts";
import { dutchToday } from "../vacancies/service.ts";
import { mayViewAnalytics } from "./policy.ts";
import { centerAnalytics, organizationAnalytics, type OrganizationAnalyticsRow } from "./service.ts";

const PERIOD_FILTERS: Record<string, FilterDef> = {
  [ANALYTICS_FILTER.period]: { kind: "enum", values: [...NAMED_PERIODS, "range"] },
  [ANALYTICS_FILTER.from]: { kind: "text" },
  [ANALYTICS_FILTER.to]: { kind: "text" },
};
const ORGANIZATION_FILTERS: Record<string, FilterDef> = {
  ...PERIOD_FILTERS,
  organization_id_eq: { kind: "id" },
};

const PARAMETER = { from: `filter[${ANALYTICS_FILTER.from}]`, to: `filter[${ANALYTICS_FILTER.to}]` } as const;

/** The requested period, or a 422 naming the filter that is wrong. */
export function periodOf(f: ParsedFilters, today: string): ResolvedPeriod {
  const from = f[ANALYTICS_FILTER.from] as string | undefined;
  const to = f[ANALYTICS_FILTER.to] as string | undefined;
  const resolved = resolvePeriod({ period: f[ANALYTICS_FILTER.period] as string | undefined, from, to }, today);
  if (!("error" in resolved)) return resolved;
  const e = resolved.error;
  const value = (e.field === "from" ? from : to) ?? "";
  const code = e.code === "blank" ? "period_incomplete" : e.code;
  throw new ApiError(422, {
    code,
    parameter: PARAMETER[e.field],
    params: { value: value.slice(0, 20), max: ANALYTICS_MAX_RANGE_DAYS, min: ANALYTICS_MIN_DATE },
  });
}

function authorize(req: FastifyRequest) {
  const actor = requireActor(req);
  if (!mayViewAnalytics(actor)) throw new ApiError(403, { code: "forbidden" });
}

const periodMeta = (p: ResolvedPeriod) => ({
  period: p.period,
  from: p.range.from,
  to: p.range.to,
  previous_from: p.previous.from,
  previous_to: p.previous.to,
});

/** Sort the rows by the keys; empty figures (null) always last, then by name. */
export function sortOrganizations(rows: OrganizationAnalyticsRow[], keys: SortKey[]): OrganizationAnalyticsRow[] {
  const collator = new Intl.Collator("nl", { sensitivity: "base", numeric: true });
  const all = [...keys, { field: "organization_name", desc: false }, { field: "id", desc: false }];
  return [...rows].sort((x, y) => {
    for (const k of all) {
      const a = x[k.field as keyof OrganizationAnalyticsRow];
      const b = y[k.field as keyof OrganizationAnalyticsRow];
      if (a === b) continue;
      if (a === null) return 1;
      if (b === null) return -1;
      const c = typeof a === "string" && typeof b === "string" ? collator.compare(a, b) : Number(a) - Number(b);
      if (c !== 0) return k.desc ? -c : c;
    }
    return 0;
  });
}

const sortKey = (s: string): SortKey =>
  s.startsWith("-") ? { field: s.slice(1), desc: true } : { field: s, desc: false };

export function registerAnalyticsRoutes(app: FastifyInstance) {
  const s = app.services;
  const required = { config: { auth: "required" as const } };

  app.get(API_PATHS.analytics, required, async (req, reply) => {
    authorize(req);
    const period = periodOf(parseFilters(req, PERIOD_FILTERS), dutchToday(s.now()));
    const figures = await inTenant(req, (tx) => centerAnalytics(tx, req.center.id, period));
    const attributes: AnalyticsAttributes = { ...periodMeta(period), ...figures };
    return jsonApi(reply).send(
      document(req, {
        type: "analytics",
        id: `${period.range.from}_${period.range.to}`,
        attributes: { ...attributes },
      }),
    );
  });

  app.get(API_PATHS.analyticsOrganizations, required, async (req, reply) => {
    authorize(req);
    const filters = parseFilters(req, ORGANIZATION_FILTERS);
    const period = periodOf(filters, dutchToday(s.now()));
    const sort = parseSort(req, ORGANIZATION_ANALYTICS_SORTS, [sortKey(DEFAULT_ORGANIZATION_ANALYTICS_SORT)]);
    const page = parsePage(req);
    const only = filters.organization_id_eq ? Number(filters.organization_id_eq) : undefined;
    const rows = await inTenant(req, (tx) => organizationAnalytics(tx, req.center.id, period, only));
    const sorted = sortOrganizations(rows, sort);
    const slice = sorted.slice((page.number - 1) * page.size, page.number * page.size);
    const { meta, links } = pagination(req, page, sorted.length);
    return jsonApi(reply).send(
      document(
        req,
        slice.map(({ id, ...attributes }) => ({
          type: "analytics_organization",
          id: String(id),
          attributes: { ...attributes },
          links: { self: `${API_PATHS.organizations}/${id}` },
        })),
        { meta: { ...meta, ...periodMeta(period) }, links },
      ),
    );
  });
}
