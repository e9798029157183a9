/** The SQL of content pages and menus: lists, one row, writes, and the menu's order. */
import { and, asc, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { CONTENT_PAGE_STATUSES, MENU_LOCATIONS } from "@contract/content.ts";
import type { Tx } from "../../db/client.ts";
import { contentPages, menuItems, type ContentPageRow } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { FilterDef, Page, ParsedFilters, SortKey } from "../../http/jsonapi.ts";
import type { MenuItemWithPage } from "./serializer.ts";

export const PAGE_FILTERS: Record<string, FilterDef> = {
  slug_eq: { kind: "text" },
  title_cont: { kind: "text" },
  status_eq: { kind: "enum", values: CONTENT_PAGE_STATUSES },
  /** true: the home page (the empty slug); false: every other page. */
  home_eq: { kind: "enum", values: ["true", "false"] },
};
export const PAGE_SORTS = ["title", "slug", "updated_at", "created_at", "published_at"] as const;
export const MENU_FILTERS: Record<string, FilterDef> = { location_eq: { kind: "enum", values: MENU_LOCATIONS } };

const SORT_COLUMNS = {
  title: contentPages.title,
  slug: contentPages.slug,
  updated_at: contentPages.updatedAt,
  created_at: contentPages.createdAt,
  published_at: contentPages.publishedAt,
} as const;

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A center's pages: published ones only unless `all` (center staff), filtered, sorted and paged. */
export async function listPages(
  tx: Tx,
  q: { centerId: number; all: boolean; filters: ParsedFilters; sort: SortKey[]; page: Page },
): Promise<{ rows: ContentPageRow[]; total: number }> {
  const f = q.filters;
  const where = and(
    eq(contentPages.centerId, q.centerId),
    q.all ? undefined : eq(contentPages.status, "published"),
    f.slug_eq ? eq(contentPages.slug, f.slug_eq as string) : undefined,
    f.home_eq ? (f.home_eq === "true" ? eq(contentPages.slug, "") : ne(contentPages.slug, "")) : undefined,
    f.title_cont ? ilike(contentPages.title, `%${escapeLike(f.title_cont as string)}%`) : undefined,
    f.status_eq ? eq(contentPages.status, f.status_eq as string) : undefined,
  );
  const order: SQL[] = q.sort.map((s) =>
    s.desc
      ? desc(SORT_COLUMNS[s.field as keyof typeof SORT_COLUMNS])
      : asc(SORT_COLUMNS[s.field as keyof typeof SORT_COLUMNS]),
  );
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(contentPages)
    .where(where);
  const rows = await tx
    .select()
    .from(contentPages)
    .where(where)
    .orderBy(...order, asc(contentPages.id))
    .limit(q.page.size)
    .offset((q.page.number - 1) * q.page.size);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findPage(tx: Tx, centerId: number, id: number): Promise<ContentPageRow | undefined> {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.centerId, centerId), eq(contentPages.id, id)));
  return row;
}

export type PageColumns = Partial<
  Pick<
    ContentPageRow,
    "title" | "slug" | "summary" | "heroImageUrl" | "heroImageAlt" | "seoDescription" | "status" | "blocks"
  >
>;

async function slugTaken(tx: Tx, centerId: number, slug: string, except?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.centerId, centerId),
        eq(contentPages.slug, slug),
        except ? ne(contentPages.id, except) : undefined,
      ),
    );
  return !!row;
}

const takenError = (base: string) =>
  new ApiError(422, { code: "validation_failed", field: "taken", pointer: `${base}/slug` });

/** The publication date follows the status: set when first published, kept while published. */
function withPublication(cols: PageColumns, before?: ContentPageRow) {
  if (cols.status === "published" && before?.status !== "published") return { ...cols, publishedAt: new Date() };
  if (cols.status === "draft") return { ...cols, publishedAt: null };
  return cols;
}

export async function insertPage(
  tx: Tx,
  centerId: number,
  cols: PageColumns & { title: string; slug: string },
  base: string,
) {
  if (await slugTaken(tx, centerId, cols.slug)) throw takenError(base);
  const [row] = await tx
    .insert(contentPages)
    .values({ ...withPublication(cols), title: cols.title, slug: cols.slug, centerId })
    .returning();
  return row!;
}

export async function updatePage(tx: Tx, before: ContentPageRow, cols: PageColumns, base: string) {
  if (cols.slug !== undefined && (await slugTaken(tx, before.centerId, cols.slug, before.id))) throw takenError(base);
  const [row] = await tx
    .update(contentPages)
    .set({ ...withPublication(cols, before), updatedAt: new Date() })
    .where(and(eq(contentPages.centerId, before.centerId), eq(contentPages.id, before.id)))
    .returning();
  return row!;
}

