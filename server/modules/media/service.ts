/** The SQL of the center's media: its image library and its files (uploads with purpose 'file'). */
import { and, arrayContains, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Tx } from "../../db/client.ts";
import { stockImages, uploads, type StockImageRow } from "../../db/schema.ts";
import type { Page } from "../../http/jsonapi.ts";

export type UploadRow = typeof uploads.$inferSelect;

export const STOCK_FILTERS = { q: { kind: "text" }, tag: { kind: "text" } } as const;

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The library's visible images matching the words of `q` (in the alt text or a tag) and `tag`, newest first. */
export async function listStockImages(
  tx: Tx,
  centerId: number,
  filters: { q?: string; tag?: string },
  page: Page,
): Promise<{ rows: StockImageRow[]; total: number }> {
  const words = (filters.q ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const conds: (SQL | undefined)[] = [eq(stockImages.centerId, centerId), isNull(stockImages.hiddenAt)];
  for (const w of words) {
    const like = `%${escapeLike(w)}%`;
    conds.push(or(ilike(stockImages.alt, like), sql`array_to_string(${stockImages.tags}, ' ') ILIKE ${like}`));
  }
  if (filters.tag) conds.push(arrayContains(stockImages.tags, [filters.tag.toLowerCase()]));
  const where = and(...conds);
  const rows = await tx
    .select()
    .from(stockImages)
    .where(where)
    .orderBy(desc(stockImages.createdAt), desc(stockImages.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const [total] = await tx.select({ n: count() }).from(stockImages).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every tag of the center's visible library images, most used first (for the filter). */
export async function stockTags(tx: Tx, centerId: number): Promise<string[]> {
  const rows = rowsOf<{ tag: string }>(
    await tx.execute(sql`SELECT tag FROM stock_images, unnest(tags) AS tag
        WHERE center_id = ${centerId} AND hidden_at IS NULL
        GROUP BY tag ORDER BY count(*) DESC, tag LIMIT 50`),
  );
  return rows.map((r) => r.tag);
}

export async function findStockImage(tx: Tx, centerId: number, id: number): Promise<StockImageRow | undefined> {
  const [row] = await tx
    .select()
    .from(stockImages)
    .where(and(eq(stockImages.centerId, centerId), eq(stockImages.id, id), isNull(stockImages.hiddenAt)));
  return row;
}

export async function findUpload(tx: Tx, centerId: number, id: number): Promise<UploadRow | undefined> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.centerId, centerId), eq(uploads.id, id)));
  return row;
}

export async function listFiles(tx: Tx, centerId: number, page: Page): Promise<{ rows: UploadRow[]; total: number }> {
  const where = and(eq(uploads.centerId, centerId), eq(uploads.purpose, "file"));
  const rows = await tx
    .select()
    .from(uploads)
    .where(where)
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const [total] = await tx.select({ n: count() }).from(uploads).where(where);
  return { rows, total: total?.n ?? 0 };
}
