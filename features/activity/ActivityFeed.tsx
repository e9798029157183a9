import { Building2, FileText, MessageSquare, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { RelativeTime } from "@ui/RelativeTime/RelativeTime.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { activitySentence, safeActivityLink, type ActivityItem } from "./model.ts";

export interface ActivityFeedProps {
  state: "loading" | "failed" | "ready";
  /** Newest first. */
  items: readonly ActivityItem[];
  onRetry?: () => void;
  /** Following an item's link (the panel closes). */
  onNavigate?: () => void;
  linkComponent?: LinkComponent;
  /** A fixed 'now' for relative times (stories). */
  now?: string;
}

const ICONS: Record<string, typeof FileText> = {
  application_created: FileText,
  message_created: MessageSquare,
  organization_created: Building2,
  organization_status_changed: Building2,
};

/** The activity panel's list: the center's recent activity the viewer may see, each item opening its page. */
export function ActivityFeed({
  state,
  items,
  onRetry,
  onNavigate,
  linkComponent: Link = PlainLink,
  now,
}: ActivityFeedProps) {
  const { t, i18n } = useTranslation("activity");
  if (state === "loading")
    return (
      <SkeletonGroup label={t("loading")} className="flex flex-col gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </SkeletonGroup>
    );
  if (state === "failed") return <Notice retry={{ label: t("retry"), onRetry }}>{t("failed")}</Notice>;
  if (!items.length)
    return <EmptyState bordered size="sm" icon={<Sparkles />} title={t("empty")} description={t("emptyHint")} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="m-0 text-sm text-fg-muted">{t("intro")}</p>
      <ul aria-label={t("list")} className="m-0 flex list-none flex-col gap-2 p-0">
        {items.map((item) => {
          const { key, values } = activitySentence(item);
          const text = t(key, values);
          const href = safeActivityLink(item.link);
          const Icon = ICONS[item.kind] ?? Sparkles;
          const status =
            item.kind === "application_created" && item.status && item.status !== "new"
              ? t("statusNow", { status: t(`applicationStatus.${item.status}`, { defaultValue: item.status }) })
              : null;
          return (
            <li
              key={item.id}
              data-slot="activity-item"
              data-kind={item.kind}
              className="relative flex gap-3 rounded-lg border border-border bg-surface p-3 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus hover:border-border-strong"
            >
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-raised text-fg-muted straight:rounded-none [&_svg]:size-4"
              >
                <Icon />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                {href ? (
                  <Link
                    href={href}
                    onClick={onNavigate}
                    className="font-medium break-words text-fg underline-offset-4 after:absolute after:inset-0 after:rounded-[inherit] hover:underline focus-visible:underline focus-visible:outline-none"
                  >
                    {text}
                  </Link>
                ) : (
                  <span className="font-medium break-words">{text}</span>
                )}
                {status ? <span className="text-sm text-fg-muted">{status}</span> : null}
                <RelativeTime
                  date={item.occurredAt}
                  locale={i18n.language}
                  now={now}
                  justNowLabel={t("justNow")}
                  className="text-xs text-fg-muted"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
