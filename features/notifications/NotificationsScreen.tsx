import { Bell, CheckCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { cn } from "@ui/lib/cn.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { RelativeTime } from "@ui/RelativeTime/RelativeTime.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { safeLink, type NotificationItem } from "./model.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { LoadMore } from "@ui/LoadMore/LoadMore.tsx";

export interface NotificationsScreenProps {
  state: "loading" | "failed" | "ready";
  /** Newest first. */
  items: readonly NotificationItem[];
  unreadCount: number;
  /** Opening a notification (its link, or the mark-read button) marks it read. */
  onMarkRead: (item: NotificationItem) => Promise<void> | void;
  onMarkAllRead: () => Promise<void>;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
  /** A fixed 'now' for relative times (stories). */
  now?: string;
}

/** /notificaties: the user's notifications, newest first, with an unread marker and 'mark all read'. */
export function NotificationsScreen({
  state,
  items,
  unreadCount,
  onMarkRead,
  onMarkAllRead,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onRetry,
  linkComponent: Link = PlainLink,
  now,
}: NotificationsScreenProps) {
  const { t, i18n } = useTranslation("notifications");
  const locale = i18n.language;
  const [marking, setMarking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  async function markAll() {
    setMarking(true);
    setResult(undefined);
    try {
      await onMarkAllRead();
      setResult({ ok: true, text: t("markedAllRead") });
    } catch {
      setResult({ ok: false, text: t("markFailed") });
    } finally {
      setMarking(false);
    }
  }

  let body;
  if (state === "loading") {
    body = (
      <SkeletonGroup label={t("loading")} className="flex flex-col gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </SkeletonGroup>
    );
  } else if (state === "failed") {
    body = <Notice retry={{ label: t("retry"), onRetry }}>{t("failed")}</Notice>;
  } else if (items.length === 0) {
    body = <EmptyState bordered icon={<Bell />} title={t("empty")} description={t("emptyHint")} />;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <ul aria-label={t("list")} className="m-0 flex list-none flex-col gap-2 p-0">
          {items.map((item) => {
            const unread = !item.readAt;
            const href = safeLink(item.link);
            const title = href ? (
              <Link
                href={href}
                onClick={() => {
                  if (unread) void onMarkRead(item);
                }}
                className="text-fg underline-offset-4 after:absolute after:inset-0 after:rounded-[inherit] hover:underline focus-visible:underline focus-visible:outline-none"
              >
                {item.title}
              </Link>
            ) : (
              item.title
            );
            return (
              <li
                key={item.id}
                data-slot="notification"
                data-unread={unread || undefined}
                className={cn(
                  "relative flex gap-3 rounded-lg border p-4",
                  href &&
                    "has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus hover:border-border-strong",
                  unread ? "border-primary-300 bg-surface dark:border-primary-700" : "border-border bg-surface",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-2 size-2.5 shrink-0 rounded-full straight:rounded-none",
                    unread ? "bg-primary-600 dark:bg-primary-400" : "bg-transparent",
                  )}
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <h2 className={cn("m-0 text-base", unread ? "font-bold" : "font-medium")}>
                      {unread ? <span className="sr-only">{t("unreadMarker")}: </span> : null}
                      {title}
                    </h2>
                    <RelativeTime
                      date={item.createdAt}
                      justNowLabel={t("justNow")}
                      locale={locale}
                      now={now}
                      className="text-sm text-fg-muted"
                    />
                  </div>
                  {item.body ? <p className="m-0 text-fg-muted">{item.body}</p> : null}
                  {unread && !href ? (
                    <div className="relative z-10">
                      <Button variant="link" onClick={() => void onMarkRead(item)}>
                        {t("markRead")}
                      </Button>
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <LoadMore label={t("loadMore")} hasMore={hasMore} onLoadMore={onLoadMore} loading={loadingMore} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="m-0 text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="m-0 text-fg-muted">
            {state === "ready" && unreadCount > 0 ? t("unread", { count: unreadCount }) : t("intro")}
          </p>
        </div>
        {state === "ready" && unreadCount > 0 ? (
          <Button
            variant="outline"
            icon={<CheckCheck aria-hidden="true" />}
            loading={marking}
            onClick={() => void markAll()}
          >
            {t("markAllRead")}
          </Button>
        ) : null}
      </div>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={cn(
            "m-0 rounded-lg border bg-surface p-3",
            result.ok ? "border-success text-fg" : "border-danger text-danger-fg",
          )}
        >
          {result.text}
        </p>
      ) : null}
      {body}
    </div>
  );
}
