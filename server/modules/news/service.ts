/** The SQL of the news module. */
import { and, desc, eq, lte, ne, sql, type SQL } from "drizzle-orm";
import { newsSlug } from "@contract/news.ts";
import type { Tx } from "../../db/client.ts";
import { newsItems, type NewsItemRow } from "../../db/schema.ts";

/** What a visitor sees: published, and published by now. */
export const publicNews = (centerId: number, now: Date): SQL =>
  and(eq(newsItems.centerId, centerId), eq(newsItems.status, "published"), lte(newsItems.publishedAt, now))!;

export const newestFirst = [desc(newsItems.publishedAt), desc(newsItems.id)];

export async function newsPage(
  tx: Tx,
  where: SQL,
  page: { number: number; size: number },
): Promise<{ rows: NewsItemRow[]; total: number }> {
  const rows = await tx
    .select({ item: newsItems, total: sql<number>`count(*) over ()` })
    .from(newsItems)
    .where(where)
    .orderBy(sql`${newsItems.publishedAt} DESC NULLS FIRST`, desc(newsItems.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return { rows: rows.map((r) => r.item), total: Number(rows[0]?.total ?? 0) };
}

/** One item by id (digits) or slug, in the request's center. */
export async function findNewsItem(tx: Tx, centerId: number, key: string): Promise<NewsItemRow | null> {
  const byId = /^\d{1,12}$/.test(key);
  const [row] = await tx
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.centerId, centerId), byId ? eq(newsItems.id, Number(key)) : eq(newsItems.slug, key)))
    .limit(1);
  return row ?? null;
}

export async function slugTaken(tx: Tx, centerId: number, slug: string, except?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(
      and(eq(newsItems.centerId, centerId), eq(newsItems.slug, slug), except ? ne(newsItems.id, except) : undefined),
    )
    .limit(1);
  return !!row;
}

/** A free slug made from the title: "titel", else "titel-2", "titel-3" ... */
export async function freeSlug(tx: Tx, centerId: number, title: string, except?: number): Promise<string> {
  const base = newsSlug(title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base.slice(0, 74)}-${n}`;
    if (!(await slugTaken(tx, centerId, slug, except))) return slug;
  }
}
