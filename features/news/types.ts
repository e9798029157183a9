import { formatLongDate } from "@contract/amsterdam-time.ts";
import type { NewsTeaserItem } from "@ui/NewsTeaser/NewsTeaser.tsx";
import type { NewsStatus } from "@contract/news.ts";

/** A news item as the screens use it (the wire's attributes, camelCase). */
export interface NewsItem {
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  /** Sanitized by the server. */
  body: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  authorName: string | null;
  status: NewsStatus;
  publishedAt: string | null;
  updatedAt: string;
}

export type LoadState = "loading" | "failed" | "ready";

/** What the management form edits. */
export interface NewsValues {
  title: string;
  summary: string;
  body: string;
  image_url: string;
  image_alt: string;
  status: NewsStatus;
}

export const emptyNewsValues: NewsValues = {
  title: "",
  summary: "",
  body: "",
  image_url: "",
  image_alt: "",
  status: "draft",
};

export const newsValuesOf = (n: NewsItem): NewsValues => ({
  title: n.title,
  summary: n.summary ?? "",
  body: n.body ?? "",
  image_url: n.imageUrl ?? "",
  image_alt: n.imageAlt ?? "",
  status: n.status,
});

export function formatNewsDate(iso: string | null, locale: string): string {
  if (!iso) return "";
  return formatLongDate(iso, locale);
}

/** A news item as the teaser cards show it (the news page and the home page). */
export function newsTeaserItem(n: NewsItem, locale: string): NewsTeaserItem {
  return {
    id: n.id,
    title: n.title,
    href: `/nieuws/${n.slug}`,
    date: formatNewsDate(n.publishedAt, locale),
    dateTime: n.publishedAt ?? n.updatedAt,
    summary: n.summary,
    imageUrl: n.imageUrl,
    imageAlt: n.imageAlt,
  };
}
