/**
 * Content pages and menus (issue 16):
 *   GET    /api/v1/content_pages        published pages (everyone); every page (center staff)
 *   GET    /api/v1/content_pages/:id    one page (a draft only for center staff)
 *   POST   /api/v1/content_pages        a new page (center staff)
 *   PATCH  /api/v1/content_pages/:id    change, publish, unpublish (center staff)
 *   DELETE /api/v1/content_pages/:id    (center staff; its menu items go with it)
 *   GET    /api/v1/menu_items           the header and footer menus, in order (everyone)
 *   POST, PATCH, DELETE /api/v1/menu_items[/:id]   (center staff)
 * Nothing is cached: a change shows to the next visitor at once.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  CONTENT_PAGE_ATTRIBUTES,
  MENU_ITEM_ATTRIBUTES,
  contentPageSchema,
  menuItemSchema,
  type ContentPageStatus,
} from "@contract/content.ts";
import { API_PATHS } from "@contract/paths.ts";
import { audit } from "../../audit.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { ApiError } from "../../http/errors.ts";
import {
  bodyAttributes,
  document,
  onlyAttributes,
  pagination,
  parseFilters,
  parseId,
  parsePage,
  parseSort,
} from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { mayManageContent, mayReadPage } from "./policy.ts";
import { cleanBlocks } from "./sanitize.ts";
import { registerSeoRoutes } from "./seo.ts";
import { contentPageResource, menuItemResource, type MenuItemWithPage } from "./serializer.ts";
import {
  MENU_FILTERS,
  PAGE_FILTERS,
  PAGE_SORTS,
  deleteMenuItem,
  deletePage,
  findMenuItem,
  findPage,
  hasChildren,
  insertMenuItem,
  insertPage,
  listMenuItems,
  listPages,
  pagesExist,
  updateMenuItem,
  updatePage,
  type MenuColumns,
  type PageColumns,
} from "./service.ts";

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const invalid = (pointer: string, field = "invalid") =>
  new ApiError(422, { code: "validation_failed", field, pointer });

function manager(req: FastifyRequest) {
  const actor = requireActor(req);
  if (!mayManageContent(actor)) throw new ApiError(403, { code: "forbidden" });
  return actor;
}

/** The page's attributes of a POST or PATCH -> columns (only those sent). */
async function pageColumns(req: FastifyRequest, creating: boolean): Promise<PageColumns> {
  const attrs = bodyAttributes(req, { type: "content_page" });
  const base = attributesBase(req);
  onlyAttributes(attrs, CONTENT_PAGE_ATTRIBUTES, base);
  if (creating && (attrs.title === undefined || attrs.title === null)) throw invalid(`${base}/title`, "blank");
  const input = await validate(contentPageSchema, attrs, base);
  const has = (k: string) => Object.hasOwn(attrs, k);
  const cols: PageColumns = {};
  if (has("title")) {
    if (!input.title) throw invalid(`${base}/title`, "blank");
    cols.title = input.title;
  }
  if (has("slug")) cols.slug = input.slug ?? "";
  if (has("summary")) cols.summary = blankToNull(input.summary);
  if (has("hero_image_url")) cols.heroImageUrl = blankToNull(input.hero_image_url);
  if (has("hero_image_alt")) cols.heroImageAlt = blankToNull(input.hero_image_alt);
  if (has("seo_description")) cols.seoDescription = blankToNull(input.seo_description);
  if (has("status") && input.status) cols.status = input.status as ContentPageStatus;
  if (has("blocks")) cols.blocks = await cleanBlocks((input.blocks ?? []) as unknown[], base);
  return cols;
}

async function loadPage(tx: Tx, req: FastifyRequest) {
  const id = parseId((req.params as { id?: string }).id);
  const row = await findPage(tx, req.center.id, id);
  if (!row) throw new ApiError(404, { code: "not_found" });
  return row;
}

