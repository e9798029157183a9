/** The signed-in user's own notifications: list (newest first, unread count), mark one or all read. */
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { NOTIFICATION_KINDS } from "@contract/applications.ts";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { notifications } from "../../db/schema.ts";
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
  type FilterDef,
  type SortKey,
} from "../../http/jsonapi.ts";
import { notificationResource, unreadNotificationCount } from "./service.ts";

export const NOTIFICATION_FILTERS: Record<string, FilterDef> = {
  read_at_null: { kind: "enum", values: ["true", "false"] },
  kind_eq: { kind: "enum", values: NOTIFICATION_KINDS },
  kind_in: { kind: "enums", values: NOTIFICATION_KINDS },
};
export const NOTIFICATION_SORTS = ["created_at", "read_at"] as const;

function order(keys: SortKey[]): SQL[] {
  const cols = { created_at: notifications.createdAt, read_at: notifications.readAt } as const;
  const out = keys.map((k) =>
    k.desc ? desc(cols[k.field as keyof typeof cols]) : asc(cols[k.field as keyof typeof cols]),
  );
  out.push(desc(notifications.id));
  return out;
}

export function registerNotificationRoutes(app: FastifyInstance) {
  const s = app.services;
  const required = { config: { auth: "required" as const } };

  app.get(API_PATHS.notifications, required, async (req, reply) => {
    const actor = requireActor(req);
    const filters = parseFilters(req, NOTIFICATION_FILTERS);
    const sort = parseSort(req, NOTIFICATION_SORTS, [{ field: "created_at", desc: true }]);
    const page = parsePage(req);
    const doc = await inTenant(req, async (tx) => {
      const conds: SQL[] = [eq(notifications.centerId, req.center.id), eq(notifications.userId, actor.user.id)];
      if (filters.read_at_null === "true") conds.push(isNull(notifications.readAt));
      if (filters.read_at_null === "false") conds.push(isNotNull(notifications.readAt));
      if (filters.kind_eq) conds.push(eq(notifications.kind, filters.kind_eq as string));
      if (filters.kind_in) conds.push(inArray(notifications.kind, filters.kind_in as string[]));
      const rows = await tx
        .select({ ...getTableColumns(notifications), total: sql<number>`count(*) over ()` })
        .from(notifications)
        .where(and(...conds))
        .orderBy(...order(sort))
        .limit(page.size)
        .offset((page.number - 1) * page.size);
      const total =
        !rows.length && page.number > 1
          ? Number(
              (
                await tx
                  .select({ n: sql<number>`count(*)::int` })
                  .from(notifications)
                  .where(and(...conds))
              )[0]?.n ?? 0,
            )
          : Number(rows[0]?.total ?? 0);
      const unread = await unreadNotificationCount(tx, req.center.id, actor.user.id);
      const p = pagination(req, page, total);
      return document(req, rows.map(notificationResource), {
        meta: { ...p.meta, unread_count: unread },
        links: p.links,
      });
    });
    return jsonApi(reply).send(doc);
  });

  app.patch(`${API_PATHS.notifications}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const attrs = bodyAttributes(req, { type: "notification" });
    onlyAttributes(attrs, ["read"]);
    if (typeof attrs.read !== "boolean")
      throw new ApiError(422, {
        code: "validation_failed",
        field: attrs.read === undefined ? "blank" : "invalid",
        pointer: "/data/attributes/read",
      });
    const read = attrs.read;
    const doc = await inTenant(req, async (tx) => {
      const [found] = await tx
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.id, id),
            eq(notifications.centerId, req.center.id),
            eq(notifications.userId, actor.user.id),
          ),
        )
        .limit(1);
      if (!found) throw new ApiError(404, { code: "not_found" });
      const readAt = read ? (found.readAt ?? new Date(s.now())) : null;
      const [updated] = await tx
        .update(notifications)
        .set({ readAt })
        .where(eq(notifications.id, found.id))
        .returning();
      const unread = await unreadNotificationCount(tx, req.center.id, actor.user.id);
      return document(req, notificationResource(updated!), { meta: { unread_count: unread } });
    });
    return jsonApi(reply).send(doc);
  });

  app.post(API_PATHS.markAllNotificationsRead, required, async (req, reply) => {
    const actor = requireActor(req);
    const marked = await inTenant(req, async (tx) => {
      const rows = await tx
        .update(notifications)
        .set({ readAt: new Date(s.now()) })
        .where(
          and(
            eq(notifications.centerId, req.center.id),
            eq(notifications.userId, actor.user.id),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    });
    return jsonApi(reply).send({ meta: { marked_read: marked, unread_count: 0 } });
  });
}
