import { useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { API_PATHS } from "@contract/paths.ts";
import { mergePages, type NotificationItem } from "@features/notifications/model.ts";
import { NotificationsScreen } from "@features/notifications/NotificationsScreen.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { fetchNotifications, NOTIFICATIONS_KEY, NOTIFICATIONS_PAGE_SIZE, type NotificationsPage } from "./api.ts";

const LIST_KEY = [...NOTIFICATIONS_KEY, "list"] as const;

/** /notificaties: the user's notifications, newest first, 'Meer laden', mark read. */
export default function Notifications() {
  const { client } = useServices();
  const { t } = useTranslation("notifications");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: ({ pageParam, signal }) => fetchNotifications(client, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * NOTIFICATIONS_PAGE_SIZE < last.total ? last.page + 1 : undefined),
  });
  const pages = list.data?.pages ?? [];
  const items = mergePages(pages.map((p) => p.items));
  const unreadCount = pages[pages.length - 1]?.unreadCount ?? 0;

  /** Marks read in the cached pages at once, so the marker goes without waiting for the server. */
  const markLocally = (id: string | undefined) => {
    const at = new Date().toISOString();
    queryClient.setQueryData<InfiniteData<NotificationsPage>>(LIST_KEY, (data) => {
      if (!data) return data;
      const was = (n: NotificationItem) => (id === undefined || n.id === id) && !n.readAt;
      const marked = data.pages.flatMap((p) => p.items).filter(was).length;
      return {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          unreadCount: id === undefined ? 0 : Math.max(0, p.unreadCount - (marked > 0 ? 1 : 0)),
          items: p.items.map((n) => (was(n) ? { ...n, readAt: at } : n)),
        })),
      };
    });
  };
  const refreshCounts = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, "unread"] }),
      queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    ]);

  return (
    <NotificationsScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      items={items}
      unreadCount={unreadCount}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      onRetry={() => void list.refetch()}
      onMarkRead={async (item) => {
        markLocally(item.id);
        try {
          await client.patch(API_PATHS.notification(item.id), {
            data: { type: "notification", id: item.id, attributes: { read: true } },
          });
        } catch (error) {
          console.error("[notifications] could not mark read", error);
          await queryClient.invalidateQueries({ queryKey: LIST_KEY });
        }
        await refreshCounts();
      }}
      onMarkAllRead={async () => {
        try {
          await client.post(API_PATHS.markAllNotificationsRead);
        } catch (error) {
          toast({ title: t("markFailed"), tone: "danger" });
          throw error;
        }
        markLocally(undefined);
        await refreshCounts();
      }}
      linkComponent={RouterLink}
    />
  );
}
