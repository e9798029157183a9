/**
 * Applications: apply to a published vacancy (one open application per vacancy and volunteer,
 * enforced by the database), lists and detail per role, status changes by the organization,
 * withdrawal by the volunteer. Applying opens a conversation thread; the organization and the
 * volunteer are notified in-app and by mail.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ALREADY_APPLIED_ERROR,
  APPLICATION_STATUS_TRANSITIONS,
  WITHDRAWABLE_APPLICATION_STATUSES,
  applicationSchema,
  applicationUpdateSchema,
  type ApplicationStatus,
} from "@contract/applications.ts";
import { API_PATHS } from "@contract/paths.ts";
import { audit } from "../../audit.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { applications, conversations, organizations, users, vacancies, type User } from "../../db/schema.ts";
import { ApiError, requestLocale } from "../../http/errors.ts";
import {
  Included,
  bodyAttributes,
  document,
  onlyAttributes,
  pagination,
  parseFilters,
  parseId,
  parseInclude,
  parsePage,
  parseSort,
} from "../../http/jsonapi.ts";
import { validate } from "../../http/validate.ts";
import type { Actor } from "../../policy.ts";
import { userResource, vacancyResource } from "../serializers.ts";
import { conversationResource, createConversation, postMessage, unreadCounts } from "../conversations/service.ts";
import { notify } from "../notifications/service.ts";
import { STATUS_LABELS } from "../notifications/templates.ts";
import { displayName } from "../users/service.ts";
import {
  APPLICATION_FILTERS,
  APPLICATION_INCLUDES,
  APPLICATION_SORTS,
  applicationConditions,
  applicationOrder,
  applicationQuery,
  applicationResource,
  managesApplication,
  organizationStaff,
  visibleApplications,
  type ApplicationRow,
} from "./service.ts";

const BASE = "/data/attributes";

/** `relationships.vacancy.data.id` of a JSON:API body, as an alternative to attributes.vacancy_id. */
function relationshipId(body: unknown, name: string): unknown {
  if (!body || typeof body !== "object") return undefined;
  const data = (body as { data?: unknown }).data;
  if (!data || typeof data !== "object") return undefined;
  const rels = (data as { relationships?: unknown }).relationships;
  if (rels === undefined) return undefined;
  const rel =
    rels && typeof rels === "object" && Object.hasOwn(rels, name) ? (rels as Record<string, unknown>)[name] : undefined;
  if (rel === undefined) return undefined;
  const inner = rel && typeof rel === "object" ? (rel as { data?: unknown }).data : undefined;
  const id = inner && typeof inner === "object" ? (inner as { id?: unknown }).id : undefined;
  if (typeof id !== "string")
    throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `/data/relationships/${name}` });
  return id;
}

const isOpenApplicationConflict = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  const constraint = e.cause?.constraint ?? e.constraint;
  return code === "23505" && (constraint === undefined || constraint === "applications_one_open");
};

/** Tell an organization's staff (but not the volunteer acting, should they be staff too) about an application. */
async function notifyStaff(
  tx: Tx,
  req: FastifyRequest,
  staff: User[],
  actor: Actor,
  kind: "application_received" | "application_withdrawn",
  applicationId: number,
  params: { vacancy_title: string; organization_name: string },
) {
  for (const user of staff)
    if (user.id !== actor.user.id)
      await notify(tx, req, {
        kind,
        recipient: user,
        params: { ...params, volunteer_name: displayName(actor.user) },
        path: `/applications/${applicationId}`,
      });
}

async function findApplication(tx: Tx, req: FastifyRequest, actor: Actor, id: number): Promise<ApplicationRow> {
  const visible = visibleApplications(actor);
  const [row] = await applicationQuery(tx)
    .where(and(eq(applications.id, id), eq(applications.centerId, req.center.id), ...(visible ? [visible] : [])))
    .limit(1);
  if (!row) throw new ApiError(404, { code: "not_found" });
  return row;
}

