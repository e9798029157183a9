/** GET /api/v1/audit_events: the audit trail of an organization or an account (organization and user pages). */
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { ApiError } from "../../http/errors.ts";
import {
  Included,
  document,
  pagination,
  parseFilters,
  parseInclude,
  parsePage,
  parseSort,
} from "../../http/jsonapi.ts";
import { auditScope } from "./policy.ts";
import { auditActorResource, auditEventResource } from "./serializer.ts";
import { AUDIT_FILTERS, AUDIT_INCLUDES, AUDIT_SORTS, listAuditEvents } from "./service.ts";

export function registerAuditRoutes(app: FastifyInstance) {
  app.get(API_PATHS.auditEvents, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    const filters = parseFilters(req, AUDIT_FILTERS);
    const sort = parseSort(req, AUDIT_SORTS, [{ field: "created_at", desc: true }]);
    const include = parseInclude(req, AUDIT_INCLUDES);
    const page = parsePage(req);
    const scope = auditScope(actor);
    if (!scope) throw new ApiError(403, { code: "forbidden" });
    const doc = await inTenant(req, async (tx) => {
      const { rows, total } = await listAuditEvents(tx, { centerId: req.center.id, scope, filters, sort, page });
      const included = new Included();
      if (include.has("actor")) for (const row of rows) included.add(auditActorResource(row));
      const p = pagination(req, page, total);
      return document(req, rows.map(auditEventResource), { included, meta: p.meta, links: p.links });
    });
    return jsonApi(reply).send(doc);
  });
}
