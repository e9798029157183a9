/**
 * Saved searches (issue 18), the signed-in person's own:
 *   GET    /api/v1/saved_searches       newest first
 *   POST   /api/v1/saved_searches       { name, query: { q, category, near, distance, remote, hours_max, schedule } }
 *   GET    /api/v1/saved_searches/{id}
 *   DELETE /api/v1/saved_searches/{id}
 * Someone else's (the same center's or another's) is a 404 for everybody, staff included.
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import { savedSearchSchema } from "@contract/saved-search-schemas.ts";
import { SAVED_SEARCH_DEFAULT_DISTANCE, SAVED_SEARCHES_MAX, type SavedSearchQuery } from "@contract/saved-searches.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { rowsOf } from "../../db/client.ts";
import { savedSearches } from "../../db/schema.ts";
import { resolveLocation } from "../../geo/index.ts";
import { ApiError } from "../../http/errors.ts";
import { bodyAttributes, document, onlyAttributes, parseFilters, parseId, parseInclude } from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { USER_EXPORT_SECTIONS } from "../users/service.ts";
import { installSavedSearchMessages } from "./messages.ts";
import { maySaveSearches, ownsSavedSearch } from "./policy.ts";
import { savedSearchResource } from "./serializer.ts";
import { columnsOf, countOwn, findOwn, listOwn } from "./service.ts";

const QUERY_KEYS = ["q", "category", "near", "distance", "remote", "hours_max", "schedule"];

/** The owner's saved search, or a 404 (someone else's is not there for this actor). */
async function ownOr404(req: FastifyRequest, id: number) {
  const actor = requireActor(req);
  const row = await inTenant(req, (tx) => findOwn(tx, req.center.id, actor.user.id, id));
  if (!row || !ownsSavedSearch(actor, row, req.center.id)) throw new ApiError(404, { code: "not_found" });
  return row;
}

export function registerSavedSearchRoutes(app: FastifyInstance) {
  installSavedSearchMessages();
  // The person's own data export (GET /api/v1/current_user/export) lists their saved searches.
  if (!USER_EXPORT_SECTIONS.some((s) => s.name === "saved_searches"))
    USER_EXPORT_SECTIONS.push({
      name: "saved_searches",
      load: async (tx, userId) =>
        rowsOf(
          await tx.execute(sql`select name, q, categories, near, distance, remote, hours_max, schedule, created_at
            from saved_searches where user_id = ${userId} order by id`),
        ),
    });
  const required = { config: { auth: "required" as const } };

  app.get(API_PATHS.savedSearches, required, async (req, reply) => {
    const actor = requireActor(req);
    // A short personal list: no filters or includes (an unknown one is a 400, as everywhere).
    parseFilters(req, {});
    parseInclude(req, []);
    const rows = await inTenant(req, (tx) => listOwn(tx, req.center.id, actor.user.id));
    return jsonApi(reply).send(
      document(req, rows.map(savedSearchResource), { meta: { total_count: rows.length, max: SAVED_SEARCHES_MAX } }),
    );
  });

  app.post(API_PATHS.savedSearches, required, async (req, reply) => {
    const actor = requireActor(req);
    if (!maySaveSearches(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "saved_search" });
    const base = attributesBase(req);
    onlyAttributes(attrs, ["name", "query"], base);
    const rawQuery = attrs.query;
    if (rawQuery && typeof rawQuery === "object" && !Array.isArray(rawQuery))
      onlyAttributes(rawQuery as Record<string, unknown>, QUERY_KEYS, `${base}/query`);
    const input = await validate(savedSearchSchema, attrs, base);
    // null is read as absent (every reader below uses ?? or ?.).
    const query = input.query as unknown as SavedSearchQuery;
    const nearText = query.near?.trim() || null;
    const near = nearText ? resolveLocation(nearText) : null;
    if (nearText && !near)
      throw new ApiError(422, { code: "unknown_place", pointer: `${base}/query/near`, params: { near: nearText } });
    if (query.distance && !nearText)
      throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: `${base}/query/near` });
    const row = await inTenant(req, async (tx) => {
      if ((await countOwn(tx, req.center.id, actor.user.id)) >= SAVED_SEARCHES_MAX)
        throw new ApiError(422, { code: "saved_searches_limit", pointer: base, params: { max: SAVED_SEARCHES_MAX } });
      const [created] = await tx
        .insert(savedSearches)
        .values({
          centerId: req.center.id,
          userId: actor.user.id,
          name: input.name,
          ...columnsOf({ ...query, near: nearText ?? undefined }, near, SAVED_SEARCH_DEFAULT_DISTANCE),
        })
        .returning();
      return created!;
    });
    return jsonApi(reply, 201)
      .header("location", API_PATHS.savedSearch(row.id))
      .send(document(req, savedSearchResource(row)));
  });

  app.get(`${API_PATHS.savedSearches}/:id`, required, async (req, reply) => {
    const id = parseId((req.params as { id: string }).id);
    const row = await ownOr404(req, id);
    return jsonApi(reply).send(document(req, savedSearchResource(row)));
  });

  app.delete(`${API_PATHS.savedSearches}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    await inTenant(req, async (tx) => {
      const row = await findOwn(tx, req.center.id, actor.user.id, id);
      if (!row || !ownsSavedSearch(actor, row, req.center.id)) throw new ApiError(404, { code: "not_found" });
      await tx
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, row.id), eq(savedSearches.centerId, req.center.id)));
    });
    return reply.code(204).send();
  });
}
