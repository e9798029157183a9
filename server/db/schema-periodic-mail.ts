/** Drizzle mirror of the periodic vacancy mail's table (migration 0032). */
import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ref, ts } from "./columns.ts";

export const periodicMails = pgTable("periodic_mails", {
  id: id(),
  centerId: ref("center_id").notNull(),
  userId: ref("user_id").notNull(),
  frequency: text("frequency").notNull(),
  period: text("period").notNull(),
  vacancyIds: bigint("vacancy_ids", { mode: "number" }).array().notNull().default([]),
  unsubscribeTokenHash: text("unsubscribe_token_hash"),
  unsubscribedAt: ts("unsubscribed_at"),
  createdAt: createdAt(),
});
