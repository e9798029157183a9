/**
 * Organizations back office (issue 15): the status history and the bulk review of the approval queue.
 */
import type { FastifyInstance } from "fastify";
import type { OrganizationStatus } from "@contract/enums.ts";
import { ORGANIZATION_BULK_MAX, organizationStatusChangeSchema } from "@contract/organizations.ts";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import type { Organization } from "../../db/schema.ts";
import { ApiError, type ErrorSpec } from "../../http/errors.ts";
import { Included, document, parseId } from "../../http/jsonapi.ts";
import { validate } from "../../http/validate.ts";
import type { changeStatus } from "./routes.ts";
import { checkStatusChange, forbidStatusChange } from "./status.ts";
import { mayListOrganizations, mayReviewOrganizations, maySeeOrganization } from "./policy.ts";
import { statusHistory } from "./review.ts";
import { findOrganization, organizationResources } from "./service.ts";

/** One organization's status change by a reviewer (routes.ts changeStatus). */
type ChangeStatus = typeof changeStatus;

export function registerOrganizationReviewRoutes(app: FastifyInstance, changeStatus: ChangeStatus) {
  const required = { config: { auth: "required" as const } };

  app.get(`${API_PATHS.organizations}/:id/status_history`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!mayListOrganizations(actor)) throw new ApiError(403, { code: "forbidden" });
    const doc = await inTenant(req, async (tx) => {
      const org = await findOrganization(tx, req.center.id, id);
      if (!org || !maySeeOrganization(actor, org.id)) throw new ApiError(404, { code: "not_found" });
      const data = await statusHistory(tx, req.center.id, org.id);
      return document(req, data, { meta: { total_count: data.length } });
    });
    return jsonApi(reply).send(doc);
  });

  // Approve or deny several pending organizations at once, each with its status and reason; all
  // or nothing (a refused one names its index in the pointer).
  app.put(API_PATHS.organizationsBulkApprove, required, async (req, reply) => {
    const actor = requireActor(req);
    if (!mayReviewOrganizations(actor)) throw new ApiError(403, { code: "forbidden" });
    const body = req.body as { data?: unknown } | null;
    const items = body && typeof body === "object" ? body.data : undefined;
    if (!Array.isArray(items) || items.length === 0)
      throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: "/data" });
    if (items.length > ORGANIZATION_BULK_MAX)
      throw new ApiError(422, {
        code: "validation_failed",
        field: "too_many_organizations",
        pointer: "/data",
        params: { count: ORGANIZATION_BULK_MAX },
      });
    const parsed: { id: number; status: OrganizationStatus; reason: string | null; base: string }[] = [];
    const errors: ErrorSpec[] = [];
    for (const [i, raw] of items.entries()) {
      const base = `/data/${i}`;
      const item = raw as { type?: unknown; id?: unknown; attributes?: unknown } | null;
      if (!item || typeof item !== "object" || item.type !== "organization") {
        errors.push({ code: "validation_failed", field: "invalid", pointer: `${base}/type` });
        continue;
      }
      if ((typeof item.id !== "string" && typeof item.id !== "number") || !/^\d{1,15}$/.test(String(item.id))) {
        errors.push({ code: "validation_failed", field: "invalid", pointer: `${base}/id` });
        continue;
      }
      const attrs = item.attributes;
      if (!attrs || typeof attrs !== "object" || Array.isArray(attrs)) {
        errors.push({ code: "validation_failed", field: "blank", pointer: `${base}/attributes` });
        continue;
      }
      const extra = Object.keys(attrs).filter((k) => k !== "status" && k !== "reason");
      if (extra.length) {
        errors.push({ code: "invalid_parameter", pointer: `${base}/attributes/${extra[0]}` });
        continue;
      }
      try {
        const input = await validate(
          organizationStatusChangeSchema,
          attrs as Record<string, unknown>,
          `${base}/attributes`,
        );
        parsed.push({
          id: Number(item.id),
          status: input.status,
          reason: input.reason ?? null,
          base: `${base}/attributes`,
        });
      } catch (e) {
        if (e instanceof ApiError) errors.push(...e.errors);
        else throw e;
      }
    }
    if (errors.length) throw new ApiError(422, errors);
    if (new Set(parsed.map((p) => p.id)).size !== parsed.length)
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: "/data" });
    const doc = await inTenant(req, async (tx) => {
      // Who may change each one first (404, 403), then what is asked of each (422, all at once).
      const found: Organization[] = [];
      for (const [i, p] of parsed.entries()) {
        const org = await findOrganization(tx, req.center.id, p.id);
        if (!org) throw new ApiError(404, { code: "not_found", pointer: `/data/${i}/id` });
        forbidStatusChange(actor, org, p.status, p.base);
        found.push(org);
      }
      const refused: ErrorSpec[] = [];
      for (const [i, p] of parsed.entries()) {
        try {
          checkStatusChange(found[i]!, p.status, p.reason, p.base);
        } catch (e) {
          if (e instanceof ApiError) refused.push(...e.errors);
          else throw e;
        }
      }
      if (refused.length) throw new ApiError(422, refused);
      const updated: Organization[] = [];
      for (const [i, p] of parsed.entries())
        updated.push(await changeStatus(tx, req, actor, found[i]!, p.status, p.reason, p.base));
      const data = await organizationResources(tx, req, updated, new Set(), new Included());
      return document(req, data, { meta: { total_count: data.length } });
    });
    return jsonApi(reply).send(doc);
  });
}
