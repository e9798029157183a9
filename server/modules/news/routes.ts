/**
 * News (issue 16):
 *   GET    /api/v1/news_items            published news, newest first, paged (public); center staff
 *                                        also drafts with filter[status_in]=draft,published
 *   GET    /api/v1/news_items/{id|slug}  one item (a draft only for center staff)
 *   GET    /api/v1/news_items/feed.xml   the center's Atom feed (public)
 *   POST   /api/v1/news_items            center staff
 *   PATCH  /api/v1/news_items/{id}       center staff
 *   DELETE /api/v1/news_items/{id}       center staff
 * The body is sanitized as a vacancy description is.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { NEWS_FEED_SIZE, NEWS_STATUSES, newsItemSchema, type NewsItemInput } from "@contract/news.ts";
import { API_PATHS } from "@contract/paths.ts";
import { audit } from "../../audit.ts";
import { centerBaseUrl, inTenant, jsonApi, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { newsItems, type NewsItemRow } from "../../db/schema.ts";
import { ApiError, requestLocale } from "../../http/errors.ts";
import {
  bodyAttributes,
  document,
  onlyAttributes,
  pagination,
  parseFilters,
  parseId,
  parsePage,
} from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { displayName } from "../users/service.ts";
import { sanitizeDescription } from "../vacancies/sanitize.ts";
import { installSiteMessages } from "./messages.ts";
import { atomFeed } from "./feed.ts";
import { mayManageNews } from "./policy.ts";
import { newsItemResource } from "./serializer.ts";
import { findNewsItem, freeSlug, newsPage, publicNews, slugTaken } from "./service.ts";

const WRITE_ATTRIBUTES = Object.keys(newsItemSchema.fields);
const updateSchema = newsItemSchema.partial();
const FILTERS = { status_in: { kind: "enums" as const, values: NEWS_STATUSES } };
const BODY_MAX_SANITIZED = 20_000;

function columnsOf(input: Partial<NewsItemInput>, base: string): Partial<typeof newsItems.$inferInsert> {
  const out: Partial<typeof newsItems.$inferInsert> = {};
  const opt = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  if (input.title !== undefined) out.title = input.title;
  if (input.summary !== undefined) out.summary = opt(input.summary);
  if (input.image_url !== undefined) out.imageUrl = opt(input.image_url);
  if (input.image_alt !== undefined) out.imageAlt = opt(input.image_alt);
  if (input.author_name !== undefined) out.authorName = opt(input.author_name);
  if (input.body !== undefined) {
    out.body = sanitizeDescription(input.body);
    if (out.body && out.body.length > BODY_MAX_SANITIZED)
      throw new ApiError(422, {
        code: "validation_failed",
        field: "too_long",
        pointer: `${base}/body`,
        params: { max: BODY_MAX_SANITIZED },
      });
  }
  return out;
}

async function writableItem(tx: Tx, req: FastifyRequest, id: number): Promise<NewsItemRow> {
  const [row] = await tx
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.id, id), eq(newsItems.centerId, req.center.id)))
    .limit(1);
  if (!row) throw new ApiError(404, { code: "not_found" });
  return row;
}

/** The slug the request asked for (422 when another item has it), else a free one from the title. */
async function slugFor(tx: Tx, req: FastifyRequest, input: Partial<NewsItemInput>, base: string, except?: number) {
  if (input.slug) {
    if (await slugTaken(tx, req.center.id, input.slug, except))
      throw new ApiError(422, { code: "validation_failed", field: "taken", pointer: `${base}/slug` });
    return input.slug;
  }
  return freeSlug(tx, req.center.id, input.title ?? "nieuws", except);
}

