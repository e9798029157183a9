import {
  ANALYTICS_PERIODS,
  analyticsUrlPeriod,
  DEFAULT_ORGANIZATION_ANALYTICS_SORT,
  DEFAULT_PERIOD,
  ORGANIZATION_ANALYTICS_SORTS,
  type OrganizationAnalyticsSort,
} from "@contract/analytics.ts";
import type { PeriodValue } from "@features/analytics/PeriodPicker.tsx";
import { param, useListState, type ListSchema, type ListState } from "../../../lib/useListState.ts";

/** Today in the Netherlands (YYYY-MM-DD), as the server counts days. */
export const dutchToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

/** /analytics: ?period=&from=&to= (a named period, or a range with its dates). */
export const ANALYTICS_URL = {
  period: param.oneOf(ANALYTICS_PERIODS, DEFAULT_PERIOD),
  from: param.text(10),
  to: param.text(10),
} satisfies ListSchema;

const SORT_VALUES = ORGANIZATION_ANALYTICS_SORTS.flatMap((s) => [s, `-${s}`] as const);
/** /analytics/index-2: the period, and ?sort= (a column, '-' for descending) and ?page=. */
export const ANALYTICS_ORGANIZATIONS_URL = {
  ...ANALYTICS_URL,
  sort: param.oneOf(SORT_VALUES, DEFAULT_ORGANIZATION_ANALYTICS_SORT),
  page: param.page(),
} satisfies ListSchema;

/** A sort parameter as its column and direction. */
export function sortOf(value: string): { column: OrganizationAnalyticsSort; descending: boolean } {
  const descending = value.startsWith("-");
  return { column: (descending ? value.slice(1) : value) as OrganizationAnalyticsSort, descending };
}

/**
 * The page's URL state (useListState) with its period read as the contract reads it (dates
 * without a period are a range), and how to change the period: its dates only for a range, the
 * page back to 1, other parameters kept.
 */
export function useAnalyticsUrl<S extends typeof ANALYTICS_URL>(schema: S) {
  const { state, update, params } = useListState(schema);
  const period: PeriodValue = analyticsUrlPeriod(params);
  const setPeriod = (p: PeriodValue) =>
    update({
      period: p.period,
      from: p.period === "range" ? (p.from ?? "") : "",
      to: p.period === "range" ? (p.to ?? "") : "",
    } as Partial<ListState<S>>);
  return { state, update, period, setPeriod };
}
