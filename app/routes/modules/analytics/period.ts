import { useSearchParams } from "react-router";
import { analyticsUrlPeriod } from "@contract/analytics.ts";
import type { PeriodValue } from "@features/analytics/PeriodPicker.tsx";
import { periodSearch } from "@features/analytics/AnalyticsScreen.tsx";

/** Today in the Netherlands (YYYY-MM-DD), as the server counts days. */
export const dutchToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

/** The period in the page's URL (?period=&from=&to=), and how to change it (other parameters kept, page reset). */
export function useUrlPeriod(): [PeriodValue, (p: PeriodValue) => void] {
  const [params, setParams] = useSearchParams();
  const period = analyticsUrlPeriod(params);
  const set = (p: PeriodValue) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(periodSearch(p).slice(1));
        for (const [k, v] of current) if (!["period", "from", "to", "page"].includes(k)) out.set(k, v);
        return out;
      },
      { preventScrollReset: true },
    );
  return [period, set];
}