/** Resources of the rows with their requested relationships (one query per relationship). */
async function applicationResources(
  tx: Tx,
  actor: Actor,
  rows: ApplicationRow[],
  include: Set<string>,
  included: Included,
) {
  const ids = (pick: (r: ApplicationRow) => number | null) =>
    [...new Set(rows.map(pick))].filter((x): x is number => x !== null);
  if (include.has("vacancy") && rows.length) {
    const list = await tx
      .select()
      .from(vacancies)
      .where(
        inArray(
          vacancies.id,
          ids((r) => r.application.vacancyId),
        ),
      );
    for (const v of list) included.add(vacancyResource(v));
  }
  if (include.has("user") && rows.length) {
    const list = await tx
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          ids((r) => r.application.userId),
        ),
      );
    for (const u of list) included.add(userResource(u));
  }
  const convIds = ids((r) => r.conversationId);
  if (include.has("conversation") && convIds.length) {
    const list = await tx.select().from(conversations).where(inArray(conversations.id, convIds));
    const unread = await unreadCounts(tx, actor.user.id, convIds);
    for (const c of list) included.add(conversationResource(c, unread.get(c.id) ?? 0));
  }
  return rows.map((r) => applicationResource(r, actor));
}

async function single(tx: Tx, req: FastifyRequest, actor: Actor, id: number, include = new Set<string>()) {
  const [row] = await applicationQuery(tx).where(eq(applications.id, id)).limit(1);
  const included = new Included();
  const [res] = await applicationResources(tx, actor, [row!], include, included);
  return document(req, res!, { included });
}

function transitionError(req: FastifyRequest, from: string, to: string) {
  const labels = STATUS_LABELS[requestLocale(req)];
  return new ApiError(422, {
    code: "validation_failed",
    field: "invalid_transition",
    pointer: `${BASE}/status`,
    params: {
      from: labels[from as ApplicationStatus] ?? from,
      to: labels[to as ApplicationStatus] ?? to,
    },
  });
}

