/** Drizzle mirror of the social map (migrations/0051_social_map.sql is the source of truth). */
import { doublePrecision, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { OpeningHours } from "@contract/social-map.ts";
import { createdAt, id, ref, updatedAt } from "./columns.ts";

export const socialMapEntries = pgTable("social_map_entries", {
  id: id(),
  centerId: ref("center_id").notNull(),
  name: text("name").notNull(),
  description: text("description"),
  category: text("category").notNull(),
  street: text("street"),
  houseNumber: text("house_number"),
  postcode: text("postcode"),
  city: text("city").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  phone: text("phone"),
  email: text("email"),
  website: text("website"),
  openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull().default([]),
  openingHoursNote: text("opening_hours_note"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type SocialMapEntryRow = typeof socialMapEntries.$inferSelect;
