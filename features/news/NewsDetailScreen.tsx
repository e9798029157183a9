import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { RICH_TEXT_CLASSES } from "@ui/lib/richText.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { formatNewsDate, type NewsItem } from "./types.ts";

export interface NewsDetailScreenProps {
  state: "loading" | "failed" | "ready";
  item?: NewsItem | undefined;
  feedUrl: string;
  centerName: string;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

/** /nieuws/:slug: one news item with its picture, date and author. */
export function NewsDetailScreen({
  state,
  item,
  feedUrl,
  centerName,
  onRetry,
  linkComponent: Link = PlainLink,
}: NewsDetailScreenProps) {
  const { t, i18n } = useTranslation("news");
  const back = (
    <Link href="/nieuws" className="inline-flex min-h-11 items-center gap-2 text-link underline underline-offset-4">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("back")}
    </Link>
  );
  let body;
  if (state === "loading" || !item)
    body =
      state === "failed" ? (
        <Notice retry={{ label: t("retry"), onRetry }}>{t("failedOne")}</Notice>
      ) : (
        <SkeletonGroup label={t("loading")} className="flex flex-col gap-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-64" />
          <Skeleton className="h-32" />
        </SkeletonGroup>
      );
  else
    body = (
      <article className="flex flex-col gap-5">
        <header className="flex flex-col gap-2">
          <h1 className="m-0 text-3xl font-bold leading-tight">{item.title}</h1>
          <p className="m-0 text-fg-muted">
            {item.publishedAt ? (
              <time dateTime={item.publishedAt}>{formatNewsDate(item.publishedAt, i18n.language)}</time>
            ) : (
              t("status.draft")
            )}
            {item.authorName ? <> · {t("by", { author: item.authorName })}</> : null}
          </p>
        </header>
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={item.imageAlt ?? ""}
            className="aspect-[16/9] w-full rounded-lg object-cover straight:rounded-none"
          />
        ) : null}
        {item.summary ? <p className="m-0 text-lg font-medium">{item.summary}</p> : null}
        {item.body ? <div className={RICH_TEXT_CLASSES} dangerouslySetInnerHTML={{ __html: item.body }} /> : null}
      </article>
    );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <link rel="alternate" type="application/atom+xml" href={feedUrl} title={t("feedTitle", { center: centerName })} />
      {back}
      {body}
    </div>
  );
}
