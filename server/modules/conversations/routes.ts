/**
 * The conversations inbox: the reader's list (filters unread/archived, search), starting a direct
 * thread, one thread with its messages, posting (with attachments), archiving, the attachments'
 * files, and the live stream of new messages (server-sent events fed by LISTEN/NOTIFY).
 */
import multipart from "@fastify/multipart";
import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import {
  ATTACHMENT_MAX_BYTES,
  newConversationSchema,
  postMessageSchema,
  type LiveMessageEvent,
} from "@contract/conversations.ts";
import { API_PATHS } from "@contract/paths.ts";
import { UPLOAD_MAX_PIXELS } from "@contract/vacancies.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { rowsOf } from "../../db/client.ts";
import {
  applications,
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
  organizations,
  users,
  vacancies,
} from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
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
import { ImageError, processImage } from "../../images/variants.ts";
import { managesCenter } from "../../policy.ts";
import { sniffImage } from "../uploads/routes.ts";
import { liveHub } from "./live.ts";
import { installConversationMessages } from "./messages.ts";
import {
  accessibleThread,
  archivedSql,
  attachmentAttributes,
  attachmentsOf,
  conversationResource,
  createConversation,
  listedFor,
  markRead,
  messageQuery,
  messageResource,
  orderedMessages,
  otherParty,
  othersReadUntil,
  postMessage,
  unreadCounts,
} from "./service.ts";

/** Newest messages included with GET /conversations/{id}?include=messages; page through /messages for more. */
export const INCLUDED_MESSAGES_MAX = 200;
/** A comment line on the live stream this often keeps proxies from closing it. */
export const LIVE_HEARTBEAT_MS = 25_000;

const IMAGE_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
const isPdf = (buf: Buffer) => buf.length >= 5 && buf.toString("latin1", 0, 5) === "%PDF-";