export function registerNewsRoutes(app: FastifyInstance) {
  installSiteMessages();
  const s = app.services;
  const required = { config: { auth: "required" as const } };
  const now = () => new Date(s.now());

  app.get(API_PATHS.newsItems, async (req, reply) => {
    const filters = parseFilters(req, FILTERS);
    const page = parsePage(req);
    const statuses = filters.status_in as string[] | undefined;
    if (statuses && !mayManageNews(req.actor)) throw new ApiError(403, { code: "forbidden" });
    const { rows, total } = await inTenant(req, (tx) =>
      newsPage(
        tx,
        statuses
          ? and(eq(newsItems.centerId, req.center.id), inArray(newsItems.status, statuses))!
          : publicNews(req.center.id, now()),
        page,
      ),
    );
    const { meta, links } = pagination(req, page, total);
    return jsonApi(reply).send(document(req, rows.map(newsItemResource), { meta, links }));
  });

  app.get(API_PATHS.newsFeed, async (req, reply) => {
    const { rows } = await inTenant(req, (tx) =>
      newsPage(tx, publicNews(req.center.id, now()), { number: 1, size: NEWS_FEED_SIZE }),
    );
    const base = centerBaseUrl(req);
    const body = atomFeed(rows, {
      base,
      centerKey: req.center.key,
      centerName: req.center.name,
      self: `${base}${API_PATHS.newsFeed}`,
      title: `${requestLocale(req) === "en" ? "News" : "Nieuws"} - ${req.center.name}`,
    });
    return reply
      .code(200)
      .type("application/atom+xml; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(body);
  });

  app.get(`${API_PATHS.newsItems}/:id`, async (req, reply) => {
    const key = (req.params as { id: string }).id;
    if (!/^[a-z0-9-]{1,100}$/.test(key)) throw new ApiError(404, { code: "not_found" });
    const row = await inTenant(req, (tx) => findNewsItem(tx, req.center.id, key));
    const visible =
      row && (mayManageNews(req.actor) || (row.status === "published" && row.publishedAt && row.publishedAt <= now()));
    if (!row || !visible) throw new ApiError(404, { code: "not_found" });
    return jsonApi(reply).send(document(req, newsItemResource(row)));
  });

  app.post(API_PATHS.newsItems, required, async (req, reply) => {
    const actor = requireActor(req);
    if (!mayManageNews(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "news_item" });
    const base = attributesBase(req);
    onlyAttributes(attrs, WRITE_ATTRIBUTES, base);
    const input = await validate(newsItemSchema, attrs, base);
    const cols = columnsOf(input, base);
    const row = await inTenant(req, async (tx) => {
      const slug = await slugFor(tx, req, input, base);
      const status = input.status ?? "draft";
      const [created] = await tx
        .insert(newsItems)
        .values({
          centerId: req.center.id,
          title: input.title,
          ...cols,
          slug,
          status,
          authorName: cols.authorName ?? displayName(actor.user),
          authorId: actor.user.id,
          publishedAt: status === "published" ? now() : null,
        })
        .returning();
      await audit(tx, req, "news_item_created", { type: "news_item", id: created!.id }, { status });
      return created!;
    });
    return jsonApi(reply, 201).send(document(req, newsItemResource(row)));
  });

  app.patch(`${API_PATHS.newsItems}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!mayManageNews(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "news_item" });
    const base = attributesBase(req);
    onlyAttributes(attrs, WRITE_ATTRIBUTES, base);
    const input = (await validate(updateSchema, attrs, base)) as Partial<NewsItemInput>;
    const cols = columnsOf(input, base);
    const row = await inTenant(req, async (tx) => {
      const current = await writableItem(tx, req, id);
      const set: Partial<typeof newsItems.$inferInsert> = { ...cols, updatedAt: now() };
      if (Object.hasOwn(attrs, "slug"))
        set.slug = await slugFor(tx, req, { ...input, title: input.title ?? current.title }, base, id);
      if (input.status && input.status !== current.status) {
        set.status = input.status;
        // First publication sets the date; unpublishing keeps it, so a republished item keeps its place.
        if (input.status === "published" && !current.publishedAt) set.publishedAt = now();
      }
      const [updated] = await tx.update(newsItems).set(set).where(eq(newsItems.id, id)).returning();
      await audit(tx, req, "news_item_updated", { type: "news_item", id }, { fields: Object.keys(attrs) });
      return updated!;
    });
    return jsonApi(reply).send(document(req, newsItemResource(row)));
  });

  app.delete(`${API_PATHS.newsItems}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!mayManageNews(actor)) throw new ApiError(403, { code: "forbidden" });
    await inTenant(req, async (tx) => {
      await writableItem(tx, req, id);
      await tx.delete(newsItems).where(eq(newsItems.id, id));
      await audit(tx, req, "news_item_deleted", { type: "news_item", id });
    });
    return reply.code(204).send();
  });
}
