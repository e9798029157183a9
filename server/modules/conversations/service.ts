/**
 * Conversation threads: who may read one, unread counts per reader, posting a message (with
 * new_message notifications), and the read marker (last_read_at).
 *
 * Access: a thread is shared by its parties: the volunteer (of the application or the direct thread),
 * the staff of its organization, center staff on a thread they started with an organization, and any
 * participant; center staff may read every thread of their center.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../db/client.ts";
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
  notifications,
  organizations,
  roles,
  users,
  type Conversation,
  type Message,
  type User,
} from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { iso, ref, type Res } from "../../http/jsonapi.ts";
import { managesCenter, type Actor } from "../../policy.ts";
import { notify } from "../notifications/service.ts";
import { displayName } from "../users/service.ts";

export interface ThreadAccess {
  conversation: Conversation;
  /** The volunteer of the thread (application or direct), if any. */
  volunteerId: number | null;
  /** The organization whose staff share the thread, if any. */
  organizationId: number | null;
  /** The reader's own participant row, if any. */
  participant: { id: number; lastReadAt: Date | null } | null;
  /** Readable only because the reader is center staff (not a party to the thread). */
  onlyAsCenterStaff: boolean;
}

/** The thread kinds besides an application's (0030). */
export const DIRECT_KINDS = ["question", "volunteer", "center"] as const;
export type DirectKind = (typeof DIRECT_KINDS)[number];

/** Whether the actor is a party: the volunteer, the organization's staff, center staff on a center thread, a participant. */
export function isParty(actor: Actor, c: Conversation, participant: boolean): boolean {
  if (c.volunteerId !== null && c.volunteerId === actor.user.id) return true;
  if (c.organizationId !== null && actor.memberOrgIds.has(c.organizationId)) return true;
  if (c.subjectType === "center" && managesCenter(actor)) return true;
  return participant;
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
  const party = isParty(actor, conversation, !!participant);
  if (!party && !managesCenter(actor)) throw new ApiError(404, { code: "not_found" });
  return {
    conversation,
    volunteerId: conversation.volunteerId,
    organizationId: conversation.organizationId,
    participant: participant ?? null,
    onlyAsCenterStaff: !party,
  };
}

/** Qualified column names for correlated subqueries (Drizzle leaves columns unqualified in single-table selects). */
const C_ID = sql.raw(`"conversations"."id"`);
const C_SUBJECT_TYPE = sql.raw(`"conversations"."subject_type"`);
const C_ORG = sql.raw(`"conversations"."organization_id"`);
const C_VOLUNTEER = sql.raw(`"conversations"."volunteer_id"`);

/** Unread messages of a conversation for `userId`: written by others after the reader's marker. */
export const unreadSql = (userId: number): SQL<number> =>
  sql<number>`(select count(*)::int from messages m where m.conversation_id = ${C_ID} and m.author_id is distinct from ${userId} and m.created_at > coalesce((select p.last_read_at from conversation_participants p where p.conversation_id = ${C_ID} and p.user_id = ${userId}), '-infinity'::timestamptz))`;

