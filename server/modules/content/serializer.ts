/** Content page and menu item rows -> JSON:API resources (contract/content.ts). */
import { menuHref, type MenuLocation, type MenuTargetType } from "@contract/content.ts";
import { API_PATHS } from "@contract/paths.ts";
import type { ContentPageRow, MenuItemRow } from "../../db/schema.ts";
import { iso, type Res } from "../../http/jsonapi.ts";

/** Everything of a page is public once published (center_id is never sent). */
export function contentPageResource(p: ContentPageRow): Res {
  return {
    type: "content_page",
    id: String(p.id),
    attributes: {
      title: p.title,
      slug: p.slug,
      summary: p.summary,
      hero_image_url: p.heroImageUrl,
      hero_image_alt: p.heroImageAlt,
      seo_description: p.seoDescription,
      status: p.status,
      blocks: p.blocks,
      home: p.slug === "",
      published_at: iso(p.publishedAt),
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
    },
    links: { self: API_PATHS.contentPage(p.id) },
  };
}

export type MenuItemWithPage = MenuItemRow & { pageSlug: string | null };

export function menuItemResource(m: MenuItemWithPage): Res {
  return {
    type: "menu_item",
    id: String(m.id),
    attributes: {
      label: m.label,
      location: m.location as MenuLocation,
      target_type: m.targetType as MenuTargetType,
      content_page_id: m.contentPageId === null ? null : String(m.contentPageId),
      url: m.url,
      parent_id: m.parentId === null ? null : String(m.parentId),
      position: m.position,
      href: menuHref(m.targetType as MenuTargetType, m.url, m.pageSlug),
    },
    links: { self: API_PATHS.menuItem(m.id) },
  };
}
