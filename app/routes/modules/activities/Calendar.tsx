import { useSearchParams } from "react-router";
import { dayKey, MONTH_PATTERN } from "@contract/amsterdam-time.ts";
import { ActivityCalendarScreen } from "@features/activities/ActivityCalendarScreen.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useActivityMonth } from "./api.ts";
import { activityHref, MANAGE_PATH, OVERVIEW_PATH } from "./paths.ts";
import { useActivityViewer } from "./viewer.ts";

/** /activiteitenkalender?maand=2026-12: the month grid (this month without or with a wrong `maand`). */
export default function Calendar() {
  const [params] = useSearchParams();
  const today = dayKey(new Date());
  const asked = params.get("maand") ?? "";
  const month = MONTH_PATTERN.test(asked) ? asked : today.slice(0, 7);
  const query = useActivityMonth(month);
  const { centerStaff } = useActivityViewer();
  return (
    <ActivityCalendarScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      month={month}
      today={today}
      items={query.data?.items ?? []}
      hrefForMonth={(m) => `/activiteitenkalender?maand=${m}`}
      hrefForActivity={activityHref}
      overviewHref={OVERVIEW_PATH}
      manageHref={centerStaff ? MANAGE_PATH : undefined}
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}
