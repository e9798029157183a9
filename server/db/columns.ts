/** The column shapes every table mirror uses (schema.ts, schema-vacancies.ts, schema-applications.ts). */
import { bigint, timestamp } from "drizzle-orm/pg-core";

export const id = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: "number" });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = () => ts("created_at").notNull().defaultNow();
export const updatedAt = () => ts("updated_at").notNull().defaultNow();
