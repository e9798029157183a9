import { useQuery } from "@tanstack/react-query";
import { amsterdamInstant, dayKey } from "@contract/amsterdam-time.ts";
import { API_PREFIX } from "@contract/publicPaths.ts";
import { HomeActivities } from "@features/activities/HomeActivities.tsx";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { activityHref, CALENDAR_PATH } from "./paths.ts";
import { ACTIVITIES_KEY, toActivity } from "./wire.ts";

/** How many upcoming activities the home page shows. */
const HOME_COUNT = 3;

/**
 * The home page's next activities, where the center has the calendar (nothing without the feature,
 * while loading, on a failure, or when none are planned). Keyed by the Dutch day, not the moment,
 * so that the server's first view and the app's first render ask for the same list.
 */
export function HomeActivitiesBlock() {
  const { client, tenant } = useServices();
  const on = tenant.features.activities;
  const today = dayKey(new Date());
  const query = useQuery({
    queryKey: [...ACTIVITIES_KEY, "home", today],
    queryFn: async ({ signal }) =>
      (
        await client.get<Deserialized[]>(`${API_PREFIX}/activities`, {
          query: {
            filter: { ends_at_gteq: amsterdamInstant(today)!.toISOString() },
            sort: "starts_at",
            page: { number: 1, size: HOME_COUNT },
          },
          signal,
        })
      ).data.map(toActivity),
    enabled: on,
  });
  if (!on) return null;
  return (
    <HomeActivities
      items={query.data ?? []}
      calendarHref={CALENDAR_PATH}
      hrefForActivity={activityHref}
      linkComponent={RouterLink}
    />
  );
}
