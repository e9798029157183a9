/** Drizzle mirror of the vacancies tables (migrations/*.sql are the source of truth). */
import { sql } from "drizzle-orm";
import { bigint, boolean, customType, date, doublePrecision, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ref, ts, updatedAt } from "./columns.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const vacancies = pgTable("vacancies", {
  id: id(),
  centerId: ref("center_id").notNull(),
  organizationId: ref("organization_id").notNull(),
  title: text("title").notNull(),
  status: text("status").notNull(),
  publishedAt: ts("published_at"),
  summary: text("summary"),
  description: text("description"),
  categories: text("categories").array().notNull().default([]),
  skills: text("skills").array().notNull().default([]),
  targetGroups: text("target_groups").array().notNull().default([]),
  remote: boolean("remote").notNull().default(false),
  addressId: ref("address_id"),
  street: text("street"),
  houseNumber: text("house_number"),
  postcode: text("postcode"),
  city: text("city"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  hoursPerWeek: integer("hours_per_week"),
  schedule: text("schedule"),
  startDate: date("start_date", { mode: "string" }),
  endDate: date("end_date", { mode: "string" }),
  positions: integer("positions"),
  minimumAge: integer("minimum_age"),
  vogRequired: boolean("vog_required").notNull().default(false),
  contactName: text("contact_name"),
  contactEmail: text("contact_email"),
  contactPhone: text("contact_phone"),
  imageUrl: text("image_url"),
  imageAlt: text("image_alt"),
  sharedWithCenters: bigint("shared_with_centers", { mode: "number" }).array().notNull().default([]),
  /** Generated (0004): unaccented lower-case text for the compound-word fallback. */
  searchText: text("search_text").generatedAlwaysAs(sql`search_text`),
  /** Generated (0004): Dutch full-text vector, title weighted A. */
  searchVector: tsvector("search_vector").generatedAlwaysAs(sql`search_vector`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const uploads = pgTable("uploads", {
  id: id(),
  centerId: ref("center_id").notNull(),
  userId: ref("user_id"),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  storageKey: text("storage_key").notNull(),
  // 0033: what the upload is for ('attachment', 'file', 'stock') and an image's size.
  purpose: text("purpose").notNull().default("attachment"),
  width: integer("width"),
  height: integer("height"),
  createdAt: createdAt(),
});
