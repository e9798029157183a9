/** Drizzle mirror of the image library (migrations/0033_media.sql is the source of truth; uploads are in schema-vacancies.ts). */
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ref, ts, updatedAt } from "./columns.ts";

export const stockImages = pgTable("stock_images", {
  id: id(),
  centerId: ref("center_id").notNull(),
  uploadId: ref("upload_id"),
  url: text("url").notNull(),
  width: integer("width"),
  height: integer("height"),
  alt: text("alt").notNull(),
  tags: text("tags").array().notNull().default([]),
  shippedKey: text("shipped_key"),
  creditAuthor: text("credit_author"),
  creditLicense: text("credit_license"),
  creditLicenseUrl: text("credit_license_url"),
  creditSource: text("credit_source"),
  hiddenAt: ts("hidden_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type StockImageRow = typeof stockImages.$inferSelect;
