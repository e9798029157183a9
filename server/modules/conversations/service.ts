/**
 * Conversation threads: who may read one, unread counts per reader, posting a message (with
 * new_message notifications), and the read marker (last_read_at).
 *
 * Access: the thread of an application is readable by the volunteer who applied, the staff of the
 * vacancy's organization and center staff; any other thread by its participants and center staff.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../db/client.ts";
import {
  applications,
  conversationParticipants,
  conversations,
  messages,
  organizations,
  roles,
  users,
  vacancies,
  type Conversation,
  type Message,
} from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { iso, ref, type Res } from "../../http/jsonapi.ts";
import { managesCenter, type Actor } from "../../policy.ts";
import { notify } from "../notifications/service.ts";
import { displayName } from "../users/service.ts";

export interface ThreadAccess {
  conversation: Conversation;
  /** For application threads: the volunteer and the vacancy's organization. */
  volunteerId: number | null;
  organizationId: number | null;
  /** The reader's own participant row, if any. */
  participant: { id: number; lastReadAt: Date | null } | null;
  /** Readable only because the reader is center staff (not a party to the thread). */
  onlyAsCenterStaff: boolean;
}

/** The application behind a thread (null for other subjects). */
async function threadSubject(tx: Tx, c: Conversation) {
  if (c.subjectType !== "application" || c.subjectId === null) return null;
  const [row] = await tx
    .select({ userId: applications.userId, organizationId: vacancies.organizationId })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(eq(applications.id, c.subjectId))
    .limit(1);
  return row ?? null;
}

/** The thread if the actor may read it; 404 otherwise (never reveals that it exists). */
export async function accessibleThread(tx: Tx, req: FastifyRequest, actor: Actor, id: number): Promise<ThreadAccess> {
  const [conversation] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.centerId, req.center.id)))
    .limit(1);
  if (!conversation) throw new ApiError(404, { code: "not_found" });
  const [participant] = await tx
    .select({ id: conversationParticipants.id, lastReadAt: conversationParticipants.lastReadAt })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversation.id),
        eq(conversationParticipants.userId, actor.user.id),
      ),
    )
    .limit(1);
  const subject = await threadSubject(tx, conversation);
  let party: boolean;
  if (subject) party = subject.userId === actor.user.id || actor.memberOrgIds.has(subject.organizationId);
  else party = !!participant;
  if (!party && !managesCenter(actor)) throw new ApiError(404, { code: "not_found" });
  return {
    conversation,
    volunteerId: subject?.userId ?? null,
    organizationId: subject?.organizationId ?? null,
    participant: participant ?? null,
    onlyAsCenterStaff: !party,
  };
}

/** Qualified column names for correlated subqueries (Drizzle leaves columns unqualified in single-table selects). */
const C_ID = sql.raw(`"conversations"."id"`);
const C_SUBJECT_TYPE = sql.raw(`"conversations"."subject_type"`);
const C_SUBJECT_ID = sql.raw(`"conversations"."subject_id"`);

/** Unread messages of a conversation for `userId`: written by others after the reader's marker. */
export const unreadSql = (userId: number): SQL<number> =>
  sql<number>`(select count(*)::int from messages m where m.conversation_id = ${C_ID} and m.author_id is distinct from ${userId} and m.created_at > coalesce((select p.last_read_at from conversation_participants p where p.conversation_id = ${C_ID} and p.user_id = ${userId}), '-infinity'::timestamptz))`;

/** Conversations in the reader's list: threads they take part in, and the application threads of their organizations. */
export function listedConversations(actor: Actor): SQL {
  const me = actor.user.id;
  const orgIds = [...actor.memberOrgIds];
  const participant = sql`exists (select 1 from conversation_participants p where p.conversation_id = ${C_ID} and p.user_id = ${me})`;
  const own = sql`(${C_SUBJECT_TYPE} = 'application' and exists (select 1 from applications a where a.id = ${C_SUBJECT_ID} and a.user_id = ${me}))`;
  if (!orgIds.length) return sql`(${participant} or ${own})`;
  const ofOrgs = sql`(${C_SUBJECT_TYPE} = 'application' and exists (select 1 from applications a join vacancies v on v.id = a.vacancy_id where a.id = ${C_SUBJECT_ID} and v.organization_id in (${sql.join(
    orgIds.map((o) => sql`${o}`),
    sql`, `,
  )})))`;
  return sql`(${participant} or ${own} or ${ofOrgs})`;
}

export async function unreadCounts(tx: Tx, userId: number, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: conversations.id, unread: unreadSql(userId) })
    .from(conversations)
    .where(inArray(conversations.id, ids));
  return new Map(rows.map((r) => [r.id, Number(r.unread)]));
}

