/** Drizzle mirror of a center's notification template overrides (migration 0031 is the source of truth). */
import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ref, updatedAt } from "./columns.ts";

export const notificationTemplateOverrides = pgTable("notification_template_overrides", {
  id: id(),
  centerId: ref("center_id").notNull(),
  key: text("key").notNull(),
  locale: text("locale").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedBy: ref("updated_by"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type NotificationTemplateOverride = typeof notificationTemplateOverrides.$inferSelect;
