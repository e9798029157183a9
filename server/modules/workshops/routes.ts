/**
 * Workshops (signed in; a center's own rows only):
 *   GET    /api/v1/workshops                        published workshops with their sessions; filter[period]
 *                                                   (upcoming: default, past, all), filter[mine]=true; center
 *                                                   staff also drafts and cancelled ones with filter[status_in]
 *   GET    /api/v1/workshops/{id}                   one (a draft only for center staff)
 *   POST   /api/v1/workshops                        center staff
 *   PATCH  /api/v1/workshops/{id}                   center staff; status "cancelled" cancels its sessions
 *   DELETE /api/v1/workshops/{id}                   center staff; 409 once anyone registered
 *   POST   /api/v1/workshops/{id}/sessions          center staff: a new session
 *   PATCH  /api/v1/workshop_sessions/{id}           center staff; more places move the waiting list up
 *   DELETE /api/v1/workshop_sessions/{id}           center staff: cancel (those registered are told)
 *   POST   /api/v1/workshop_sessions/{id}/registration    take a place, or join the waiting list when full
 *   DELETE /api/v1/workshop_sessions/{id}/registration    give it back (the first waiting moves up)
 *   GET    /api/v1/workshop_registrations             center staff: a session's places and waiting list
 *                                                   (filter[session_id_eq], required)
 *   GET    /api/v1/workshop_registrations/export      the same as CSV
 *   DELETE /api/v1/workshop_registrations/{id}     center staff: remove one (the first waiting moves up)
 * Every change of a session's places runs under the session's row lock (service.ts lockSession).
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { clockTime, formatLongDate } from "@contract/amsterdam-time.ts";
import type { TemplateKey } from "@contract/notification-templates.ts";
import { API_PATHS } from "@contract/paths.ts";
import {
  WORKSHOP_PERIODS,
  WORKSHOP_STATUSES,
  workshopSchema,
  workshopSessionSchema,
  type WorkshopInput,
  type WorkshopPeriod,
  type WorkshopSessionInput,
} from "@contract/workshops.ts";
import { audit } from "../../audit.ts";
import { centerBaseUrl, inTenant, jsonApi, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import {
  users,
  workshopRegistrations,
  workshops,
  workshopSessions,
  type WorkshopRow,
  type WorkshopSessionRow,
} from "../../db/schema.ts";
import { pagedBatches, sendCsv, type CsvColumn } from "../../http/csv.ts";
import { ApiError } from "../../http/errors.ts";
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
import type { Actor } from "../../policy.ts";
import { deliver } from "../notification-templates/service.ts";
import { displayName } from "../users/service.ts";
import { installWorkshopMessages } from "./messages.ts";
import { mayManageWorkshops } from "./policy.ts";
import { registrationResource, workshopResource } from "./serializer.ts";
import {
  countRegistered,
  findWorkshop,
  lockSession,
  open,
  promoteWaiting,
  registrationsOf,
  waitingPosition,
  workshopPage,
  type RegistrationRow,
} from "./service.ts";

const WORKSHOP_ATTRIBUTES = Object.keys(workshopSchema.fields);
const SESSION_ATTRIBUTES = Object.keys(workshopSessionSchema.fields);
const workshopUpdate = workshopSchema.partial();
const sessionUpdate = workshopSessionSchema.partial();
const FILTERS = {
  period: { kind: "enum" as const, values: WORKSHOP_PERIODS },
  mine: { kind: "enum" as const, values: ["true", "false"] as const },
  status_in: { kind: "enums" as const, values: WORKSHOP_STATUSES },
};

/** The app path of one workshop (the volunteers' page with `?workshop=<id>`). */
export const workshopPath = (id: number) => `/workshops?workshop=${id}`;

const idParam = (req: FastifyRequest) => parseId((req.params as { id: string }).id);

function staff(req: FastifyRequest): Actor {
  const actor = requireActor(req);
  if (!mayManageWorkshops(actor)) throw new ApiError(403, { code: "forbidden" });
  return actor;
}

/** The end may not lie before the start; a session is somewhere or online. */
function checkSession(v: { startsAt: Date; endsAt: Date; location: string | null; online: boolean }, base: string) {
  if (v.endsAt < v.startsAt)
    throw new ApiError(422, { code: "validation_failed", field: "period_order", pointer: `${base}/ends_at` });
  if (!v.online && !v.location)
    throw new ApiError(422, { code: "validation_failed", field: "location_required", pointer: `${base}/location` });
}

