/** GET /api/v1/activity_items: the viewer's recent activity in the center (the toolbar's activity panel). */
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { document, pagination, parseFilters, parsePage } from "../../http/jsonapi.ts";
import { activityItemResource } from "./serializer.ts";
import { ACTIVITY_FILTERS, listActivity } from "./service.ts";

export function registerActivityRoutes(app: FastifyInstance) {
  app.get(API_PATHS.activityItems, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    const filters = parseFilters(req, ACTIVITY_FILTERS);
    const page = parsePage(req);
    const doc = await inTenant(req, async (tx) => {
      const { rows, total } = await listActivity(tx, req.center.id, actor, filters, page);
      const p = pagination(req, page, total);
      return document(
        req,
        rows.map((row) => activityItemResource(row, actor.user.id)),
        { meta: p.meta, links: p.links },
      );
    });
    return jsonApi(reply).send(doc);
  });
}
