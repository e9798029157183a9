/** Drizzle mirror of the saved searches' table (migration 0037). */
import { boolean, date, doublePrecision, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ref, updatedAt } from "./columns.ts";

export const savedSearches = pgTable("saved_searches", {
  id: id(),
  centerId: ref("center_id").notNull(),
  userId: ref("user_id").notNull(),
  name: text("name").notNull(),
  q: text("q"),
  words: text("words").array().notNull().default([]),
  categories: text("categories").array().notNull().default([]),
  near: text("near"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  distance: integer("distance"),
  remote: boolean("remote").notNull().default(false),
  hoursMax: integer("hours_max"),
  schedule: text("schedule"),
  notifiedOn: date("notified_on", { mode: "string" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type SavedSearchRow = typeof savedSearches.$inferSelect;
