import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ErrorScreen } from "@ui/ErrorScreen/ErrorScreen.tsx";
import { RouterLink } from "../layouts/RouterLink.tsx";
import { AppErrorScreen } from "./AppErrorScreen.tsx";
import type { ScreenError } from "./state.ts";

/** Why a page shows an error screen instead of itself. */
export type RouteProblem =
  { kind: "error"; error: ScreenError } | { kind: "not-found"; path: string } | { kind: "no-organization" };

function NotFoundScreen({ path }: { path: string }) {
  const { t } = useTranslation("errors");
  useEffect(() => console.error(`Page not found: ${path}`), [path]);
  return <AppErrorScreen error={{ status: 404 }} detail={t("pageNotFound", { path })} />;
}

function NoOrganizationScreen() {
  const { t } = useTranslation("errors");
  return (
    <ErrorScreen
      status={403}
      title={t("noOrganization.title")}
      message={t("noOrganization.message")}
      homeLabel={t("home")}
      LinkComponent={RouterLink}
    />
  );
}

/**
 * The error screens a route can show (section 8). Root loads this module when one is first needed:
 * most visits never see one, so it is not part of the first load.
 */
export function RouteErrorScreen({ problem }: { problem: RouteProblem }) {
  if (problem.kind === "error") return <AppErrorScreen error={problem.error} />;
  if (problem.kind === "not-found") return <NotFoundScreen path={problem.path} />;
  return <NoOrganizationScreen />;
}