export function registerWorkshopRoutes(app: FastifyInstance) {
  installWorkshopMessages();
  const s = app.services;
  const required = { config: { auth: "required" as const } };
  const now = () => new Date(s.now());

  /** Tell people about a session (in-app and mail, as each chose), in each one's language. */
  async function tell(
    tx: Tx,
    req: FastifyRequest,
    key: TemplateKey,
    userIds: number[],
    w: WorkshopRow,
    session: WorkshopSessionRow,
    extra: (userId: number) => Record<string, string> = () => ({}),
  ) {
    if (!userIds.length) return;
    const people = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        locale: users.locale,
        status: users.status,
        notificationPreferences: users.notificationPreferences,
      })
      .from(users)
      .where(inArray(users.id, userIds));
    const base = centerBaseUrl(req);
    const ctx = { center: req.center, baseUrl: base, log: (msg: string, err: unknown) => req.log.warn({ err }, msg) };
    for (const p of people) {
      if (p.status !== "active" && p.status !== "invited") continue;
      const locale = p.locale === "en" ? "en" : "nl";
      await deliver(tx, ctx, {
        key,
        recipient: { id: p.id, email: p.email, locale, notificationPreferences: p.notificationPreferences },
        data: {
          recipient_name: displayName(p),
          workshop_title: w.title,
          session_date: formatLongDate(session.startsAt, locale),
          session_time: `${clockTime(session.startsAt)} - ${clockTime(session.endsAt)}`,
          location: session.online
            ? [locale === "nl" ? "Online" : "Online", session.location].filter(Boolean).join(": ")
            : (session.location ?? ""),
          link: `${base}${workshopPath(w.id)}`,
          ...extra(p.id),
        },
        inApp: { kind: key, path: workshopPath(w.id) },
        mail: p.status === "active",
      });
    }
  }

  /** Fill free places from the waiting list and tell those who moved up. */
  async function moveUp(tx: Tx, req: FastifyRequest, session: WorkshopSessionRow, w: WorkshopRow) {
    if (!open(session, w, now())) return;
    const promoted = await promoteWaiting(tx, session, now());
    await tell(tx, req, "workshop_place_available", promoted, w, session);
  }

  /** Cancel a session: gone when nobody registered, else marked and everyone on it told. */
  async function cancelSession(tx: Tx, req: FastifyRequest, session: WorkshopSessionRow, w: WorkshopRow) {
    if (session.cancelledAt) return;
    const people = await tx
      .select({ userId: workshopRegistrations.userId })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.sessionId, session.id));
    if (!people.length) {
      await tx.delete(workshopSessions).where(eq(workshopSessions.id, session.id));
      return;
    }
    await tx
      .update(workshopSessions)
      .set({ cancelledAt: now(), updatedAt: now() })
      .where(eq(workshopSessions.id, session.id));
    if (session.endsAt >= now())
      await tell(
        tx,
        req,
        "workshop_session_cancelled",
        people.map((p) => p.userId),
        w,
        session,
      );
    await audit(
      tx,
      req,
      "workshop_session_cancelled",
      { type: "workshop_session", id: session.id },
      { people: people.length },
    );
  }

  async function ownWorkshop(tx: Tx, req: FastifyRequest, id: number): Promise<WorkshopRow> {
    const [row] = await tx
      .select()
      .from(workshops)
      .where(and(eq(workshops.id, id), eq(workshops.centerId, req.center.id)))
      .for("update")
      .limit(1);
    if (!row) throw new ApiError(404, { code: "not_found" });
    return row;
  }

  async function lockedSession(tx: Tx, req: FastifyRequest, id: number, manage: boolean) {
    const locked = await lockSession(tx, req.center.id, id);
    if (!locked || (!manage && locked.workshop.status === "draft")) throw new ApiError(404, { code: "not_found" });
    return locked;
  }

  const view = async (tx: Tx, req: FastifyRequest, id: number, viewer: number) =>
    (await findWorkshop(tx, req.center.id, id, viewer))!;

  app.get(API_PATHS.workshops, required, async (req, reply) => {
    const actor = requireActor(req);
    const filters = parseFilters(req, FILTERS);
    const page = parsePage(req);
    const statuses = filters.status_in as string[] | undefined;
    if (statuses && !mayManageWorkshops(actor)) throw new ApiError(403, { code: "forbidden" });
    const { rows, total } = await inTenant(req, (tx) =>
      workshopPage(tx, {
        centerId: req.center.id,
        statuses: statuses ?? ["published"],
        period: (filters.period as WorkshopPeriod | undefined) ?? "upcoming",
        mine: filters.mine === "true",
        now: now(),
        viewerId: actor.user.id,
        page,
      }),
    );
    const { meta, links } = pagination(req, page, total);
    return jsonApi(reply)
      .header("cache-control", "no-store")
      .send(document(req, rows.map(workshopResource), { meta, links }));
  });

  app.get(`${API_PATHS.workshops}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = idParam(req);
    const row = await inTenant(req, (tx) => findWorkshop(tx, req.center.id, id, actor.user.id));
    if (!row || (row.workshop.status === "draft" && !mayManageWorkshops(actor)))
      throw new ApiError(404, { code: "not_found" });
    return jsonApi(reply)
      .header("cache-control", "no-store")
      .send(document(req, workshopResource(row)));
  });

  app.post(API_PATHS.workshops, required, async (req, reply) => {
    const actor = staff(req);
    const attrs = bodyAttributes(req, { type: "workshop" });
    const base = attributesBase(req);
    onlyAttributes(attrs, WORKSHOP_ATTRIBUTES, base);
    const input = await validate(workshopSchema, attrs, base);
    if (input.status === "cancelled")
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/status` });
    const row = await inTenant(req, async (tx) => {
      const [created] = await tx
        .insert(workshops)
        .values({
          centerId: req.center.id,
          title: input.title,
          description: input.description || null,
          status: input.status ?? "draft",
          createdBy: actor.user.id,
        })
        .returning();
      await audit(tx, req, "workshop_created", { type: "workshop", id: created!.id }, { status: created!.status });
      return view(tx, req, created!.id, actor.user.id);
    });
    return jsonApi(reply, 201).send(document(req, workshopResource(row)));
  });

  app.patch(`${API_PATHS.workshops}/:id`, required, async (req, reply) => {
    const actor = staff(req);
    const id = idParam(req);
    const attrs = bodyAttributes(req, { type: "workshop" });
    const base = attributesBase(req);
    onlyAttributes(attrs, WORKSHOP_ATTRIBUTES, base);
    const input = (await validate(workshopUpdate, attrs, base)) as Partial<WorkshopInput>;
    const row = await inTenant(req, async (tx) => {
      const current = await ownWorkshop(tx, req, id);
      const set: Partial<typeof workshops.$inferInsert> = { updatedAt: now() };
      if (input.title !== undefined) set.title = input.title;
      if (input.description !== undefined) set.description = input.description || null;
      if (input.status !== undefined) set.status = input.status;
      await tx.update(workshops).set(set).where(eq(workshops.id, id));
      if (input.status === "cancelled" && current.status !== "cancelled") {
        const sessions = await tx
          .select()
          .from(workshopSessions)
          .where(and(eq(workshopSessions.workshopId, id), isNull(workshopSessions.cancelledAt)))
          .orderBy(workshopSessions.id)
          .for("update");
        const renamed = { ...current, ...set } as WorkshopRow;
        for (const session of sessions) if (session.endsAt >= now()) await cancelSession(tx, req, session, renamed);
      }
      await audit(tx, req, "workshop_updated", { type: "workshop", id }, { fields: Object.keys(attrs) });
      return view(tx, req, id, actor.user.id);
    });
    return jsonApi(reply).send(document(req, workshopResource(row)));
  });

  app.delete(`${API_PATHS.workshops}/:id`, required, async (req, reply) => {
    staff(req);
    const id = idParam(req);
    await inTenant(req, async (tx) => {
      await ownWorkshop(tx, req, id);
      const [any] = await tx
        .select({ id: workshopRegistrations.id })
        .from(workshopRegistrations)
        .innerJoin(workshopSessions, eq(workshopSessions.id, workshopRegistrations.sessionId))
        .where(eq(workshopSessions.workshopId, id))
        .limit(1);
      if (any) throw new ApiError(409, { code: "workshop_has_registrations" });
      await tx.delete(workshops).where(eq(workshops.id, id));
      await audit(tx, req, "workshop_deleted", { type: "workshop", id });
    });
    return reply.code(204).send();
  });

  app.post(`${API_PATHS.workshops}/:id/sessions`, required, async (req, reply) => {
    const actor = staff(req);
    const id = idParam(req);
    const attrs = bodyAttributes(req, { type: "workshop_session" });
    const base = attributesBase(req);
    onlyAttributes(attrs, SESSION_ATTRIBUTES, base);
    const input = await validate(workshopSessionSchema, attrs, base);
    const values = {
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      location: input.location || null,
      online: input.online ?? false,
      capacity: input.capacity,
    };
    checkSession(values, base);
    const row = await inTenant(req, async (tx) => {
      const w = await ownWorkshop(tx, req, id);
      if (w.status === "cancelled") throw new ApiError(409, { code: "session_cancelled" });
      const [created] = await tx
        .insert(workshopSessions)
        .values({ centerId: req.center.id, workshopId: id, ...values })
        .returning();
      await audit(tx, req, "workshop_session_created", { type: "workshop_session", id: created!.id });
      return view(tx, req, id, actor.user.id);
    });
    return jsonApi(reply, 201).send(document(req, workshopResource(row)));
  });

  app.patch(`${API_PATHS.workshopSession(":id")}`, required, async (req, reply) => {
    const actor = staff(req);
    const id = idParam(req);
    const attrs = bodyAttributes(req, { type: "workshop_session" });
    const base = attributesBase(req);
    onlyAttributes(attrs, SESSION_ATTRIBUTES, base);
    const input = (await validate(sessionUpdate, attrs, base)) as Partial<WorkshopSessionInput>;
    const row = await inTenant(req, async (tx) => {
      const { session, workshop } = await lockedSession(tx, req, id, true);
      if (session.cancelledAt) throw new ApiError(409, { code: "session_cancelled" });
      const next = {
        startsAt: input.starts_at ?? session.startsAt,
        endsAt: input.ends_at ?? session.endsAt,
        location: input.location === undefined ? session.location : input.location || null,
        online: input.online ?? session.online,
        capacity: input.capacity ?? session.capacity,
      };
      checkSession(next, base);
      const taken = await countRegistered(tx, id);
      if (next.capacity < taken)
        throw new ApiError(422, {
          code: "validation_failed",
          field: "capacity_below_registered",
          pointer: `${base}/capacity`,
          params: { min: taken },
        });
      await tx
        .update(workshopSessions)
        .set({ ...next, updatedAt: now() })
        .where(eq(workshopSessions.id, id));
      await moveUp(tx, req, { ...session, ...next }, workshop);
      await audit(
        tx,
        req,
        "workshop_session_updated",
        { type: "workshop_session", id },
        { fields: Object.keys(attrs) },
      );
      return view(tx, req, workshop.id, actor.user.id);
    });
    return jsonApi(reply).send(document(req, workshopResource(row)));
  });

  app.delete(`${API_PATHS.workshopSession(":id")}`, required, async (req, reply) => {
    staff(req);
    const id = idParam(req);
    await inTenant(req, async (tx) => {
      const { session, workshop } = await lockedSession(tx, req, id, true);
      await cancelSession(tx, req, session, workshop);
    });
    return reply.code(204).send();
  });

  app.post(API_PATHS.workshopSessionRegistration(":id"), required, async (req, reply) => {
    const actor = requireActor(req);
    const id = idParam(req);
    const row = await inTenant(req, async (tx) => {
      // The row lock makes two people taking the last place one after the other.
      const { session, workshop } = await lockedSession(tx, req, id, false);
      if (!open(session, workshop, now())) throw new ApiError(409, { code: "workshop_registration_closed" });
      const [mine] = await tx
        .select({ id: workshopRegistrations.id })
        .from(workshopRegistrations)
        .where(and(eq(workshopRegistrations.sessionId, id), eq(workshopRegistrations.userId, actor.user.id)));
      if (!mine) {
        const [waiting] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(workshopRegistrations)
          .where(and(eq(workshopRegistrations.sessionId, id), eq(workshopRegistrations.status, "waiting")));
        const full = (await countRegistered(tx, id)) >= session.capacity || Number(waiting?.n ?? 0) > 0;
        const [created] = await tx
          .insert(workshopRegistrations)
          .values({
            centerId: req.center.id,
            sessionId: id,
            userId: actor.user.id,
            status: full ? "waiting" : "registered",
          })
          .returning();
        await audit(
          tx,
          req,
          "workshop_registration_created",
          { type: "workshop_session", id },
          {
            status: created!.status,
          },
        );
        if (full) {
          const position = await waitingPosition(tx, id, created!.id);
          await tell(tx, req, "workshop_waiting_list", [actor.user.id], workshop, session, () => ({
            position: String(position),
          }));
        } else await tell(tx, req, "workshop_registration_confirmed", [actor.user.id], workshop, session);
      }
      return view(tx, req, workshop.id, actor.user.id);
    });
    return jsonApi(reply, 201).send(document(req, workshopResource(row)));
  });

  app.delete(API_PATHS.workshopSessionRegistration(":id"), required, async (req, reply) => {
    const actor = requireActor(req);
    const id = idParam(req);
    await inTenant(req, async (tx) => {
      const { session, workshop } = await lockedSession(tx, req, id, false);
      const gone = await tx
        .delete(workshopRegistrations)
        .where(and(eq(workshopRegistrations.sessionId, id), eq(workshopRegistrations.userId, actor.user.id)))
        .returning({ status: workshopRegistrations.status });
      if (gone.length) {
        await audit(tx, req, "workshop_registration_cancelled", { type: "workshop_session", id });
        if (gone[0]!.status === "registered") await moveUp(tx, req, session, workshop);
      }
    });
    return reply.code(204).send();
  });

  const SESSION_FILTER = { session_id_eq: { kind: "id" as const } };
  async function staffSession(req: FastifyRequest) {
    staff(req);
    const filter = parseFilters(req, SESSION_FILTER).session_id_eq;
    if (typeof filter !== "string")
      throw new ApiError(400, { code: "bad_request", parameter: "filter[session_id_eq]" });
    const id = Number(filter);
    const found = await inTenant(req, (tx) =>
      tx
        .select({ id: workshopSessions.id, title: workshops.title })
        .from(workshopSessions)
        .innerJoin(workshops, eq(workshops.id, workshopSessions.workshopId))
        .where(and(eq(workshopSessions.id, id), eq(workshopSessions.centerId, req.center.id)))
        .limit(1),
    );
    if (!found[0]) throw new ApiError(404, { code: "not_found" });
    return found[0];
  }

  app.get(API_PATHS.workshopRegistrations, required, async (req, reply) => {
    const session = await staffSession(req);
    const page = parsePage(req);
    const { rows, total } = await inTenant(req, (tx) => registrationsOf(tx, session.id, page));
    const p = pagination(req, page, total);
    return jsonApi(reply)
      .header("cache-control", "no-store")
      .send(document(req, rows.map(registrationResource), { meta: p.meta, links: p.links }));
  });

  app.get(API_PATHS.workshopRegistrationsExport, required, async (req, reply) => {
    const session = await staffSession(req);
    const columns: CsvColumn<RegistrationRow>[] = [
      { header: { nl: "Naam", en: "Name" }, value: (r) => displayName(r) },
      { header: { nl: "E-mailadres", en: "E-mail address" }, value: (r) => r.email },
      {
        header: { nl: "Status", en: "Status" },
        value: (r, l) =>
          r.status === "registered"
            ? l === "nl"
              ? "Aangemeld"
              : "Registered"
            : l === "nl"
              ? "Wachtlijst"
              : "Waiting list",
      },
      { header: { nl: "Plaats op wachtlijst", en: "Place on waiting list" }, value: (r) => r.position },
      { header: { nl: "Aangemeld op", en: "Registered on" }, value: (r) => r.createdAt },
    ];
    const rows = pagedBatches<RegistrationRow>(
      async (page) => (await inTenant(req, (tx) => registrationsOf(tx, session.id, page))).rows,
    );
    return sendCsv(req, reply, {
      fileName: { nl: "aanmeldingen-workshop", en: "workshop-registrations" },
      columns,
      rows,
    });
  });

  app.delete(API_PATHS.workshopRegistration(":id"), required, async (req, reply) => {
    staff(req);
    const id = idParam(req);
    await inTenant(req, async (tx) => {
      const [reg] = await tx
        .select({ sessionId: workshopRegistrations.sessionId })
        .from(workshopRegistrations)
        .where(and(eq(workshopRegistrations.id, id), eq(workshopRegistrations.centerId, req.center.id)))
        .limit(1);
      if (!reg) throw new ApiError(404, { code: "not_found" });
      const { session, workshop } = await lockedSession(tx, req, reg.sessionId, true);
      const gone = await tx
        .delete(workshopRegistrations)
        .where(eq(workshopRegistrations.id, id))
        .returning({ status: workshopRegistrations.status, userId: workshopRegistrations.userId });
      if (gone[0]) {
        await audit(
          tx,
          req,
          "workshop_registration_removed",
          { type: "workshop_session", id: session.id },
          {
            user_id: gone[0].userId,
          },
        );
        if (gone[0].status === "registered") await moveUp(tx, req, session, workshop);
      }
    });
    return reply.code(204).send();
  });
}
