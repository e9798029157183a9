import { useSearchParams } from "react-router";
import {
  analyticsFilter,
  DEFAULT_ORGANIZATION_ANALYTICS_SORT,
  ORGANIZATION_ANALYTICS_SORTS,
  type OrganizationAnalyticsSort,
} from "@contract/analytics.ts";
import { API_PATHS } from "@contract/paths.ts";
import { AnalyticsOrganizationsScreen } from "@features/analytics/AnalyticsOrganizationsScreen.tsx";
import { useExport } from "../../../lib/download.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { ORGANIZATIONS_PAGE_SIZE, periodErrorOf, useOrganizationAnalytics } from "./api.ts";
import { dutchToday, useUrlPeriod } from "./period.ts";

/** ?sort=-awaiting_answer: a known column, else the default (most applications waiting first). */
function sortOf(raw: string | null): { column: OrganizationAnalyticsSort; descending: boolean } {
  const value = raw ?? DEFAULT_ORGANIZATION_ANALYTICS_SORT;
  const descending = value.startsWith("-");
  const column = (descending ? value.slice(1) : value) as OrganizationAnalyticsSort;
  if ((ORGANIZATION_ANALYTICS_SORTS as readonly string[]).includes(column)) return { column, descending };
  return sortOf(DEFAULT_ORGANIZATION_ANALYTICS_SORT);
}

/** /analytics/index-2: the figures per organization; period, sort and page in the URL; CSV export. */
export default function AnalyticsOrganizations() {
  const { client } = useServices();
  const [params, setParams] = useSearchParams();
  const [period, setPeriod] = useUrlPeriod();
  const sort = sortOf(params.get("sort"));
  const sortParam = `${sort.descending ? "-" : ""}${sort.column}`;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const list = useOrganizationAnalytics(client, { period, sort: sortParam, page });
  const exportCsv = useExport(API_PATHS.analyticsOrganizationsExport, "analyse-per-organisatie.csv");
  const periodError = periodErrorOf(list.error);
  const update = (next: { sort?: string; page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.sort !== undefined) {
          out.set("sort", next.sort);
          out.delete("page");
        }
        if (next.page !== undefined) {
          if (next.page <= 1) out.delete("page");
          else out.set("page", String(next.page));
        }
        return out;
      },
      { preventScrollReset: next.page === undefined },
    );
  const total = list.data?.total ?? 0;
  return (
    <AnalyticsOrganizationsScreen
      state={list.isPending ? "loading" : list.isError && !periodError ? "failed" : "ready"}
      rows={periodError ? [] : (list.data?.rows ?? [])}
      total={total}
      page={page}
      pageCount={Math.max(1, Math.ceil(total / ORGANIZATIONS_PAGE_SIZE))}
      shown={list.data?.shown ?? null}
      sort={sort}
      onSortChange={(s) => update({ sort: `${s.descending ? "-" : ""}${s.column}` })}
      onPageChange={(p) => update({ page: p })}
      period={period}
      onPeriodChange={setPeriod}
      today={dutchToday()}
      periodError={periodError}
      onRetry={() => void list.refetch()}
      onExport={() => exportCsv({ filter: analyticsFilter(period), sort: sortParam })}
      linkComponent={RouterLink}
    />
  );
}
