/** Drizzle mirror of the forms and their responses (migrations/0050_forms.sql is the source of truth). */
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { FormAnswer, FormField } from "@contract/forms.ts";
import { createdAt, id, ref, updatedAt } from "./columns.ts";

export const forms = pgTable("forms", {
  id: id(),
  centerId: ref("center_id").notNull(),
  title: text("title").notNull(),
  introduction: text("introduction"),
  status: text("status").notNull().default("closed"),
  fields: jsonb("fields").$type<FormField[]>().notNull().default([]),
  token: text("token").notNull(),
  createdById: ref("created_by_id"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const formResponses = pgTable("form_responses", {
  id: id(),
  centerId: ref("center_id").notNull(),
  formId: ref("form_id").notNull(),
  userId: ref("user_id"),
  answers: jsonb("answers").$type<FormAnswer[]>().notNull().default([]),
  ip: text("ip"),
  createdAt: createdAt(),
});

export type FormRow = typeof forms.$inferSelect;
export type FormResponseRow = typeof formResponses.$inferSelect;