/** Archived by the reader (their own participant row). */
export const archivedSql = (userId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from conversation_participants p where p.conversation_id = ${C_ID} and p.user_id = ${userId} and p.archived_at is not null)`;

/**
 * Conversations in the reader's list: threads they take part in, their own (as the volunteer), their
 * organizations' threads and, for center staff, the center's threads with organizations.
 */
export function listedConversations(actor: Actor): SQL {
  return listedFor(
    actor,
    sql`exists (select 1 from conversation_participants p where p.conversation_id = ${C_ID} and p.user_id = ${actor.user.id})`,
  );
}

/** As listedConversations, with "the reader takes part" given (the inbox joins the reader's row instead). */
export function listedFor(actor: Actor, participates: SQL): SQL {
  const me = actor.user.id;
  const orgIds = [...actor.memberOrgIds];
  const parts: SQL[] = [participates, sql`${C_VOLUNTEER} = ${me}`];
  if (orgIds.length)
    parts.push(
      sql`${C_ORG} in (${sql.join(
        orgIds.map((o) => sql`${o}`),
        sql`, `,
      )})`,
    );
  if (managesCenter(actor)) parts.push(sql`${C_SUBJECT_TYPE} = 'center'`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

export async function unreadCounts(tx: Tx, userId: number, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: conversations.id, unread: unreadSql(userId) })
    .from(conversations)
    .where(inArray(conversations.id, ids));
  return new Map(rows.map((r) => [r.id, Number(r.unread)]));
}

/** Names shown in the list: the organization and the volunteer of the thread (joined by the list query). */
export interface ThreadNames {
  organizationName: string | null;
  volunteerFirstName: string | null;
  volunteerLastName: string | null;
  volunteerEmail: string | null;
  vacancyTitle?: string | null;
}

/** The other party as the reader sees it: the organization for the volunteer, the volunteer for the organization. */
export function otherParty(actor: Actor, c: Conversation, names: ThreadNames, centerName: string): string {
  const volunteer =
    names.volunteerEmail === null
      ? null
      : displayName({
          firstName: names.volunteerFirstName,
          lastName: names.volunteerLastName,
          email: names.volunteerEmail,
        });
  const organization = names.organizationName;
  if (c.volunteerId !== null && c.volunteerId === actor.user.id) return organization ?? centerName;
  if (c.organizationId !== null && actor.memberOrgIds.has(c.organizationId))
    return c.subjectType === "center" ? centerName : (volunteer ?? centerName);
  if (c.subjectType === "center") return organization ?? "";
  return [volunteer, organization].filter(Boolean).join(" – ");
}

export function conversationResource(
  c: Conversation,
  unread: number,
  rel: { messages?: Message[] } = {},
  extra: { otherParty?: string; archived?: boolean } = {},
): Res {
  const relationships: NonNullable<Res["relationships"]> = {};
  if (rel.messages) relationships.messages = { data: rel.messages.map((m) => ({ type: "message", id: String(m.id) })) };
  if (c.subjectType === "application") relationships.application = { data: ref("application", c.subjectId) };
  if (c.vacancyId !== null) relationships.vacancy = { data: ref("vacancy", c.vacancyId) };
  if (c.organizationId !== null) relationships.organization = { data: ref("organization", c.organizationId) };
  return {
    type: "conversation",
    id: String(c.id),
    attributes: {
      subject: c.subject,
      subject_type: c.subjectType,
      subject_id: c.subjectId === null ? null : String(c.subjectId),
      unread_count: unread,
      last_message_at: iso(c.lastMessageAt),
      last_message_preview: c.lastMessagePreview,
      ...(extra.otherParty !== undefined ? { other_party: extra.otherParty } : {}),
      ...(extra.archived !== undefined ? { archived: extra.archived } : {}),
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

export interface AttachmentView {
  id: number;
  messageId: number | null;
  conversationId: number;
  name: string;
  contentType: string;
  byteSize: number;
}

export const attachmentUrl = (a: Pick<AttachmentView, "id" | "conversationId">) =>
  `/api/v1/conversations/${a.conversationId}/attachments/${a.id}`;

export const attachmentAttributes = (a: AttachmentView) => ({
  id: String(a.id),
  name: a.name,
  content_type: a.contentType,
  byte_size: a.byteSize,
  url: attachmentUrl(a),
});

/**
 * A message as the reader sees it. `read_by_others`: every other party's marker has passed it (the
 * read marker of the reader's own messages).
 */
export function messageResource(
  row: MessageRow,
  readerId: number,
  extra: { attachments?: AttachmentView[]; othersReadUntil?: Date | null } = {},
): Res {
  const m = row.message;
  const name =
    row.authorEmail === null
      ? ""
      : displayName({ firstName: row.authorFirstName, lastName: row.authorLastName, email: row.authorEmail });
  const mine = m.authorId === readerId;
  return {
    type: "message",
    id: String(m.id),
    attributes: {
      body: m.body,
      author_name: name,
      mine,
      created_at: iso(m.createdAt),
      attachments: (extra.attachments ?? []).map(attachmentAttributes),
      ...(extra.othersReadUntil !== undefined
        ? { read: !!extra.othersReadUntil && extra.othersReadUntil.getTime() >= m.createdAt.getTime() }
        : {}),
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

/** The attachments of these messages, by message id. */
export async function attachmentsOf(tx: Tx, messageIds: number[]): Promise<Map<number, AttachmentView[]>> {
  const out = new Map<number, AttachmentView[]>();
  if (!messageIds.length) return out;
  const rows = await tx
    .select({
      id: messageAttachments.id,
      messageId: messageAttachments.messageId,
      conversationId: messageAttachments.conversationId,
      name: messageAttachments.name,
      contentType: messageAttachments.contentType,
      byteSize: messageAttachments.byteSize,
    })
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.id));
  for (const r of rows) {
    const list = out.get(r.messageId!) ?? [];
    list.push(r);
    out.set(r.messageId!, list);
  }
  return out;
}

/** Until when the other parties have read the thread (the newest marker of anyone but the reader). */
export async function othersReadUntil(tx: Tx, conversationId: number, readerId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<Date | null>`max(${conversationParticipants.lastReadAt})` })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        sql`${conversationParticipants.userId} <> ${readerId}`,
      ),
    );
  const at = row?.at ?? null;
  return at === null ? null : new Date(at);
}

/**
 * Move the reader's marker to the newest message (adding the reader as participant when asked), and
 * mark the reader's new_message notifications of this thread read (the toolbar badge follows).
 */
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
  await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, "new_message"),
        eq(notifications.link, threadPath(conversationId)),
        isNull(notifications.readAt),
      ),
    );
}

/** A new thread with its participants (deduplicated). */
export async function createConversation(
  tx: Tx,
  centerId: number,
  input: {
    subject: string;
    subjectType: string | null;
    subjectId: number | null;
    participantIds: number[];
    organizationId?: number | null;
    volunteerId?: number | null;
    vacancyId?: number | null;
  },
): Promise<Conversation> {
  // An application's thread gets its volunteer, organization and vacancy from a trigger (0030).
  const { organizationId = null, volunteerId = null, vacancyId = null } = input;
  const [conversation] = await tx
    .insert(conversations)
    .values({
      centerId,
      subject: input.subject,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      organizationId,
      volunteerId,
      vacancyId,
    })
    .returning();
  const ids = [...new Set(input.participantIds)];
  if (ids.length)
    await tx
      .insert(conversationParticipants)
      .values(ids.map((userId) => ({ centerId, conversationId: conversation!.id, userId })));
  return conversation!;
}

type Side = "volunteer" | "organization" | "center" | "other";

/** The parties of a thread, each with their side: the volunteer, the organization's staff, center staff (center threads), other participants. */
export async function parties(tx: Tx, c: Conversation): Promise<{ user: User; side: Side }[]> {
  const out = new Map<number, { user: User; side: Side }>();
  if (c.volunteerId !== null) {
    const [u] = await tx.select().from(users).where(eq(users.id, c.volunteerId)).limit(1);
    if (u) out.set(u.id, { user: u, side: "volunteer" });
  }
  if (c.organizationId !== null) {
    const staff = await tx
      .select({ user: users, name: roles.name })
      .from(roles)
      .innerJoin(users, eq(users.id, roles.userId))
      .where(and(eq(roles.organizationId, c.organizationId), inArray(roles.name, ["member", "admin"])));
    // Center staff write to an organization's admins.
    for (const s of staff)
      if (c.subjectType !== "center" || s.name === "admin")
        if (!out.has(s.user.id)) out.set(s.user.id, { user: s.user, side: "organization" });
  }
  if (c.subjectType === "center") {
    const centerStaff = await tx
      .select({ user: users })
      .from(roles)
      .innerJoin(users, eq(users.id, roles.userId))
      .innerJoin(organizations, eq(organizations.id, roles.organizationId))
      .where(
        and(
          eq(roles.name, "admin"),
          eq(organizations.organizationType, "VolunteerCenter"),
          eq(organizations.centerId, c.centerId),
        ),
      );
    for (const s of centerStaff) if (!out.has(s.user.id)) out.set(s.user.id, { user: s.user, side: "center" });
  }
  if (c.volunteerId === null && c.organizationId === null) {
    // A thread of participants only (older data).
    const rows = await tx
      .select({ user: users })
      .from(conversationParticipants)
      .innerJoin(users, eq(users.id, conversationParticipants.userId))
      .where(eq(conversationParticipants.conversationId, c.id));
    for (const r of rows) if (!out.has(r.user.id)) out.set(r.user.id, { user: r.user, side: "other" });
  }
  return [...out.values()];
}

/** The app page of one thread (the inbox with it open). */
export const threadPath = (id: number | string) => `/conversations?id=${id}`;

/** Mails about one thread to one reader: at most one per this many minutes while it stays unread. */
export const MAIL_THROTTLE_MINUTES = 15;

/** The NOTIFY channel of new messages (live.ts listens on it). */
export const MESSAGE_CHANNEL = "volunteerly_messages";

/** Characters of a message kept as the list's preview. */
const PREVIEW_CHARS = 200;

/**
 * Post a message: the author joins the thread (read up to here); the other side gets a new_message
 * notification, a mail (throttled per thread and reader), the thread back from their archive, and a
 * live event (NOTIFY, delivered after commit to every server process).
 */
export async function postMessage(
  tx: Tx,
  req: FastifyRequest,
  access: ThreadAccess,
  author: { id: number; firstName: string | null; lastName: string | null; email: string },
  body: string,
  options: { notify?: boolean; attachmentIds?: number[] } = {},
): Promise<Message> {
  const c = access.conversation;
  const [message] = await tx
    .insert(messages)
    .values({ centerId: c.centerId, conversationId: c.id, authorId: author.id, body })
    .returning();
  const preview = body.trim().replace(/\s+/g, " ").slice(0, PREVIEW_CHARS) || null;
  await tx
    .update(conversations)
    .set({ lastMessageAt: message!.createdAt, updatedAt: message!.createdAt, lastMessagePreview: preview })
    .where(eq(conversations.id, c.id));
  if (options.attachmentIds?.length) {
    const attached = await tx
      .update(messageAttachments)
      .set({ messageId: message!.id })
      .where(
        and(
          inArray(messageAttachments.id, options.attachmentIds),
          eq(messageAttachments.conversationId, c.id),
          eq(messageAttachments.uploaderId, author.id),
          isNull(messageAttachments.messageId),
        ),
      )
      .returning({ id: messageAttachments.id });
    if (attached.length !== new Set(options.attachmentIds).size)
      throw new ApiError(422, {
        code: "validation_failed",
        field: "attachment_unknown",
        pointer: "/data/attributes/attachment_ids",
      });
  }
  await markRead(tx, c.centerId, c.id, author.id, true);
  const all = await parties(tx, c);
  const authorSide = all.find((p) => p.user.id === author.id)?.side ?? (access.onlyAsCenterStaff ? "center" : "other");
  const recipients = all.filter((p) => p.user.id !== author.id && (p.side !== authorSide || p.side === "other"));
  // Their participant rows, in one statement: the thread comes back from the archive; the mail
  // throttle reads and moves mailed_at.
  const rows = recipients.length
    ? await tx
        .insert(conversationParticipants)
        .values(recipients.map(({ user }) => ({ centerId: c.centerId, conversationId: c.id, userId: user.id })))
        .onConflictDoUpdate({
          target: [conversationParticipants.conversationId, conversationParticipants.userId],
          set: { archivedAt: null },
        })
        .returning({
          userId: conversationParticipants.userId,
          lastReadAt: conversationParticipants.lastReadAt,
          mailedAt: conversationParticipants.mailedAt,
        })
    : [];
  const rowOf = new Map(rows.map((r) => [r.userId, r]));
  const mailed: number[] = [];
  for (const { user } of options.notify === false ? [] : recipients) {
    const row = rowOf.get(user.id);
    const mailedAt = row?.mailedAt ?? null;
    const readSinceMail = mailedAt !== null && row?.lastReadAt != null && row.lastReadAt >= mailedAt;
    const due =
      user.status === "active" &&
      (mailedAt === null ||
        readSinceMail ||
        message!.createdAt.getTime() - mailedAt.getTime() >= MAIL_THROTTLE_MINUTES * 60_000);
    // In-app always, the mail when due; both from the center's new_message template and as the
    // recipient chose (notification preferences), through the one sending path.
    await notify(tx, req, {
      kind: "new_message",
      recipient: user,
      params: { author_name: displayName(author), subject: c.subject, message: preview ?? "" },
      path: threadPath(c.id),
      mail: due,
    });
    if (due) mailed.push(user.id);
  }
  if (mailed.length)
    await tx
      .update(conversationParticipants)
      .set({ mailedAt: message!.createdAt })
      .where(and(eq(conversationParticipants.conversationId, c.id), inArray(conversationParticipants.userId, mailed)));
  const payload = JSON.stringify({
    c: c.centerId,
    v: c.id,
    m: message!.id,
    u: [...new Set([author.id, ...all.map((p) => p.user.id)])],
  });
  await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${payload})`);
  return message!;
}

export const orderedMessages = [asc(messages.createdAt), asc(messages.id)];
