import { Newspaper, Rss } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { NewsTeaser } from "@ui/NewsTeaser/NewsTeaser.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Pagination } from "@ui/Pagination/Pagination.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { newsTeaserItem, type LoadState, type NewsItem } from "./types.ts";

export interface NewsListScreenProps {
  state: LoadState;
  /** Newest first. */
  items: readonly NewsItem[];
  page: number;
  pageCount: number;
  /** The center's Atom feed (announced in the page head and linked). */
  feedUrl: string;
  centerName: string;
  hrefFor: (page: number) => string;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

/** /nieuws: the center's news, newest first, paged, with its Atom feed. */
export function NewsListScreen(props: NewsListScreenProps) {
  const { t, i18n } = useTranslation("news");
  const { state, items, page, pageCount, feedUrl, linkComponent: Link = PlainLink } = props;
  const feedTitle = t("feedTitle", { center: props.centerName });
  let body;
  if (state === "loading")
    body = (
      <SkeletonGroup label={t("loading")} className="flex flex-col gap-4">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </SkeletonGroup>
    );
  else if (state === "failed")
    body = <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("failed")}</Notice>;
  else if (!items.length)
    body = <EmptyState bordered icon={<Newspaper />} title={t("empty")} description={t("emptyHint")} />;
  else
    body = (
      <>
        <NewsTeaser label={t("list")} linkComponent={Link} items={items.map((n) => newsTeaserItem(n, i18n.language))} />
        {pageCount > 1 ? (
          <Pagination
            page={page}
            pageCount={pageCount}
            label={t("pagination")}
            previousLabel={t("previous")}
            nextLabel={t("next")}
            pageLabel={(n) => t("pageN", { n })}
            hrefFor={props.hrefFor}
            linkComponent={Link}
          />
        ) : null}
      </>
    );
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <link rel="alternate" type="application/atom+xml" href={feedUrl} title={feedTitle} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="m-0 text-3xl font-bold">{t("title")}</h1>
        <a
          href={feedUrl}
          className="inline-flex min-h-11 items-center gap-2 text-link underline underline-offset-4"
          type="application/atom+xml"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t("feed")}
        </a>
      </div>
      {body}
    </div>
  );
}