export async function deletePage(tx: Tx, centerId: number, id: number) {
  await tx.delete(contentPages).where(and(eq(contentPages.centerId, centerId), eq(contentPages.id, id)));
}

/** The center's menus in order: top-level items by position, each followed by its children. */
export async function listMenuItems(
  tx: Tx,
  q: { centerId: number; all: boolean; location?: string },
): Promise<MenuItemWithPage[]> {
  const rows = await tx
    .select({ item: menuItems, pageSlug: contentPages.slug, pageStatus: contentPages.status })
    .from(menuItems)
    .leftJoin(contentPages, eq(contentPages.id, menuItems.contentPageId))
    .where(and(eq(menuItems.centerId, q.centerId), q.location ? eq(menuItems.location, q.location) : undefined))
    .orderBy(asc(menuItems.location), asc(menuItems.position), asc(menuItems.id));
  // A visitor does not see an item that leads to a draft page (nor the children of a hidden item).
  const visible = rows.filter((r) => q.all || r.item.targetType !== "page" || r.pageStatus === "published");
  const shown = new Set(visible.filter((r) => r.item.parentId === null).map((r) => r.item.id));
  const items = visible
    .filter((r) => r.item.parentId === null || shown.has(r.item.parentId))
    .map((r) => ({ ...r.item, pageSlug: r.pageSlug }));
  const top = items.filter((i) => i.parentId === null);
  return top.flatMap((t) => [t, ...items.filter((c) => c.parentId === t.id)]);
}

export async function findMenuItem(tx: Tx, centerId: number, id: number) {
  const [row] = await tx
    .select({ item: menuItems, pageSlug: contentPages.slug })
    .from(menuItems)
    .leftJoin(contentPages, eq(contentPages.id, menuItems.contentPageId))
    .where(and(eq(menuItems.centerId, centerId), eq(menuItems.id, id)));
  return row ? { ...row.item, pageSlug: row.pageSlug } : undefined;
}

export type MenuColumns = {
  label: string;
  location: string;
  targetType: string;
  contentPageId: number | null;
  url: string | null;
  parentId: number | null;
};

/** The siblings of a place in the menu (same location and parent), in order. */
async function siblings(tx: Tx, centerId: number, location: string, parentId: number | null, except?: number) {
  return tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.centerId, centerId),
        eq(menuItems.location, location),
        parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId),
        except ? ne(menuItems.id, except) : undefined,
      ),
    )
    .orderBy(asc(menuItems.position), asc(menuItems.id));
}

/** Puts the item at `position` (0-based, clamped) among its siblings and numbers them 0..n-1. */
async function place(tx: Tx, centerId: number, id: number, cols: MenuColumns, position: number | undefined) {
  const others = (await siblings(tx, centerId, cols.location, cols.parentId, id)).map((r) => r.id);
  const at = Math.min(Math.max(position ?? others.length, 0), others.length);
  const order = [...others.slice(0, at), id, ...others.slice(at)];
  for (const [i, itemId] of order.entries())
    await tx
      .update(menuItems)
      .set({ position: i })
      .where(and(eq(menuItems.centerId, centerId), eq(menuItems.id, itemId)));
}

export async function insertMenuItem(tx: Tx, centerId: number, cols: MenuColumns, position?: number) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(menuItems)
    .where(eq(menuItems.centerId, centerId));
  if (Number(n) >= 200) throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: "/data" });
  const [row] = await tx
    .insert(menuItems)
    .values({ ...cols, centerId, position: 0 })
    .returning();
  await place(tx, centerId, row!.id, cols, position);
  return row!.id;
}

export async function updateMenuItem(
  tx: Tx,
  centerId: number,
  id: number,
  cols: MenuColumns,
  position: number | undefined,
  moved: boolean,
) {
  await tx
    .update(menuItems)
    .set({ ...cols, updatedAt: new Date() })
    .where(and(eq(menuItems.centerId, centerId), eq(menuItems.id, id)));
  // Its children follow it to another menu.
  await tx
    .update(menuItems)
    .set({ location: cols.location })
    .where(and(eq(menuItems.centerId, centerId), eq(menuItems.parentId, id)));
  if (moved || position !== undefined) await place(tx, centerId, id, cols, position);
}

export async function deleteMenuItem(tx: Tx, centerId: number, id: number) {
  await tx.delete(menuItems).where(and(eq(menuItems.centerId, centerId), eq(menuItems.id, id)));
}

/** Whether an item has children (it cannot become a child itself: one level of nesting). */
export async function hasChildren(tx: Tx, centerId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.centerId, centerId), eq(menuItems.parentId, id)))
    .limit(1);
  return !!row;
}

export async function pagesExist(tx: Tx, centerId: number, ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const rows = await tx
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.centerId, centerId), inArray(contentPages.id, ids)));
  return rows.length === ids.length;
}
