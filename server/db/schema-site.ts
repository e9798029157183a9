/** Drizzle mirror of the news, partners and contact form tables (migration 0028 is the source of truth). */
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ref, ts, updatedAt } from "./columns.ts";

export const newsItems = pgTable("news_items", {
  id: id(),
  centerId: ref("center_id").notNull(),
  slug: text("slug").notNull(),
  title: text("title").notNull(),
  summary: text("summary"),
  body: text("body"),
  imageUrl: text("image_url"),
  imageAlt: text("image_alt"),
  authorName: text("author_name"),
  authorId: ref("author_id"),
  status: text("status").notNull(),
  publishedAt: ts("published_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type NewsItemRow = typeof newsItems.$inferSelect;

export const partners = pgTable("partners", {
  id: id(),
  centerId: ref("center_id").notNull(),
  name: text("name").notNull(),
  logoUrl: text("logo_url"),
  link: text("link"),
  description: text("description"),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type PartnerRow = typeof partners.$inferSelect;

export const contactMessages = pgTable("contact_messages", {
  id: id(),
  centerId: ref("center_id").notNull(),
  userId: ref("user_id"),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  consentAt: ts("consent_at").notNull(),
  ip: text("ip"),
  createdAt: createdAt(),
  // 0034: when center staff read it (null: unread).
  readAt: ts("read_at"),
});
export type ContactMessageRow = typeof contactMessages.$inferSelect;
