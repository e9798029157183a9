import { useQuery } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import type { NotificationItem } from "@features/notifications/model.ts";
import type { ApiClient } from "../../../api/client.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useAuthStatus } from "../../../auth/hooks.ts";
import { useServices } from "../../../services.tsx";

export const NOTIFICATIONS_KEY = ["notifications"] as const;
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How often the toolbar's unread count is refreshed. */
export const UNREAD_REFRESH_MS = 60_000;

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

export function toNotificationItem(r: Deserialized): NotificationItem {
  return {
    id: r.id,
    kind: str(r.kind) ?? "",
    title: str(r.title) ?? "",
    body: str(r.body) ?? "",
    link: str(r.link),
    readAt: str(r.readAt),
    createdAt: str(r.createdAt) ?? "",
  };
}

export interface NotificationsPage {
  items: NotificationItem[];
  total: number;
  unreadCount: number;
  page: number;
}

export async function fetchNotifications(client: ApiClient, page: number, signal?: AbortSignal) {
  const response = await client.get<Deserialized[]>(API_PATHS.notifications, {
    query: { page: { number: page, size: NOTIFICATIONS_PAGE_SIZE } },
    signal,
  });
  const items = (response.data ?? []).map(toNotificationItem);
  const meta = response.meta;
  return {
    items,
    total: typeof meta.total_count === "number" ? meta.total_count : items.length,
    unreadCount: typeof meta.unread_count === "number" ? meta.unread_count : items.filter((n) => !n.readAt).length,
    page,
  } satisfies NotificationsPage;
}

/**
 * The signed-in user's unread notification count (meta.unread_count of one small page), for the
 * toolbar's badge; refreshed every minute and after marking read.
 */
export function useUnreadNotificationsCount(): number {
  const { client } = useServices();
  const status = useAuthStatus();
  const query = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "unread"],
    queryFn: async ({ signal }) => {
      const response = await client.get<Deserialized[]>(API_PATHS.notifications, {
        query: { page: { number: 1, size: 1 } },
        signal,
      });
      return typeof response.meta.unread_count === "number" ? response.meta.unread_count : 0;
    },
    enabled: status === "SIGNED_IN",
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return query.data ?? 0;
}
