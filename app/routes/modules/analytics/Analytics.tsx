import { API_PATHS } from "@contract/paths.ts";
import { analyticsFilter } from "@contract/analytics.ts";
import { AnalyticsScreen } from "@features/analytics/AnalyticsScreen.tsx";
import { useExport } from "../../../lib/download.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { periodErrorOf, useAnalytics, useRefusal } from "./api.ts";
import { ANALYTICS_URL, dutchToday, useAnalyticsUrl } from "./period.ts";

/** /analytics: the center's figures for the period in the URL, with CSV export. */
export default function Analytics() {
  const { client } = useServices();
  const { period, setPeriod } = useAnalyticsUrl(ANALYTICS_URL);
  const figures = useAnalytics(client, period);
  const exportCsv = useExport(API_PATHS.analyticsExport, "analyse.csv");
  const periodError = periodErrorOf(figures.error);
  if (useRefusal(figures.error)) return null;
  return (
    <AnalyticsScreen
      state={figures.isPending ? "loading" : figures.isError && !periodError ? "failed" : "ready"}
      data={periodError ? null : figures.data}
      period={period}
      onPeriodChange={setPeriod}
      today={dutchToday()}
      periodError={periodError}
      onRetry={() => void figures.refetch()}
      onExport={() => exportCsv({ filter: analyticsFilter(period) })}
      linkComponent={RouterLink}
    />
  );
}
