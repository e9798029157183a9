/** Drizzle mirror of the vacancies tables (migrations/*.sql are the source of truth). */
import { bigint, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const id = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: "number" });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();
const updatedAt = () => ts("updated_at").notNull().defaultNow();

export const vacancies = pgTable("vacancies", {
  id: id(),
  centerId: ref("center_id").notNull(),
  organizationId: ref("organization_id").notNull(),
  title: text("title").notNull(),
  status: text("status").notNull(),
  publishedAt: ts("published_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
