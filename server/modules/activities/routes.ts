/**
 * The activity calendar (activiteitenkalender):
 *   GET    /api/v1/activities                 published activities of the center (public), filters
 *                                             starts_at_gteq/lteq, ends_at_gteq, category_eq,
 *                                             organization_id_eq; center staff also drafts with
 *                                             filter[status_in]=draft,published; sort; paged
 *   GET    /api/v1/activities/{id}            one (a draft only for center staff)
 *   POST   /api/v1/activities                 center staff
 *   PATCH  /api/v1/activities/{id}            center staff
 *   DELETE /api/v1/activities/{id}            center staff
 *   POST   /api/v1/activities/{id}/registration   a signed-in volunteer takes a place (capacity)
 *   DELETE /api/v1/activities/{id}/registration   and gives it back
 * A center without the feature (meedoen, rijnstad) answers 404 on every one of them.
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_SORTS,
  ACTIVITY_STATUSES,
  activitySchema,
  type ActivityInput,
} from "@contract/activities.ts";
import { API_PATHS } from "@contract/paths.ts";
import { audit } from "../../audit.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { activities, activityRegistrations, type ActivityRow } from "../../db/schema.ts";
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
import { installActivityMessages } from "./messages.ts";
import { mayManageActivities, requireActivitiesFeature } from "./policy.ts";
import { activityResource } from "./serializer.ts";
import { activityPage, findActivity, organizationInCenter } from "./service.ts";

const WRITE_ATTRIBUTES = Object.keys(activitySchema.fields);
const updateSchema = activitySchema.partial();
const FILTERS = {
  starts_at_gteq: { kind: "date" as const },
  starts_at_lteq: { kind: "date" as const },
  ends_at_gteq: { kind: "date" as const },
  category_eq: { kind: "enum" as const, values: ACTIVITY_CATEGORIES },
  organization_id_eq: { kind: "id" as const },
  status_in: { kind: "enums" as const, values: ACTIVITY_STATUSES },
};

type Columns = Partial<typeof activities.$inferInsert>;

/** The columns of the input; the organization must be one of the center's own (else 422 on its pointer). */
async function columnsOf(tx: Tx, req: FastifyRequest, input: Partial<ActivityInput>, base: string): Promise<Columns> {
  const out: Columns = {};
  const opt = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  if (input.title !== undefined) out.title = input.title;
  if (input.description !== undefined) out.description = opt(input.description);
  if (input.starts_at !== undefined) out.startsAt = input.starts_at;
  if (input.ends_at !== undefined) out.endsAt = input.ends_at;
  if (input.location !== undefined) out.location = opt(input.location);
  if (input.category !== undefined) out.category = input.category;
  if (input.registration_url !== undefined) out.registrationUrl = opt(input.registration_url);
  if (input.capacity !== undefined) out.capacity = input.capacity ?? null;
  if (input.status !== undefined) out.status = input.status;
  if (input.organization_id !== undefined) {
    const id = input.organization_id ? Number(input.organization_id) : null;
    if (id !== null && !(await organizationInCenter(tx, req.center.id, id)))
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/organization_id` });
    out.organizationId = id;
  }
  return out;
}

/** The end may not lie before the start (422 on ends_at). */
function checkPeriod(startsAt: Date, endsAt: Date, base: string) {
  if (endsAt < startsAt)
    throw new ApiError(422, { code: "validation_failed", field: "period_order", pointer: `${base}/ends_at` });
}

async function ownActivity(tx: Tx, req: FastifyRequest, id: number): Promise<ActivityRow> {
  const [row] = await tx
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.centerId, req.center.id)))
    .limit(1);
  if (!row) throw new ApiError(404, { code: "not_found" });
  return row;
}

export function registerActivityCalendarRoutes(app: FastifyInstance) {
  installActivityMessages();
  const s = app.services;
  const required = { config: { auth: "required" as const } };
  const now = () => new Date(s.now());
  const viewer = (req: FastifyRequest) => req.actor?.user.id ?? null;

  app.get(API_PATHS.activities, async (req, reply) => {
    requireActivitiesFeature(req);
    const filters = parseFilters(req, FILTERS);
    const sort = parseSort(req, ACTIVITY_SORTS, [{ field: "starts_at", desc: false }]);
    const page = parsePage(req);
    const statuses = filters.status_in as string[] | undefined;
    if (statuses && !mayManageActivities(req.actor)) throw new ApiError(403, { code: "forbidden" });
    const date = (k: string) => (typeof filters[k] === "string" ? new Date(filters[k]) : undefined);
    const { rows, total } = await inTenant(req, (tx) =>
      activityPage(tx, {
        centerId: req.center.id,
        statuses: statuses ?? ["published"],
        startsFrom: date("starts_at_gteq"),
        startsUntil: date("starts_at_lteq"),
        endsFrom: date("ends_at_gteq"),
        category: filters.category_eq as string | undefined,
        organizationId: filters.organization_id_eq ? Number(filters.organization_id_eq) : undefined,
        sort,
        page,
        viewerId: viewer(req),
      }),
    );
    const { meta, links } = pagination(req, page, total);
    return jsonApi(reply).send(document(req, rows.map(activityResource), { meta, links }));
  });

  app.get(`${API_PATHS.activities}/:id`, async (req, reply) => {
    requireActivitiesFeature(req);
    const id = parseId((req.params as { id: string }).id);
    const row = await inTenant(req, (tx) => findActivity(tx, req.center.id, id, viewer(req)));
    if (!row || (row.activity.status !== "published" && !mayManageActivities(req.actor)))
      throw new ApiError(404, { code: "not_found" });
    return jsonApi(reply).send(document(req, activityResource(row)));
  });

  app.post(API_PATHS.activities, required, async (req, reply) => {
    requireActivitiesFeature(req);
    const actor = requireActor(req);
    if (!mayManageActivities(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "activity" });
    const base = attributesBase(req);
    onlyAttributes(attrs, WRITE_ATTRIBUTES, base);
    const input = await validate(activitySchema, attrs, base);
    checkPeriod(input.starts_at, input.ends_at, base);
    const row = await inTenant(req, async (tx) => {
      const cols = await columnsOf(tx, req, input, base);
      const [created] = await tx
        .insert(activities)
        .values({
          centerId: req.center.id,
          title: input.title,
          startsAt: input.starts_at,
          endsAt: input.ends_at,
          category: input.category,
          ...cols,
          status: input.status ?? "draft",
          createdBy: actor.user.id,
        })
        .returning();
      await audit(tx, req, "activity_created", { type: "activity", id: created!.id }, { status: created!.status });
      return findActivity(tx, req.center.id, created!.id, actor.user.id);
    });
    return jsonApi(reply, 201).send(document(req, activityResource(row!)));
  });

  app.patch(`${API_PATHS.activities}/:id`, required, async (req, reply) => {
    requireActivitiesFeature(req);
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!mayManageActivities(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "activity" });
    const base = attributesBase(req);
    onlyAttributes(attrs, WRITE_ATTRIBUTES, base);
    const input = (await validate(updateSchema, attrs, base)) as Partial<ActivityInput>;
    const row = await inTenant(req, async (tx) => {
      const current = await ownActivity(tx, req, id);
      checkPeriod(input.starts_at ?? current.startsAt, input.ends_at ?? current.endsAt, base);
      const cols = await columnsOf(tx, req, input, base);
      await tx
        .update(activities)
        .set({ ...cols, updatedAt: now() })
        .where(eq(activities.id, id));
      await audit(tx, req, "activity_updated", { type: "activity", id }, { fields: Object.keys(attrs) });
      return findActivity(tx, req.center.id, id, actor.user.id);
    });
    return jsonApi(reply).send(document(req, activityResource(row!)));
  });

  app.delete(`${API_PATHS.activities}/:id`, required, async (req, reply) => {
    requireActivitiesFeature(req);
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!mayManageActivities(actor)) throw new ApiError(403, { code: "forbidden" });
    await inTenant(req, async (tx) => {
      await ownActivity(tx, req, id);
      await tx.delete(activities).where(eq(activities.id, id));
      await audit(tx, req, "activity_deleted", { type: "activity", id });
    });
    return reply.code(204).send();
  });

  app.post(`${API_PATHS.activities}/:id/registration`, required, async (req, reply) => {
    requireActivitiesFeature(req);
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const row = await inTenant(req, async (tx) => {
      // The row lock makes two volunteers taking the last place one after the other.
      const [a] = await tx
        .select()
        .from(activities)
        .where(and(eq(activities.id, id), eq(activities.centerId, req.center.id), eq(activities.status, "published")))
        .for("update")
        .limit(1);
      if (!a) throw new ApiError(404, { code: "not_found" });
      if (a.capacity === null || a.endsAt < now()) throw new ApiError(409, { code: "registration_not_possible" });
      const [mine] = await tx
        .select({ id: activityRegistrations.id })
        .from(activityRegistrations)
        .where(and(eq(activityRegistrations.activityId, id), eq(activityRegistrations.userId, actor.user.id)));
      if (!mine) {
        const [taken] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(activityRegistrations)
          .where(eq(activityRegistrations.activityId, id));
        if (Number(taken?.n ?? 0) >= a.capacity) throw new ApiError(409, { code: "activity_full" });
        await tx
          .insert(activityRegistrations)
          .values({ centerId: req.center.id, activityId: id, userId: actor.user.id });
        await audit(tx, req, "activity_registration_created", { type: "activity", id });
      }
      return findActivity(tx, req.center.id, id, actor.user.id);
    });
    return jsonApi(reply, 201).send(document(req, activityResource(row!)));
  });

  app.delete(`${API_PATHS.activities}/:id/registration`, required, async (req, reply) => {
    requireActivitiesFeature(req);
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    await inTenant(req, async (tx) => {
      const [a] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.id, id), eq(activities.centerId, req.center.id), eq(activities.status, "published")));
      if (!a) throw new ApiError(404, { code: "not_found" });
      await tx
        .delete(activityRegistrations)
        .where(and(eq(activityRegistrations.activityId, id), eq(activityRegistrations.userId, actor.user.id)));
    });
    return reply.code(204).send();
  });
}
