import { analyticsFilter } from "@contract/analytics.ts";
import { API_PATHS } from "@contract/paths.ts";
import { AnalyticsOrganizationsScreen } from "@features/analytics/AnalyticsOrganizationsScreen.tsx";
import { useExport } from "../../../lib/download.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { ORGANIZATIONS_PAGE_SIZE, periodErrorOf, useOrganizationAnalytics, useRefusal } from "./api.ts";
import { ANALYTICS_ORGANIZATIONS_URL, dutchToday, sortOf, useAnalyticsUrl } from "./period.ts";

/** /analytics/index-2: the figures per organization; period, sort and page in the URL; CSV export. */
export default function AnalyticsOrganizations() {
  const { client } = useServices();
  const { state, update, period, setPeriod } = useAnalyticsUrl(ANALYTICS_ORGANIZATIONS_URL);
  const sortParam = state.sort;
  const sort = sortOf(sortParam);
  const page = state.page;
  const list = useOrganizationAnalytics(client, { period, sort: sortParam, page });
  const exportCsv = useExport(API_PATHS.analyticsOrganizationsExport, "analyse-per-organisatie.csv");
  const periodError = periodErrorOf(list.error);
  if (useRefusal(list.error)) return null;
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
