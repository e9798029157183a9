import { ClipboardList } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { AnswerList } from "./AnswerList.tsx";
import { formatDateTime, type FormReply, type LoadState } from "./types.ts";

export interface MyRepliesScreenProps {
  state: LoadState;
  /** The signed-in user's own responses, newest first. */
  replies: readonly FormReply[];
  onRetry?: () => void;
}

/** /profile-replies: the forms one has filled in, each with its title, date and answers. */
export function MyRepliesScreen({ state, replies, onRetry }: MyRepliesScreenProps) {
  const { t, i18n } = useTranslation("forms");
  let body;
  if (state === "loading")
    body = (
      <SkeletonGroup label={t("mine.loading")} className="flex flex-col gap-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </SkeletonGroup>
    );
  else if (state === "failed") body = <Notice retry={{ label: t("retry"), onRetry }}>{t("mine.failed")}</Notice>;
  else if (!replies.length)
    body = <EmptyState bordered icon={<ClipboardList />} title={t("mine.empty")} description={t("mine.emptyHint")} />;
  else
    body = (
      <ol aria-label={t("mine.list")} className="m-0 flex list-none flex-col gap-4 p-0">
        {replies.map((r) => (
          <li key={r.id}>
            <article
              aria-labelledby={`reply-${r.id}`}
              className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 straight:rounded-none"
            >
              <header className="flex flex-col gap-1">
                <h2 id={`reply-${r.id}`} className="m-0 text-lg font-semibold">
                  {r.formTitle}
                </h2>
                <p className="m-0 text-sm text-fg-muted">
                  {t("mine.sentOn")} <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
                </p>
              </header>
              <AnswerList answers={r.answers} />
            </article>
          </li>
        ))}
      </ol>
    );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="m-0 text-3xl font-bold">{t("mine.title")}</h1>
        <p className="m-0 text-fg-muted">{t("mine.intro")}</p>
      </div>
      {body}
    </div>
  );
}