/** A menu item's target, parent and place, checked against the center's pages and menu. */
async function menuColumns(
  tx: Tx,
  req: FastifyRequest,
  before: MenuItemWithPage | undefined,
): Promise<{ cols: MenuColumns; position: number | undefined; moved: boolean }> {
  const attrs = bodyAttributes(req, { type: "menu_item" });
  const base = attributesBase(req);
  onlyAttributes(attrs, MENU_ITEM_ATTRIBUTES, base);
  const input = await validate(menuItemSchema, attrs, base);
  const has = (k: string) => Object.hasOwn(attrs, k);
  const centerId = req.center.id;
  const cols: MenuColumns = {
    label: has("label") ? (input.label ?? "") : (before?.label ?? ""),
    location: has("location") ? (input.location ?? "") : (before?.location ?? ""),
    targetType: has("target_type") ? (input.target_type ?? "") : (before?.targetType ?? ""),
    contentPageId: has("content_page_id")
      ? input.content_page_id
        ? Number(input.content_page_id)
        : null
      : (before?.contentPageId ?? null),
    url: has("url") ? blankToNull(input.url) : (before?.url ?? null),
    parentId: has("parent_id") ? (input.parent_id ? Number(input.parent_id) : null) : (before?.parentId ?? null),
  };
  const required = ["label", "location", "target_type"] as const;
  const missing = required.filter((k) => !cols[k === "target_type" ? "targetType" : k]);
  if (missing.length)
    throw new ApiError(
      422,
      missing.map((k) => ({ code: "validation_failed", field: "blank", pointer: `${base}/${k}` })),
    );
  if (cols.targetType === "page") {
    cols.url = null;
    if (cols.contentPageId === null) throw invalid(`${base}/content_page_id`, "blank");
    if (!(await pagesExist(tx, centerId, [cols.contentPageId]))) throw invalid(`${base}/content_page_id`);
  } else {
    cols.contentPageId = null;
    if (!cols.url) throw invalid(`${base}/url`, "blank");
    // A route of the product is a path of this site; a URL is a link to anywhere (http, https, mail, phone).
    if (cols.targetType === "route" && !cols.url.startsWith("/")) throw invalid(`${base}/url`);
    if (cols.targetType === "url" && cols.url.startsWith("/")) throw invalid(`${base}/url`);
  }
  if (cols.parentId !== null) {
    const parent = await findMenuItem(tx, centerId, cols.parentId);
    // One level of nesting: the parent is a top-level item of the same menu, and never the item itself.
    if (!parent || parent.parentId !== null || parent.id === before?.id || parent.location !== cols.location)
      throw invalid(`${base}/parent_id`);
    if (before && (await hasChildren(tx, centerId, before.id))) throw invalid(`${base}/parent_id`);
  }
  const moved = !!before && (before.parentId !== cols.parentId || before.location !== cols.location);
  return { cols, position: has("position") ? input.position : undefined, moved };
}

