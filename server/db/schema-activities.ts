/** Drizzle mirror of the activity calendar (migrations/0048_activities.sql is the source of truth). */
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ref, ts, updatedAt } from "./columns.ts";

export const activities = pgTable("activities", {
  id: id(),
  centerId: ref("center_id").notNull(),
  organizationId: ref("organization_id"),
  title: text("title").notNull(),
  description: text("description"),
  startsAt: ts("starts_at").notNull(),
  endsAt: ts("ends_at").notNull(),
  location: text("location"),
  category: text("category").notNull(),
  registrationUrl: text("registration_url"),
  capacity: integer("capacity"),
  status: text("status").notNull().default("draft"),
  createdBy: ref("created_by"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const activityRegistrations = pgTable("activity_registrations", {
  id: id(),
  centerId: ref("center_id").notNull(),
  activityId: ref("activity_id").notNull(),
  userId: ref("user_id").notNull(),
  createdAt: createdAt(),
});

export type ActivityRow = typeof activities.$inferSelect;