/** A file name safe to show: no path, no control characters, at most 200 characters. */
function cleanName(name: string | undefined, fallback: string): string {
  const base = (name ?? "")
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f<>"]/g, "")
    .trim()
    .slice(-200);
  return base || fallback;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function registerConversationRoutes(app: FastifyInstance) {
  installConversationMessages();
  const required = { config: { auth: "required" as const } };
  // Reading a thread moves the reader's marker, so these GETs need a writable transaction.
  const readsAndMarks = { config: { auth: "required" as const, holdTransaction: false } };
  const conversationsPath = API_PATHS.conversations;
  const hub = liveHub(app.services.database);
  const openStreams = new Set<() => void>();
  // Open streams end before the server closes (it would wait for them otherwise).
  app.addHook("preClose", async () => {
    for (const end of openStreams) end();
  });
  app.addHook("onClose", async () => {
    await hub.close();
  });

  // The reader's own participant row (unread count, archive), joined once per listed thread.
  const mine = alias(conversationParticipants, "mine");
  // Unread for the reader: their row's count, else (a shared thread they never opened) every message by others.
  const unreadOf = (userId: number) =>
    sql<number>`coalesce(${mine.unreadCount}, (select count(*)::int from messages m where m.conversation_id = ${conversations.id} and m.author_id is distinct from ${userId}))`;

  app.get(conversationsPath, required, async (req, reply) => {
    const actor = requireActor(req);
    const filters = parseFilters(req, {
      unread: { kind: "enum", values: ["true", "false"] },
      archived: { kind: "enum", values: ["true", "false"] },
      q: { kind: "text" },
    });
    parseSort(req, [], []);
    const page = parsePage(req);
    const me = actor.user.id;
    const centerId = req.center.id;
    const doc = await inTenant(req, async (tx) => {
      const unread = unreadOf(me);
      const conditions = [eq(conversations.centerId, centerId), listedFor(actor, sql`${mine.id} is not null`)];
      conditions.push(filters.archived === "true" ? isNotNull(mine.archivedAt) : isNull(mine.archivedAt));
      if (filters.unread === "true") conditions.push(sql`${unread} > 0`);
      if (filters.unread === "false") conditions.push(sql`${unread} = 0`);
      if (typeof filters.q === "string" && filters.q.trim()) {
        const like = `%${likeEscape(filters.q.trim())}%`;
        // The messages' text: one look-up for the page (0039's definer function, which can use the
        // trigram index; under row-level security ILIKE cannot), not a scan of each thread's messages.
        conditions.push(
          sql`(${conversations.subject} ilike ${like} or ${conversations.lastMessagePreview} ilike ${like} or ${organizations.name} ilike ${like} or concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${like} or ${conversations.id} in (select conversations_with_text(${like})))`,
        );
      }
      const where = and(...conditions);
      const searching = typeof filters.q === "string" && !!filters.q.trim();
      // The page: walks the threads newest first and stops after the page.
      const rows = await tx
        .select({
          ...getTableColumns(conversations),
          unread,
          archived: sql<boolean>`${mine.archivedAt} is not null`,
          organizationName: organizations.name,
          volunteerFirstName: users.firstName,
          volunteerLastName: users.lastName,
          volunteerEmail: users.email,
        })
        .from(conversations)
        .leftJoin(mine, and(eq(mine.conversationId, conversations.id), eq(mine.userId, me)))
        .leftJoin(organizations, eq(organizations.id, conversations.organizationId))
        .leftJoin(users, eq(users.id, conversations.volunteerId))
        .where(where)
        .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
        .limit(page.size)
        .offset((page.number - 1) * page.size);
      // The total: the names are joined only when the search needs them.
      const counted = tx
        .select({ n: sql<number>`count(*)::int` })
        .from(conversations)
        .leftJoin(mine, and(eq(mine.conversationId, conversations.id), eq(mine.userId, me)));
      const [agg] = await (
        searching
          ? counted
              .leftJoin(organizations, eq(organizations.id, conversations.organizationId))
              .leftJoin(users, eq(users.id, conversations.volunteerId))
          : counted
      ).where(where);
      const total = Number(agg?.n ?? 0);
      // The toolbar's count: unread messages in every listed thread, archived or not: the reader's
      // rows with something unread, plus the shared threads they have no row for.
      const [all] = rowsOf<{ n: number }>(
        await tx.execute(sql`select
          coalesce((select sum(p.unread_count) from conversation_participants p
            where p.user_id = ${me} and p.unread_count > 0 and p.center_id = ${centerId}), 0)
          + coalesce((select sum((select count(*) from messages m where m.conversation_id = ${conversations.id} and m.author_id is distinct from ${me}))
            from ${conversations}
            where ${conversations.centerId} = ${centerId} and ${listedFor(actor, sql`false`)}
              and not exists (select 1 from conversation_participants p where p.conversation_id = ${conversations.id} and p.user_id = ${me})), 0) as n`),
      );
      const p = pagination(req, page, total);
      return document(
        req,
        rows.map((r) =>
          conversationResource(
            r,
            Number(r.unread),
            {},
            {
              otherParty: otherParty(actor, r, r, req.center.name),
              archived: !!r.archived,
            },
          ),
        ),
        { meta: { ...p.meta, unread_count: Number(all?.n ?? 0) }, links: p.links },
      );
    });
    return jsonApi(reply).send(doc);
  });

  // Start a direct thread (with its first message).
  app.post(conversationsPath, required, async (req, reply) => {
    const actor = requireActor(req);
    const attrs = bodyAttributes(req, { type: "conversation" });
    onlyAttributes(attrs, ["kind", "vacancy_id", "volunteer_id", "organization_id", "subject", "body"]);
    const input = await validate(newConversationSchema, attrs, "/data/attributes");
    const base = "/data/attributes";
    const { doc, created } = await inTenant(req, async (tx) => {
      let organizationId: number;
      let volunteerId: number | null = null;
      let vacancyId: number | null = null;
      let subject: string;
      if (input.kind === "question") {
        // A volunteer asks an organization about a published vacancy.
        const [v] = input.vacancy_id
          ? await tx
              .select({ id: vacancies.id, title: vacancies.title, organizationId: vacancies.organizationId })
              .from(vacancies)
              .where(
                and(
                  eq(vacancies.id, Number(input.vacancy_id)),
                  eq(vacancies.centerId, req.center.id),
                  eq(vacancies.status, "published"),
                ),
              )
              .limit(1)
          : [];
        if (!v)
          throw new ApiError(422, {
            code: "validation_failed",
            field: "conversation_vacancy_unknown",
            pointer: `${base}/vacancy_id`,
          });
        if (actor.memberOrgIds.has(v.organizationId)) throw new ApiError(403, { code: "forbidden" });
        organizationId = v.organizationId;
        volunteerId = actor.user.id;
        vacancyId = v.id;
        subject = v.title;
      } else if (input.kind === "volunteer") {
        // An organization writes to a volunteer who applied to one of its vacancies.
        const orgIds = input.organization_id
          ? [Number(input.organization_id)].filter((o) => actor.memberOrgIds.has(o))
          : [...actor.memberOrgIds];
        if (!orgIds.length || !input.volunteer_id) throw new ApiError(403, { code: "forbidden" });
        const [a] = await tx
          .select({ vacancyId: vacancies.id, title: vacancies.title, organizationId: vacancies.organizationId })
          .from(applications)
          .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
          .where(
            and(
              eq(applications.userId, Number(input.volunteer_id)),
              eq(applications.centerId, req.center.id),
              inArray(vacancies.organizationId, orgIds),
              ...(input.vacancy_id ? [eq(vacancies.id, Number(input.vacancy_id))] : []),
            ),
          )
          .orderBy(desc(applications.createdAt))
          .limit(1);
        if (!a)
          throw new ApiError(422, {
            code: "validation_failed",
            field: "conversation_volunteer_unknown",
            pointer: `${base}/volunteer_id`,
          });
        organizationId = a.organizationId;
        volunteerId = Number(input.volunteer_id);
        vacancyId = a.vacancyId;
        subject = a.title;
      } else {
        // Center staff write to an organization's admins.
        if (!managesCenter(actor)) throw new ApiError(403, { code: "forbidden" });
        const [o] = input.organization_id
          ? await tx
              .select({ id: organizations.id, name: organizations.name })
              .from(organizations)
              .where(
                and(
                  eq(organizations.id, Number(input.organization_id)),
                  eq(organizations.centerId, req.center.id),
                  sql`${organizations.organizationType} <> 'VolunteerCenter'`,
                ),
              )
              .limit(1)
          : [];
        if (!o)
          throw new ApiError(422, {
            code: "validation_failed",
            field: "conversation_organization_unknown",
            pointer: `${base}/organization_id`,
          });
        organizationId = o.id;
        subject = input.subject?.trim() || req.center.name;
      }
      // A volunteer's second question about one vacancy goes into the first thread.
      let existing = null;
      if (input.kind !== "center") {
        [existing] = await tx
          .select()
          .from(conversations)
          .where(
            and(
              eq(conversations.centerId, req.center.id),
              eq(conversations.subjectType, input.kind),
              eq(conversations.organizationId, organizationId),
              eq(conversations.volunteerId, volunteerId!),
              vacancyId === null ? sql`${conversations.vacancyId} is null` : eq(conversations.vacancyId, vacancyId),
            ),
          )
          .limit(1);
      }
      const conversation =
        existing ??
        (await createConversation(tx, req.center.id, {
          subject,
          subjectType: input.kind,
          subjectId: null,
          participantIds: [actor.user.id],
          organizationId,
          volunteerId,
          vacancyId,
        }));
      const access = await accessibleThread(tx, req, actor, conversation.id);
      await postMessage(tx, req, access, actor.user, input.body);
      const [fresh] = await tx.select().from(conversations).where(eq(conversations.id, conversation.id));
      return { doc: document(req, conversationResource(fresh!, 0)), created: !existing };
    });
    return jsonApi(reply, created ? 201 : 200).send(doc);
  });

  // The live stream: one `message` event per new message in the reader's threads (ids only; the
  // client fetches what it may read). Registered before /:id so that "events" is no id.
  app.get(API_PATHS.conversationEvents, readsAndMarks, async (req, reply) => {
    const actor = requireActor(req);
    if (!/\btext\/event-stream\b/.test(req.headers.accept ?? ""))
      throw new ApiError(406, { code: "event_stream_expected" });
    try {
      await hub.ready();
    } catch (err) {
      req.log.error({ err }, "live messages: LISTEN failed");
      throw new ApiError(503, { code: "service_unavailable" });
    }
    reply.hijack();
    const raw = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v as string;
    raw.writeHead(200, {
      ...headers,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
    raw.write(`retry: 3000\n: ok\n\n`);
    const unsubscribe = hub.subscribe(req.center.id, actor.user.id, (e) => {
      const data: LiveMessageEvent = { conversation_id: String(e.conversationId), message_id: String(e.messageId) };
      raw.write(`event: message\nid: ${e.messageId}\ndata: ${JSON.stringify(data)}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(`: keep-alive\n\n`), LIVE_HEARTBEAT_MS);
    heartbeat.unref();
    const finish = () => raw.end();
    openStreams.add(finish);
    raw.on("close", () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(finish);
    });
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
        const files = await attachmentsOf(
          tx,
          list.map((r) => r.message.id),
        );
        const readUntil = await othersReadUntil(tx, c.id, actor.user.id);
        for (const row of list)
          included.add(
            messageResource(row, actor.user.id, {
              attachments: files.get(row.message.id) ?? [],
              othersReadUntil: readUntil,
            }),
          );
        // The reader has now seen the thread.
        await markRead(tx, req.center.id, c.id, actor.user.id, !access.onlyAsCenterStaff);
      }
      const [names] = await tx
        .select({
          organizationName: organizations.name,
          volunteerFirstName: users.firstName,
          volunteerLastName: users.lastName,
          volunteerEmail: users.email,
          archived: archivedSql(actor.user.id),
        })
        .from(conversations)
        .leftJoin(organizations, eq(organizations.id, conversations.organizationId))
        .leftJoin(users, eq(users.id, conversations.volunteerId))
        .where(eq(conversations.id, c.id));
      const unread = (await unreadCounts(tx, actor.user.id, [c.id])).get(c.id) ?? 0;
      return document(
        req,
        conversationResource(c, unread, list ? { messages: list.map((r) => r.message) } : {}, {
          otherParty: otherParty(actor, c, names!, req.center.name),
          archived: !!names?.archived,
        }),
        { included },
      );
    });
    return jsonApi(reply).send(doc);
  });

  // Archive or bring back (the reader's own state).
  app.patch(`${conversationsPath}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const attrs = bodyAttributes(req, { type: "conversation" });
    onlyAttributes(attrs, ["archived"]);
    if (typeof attrs.archived !== "boolean")
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: "/data/attributes/archived" });
    const archived = attrs.archived;
    const doc = await inTenant(req, async (tx) => {
      const access = await accessibleThread(tx, req, actor, id);
      const c = access.conversation;
      await tx
        .insert(conversationParticipants)
        .values({
          centerId: c.centerId,
          conversationId: c.id,
          userId: actor.user.id,
          archivedAt: archived ? sql`now()` : null,
        })
        .onConflictDoUpdate({
          target: [conversationParticipants.conversationId, conversationParticipants.userId],
          set: { archivedAt: archived ? sql`now()` : null },
        });
      const unread = (await unreadCounts(tx, actor.user.id, [c.id])).get(c.id) ?? 0;
      return document(req, conversationResource(c, unread, {}, { archived }));
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
      const files = await attachmentsOf(
        tx,
        rows.map((r) => r.message.id),
      );
      const readUntil = await othersReadUntil(tx, c.id, actor.user.id);
      await markRead(tx, req.center.id, c.id, actor.user.id, !access.onlyAsCenterStaff);
      const p = pagination(req, page, Number(count?.n ?? 0));
      return document(
        req,
        rows.map((r) =>
          messageResource(r, actor.user.id, { attachments: files.get(r.message.id) ?? [], othersReadUntil: readUntil }),
        ),
        { meta: p.meta, links: p.links },
      );
    });
    return jsonApi(reply).send(doc);
  });

  app.post(`${conversationsPath}/:id/messages`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const attrs = bodyAttributes(req, { type: "message" });
    onlyAttributes(attrs, ["body", "attachment_ids"]);
    const input = await validate(postMessageSchema, attrs, "/data/attributes");
    const attachmentIds = [...new Set(input.attachment_ids.map(Number))];
    if (!input.body.trim() && !attachmentIds.length)
      throw new ApiError(422, { code: "validation_failed", field: "message_empty", pointer: "/data/attributes/body" });
    const doc = await inTenant(req, async (tx) => {
      const access = await accessibleThread(tx, req, actor, id);
      const message = await postMessage(tx, req, access, actor.user, input.body.trim(), { attachmentIds });
      const [row] = await messageQuery(tx).where(eq(messages.id, message.id));
      const files = await attachmentsOf(tx, [message.id]);
      return document(req, messageResource(row!, actor.user.id, { attachments: files.get(message.id) ?? [] }));
    });
    return jsonApi(reply, 201).send(doc);
  });

  // The file of an attachment, for the parties of its thread.
  app.get(`${conversationsPath}/:id/attachments/:aid`, readsAndMarks, async (req, reply) => {
    const actor = requireActor(req);
    const params = req.params as { id: string; aid: string };
    const id = parseId(params.id);
    const aid = parseId(params.aid);
    const file = await inTenant(req, async (tx) => {
      await accessibleThread(tx, req, actor, id);
      const [row] = await tx
        .select()
        .from(messageAttachments)
        .where(
          and(
            eq(messageAttachments.id, aid),
            eq(messageAttachments.conversationId, id),
            // Not yet sent: only its uploader sees it.
            sql`(${messageAttachments.messageId} is not null or ${messageAttachments.uploaderId} = ${actor.user.id})`,
          ),
        )
        .limit(1);
      if (!row) throw new ApiError(404, { code: "not_found" });
      return row;
    });
    const inline = file.contentType.startsWith("image/");
    return reply
      .header("content-type", file.contentType)
      .header("content-length", file.byteSize)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, max-age=3600")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header(
        "content-disposition",
        `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .send(file.data);
  });

  // Multipart only in this scope: an image or a PDF for the next message.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });
    const maxMb = Math.round(ATTACHMENT_MAX_BYTES / 1024 / 1024);
    scope.post(
      `${conversationsPath}/:id/attachments`,
      { config: { auth: "required" }, bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024 },
      async (req, reply) => {
        const actor = requireActor(req);
        const id = parseId((req.params as { id: string }).id);
        if (!req.isMultipart()) throw new ApiError(415, { code: "multipart_expected" });
        let file;
        let buf: Buffer;
        try {
          file = await req.file();
          if (!file) throw new ApiError(422, { code: "validation_failed", field: "file_missing", pointer: "/file" });
          buf = await file.toBuffer();
        } catch (err) {
          if (err instanceof ApiError) throw err;
          const code = (err as { code?: string }).code;
          if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
            throw new ApiError(413, { code: "file_too_large", params: { max: maxMb } });
          throw new ApiError(400, { code: "multipart_expected" });
        }
        if (file.file.truncated || buf.length > ATTACHMENT_MAX_BYTES)
          throw new ApiError(413, { code: "file_too_large", params: { max: maxMb } });
        if (!buf.length)
          throw new ApiError(422, { code: "validation_failed", field: "file_missing", pointer: "/file" });
        let contentType: string;
        let data = buf;
        let name: string;
        const ext = sniffImage(buf);
        if (ext) {
          // The upload checks of images: decodable, not too many pixels, metadata stripped.
          try {
            data = (await processImage(buf, ext)).original;
          } catch (err) {
            if (err instanceof ImageError)
              throw new ApiError(422, {
                code: "validation_failed",
                field: err.reason === "too_large" ? "image_too_large" : "image_unreadable",
                pointer: "/file",
                params: { megapixels: Math.round(err.pixels / 1e5) / 10, max: UPLOAD_MAX_PIXELS / 1e6 },
              });
            throw err;
          }
          contentType = IMAGE_TYPES[ext];
          name = cleanName(file.filename, `afbeelding.${ext}`);
        } else if (isPdf(buf)) {
          contentType = "application/pdf";
          name = cleanName(file.filename, "document.pdf");
        } else throw new ApiError(422, { code: "validation_failed", field: "attachment_type", pointer: "/file" });
        const row = await inTenant(req, async (tx) => {
          const access = await accessibleThread(tx, req, actor, id);
          const [created] = await tx
            .insert(messageAttachments)
            .values({
              centerId: req.center.id,
              conversationId: access.conversation.id,
              uploaderId: actor.user.id,
              fileKey: "db",
              name,
              contentType,
              byteSize: data.length,
              data,
            })
            .returning({
              id: messageAttachments.id,
              messageId: messageAttachments.messageId,
              conversationId: messageAttachments.conversationId,
              name: messageAttachments.name,
              contentType: messageAttachments.contentType,
              byteSize: messageAttachments.byteSize,
            });
          return created!;
        });
        return jsonApi(reply, 201).send({
          data: { type: "attachment", id: String(row.id), attributes: attachmentAttributes(row) },
        });
      },
    );
  });
}