export function registerContentRoutes(app: FastifyInstance) {
  const required = { config: { auth: "required" as const } };
  registerSeoRoutes(app);

  app.get(API_PATHS.contentPages, async (req, reply) => {
    const filters = parseFilters(req, PAGE_FILTERS);
    const sort = parseSort(req, PAGE_SORTS, [{ field: "title", desc: false }]);
    const page = parsePage(req);
    const all = mayManageContent(req.actor);
    const doc = await inTenant(req, async (tx) => {
      const { rows, total } = await listPages(tx, { centerId: req.center.id, all, filters, sort, page });
      const p = pagination(req, page, total);
      return document(req, rows.map(contentPageResource), { meta: p.meta, links: p.links });
    });
    return jsonApi(reply).header("cache-control", "no-cache").send(doc);
  });

  app.get(`${API_PATHS.contentPages}/:id`, async (req, reply) => {
    const row = await inTenant(req, (tx) => loadPage(tx, req));
    if (!mayReadPage(req.actor, row)) throw new ApiError(404, { code: "not_found" });
    return jsonApi(reply)
      .header("cache-control", "no-cache")
      .send(document(req, contentPageResource(row)));
  });

  app.post(API_PATHS.contentPages, required, async (req, reply) => {
    manager(req);
    const cols = await pageColumns(req, true);
    const base = attributesBase(req);
    const row = await inTenant(req, async (tx) => {
      const created = await insertPage(tx, req.center.id, { ...cols, title: cols.title!, slug: cols.slug ?? "" }, base);
      await audit(tx, req, "content_page_created", { type: "content_page", id: created.id }, { slug: created.slug });
      return created;
    });
    return jsonApi(reply, 201).send(document(req, contentPageResource(row)));
  });

  app.patch(`${API_PATHS.contentPages}/:id`, required, async (req, reply) => {
    manager(req);
    const cols = await pageColumns(req, false);
    const base = attributesBase(req);
    const row = await inTenant(req, async (tx) => {
      const before = await loadPage(tx, req);
      const updated = await updatePage(tx, before, cols, base);
      await audit(
        tx,
        req,
        "content_page_updated",
        { type: "content_page", id: updated.id },
        { attributes: Object.keys(cols) },
      );
      return updated;
    });
    return jsonApi(reply).send(document(req, contentPageResource(row)));
  });

  app.delete(`${API_PATHS.contentPages}/:id`, required, async (req, reply) => {
    manager(req);
    await inTenant(req, async (tx) => {
      const row = await loadPage(tx, req);
      await deletePage(tx, req.center.id, row.id);
      await audit(tx, req, "content_page_deleted", { type: "content_page", id: row.id }, { slug: row.slug });
    });
    return reply.code(204).send();
  });

  app.get(API_PATHS.menuItems, async (req, reply) => {
    const filters = parseFilters(req, MENU_FILTERS);
    const all = mayManageContent(req.actor);
    const rows = await inTenant(req, (tx) =>
      listMenuItems(tx, { centerId: req.center.id, all, location: filters.location_eq as string | undefined }),
    );
    return jsonApi(reply)
      .header("cache-control", "no-cache")
      .send(document(req, rows.map(menuItemResource), { meta: { total_count: rows.length } }));
  });

  app.post(API_PATHS.menuItems, required, async (req, reply) => {
    manager(req);
    const row = await inTenant(req, async (tx) => {
      const { cols, position } = await menuColumns(tx, req, undefined);
      const id = await insertMenuItem(tx, req.center.id, cols, position);
      await audit(tx, req, "menu_item_created", { type: "menu_item", id }, { label: cols.label });
      return findMenuItem(tx, req.center.id, id);
    });
    return jsonApi(reply, 201).send(document(req, menuItemResource(row!)));
  });

  app.patch(`${API_PATHS.menuItems}/:id`, required, async (req, reply) => {
    manager(req);
    const id = parseId((req.params as { id?: string }).id);
    const row = await inTenant(req, async (tx) => {
      const before = await findMenuItem(tx, req.center.id, id);
      if (!before) throw new ApiError(404, { code: "not_found" });
      const { cols, position, moved } = await menuColumns(tx, req, before);
      await updateMenuItem(tx, req.center.id, id, cols, position, moved);
      await audit(tx, req, "menu_item_updated", { type: "menu_item", id }, { label: cols.label });
      return findMenuItem(tx, req.center.id, id);
    });
    return jsonApi(reply).send(document(req, menuItemResource(row!)));
  });

  app.delete(`${API_PATHS.menuItems}/:id`, required, async (req, reply) => {
    manager(req);
    const id = parseId((req.params as { id?: string }).id);
    await inTenant(req, async (tx) => {
      const before = await findMenuItem(tx, req.center.id, id);
      if (!before) throw new ApiError(404, { code: "not_found" });
      await deleteMenuItem(tx, req.center.id, id);
      await audit(tx, req, "menu_item_deleted", { type: "menu_item", id }, { label: before.label });
    });
    return reply.code(204).send();
  });
}
