/** The demo centers' pages and menus (server/db/demo-data.ts), added once per center. */
import { eq, sql } from "drizzle-orm";
import type { ContentBlock } from "@contract/content.ts";
import type { Database, Tx } from "../../db/client.ts";
import {
  DEMO_CENTERS,
  demoSiteMenus,
  demoSitePages,
  type DemoCenterKey,
  type DemoMenuItem,
} from "../../db/demo-data.ts";
import { centers, contentPages, menuItems } from "../../db/schema.ts";
import { sanitizeRichText } from "./sanitize.ts";

async function seedSite(
  tx: Tx,
  centerId: number,
  key: DemoCenterKey,
  name: string,
  features: Record<string, boolean>,
): Promise<number> {
  await tx.execute(sql`select set_config('app.center_id', ${String(centerId)}, true)`);
  const existing = await tx
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(eq(contentPages.centerId, centerId));
  if (existing.length) return 0;
  const ids = new Map<string, number>();
  const now = new Date();
  for (const page of demoSitePages(key, name)) {
    const blocks = page.blocks.map((b) =>
      b.type === "rich_text" ? { ...b, body: sanitizeRichText(String(b.body)) } : b,
    ) as ContentBlock[];
    const [row] = await tx
      .insert(contentPages)
      .values({
        centerId,
        title: page.title,
        slug: page.slug,
        summary: page.summary,
        seoDescription: page.seoDescription,
        blocks,
        status: "published",
        publishedAt: now,
      })
      .returning({ id: contentPages.id });
    ids.set(`/${page.slug}`, row!.id);
  }
  const add = async (location: string, item: DemoMenuItem, position: number, parentId: number | null) => {
    const pageId = item.page ? (ids.get(item.href) ?? null) : null;
    const [row] = await tx
      .insert(menuItems)
      .values({
        centerId,
        location,
        label: item.label,
        targetType: pageId ? "page" : "route",
        contentPageId: pageId,
        url: pageId ? null : item.href,
        parentId,
        position,
      })
      .returning({ id: menuItems.id });
    for (const [i, child] of (item.children ?? []).entries()) await add(location, child, i, row!.id);
  };
  const menus = demoSiteMenus(features);
  for (const location of ["header", "footer"] as const)
    for (const [i, item] of menus[location].entries()) await add(location, item, i, null);
  return ids.size;
}

export async function seedDemoContent(database: Database): Promise<number> {
  let added = 0;
  await database.system(async (tx) => {
    const all = await tx
      .select({ id: centers.id, key: centers.key, name: centers.name, features: centers.features })
      .from(centers);
    for (const key of Object.keys(DEMO_CENTERS) as DemoCenterKey[]) {
      const c = all.find((row) => row.key === key);
      if (c) added += await seedSite(tx, c.id, key, c.name, c.features);
    }
  });
  return added;
}
