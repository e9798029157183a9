import { MessagesSquare, Search } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { cn } from "@ui/lib/cn.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { RelativeTime } from "@ui/RelativeTime/RelativeTime.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { LoadMore } from "@ui/LoadMore/LoadMore.tsx";
import type { ConversationItem, InboxFilter } from "./model.ts";

export interface ConversationsScreenProps {
  state: "loading" | "failed" | "ready";
  /** Newest first. */
  items: readonly ConversationItem[];
  /** Unread messages in all the reader's threads. */
  unreadTotal: number;
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The open thread (phones then show the thread instead of the list). */
  selectedId: string | null;
  threadHref: (id: string) => string;
  /** The open thread's view (ConversationThread), or null for none. */
  thread: ReactNode;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
  /** A fixed 'now' for relative times (stories). */
  now?: string;
}

const FILTERS: InboxFilter[] = ["all", "unread", "archived"];

/**
 * /conversations: the inbox. The list (other party, subject, last message, when, unread count) with
 * filters and search beside the open thread on a wide screen; one of the two at a time on a phone.
 */
export function ConversationsScreen({
  state,
  items,
  unreadTotal,
  filter,
  onFilterChange,
  search,
  onSearchChange,
  selectedId,
  threadHref,
  thread,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onRetry,
  linkComponent: Link = PlainLink,
  now,
}: ConversationsScreenProps) {
  const { t, i18n } = useTranslation("conversations");
  const locale = i18n.language;
  const uid = useId();

  let list;
  if (state === "loading") {
    list = (
      <SkeletonGroup label={t("loading")} className="flex flex-col gap-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </SkeletonGroup>
    );
  } else if (state === "failed") {
    list = <Notice retry={onRetry ? { label: t("retry"), onRetry } : undefined}>{t("failed")}</Notice>;
  } else if (items.length === 0) {
    const [title, hint] = search.trim()
      ? [t("emptySearch", { search: search.trim() }), t("emptySearchHint")]
      : filter === "unread"
        ? [t("emptyUnread"), t("emptyUnreadHint")]
        : filter === "archived"
          ? [t("emptyArchived"), t("emptyArchivedHint")]
          : [t("empty"), t("emptyHint")];
    list = <EmptyState bordered icon={<MessagesSquare />} title={title} description={hint} />;
  } else {
    list = (
      <div className="flex flex-col gap-3">
        <ul aria-label={t("list")} className="m-0 flex list-none flex-col gap-2 p-0">
          {items.map((c) => {
            const unread = c.unreadCount > 0;
            const current = c.id === selectedId;
            return (
              <li
                key={c.id}
                data-slot="conversation"
                data-unread={unread || undefined}
                className={cn(
                  "relative flex flex-col gap-1 rounded-lg border p-3 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus hover:border-border-strong",
                  current
                    ? "border-primary-600 bg-primary-50 dark:border-primary-400 dark:bg-primary-950"
                    : unread
                      ? "border-primary-300 bg-surface dark:border-primary-700"
                      : "border-border bg-surface",
                )}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <h2 className={cn("m-0 min-w-0 truncate text-base", unread ? "font-bold" : "font-semibold")}>
                    <Link
                      href={threadHref(c.id)}
                      aria-current={current ? "true" : undefined}
                      className="text-fg underline-offset-4 after:absolute after:inset-0 after:rounded-[inherit] hover:underline focus-visible:outline-none"
                    >
                      {c.otherParty}
                    </Link>
                  </h2>
                  {c.lastMessageAt ? (
                    <RelativeTime
                      date={c.lastMessageAt}
                      justNowLabel={t("justNow")}
                      locale={locale}
                      now={now}
                      className="shrink-0 text-sm text-fg-muted"
                    />
                  ) : null}
                </div>
                <p className="m-0 truncate text-sm text-fg-muted">
                  {c.kind ? <span className="font-medium">{t(`kind.${c.kind}`)} · </span> : null}
                  {c.subject}
                </p>
                <div className="flex items-center justify-between gap-2">
                  <p className={cn("m-0 min-w-0 truncate text-sm", unread ? "text-fg" : "text-fg-muted")}>
                    {c.lastMessagePreview ?? t("noMessages")}
                  </p>
                  {unread ? (
                    <Badge variant="solid" size="sm" data-slot="unread-count">
                      {t("unreadBadge", { count: c.unreadCount })}
                    </Badge>
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
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 py-4">
      <div className={cn("flex flex-col gap-1", selectedId && "max-lg:sr-only")}>
        <h1 className="m-0 text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="m-0 text-fg-muted">{unreadTotal > 0 ? t("unread", { count: unreadTotal }) : t("intro")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
        <div className={cn("flex min-w-0 flex-col gap-3", selectedId && "max-lg:hidden")} data-slot="conversation-list">
          <search className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${uid}-search`} className="font-semibold">
                {t("search")}
              </label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute start-3 top-3 size-5 text-fg-muted"
                />
                <Input
                  id={`${uid}-search`}
                  type="search"
                  value={search}
                  placeholder={t("searchPlaceholder")}
                  className="ps-10"
                  onChange={(e) => onSearchChange(e.target.value)}
                />
              </div>
            </div>
            <div role="group" aria-label={t("filters")} className="flex flex-wrap gap-2">
              {FILTERS.map((f) => (
                <Button
                  key={f}
                  size="sm"
                  variant={f === filter ? "solid" : "outline"}
                  aria-pressed={f === filter}
                  onClick={() => onFilterChange(f)}
                >
                  {t(`filter.${f}`)}
                </Button>
              ))}
            </div>
          </search>
          {list}
        </div>
        <div className={cn("min-w-0", !selectedId && "max-lg:hidden")}>
          {thread ?? (
            <EmptyState
              bordered
              icon={<MessagesSquare />}
              title={t("thread.choose")}
              description={t("thread.chooseHint")}
            />
          )}
        </div>
      </div>
    </div>
  );
}
