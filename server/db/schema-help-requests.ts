/** Drizzle mirror of the one-on-one help requests' table (migration 0049). */
import { pgTable, text } from "drizzle-orm/pg-core";
import type { HelpKind, HelpRequestStatus } from "@contract/help-requests.ts";
import { createdAt, id, ref, ts, updatedAt } from "./columns.ts";

export const helpRequests = pgTable("help_requests", {
  id: id(),
  centerId: ref("center_id").notNull(),
  name: text("name").notNull(),
  email: text("email"),
  phone: text("phone"),
  kind: text("kind").$type<HelpKind>().notNull(),
  description: text("description").notNull(),
  area: text("area").notNull(),
  status: text("status").$type<HelpRequestStatus>().notNull().default("new"),
  note: text("note"),
  volunteerId: ref("volunteer_id"),
  matchedAt: ts("matched_at"),
  consentAt: ts("consent_at").notNull(),
  ip: text("ip"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type HelpRequestRow = typeof helpRequests.$inferSelect;
