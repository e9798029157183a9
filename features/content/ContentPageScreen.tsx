import { useTranslation } from "react-i18next";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { ContentBlocks, type ContentBlocksProps } from "./ContentBlocks.tsx";
import type { ContentPage, LoadState } from "./types.ts";

export interface ContentPageScreenProps extends Omit<ContentBlocksProps, "blocks"> {
  status: LoadState;
  page?: ContentPage;
  onRetry: () => void;
  /** A draft seen by staff (preview): says so above the page. */
  preview?: boolean;
}

/** The page's text column, as wide as reads well; the wide layout gives the page the screen. */
export const PAGE_COLUMN = "mx-auto w-full max-w-3xl px-4 sm:px-6";

/** /:slug: a content page with its hero image, title, lead and blocks, on white (section 2). */
export function ContentPageScreen({ status, page, onRetry, preview, ...blocks }: ContentPageScreenProps) {
  const { t } = useTranslation("content");
  if (status === "loading" || !page) {
    if (status === "error")
      return (
        <div className={`${PAGE_COLUMN} py-12`}>
          <Notice retry={{ label: t("retry"), onRetry }}>{t("page.failed")}</Notice>
        </div>
      );
    return (
      <div className={`${PAGE_COLUMN} py-12`}>
        <SkeletonGroup label={t("page.loading")} className="flex flex-col gap-4">
          <Skeleton height="2.5rem" width="70%" />
          <Skeleton variant="text" lines={6} />
        </SkeletonGroup>
      </div>
    );
  }
  return (
    <article className="flex flex-col gap-8 pb-16" data-testid="content-page">
      {page.heroImageUrl ? (
        <img
          src={page.heroImageUrl}
          alt={page.heroImageAlt ?? ""}
          className="h-56 w-full object-cover sm:h-80"
          fetchPriority="high"
        />
      ) : null}
      <div className={`${PAGE_COLUMN} flex flex-col gap-8 ${page.heroImageUrl ? "" : "pt-10"}`}>
        {preview && page.status !== "published" ? <Notice tone="info">{t("page.draftPreview")}</Notice> : null}
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
          {page.summary ? <p className="text-xl leading-relaxed">{page.summary}</p> : null}
        </header>
        <ContentBlocks blocks={page.blocks} {...blocks} />
      </div>
    </article>
  );
}