export function registerApplicationRoutes(app: FastifyInstance) {
  const s = app.services;
  const required = { config: { auth: "required" as const } };

  app.post(API_PATHS.applications, required, async (req, reply) => {
    const actor = requireActor(req);
    const attrs = bodyAttributes(req, { type: "application" });
    onlyAttributes(attrs, ["vacancy_id", "motivation", "availability"]);
    const related = relationshipId(req.body, "vacancy");
    if (attrs.vacancy_id === undefined && related !== undefined) attrs.vacancy_id = related;
    if (typeof attrs.vacancy_id === "number") attrs.vacancy_id = String(attrs.vacancy_id);
    const input = await validate(applicationSchema, attrs, BASE);
    const vacancyId = Number(input.vacancy_id);
    const doc = await inTenant(req, async (tx) => {
      const [vacancy] = await tx
        .select({
          id: vacancies.id,
          title: vacancies.title,
          organizationId: vacancies.organizationId,
          name: organizations.name,
        })
        .from(vacancies)
        .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
        .where(
          and(eq(vacancies.id, vacancyId), eq(vacancies.centerId, req.center.id), eq(vacancies.status, "published")),
        )
        .limit(1);
      if (!vacancy)
        throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${BASE}/vacancy_id` });
      const now = new Date(s.now());
      let created;
      try {
        [created] = await tx
          .insert(applications)
          .values({
            centerId: req.center.id,
            vacancyId: vacancy.id,
            userId: actor.user.id,
            motivation: input.motivation,
            availability: input.availability ? input.availability : null,
            status: "new",
            statusChangedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
      } catch (err) {
        if (isOpenApplicationConflict(err))
          throw new ApiError(409, { code: ALREADY_APPLIED_ERROR, pointer: `${BASE}/vacancy_id` });
        throw err;
      }
      const staff = await organizationStaff(tx, vacancy.organizationId);
      const conversation = await createConversation(tx, req.center.id, {
        subject: vacancy.title,
        subjectType: "application",
        subjectId: created!.id,
        participantIds: [actor.user.id, ...staff.map((u) => u.id)],
      });
      await postMessage(
        tx,
        req,
        {
          conversation,
          volunteerId: actor.user.id,
          organizationId: vacancy.organizationId,
          participant: null,
          onlyAsCenterStaff: false,
        },
        actor.user,
        input.motivation,
        { notify: false },
      );
      await notifyStaff(tx, req, staff, actor, "application_received", created!.id, {
        vacancy_title: vacancy.title,
        organization_name: vacancy.name,
      });
      await audit(tx, req, "application_created", { type: "application", id: created!.id }, { vacancy_id: vacancy.id });
      return single(tx, req, actor, created!.id);
    });
    return jsonApi(reply, 201).send(doc);
  });

  app.get(API_PATHS.applications, required, async (req, reply) => {
    const actor = requireActor(req);
    const include = parseInclude(req, APPLICATION_INCLUDES);
    const filters = parseFilters(req, APPLICATION_FILTERS);
    const sort = parseSort(req, APPLICATION_SORTS, [{ field: "created_at", desc: true }]);
    const page = parsePage(req);
    const doc = await inTenant(req, async (tx) => {
      const visible = visibleApplications(actor);
      const where = and(
        eq(applications.centerId, req.center.id),
        ...(visible ? [visible] : []),
        ...applicationConditions(filters, actor),
      );
      const rows = await applicationQuery(tx, { total: sql<number>`count(*) over ()` })
        .where(where)
        .orderBy(...applicationOrder(sort))
        .limit(page.size)
        .offset((page.number - 1) * page.size);
      let total = Number((rows[0] as { total?: number } | undefined)?.total ?? 0);
      if (!rows.length && page.number > 1) {
        const [c] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(applications)
          .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
          .where(where);
        total = Number(c?.n ?? 0);
      }
      const included = new Included();
      const data = await applicationResources(tx, actor, rows, include, included);
      const p = pagination(req, page, total);
      return document(req, data, { included, meta: p.meta, links: p.links });
    });
    return jsonApi(reply).send(doc);
  });

  app.get(`${API_PATHS.applications}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const include = parseInclude(req, APPLICATION_INCLUDES);
    const doc = await inTenant(req, async (tx) => {
      const row = await findApplication(tx, req, actor, id);
      const included = new Included();
      const [res] = await applicationResources(tx, actor, [row], include, included);
      return document(req, res!, { included });
    });
    return jsonApi(reply).send(doc);
  });

  app.patch(`${API_PATHS.applications}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const attrs = bodyAttributes(req, { type: "application" });
    onlyAttributes(attrs, ["status"]);
    const input = await validate(applicationUpdateSchema, attrs, BASE);
    const doc = await inTenant(req, async (tx) => {
      const row = await findApplication(tx, req, actor, id);
      if (!managesApplication(actor, row)) throw new ApiError(403, { code: "forbidden" });
      const from = row.application.status as ApplicationStatus;
      const to = input.status as ApplicationStatus;
      if (from === to) return single(tx, req, actor, id);
      if (!APPLICATION_STATUS_TRANSITIONS[from].includes(to)) throw transitionError(req, from, to);
      const now = new Date(s.now());
      const updated = await tx
        .update(applications)
        .set({ status: to, statusChangedAt: now, updatedAt: now })
        .where(and(eq(applications.id, id), eq(applications.status, from)))
        .returning({ id: applications.id });
      // Changed by someone else in the meantime.
      if (!updated.length) throw new ApiError(409, { code: "conflict", pointer: `${BASE}/status` });
      const [volunteer] = await tx.select().from(users).where(eq(users.id, row.application.userId)).limit(1);
      if (volunteer && volunteer.id !== actor.user.id) {
        const locale = volunteer.locale === "en" ? "en" : "nl";
        await notify(tx, req, {
          kind: "application_status_changed",
          recipient: volunteer,
          params: {
            vacancy_title: row.vacancyTitle,
            organization_name: row.organizationName,
            volunteer_name: displayName(volunteer),
            status_label: STATUS_LABELS[locale][to],
          },
          path: `/applications/${id}`,
        });
      }
      await audit(tx, req, "application_status_changed", { type: "application", id }, { from, to });
      return single(tx, req, actor, id);
    });
    return jsonApi(reply).send(doc);
  });

  app.post(`${API_PATHS.applications}/:id/withdraw`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const doc = await inTenant(req, async (tx) => {
      const row = await findApplication(tx, req, actor, id);
      if (row.application.userId !== actor.user.id) throw new ApiError(403, { code: "forbidden" });
      const from = row.application.status as ApplicationStatus;
      if (!(WITHDRAWABLE_APPLICATION_STATUSES as readonly string[]).includes(from))
        throw transitionError(req, from, "withdrawn");
      const now = new Date(s.now());
      const updated = await tx
        .update(applications)
        .set({ status: "withdrawn", statusChangedAt: now, updatedAt: now })
        .where(and(eq(applications.id, id), eq(applications.status, from)))
        .returning({ id: applications.id });
      if (!updated.length) throw new ApiError(409, { code: "conflict", pointer: `${BASE}/status` });
      // The organization hears of it, so nobody keeps counting on this volunteer.
      await notifyStaff(tx, req, await organizationStaff(tx, row.organizationId), actor, "application_withdrawn", id, {
        vacancy_title: row.vacancyTitle,
        organization_name: row.organizationName,
      });
      await audit(tx, req, "application_withdrawn", { type: "application", id }, { from });
      return single(tx, req, actor, id);
    });
    return jsonApi(reply).send(doc);
  });
}
