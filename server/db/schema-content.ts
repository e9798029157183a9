/** Drizzle mirror of the content pages and menus (migrations/0026_content.sql is the source of truth). */
import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { ContentBlock } from "@contract/content.ts";
import { createdAt, id, ref, ts, updatedAt } from "./columns.ts";

export const contentPages = pgTable("content_pages", {
  id: id(),
  centerId: ref("center_id").notNull(),
  title: text("title").notNull(),
  slug: text("slug").notNull(),
  summary: text("summary"),
  heroImageUrl: text("hero_image_url"),
  heroImageAlt: text("hero_image_alt"),
  blocks: jsonb("blocks").$type<ContentBlock[]>().notNull().default([]),
  seoDescription: text("seo_description"),
  status: text("status").notNull().default("draft"),
  publishedAt: ts("published_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const menuItems = pgTable("menu_items", {
  id: id(),
  centerId: ref("center_id").notNull(),
  location: text("location").notNull(),
  label: text("label").notNull(),
  targetType: text("target_type").notNull(),
  contentPageId: ref("content_page_id"),
  url: text("url"),
  parentId: ref("parent_id"),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type ContentPageRow = typeof contentPages.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
