import { useQuery } from "@tanstack/react-query";
import { ACTIVITY_PAGE_SIZE } from "@contract/activity.ts";
import { API_PATHS } from "@contract/paths.ts";
import type { ActivityItem } from "@features/activity/model.ts";
import type { ApiClient } from "../../../api/client.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useServices } from "../../../services.tsx";

/** One query-key root for the activity domain. */
export const ACTIVITY_KEY = ["activity_items"] as const;

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

export function toActivityItem(r: Deserialized): ActivityItem {
  return {
    id: r.id,
    kind: str(r.kind) ?? "",
    occurredAt: str(r.occurredAt) ?? "",
    actorName: str(r.actorName),
    own: r.own === true,
    subject: str(r.subject) ?? "",
    status: str(r.status),
    link: str(r.link) ?? "",
  };
}

/** The newest page of the viewer's recent activity (GET /api/v1/activity_items). */
export async function fetchActivityItems(client: ApiClient, page = 1, signal?: AbortSignal) {
  const response = await client.get<Deserialized[]>(API_PATHS.activityItems, {
    query: { page: { number: page, size: ACTIVITY_PAGE_SIZE } },
    signal,
  });
  const items = (response.data ?? []).map(toActivityItem);
  const total = typeof response.meta.total_count === "number" ? response.meta.total_count : items.length;
  return { items, total };
}

/** The activity panel's query: fetched when the panel opens, fresh for half a minute. */
export function useActivityItems() {
  const { client } = useServices();
  return useQuery({
    queryKey: [...ACTIVITY_KEY, "recent"],
    queryFn: ({ signal }) => fetchActivityItems(client, 1, signal),
    staleTime: 30_000,
  });
}
