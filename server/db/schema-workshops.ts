/** Drizzle mirror of the workshops (migrations/0054_workshops.sql is the source of truth). */
import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ref, ts, updatedAt } from "./columns.ts";

export const workshops = pgTable("workshops", {
  id: id(),
  centerId: ref("center_id").notNull(),
  title: text("title").notNull(),
  description: text("description"),
  status: text("status").notNull().default("draft"),
  createdBy: ref("created_by"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const workshopSessions = pgTable("workshop_sessions", {
  id: id(),
  centerId: ref("center_id").notNull(),
  workshopId: ref("workshop_id").notNull(),
  startsAt: ts("starts_at").notNull(),
  endsAt: ts("ends_at").notNull(),
  location: text("location"),
  online: boolean("online").notNull().default(false),
  capacity: integer("capacity").notNull(),
  cancelledAt: ts("cancelled_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const workshopRegistrations = pgTable("workshop_registrations", {
  id: id(),
  centerId: ref("center_id").notNull(),
  sessionId: ref("session_id").notNull(),
  userId: ref("user_id").notNull(),
  status: text("status").notNull(),
  createdAt: createdAt(),
  promotedAt: ts("promoted_at"),
});

export type WorkshopRow = typeof workshops.$inferSelect;
export type WorkshopSessionRow = typeof workshopSessions.$inferSelect;