export function conversationResource(c: Conversation, unread: number, rel: { messages?: Message[] } = {}): Res {
  const relationships: NonNullable<Res["relationships"]> = {};
  if (rel.messages) relationships.messages = { data: rel.messages.map((m) => ({ type: "message", id: String(m.id) })) };
  if (c.subjectType === "application") relationships.application = { data: ref("application", c.subjectId) };
  return {
    type: "conversation",
    id: String(c.id),
    attributes: {
      subject: c.subject,
      subject_type: c.subjectType,
      subject_id: c.subjectId === null ? null : String(c.subjectId),
      unread_count: unread,
      last_message_at: iso(c.lastMessageAt),
      created_at: iso(c.createdAt),
    },
    relationships,
    links: { self: `/api/v1/conversations/${c.id}` },
  };
}

export interface MessageRow {
  message: Message;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
}

export function messageResource(row: MessageRow, readerId: number): Res {
  const m = row.message;
  const name =
    row.authorEmail === null
      ? ""
      : displayName({ firstName: row.authorFirstName, lastName: row.authorLastName, email: row.authorEmail });
  return {
    type: "message",
    id: String(m.id),
    attributes: {
      body: m.body,
      author_name: name,
      mine: m.authorId === readerId,
      created_at: iso(m.createdAt),
    },
    relationships: {
      conversation: { data: ref("conversation", m.conversationId) },
      author: { data: ref("user", m.authorId) },
    },
  };
}

/** Messages with their authors' names (authors of another center, or deleted, have no name). */
export function messageQuery(tx: Tx) {
  return tx
    .select({
      message: messages,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorEmail: users.email,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId));
}

/** Move the reader's marker to the newest message (adding the reader as participant when asked). */
export async function markRead(tx: Tx, centerId: number, conversationId: number, userId: number, join: boolean) {
  const newest = sql`coalesce((select max(m.created_at) from messages m where m.conversation_id = ${conversationId}), now())`;
  if (join)
    await tx
      .insert(conversationParticipants)
      .values({ centerId, conversationId, userId, lastReadAt: newest })
      .onConflictDoUpdate({
        target: [conversationParticipants.conversationId, conversationParticipants.userId],
        set: { lastReadAt: newest },
      });
  else
    await tx
      .update(conversationParticipants)
      .set({ lastReadAt: newest })
      .where(
        and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)),
      );
}

/** A new thread with its participants (deduplicated). */
export async function createConversation(
  tx: Tx,
  centerId: number,
  input: { subject: string; subjectType: string | null; subjectId: number | null; participantIds: number[] },
): Promise<Conversation> {
  const [conversation] = await tx
    .insert(conversations)
    .values({ centerId, subject: input.subject, subjectType: input.subjectType, subjectId: input.subjectId })
    .returning();
  const ids = [...new Set(input.participantIds)];
  if (ids.length)
    await tx
      .insert(conversationParticipants)
      .values(ids.map((userId) => ({ centerId, conversationId: conversation!.id, userId })));
  return conversation!;
}

/** Participants (other than the author) who still have access: the volunteer, the organization's staff, center staff. */
async function recipients(tx: Tx, access: ThreadAccess, authorId: number) {
  const c = access.conversation;
  const rows = await tx
    .select({ user: users })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(eq(conversationParticipants.conversationId, c.id));
  const others = rows.map((r) => r.user).filter((u) => u.id !== authorId);
  if (access.organizationId === null || !others.length) return others;
  const staff = await tx
    .select({ userId: roles.userId })
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.organizationId))
    .where(
      and(
        inArray(
          roles.userId,
          others.map((u) => u.id),
        ),
        sql`(${roles.organizationId} = ${access.organizationId} or (${roles.name} = 'admin' and ${organizations.organizationType} = 'VolunteerCenter'))`,
      ),
    );
  const allowed = new Set(staff.map((s) => s.userId));
  return others.filter((u) => u.id === access.volunteerId || allowed.has(u.id));
}

/** Post a message: the author joins the thread (read up to here), the others get a new_message notification. */
export async function postMessage(
  tx: Tx,
  req: FastifyRequest,
  access: ThreadAccess,
  author: { id: number; firstName: string | null; lastName: string | null; email: string },
  body: string,
  options: { notify?: boolean } = {},
): Promise<Message> {
  const c = access.conversation;
  const [message] = await tx
    .insert(messages)
    .values({ centerId: c.centerId, conversationId: c.id, authorId: author.id, body })
    .returning();
  await tx
    .update(conversations)
    .set({ lastMessageAt: message!.createdAt, updatedAt: message!.createdAt })
    .where(eq(conversations.id, c.id));
  await markRead(tx, c.centerId, c.id, author.id, true);
  if (options.notify !== false) {
    for (const user of await recipients(tx, access, author.id))
      await notify(tx, req, {
        kind: "new_message",
        recipient: user,
        params: { author_name: displayName(author), subject: c.subject },
        path: `/conversations/${c.id}`,
        mail: false,
      });
  }
  return message!;
}

export const orderedMessages = [asc(messages.createdAt), asc(messages.id)];
