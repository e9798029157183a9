/** Drizzle mirror of the applications, conversations and notifications tables (migrations/*.sql are the source of truth). */
import { sql } from "drizzle-orm";
import { customType, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});
import { createdAt, id, ref, ts, updatedAt } from "./columns.ts";

export const applications = pgTable("applications", {
  id: id(),
  centerId: ref("center_id").notNull(),
  vacancyId: ref("vacancy_id").notNull(),
  userId: ref("user_id").notNull(),
  motivation: text("motivation").notNull(),
  availability: text("availability"),
  status: text("status").notNull(),
  statusChangedAt: ts("status_changed_at"),
  /** The organization's first answer (0019: status change or message; contract/analytics.ts). */
  firstAnsweredAt: ts("first_answered_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** The vacancy's organization, written by a trigger (0024): never set it from here. */
  organizationId: ref("organization_id"),
  /** The answer-time bucket of the analytics median (0024), computed by the database. */
  answerBucket: smallint("answer_bucket").generatedAlwaysAs(
    sql`analytics_answer_bucket(created_at, first_answered_at)`,
  ),
});

export const conversations = pgTable("conversations", {
  id: id(),
  centerId: ref("center_id").notNull(),
  subject: text("subject").notNull(),
  subjectType: text("subject_type"),
  subjectId: ref("subject_id"),
  lastMessageAt: ts("last_message_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** 0030: the organization whose staff share the thread, the volunteer, the vacancy it is about. */
  organizationId: ref("organization_id"),
  volunteerId: ref("volunteer_id"),
  vacancyId: ref("vacancy_id"),
  /** 0030: the start of the newest message, for the inbox list. */
  lastMessagePreview: text("last_message_preview"),
});

export const conversationParticipants = pgTable("conversation_participants", {
  id: id(),
  centerId: ref("center_id").notNull(),
  conversationId: ref("conversation_id").notNull(),
  userId: ref("user_id").notNull(),
  lastReadAt: ts("last_read_at"),
  createdAt: createdAt(),
  /** 0030: archived by this reader (a new message brings it back). */
  archivedAt: ts("archived_at"),
  /** 0030: when the last new-message mail went to this reader. */
  mailedAt: ts("mailed_at"),
  /** 0039: messages by others after last_read_at, kept by triggers (the inbox's unread counts). */
  unreadCount: integer("unread_count").notNull().default(0),
});

/** 0030: files (images, PDFs) of a message; message_id is null while uploaded but not yet sent. */
export const messageAttachments = pgTable("message_attachments", {
  id: id(),
  centerId: ref("center_id").notNull(),
  conversationId: ref("conversation_id").notNull(),
  messageId: ref("message_id"),
  uploaderId: ref("uploader_id"),
  fileKey: text("file_key").notNull(),
  name: text("name").notNull(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

export const messages = pgTable("messages", {
  id: id(),
  centerId: ref("center_id").notNull(),
  conversationId: ref("conversation_id").notNull(),
  authorId: ref("author_id"),
  body: text("body").notNull(),
  createdAt: createdAt(),
});

export const notifications = pgTable("notifications", {
  id: id(),
  centerId: ref("center_id").notNull(),
  userId: ref("user_id").notNull(),
  kind: text("kind").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  link: text("link"),
  readAt: ts("read_at"),
  createdAt: createdAt(),
});

export type Application = typeof applications.$inferSelect;
export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type MessageAttachment = typeof messageAttachments.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
