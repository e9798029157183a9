/** Drizzle mirror of the volunteer pool (migrations/0053_volunteer_pool.sql is the source of truth). */
import { boolean, doublePrecision, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { PoolAvailability, PoolSkill } from "@contract/volunteer-pool.ts";
import { createdAt, id, ref, ts, updatedAt } from "./columns.ts";

export const poolProfiles = pgTable("pool_profiles", {
  userId: ref("user_id").primaryKey(),
  centerId: ref("center_id").notNull(),
  available: boolean("available").notNull().default(false),
  availableSince: ts("available_since"),
  skills: text("skills").array().$type<PoolSkill[]>().notNull().default([]),
  availability: text("availability").array().$type<PoolAvailability[]>().notNull().default([]),
  place: text("place"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  travelKm: integer("travel_km"),
  summary: text("summary"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type PoolProfileRow = typeof poolProfiles.$inferSelect;

export const poolInvitations = pgTable("pool_invitations", {
  id: id(),
  centerId: ref("center_id").notNull(),
  userId: ref("user_id").notNull(),
  vacancyId: ref("vacancy_id").notNull(),
  invitedBy: ref("invited_by"),
  message: text("message"),
  viewedAt: ts("viewed_at"),
  createdAt: createdAt(),
});
export type PoolInvitationRow = typeof poolInvitations.$inferSelect;
