/**
 * What starts after the page's load (main.tsx), never part of the first load (section 7): the
 * error-reporting SDK (./sentry.ts, fetched only when a service is configured) and the periodic
 * fetch of the build manifest (./buildWatch.ts).
 */
import type { PageConfig } from "../config.ts";
import { pageHistory } from "../routes/router.tsx";
import { watchBuild } from "./buildWatch.ts";

export function afterLoad(config: PageConfig): void {
  const { errorReporting, buildId } = config;
  if (errorReporting) void import("./sentry.ts").then((m) => m.start(errorReporting));
  if (buildId) watchBuild({ buildId, history: () => pageHistory });
}
