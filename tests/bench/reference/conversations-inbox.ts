/**
 * The inbox list as it was before session 12 (unread counts counted from the messages per thread,
 * the reader's participant row looked up by subqueries, search reading every message), served by the
 * benchmark beside today's route so both are measured in the same run on the same database. A copy
 * of the old handler of GET /api/v1/conversations; not part of the app.
 */
import { and, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { inTenant, jsonApi, requireActor } from "../../../server/context.ts";
import { conversationParticipants, conversations, messages, organizations, users } from "../../../server/db/schema.ts";
import { document, pagination, parseFilters, parsePage, parseSort } from "../../../server/http/jsonapi.ts";
import {
  archivedSql,
  conversationResource,
  listedConversations,
  otherParty,
  unreadSql,
} from "../../../server/modules/conversations/service.ts";

export const REFERENCE_INBOX_PATH = "/api/v1/conversations_reference";

const C_ID = sql.raw(`"conversations"."id"`);
const unreadExistsSql = (userId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from messages m where m.conversation_id = ${C_ID} and m.author_id is distinct from ${userId} and m.created_at > coalesce((select p.last_read_at from conversation_participants p where p.conversation_id = ${C_ID} and p.user_id = ${userId}), '-infinity'::timestamptz))`;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function registerReferenceInbox(app: FastifyInstance) {
  const listColumns = (userId: number) => ({
    ...getTableColumns(conversations),
    unread: unreadSql(userId),
    archived: archivedSql(userId),
    organizationName: organizations.name,
    volunteerFirstName: users.firstName,
    volunteerLastName: users.lastName,
    volunteerEmail: users.email,
  });
  app.get(REFERENCE_INBOX_PATH, { config: { auth: "required" as const } }, async (req, reply) => {
    const actor = requireActor(req);
    const filters = parseFilters(req, {
      unread: { kind: "enum", values: ["true", "false"] },
      archived: { kind: "enum", values: ["true", "false"] },
      q: { kind: "text" },
    });
    parseSort(req, [], []);
    const page = parsePage(req);
    const me = actor.user.id;
    const doc = await inTenant(req, async (tx) => {
      const conditions = [eq(conversations.centerId, req.center.id), listedConversations(actor)];
      const archived = filters.archived === "true";
      conditions.push(archived ? archivedSql(me) : sql`not ${archivedSql(me)}`);
      if (filters.unread === "true") conditions.push(unreadExistsSql(me));
      if (filters.unread === "false") conditions.push(sql`not ${unreadExistsSql(me)}`);
      if (typeof filters.q === "string" && filters.q.trim()) {
        const like = `%${likeEscape(filters.q.trim())}%`;
        conditions.push(
          sql`(${conversations.subject} ilike ${like} or ${conversations.lastMessagePreview} ilike ${like} or ${organizations.name} ilike ${like} or concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${like} or exists (select 1 from messages mq where mq.conversation_id = ${conversations.id} and mq.body ilike ${like}))`,
        );
      }
      const where = and(...conditions);
      const rows = await tx
        .select(listColumns(me))
        .from(conversations)
        .leftJoin(organizations, eq(organizations.id, conversations.organizationId))
        .leftJoin(users, eq(users.id, conversations.volunteerId))
        .where(where)
        .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
        .limit(page.size)
        .offset((page.number - 1) * page.size);
      const [agg] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(conversations)
        .leftJoin(organizations, eq(organizations.id, conversations.organizationId))
        .leftJoin(users, eq(users.id, conversations.volunteerId))
        .where(where);
      const total = Number(agg?.n ?? 0);
      const [all] = await tx
        .select({ unread: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .leftJoin(
          conversationParticipants,
          and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, me)),
        )
        .where(
          and(
            eq(conversations.centerId, req.center.id),
            listedConversations(actor),
            sql`${messages.authorId} is distinct from ${me}`,
            sql`${messages.createdAt} > coalesce(${conversationParticipants.lastReadAt}, '-infinity'::timestamptz)`,
          ),
        );
      const p = pagination(req, page, total);
      return document(
        req,
        rows.map((r) =>
          conversationResource(
            r,
            Number(r.unread),
            {},
            { otherParty: otherParty(actor, r, r, req.center.name), archived: !!r.archived },
          ),
        ),
        { meta: { ...p.meta, unread_count: Number(all?.unread ?? 0) }, links: p.links },
      );
    });
    return jsonApi(reply).send(doc);
  });
}
