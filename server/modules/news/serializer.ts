/** News rows -> JSON:API `news_item` resources (contract NewsItemAttributes); the author's user id is never sent. */
import { API_PATHS } from "@contract/paths.ts";
import type { NewsItemRow } from "../../db/schema.ts";
import { iso, type Res } from "../../http/jsonapi.ts";

export function newsItemResource(n: NewsItemRow): Res {
  return {
    type: "news_item",
    id: String(n.id),
    attributes: {
      slug: n.slug,
      title: n.title,
      summary: n.summary,
      body: n.body,
      image_url: n.imageUrl,
      image_alt: n.imageAlt,
      author_name: n.authorName,
      status: n.status,
      published_at: iso(n.publishedAt),
      created_at: iso(n.createdAt),
      updated_at: iso(n.updatedAt),
    },
    links: { self: API_PATHS.newsItem(n.id) },
  };
}
