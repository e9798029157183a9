/** Conversation threads: the reader's list with unread counts, one thread with its messages, posting a message. */
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { messageSchema } from "@contract/applications.ts";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { conversations, messages } from "../../db/schema.ts";
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
import {
  accessibleThread,
  conversationResource,
  listedConversations,
  markRead,
  messageQuery,
  messageResource,
  orderedMessages,
  postMessage,
  unreadCounts,
  unreadSql,
} from "./service.ts";

/** Newest messages included with GET /conversations/{id}?include=messages; page through /messages for more. */
export const INCLUDED_MESSAGES_MAX = 200;

export function registerConversationRoutes(app: FastifyInstance) {
  const required = { config: { auth: "required" as const } };
  // Reading a thread moves the reader's marker, so these GETs need a writable transaction.
  const readsAndMarks = { config: { auth: "required" as const, holdTransaction: false } };
  const conversationsPath = API_PATHS.conversations;

  app.get(conversationsPath, required, async (req, reply) => {
    const actor = requireActor(req);
    parseFilters(req, {});
    parseSort(req, [], []);
    const page = parsePage(req);
    const doc = await inTenant(req, async (tx) => {
      const where = and(eq(conversations.centerId, req.center.id), listedConversations(actor));
      const rows = await tx
        .select({
          ...getTableColumns(conversations),
          unread: unreadSql(actor.user.id),
          total: sql<number>`count(*) over ()`,
          unreadTotal: sql<number>`sum(${unreadSql(actor.user.id)}) over ()`,
        })
        .from(conversations)
        .where(where)
        .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
        .limit(page.size)
        .offset((page.number - 1) * page.size);
      let total = Number(rows[0]?.total ?? 0);
      let unreadTotal = Number(rows[0]?.unreadTotal ?? 0);
      if (!rows.length && page.number > 1) {
        const [agg] = await tx
          .select({
            n: sql<number>`count(*)::int`,
            unread: sql<number>`coalesce(sum(${unreadSql(actor.user.id)}), 0)::int`,
          })
          .from(conversations)
          .where(where);
        total = Number(agg?.n ?? 0);
        unreadTotal = Number(agg?.unread ?? 0);
      }
      const p = pagination(req, page, total);
      return document(
        req,
        rows.map((r) => conversationResource(r, Number(r.unread))),
        { meta: { ...p.meta, unread_count: unreadTotal }, links: p.links },
      );
    });
    return jsonApi(reply).send(doc);
  });

  app.get(`${conversationsPath}/:id`, readsAndMarks, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const include = parseInclude(req, ["messages"]);
    const doc = await inTenant(req, async (tx) => {
      const access = await accessibleThread(tx, req, actor, id);
      const c = access.conversation;
      const included = new Included();
      let list: Awaited<ReturnType<ReturnType<typeof messageQuery>["where"]>> | undefined;
      if (include.has("messages")) {
        const newest = await messageQuery(tx)
          .where(eq(messages.conversationId, c.id))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(INCLUDED_MESSAGES_MAX);
        list = newest.reverse();
        for (const row of list) included.add(messageResource(row, actor.user.id));
        // The reader has now seen the thread.
        await markRead(tx, req.center.id, c.id, actor.user.id, !access.onlyAsCenterStaff);
      }
      const unread = (await unreadCounts(tx, actor.user.id, [c.id])).get(c.id) ?? 0;
      return document(req, conversationResource(c, unread, list ? { messages: list.map((r) => r.message) } : {}), {
        included,
      });
    });
    return jsonApi(reply).send(doc);
  });

  app.get(`${conversationsPath}/:id/messages`, readsAndMarks, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    parseFilters(req, {});
    const sort = parseSort(req, ["created_at"], [{ field: "created_at", desc: false }]);
    const page = parsePage(req);
    const doc = await inTenant(req, async (tx) => {
      const access = await accessibleThread(tx, req, actor, id);
      const c = access.conversation;
      const newestFirst = sort[0]?.desc === true;
      const rows = await messageQuery(tx)
        .where(eq(messages.conversationId, c.id))
        .orderBy(...(newestFirst ? [desc(messages.createdAt), desc(messages.id)] : orderedMessages))
        .limit(page.size)
        .offset((page.number - 1) * page.size);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.conversationId, c.id));
      await markRead(tx, req.center.id, c.id, actor.user.id, !access.onlyAsCenterStaff);
      const p = pagination(req, page, Number(count?.n ?? 0));
      return document(
        req,
        rows.map((r) => messageResource(r, actor.user.id)),
        { meta: p.meta, links: p.links },
      );
    });
    return jsonApi(reply).send(doc);
  });

  app.post(`${conversationsPath}/:id/messages`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const attrs = bodyAttributes(req, { type: "message" });
    onlyAttributes(attrs, ["body"]);
    const input = await validate(messageSchema, attrs, "/data/attributes");
    const doc = await inTenant(req, async (tx) => {
      const access = await accessibleThread(tx, req, actor, id);
      const message = await postMessage(tx, req, access, actor.user, input.body);
      const [row] = await messageQuery(tx).where(eq(messages.id, message.id));
      return document(req, messageResource(row!, actor.user.id));
    });
    return jsonApi(reply, 201).send(doc);
  });
}
