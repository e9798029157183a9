import { useQuery } from "@tanstack/react-query";
import type { DashboardAttributes } from "@contract/applications.ts";
import { API_PATHS } from "@contract/paths.ts";
import { DashboardScreen } from "@features/dashboard/DashboardScreen.tsx";
import { greetingName } from "@features/dashboard/figures.ts";
import type { ApiClient } from "../../../api/client.ts";
import { useCurrentUser } from "../../../auth/hooks.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { APPLICATIONS_KEY, DASHBOARD_KEY, fetchApplications } from "../applications/api.ts";

/** The newest new applications on the dashboard. */
export const NEWEST_COUNT = 5;

async function fetchDashboard(client: ApiClient, signal?: AbortSignal): Promise<DashboardAttributes | null> {
  const response = await client.get(API_PATHS.dashboard, { signal });
  // The document's attributes as the server wrote them (snake_case, as DashboardAttributes is typed).
  const data = response.document?.data;
  if (!data || Array.isArray(data)) return null;
  return (data.attributes ?? null) as unknown as DashboardAttributes | null;
}

/** /dashboard (sidebar layout): what waits for the signed-in user, per role. */
export default function Dashboard() {
  const { client } = useServices();
  const user = useCurrentUser();
  const figures = useQuery({ queryKey: DASHBOARD_KEY, queryFn: ({ signal }) => fetchDashboard(client, signal) });
  // Only viewers who handle applications get the newest ones (new_applications is null for others).
  const handlesApplications = typeof figures.data?.new_applications === "number";
  const newest = useQuery({
    queryKey: [...APPLICATIONS_KEY, "list", { status: "new", page: 1, pageSize: NEWEST_COUNT }],
    queryFn: ({ signal }) => fetchApplications(client, { status: "new", page: 1, pageSize: NEWEST_COUNT }, signal),
    enabled: handlesApplications,
  });

  return (
    <DashboardScreen
      state={figures.isPending ? "loading" : figures.isError ? "failed" : "ready"}
      firstName={greetingName(user.data?.firstName, user.data?.fullName) || undefined}
      figures={figures.data}
      newest={
        handlesApplications
          ? {
              state: newest.isPending ? "loading" : newest.isError ? "failed" : "ready",
              items: (newest.data?.items ?? []).map((a) => ({
                id: a.id,
                volunteerName: a.volunteerName,
                vacancyTitle: a.vacancyTitle,
                createdAt: a.createdAt,
              })),
            }
          : undefined
      }
      onRetry={() => void figures.refetch()}
      linkComponent={RouterLink}
    />
  );
}
