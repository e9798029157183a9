/** What the analytics calls (JSON and CSV) share: who may ask, the period, the sort. */
import type { FastifyRequest } from "fastify";
import {
  ANALYTICS_FILTER,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_MIN_DATE,
  DEFAULT_ORGANIZATION_ANALYTICS_SORT,
  NAMED_PERIODS,
  ORGANIZATION_ANALYTICS_SORTS,
  resolvePeriod,
  type ResolvedPeriod,
} from "@contract/analytics.ts";
import { requireActor } from "../../context.ts";
import { ApiError } from "../../http/errors.ts";
import { parseFilters, parseSort, type FilterDef, type ParsedFilters, type SortKey } from "../../http/jsonapi.ts";
import { dutchToday } from "../vacancies/service.ts";
import { mayViewAnalytics } from "./policy.ts";
import type { OrganizationAnalyticsRow } from "./service.ts";

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

export const periodMeta = (p: ResolvedPeriod) => ({
  period: p.period,
  from: p.range.from,
  to: p.range.to,
  previous_from: p.previous.from,
  previous_to: p.previous.to,
});

const collator = new Intl.Collator("nl", { sensitivity: "base", numeric: true });

/** Sort the rows by the keys; empty figures (null) always last, then by name. */
export function sortOrganizations(rows: OrganizationAnalyticsRow[], keys: SortKey[]): OrganizationAnalyticsRow[] {
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

const today = (req: FastifyRequest) => dutchToday(req.server.services.now());

/** GET /analytics (and its export): authorized, with the period asked for. */
export function centerRequest(req: FastifyRequest) {
  authorize(req);
  return { period: periodOf(parseFilters(req, PERIOD_FILTERS), today(req)) };
}

/** GET /analytics/organizations (and its export): authorized, with the period, one organization and the sort. */
export function organizationsRequest(req: FastifyRequest) {
  authorize(req);
  const filters = parseFilters(req, ORGANIZATION_FILTERS);
  return {
    period: periodOf(filters, today(req)),
    only: filters.organization_id_eq ? Number(filters.organization_id_eq) : undefined,
    sort: parseSort(req, ORGANIZATION_ANALYTICS_SORTS, [sortKey(DEFAULT_ORGANIZATION_ANALYTICS_SORT)]),
  };
}
