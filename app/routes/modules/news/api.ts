import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { NEWS_PAGE_SIZE } from "@contract/news-paging.ts";
// The first load's own paths (contract/publicPaths.ts), not every endpoint's.
import { PUBLIC_API_PATHS as API_PATHS } from "@contract/publicPaths.ts";
import type { NewsItem, NewsValues } from "@features/news/types.ts";
import type { ApiClient } from "../../../api/client.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useServices } from "../../../services.tsx";
import { uploadImage } from "../vacancies/api.ts";

/** One query-key root for the news domain. */
export const NEWS_KEY = ["news_items"] as const;
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

export function toNewsItem(r: Deserialized): NewsItem {
  return {
    id: r.id,
    slug: str(r.slug) ?? "",
    title: str(r.title) ?? "",
    summary: str(r.summary),
    body: str(r.body),
    imageUrl: str(r.imageUrl),
    imageAlt: str(r.imageAlt),
    authorName: str(r.authorName),
    status: r.status === "published" ? "published" : "draft",
    publishedAt: str(r.publishedAt),
    updatedAt: str(r.updatedAt) ?? "",
  };
}

export interface NewsPage {
  items: NewsItem[];
  total: number;
  pageCount: number;
}

export async function fetchNews(
  client: ApiClient,
  options: { page: number; size?: number; drafts?: boolean },
  signal?: AbortSignal,
): Promise<NewsPage> {
  const size = options.size ?? NEWS_PAGE_SIZE;
  const res = await client.get<Deserialized[]>(API_PATHS.newsItems, {
    query: {
      page: { number: options.page, size },
      ...(options.drafts ? { filter: { status_in: "draft,published" } } : {}),
    },
    signal,
  });
  const items = (res.data ?? []).map(toNewsItem);
  const total = typeof res.meta.total_count === "number" ? res.meta.total_count : items.length;
  return { items, total, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/** The newest published news (the home page's teaser: features/content shows them through ui/NewsTeaser). */
export function useNewestNews(count = 3) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...NEWS_KEY, "list", { page: 1, size: count }],
    queryFn: ({ signal }) => fetchNews(client, { page: 1, size: count }, signal),
  });
}

export function useNewsPage(page: number) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...NEWS_KEY, "list", { page }],
    queryFn: ({ signal }) => fetchNews(client, { page }, signal),
  });
}

export function useNewsItem(slug: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...NEWS_KEY, "item", slug],
    queryFn: async ({ signal }) =>
      toNewsItem((await client.get<Deserialized>(API_PATHS.newsItem(slug), { signal })).data),
    retry: false,
  });
}

/** The feed's address (same origin as the API). */
export function useNewsFeedUrl(): string {
  const { config } = useServices();
  return `${config.apiBaseUrl}${API_PATHS.newsFeed}`;
}

const SAME_NAMES = Object.fromEntries(
  ["title", "slug", "summary", "body", "image_url", "image_alt", "author_name", "status"].map((k) => [k, k]),
);

/** Management: drafts too, a save (create or update), a delete; each refreshes every news query. */
export function useNewsManagement() {
  const services = useServices();
  const { client } = services;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...NEWS_KEY, "manage"],
    queryFn: ({ signal }) => fetchNews(client, { page: 1, size: 200, drafts: true }, signal),
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: NEWS_KEY }), [queryClient]);
  const save = useCallback(
    async (id: string | null, v: NewsValues) => {
      const attributes = {
        title: v.title,
        summary: v.summary || null,
        body: v.body || null,
        image_url: v.image_url || null,
        image_alt: v.image_alt || null,
        status: v.status,
      };
      try {
        if (id) await client.patch(API_PATHS.newsItem(id), { data: { type: "news_item", id, attributes } });
        else await client.post(API_PATHS.newsItems, { data: { type: "news_item", attributes } });
      } catch (error) {
        throw toSubmitFailure(error, SAME_NAMES);
      }
      await refresh();
    },
    [client, refresh],
  );
  const remove = useCallback(
    async (item: NewsItem) => {
      await client.delete(API_PATHS.newsItem(item.id));
      await refresh();
    },
    [client, refresh],
  );
  const upload = useCallback(async (file: File) => (await uploadImage(services, file)).url, [services]);
  return { list, save, remove, upload };
}
