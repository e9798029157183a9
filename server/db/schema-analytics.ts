/**
 * Drizzle mirror of the analytics roll-ups (migrations/0024_analytics_rollup.sql is the source of
 * truth): counts per center and organization per day ('d'), month ('m') and year ('y', migration 0040),
 * and the answer-time buckets of the median, the center's and (migrations/0029_analytics_org_answer_buckets.sql)
 * each organization's per month and year. Triggers keep them; the API only reads them.
 */
import { char, date, integer, pgTable, smallint } from "drizzle-orm/pg-core";
import { ref } from "./columns.ts";

export const analyticsRollup = pgTable("analytics_rollup", {
  centerId: ref("center_id").notNull(),
  /** 0 for the whole center. */
  organizationId: ref("organization_id").notNull(),
  grain: char("grain").notNull(),
  start: date("start").notNull(),
  received: integer("received").notNull(),
  statusNew: integer("status_new").notNull(),
  statusInProgress: integer("status_in_progress").notNull(),
  statusAccepted: integer("status_accepted").notNull(),
  statusRejected: integer("status_rejected").notNull(),
  statusWithdrawn: integer("status_withdrawn").notNull(),
  answered: integer("answered").notNull(),
  awaiting: integer("awaiting").notNull(),
  vacanciesPublished: integer("vacancies_published").notNull(),
  newVolunteers: integer("new_volunteers").notNull(),
});

export const analyticsAnswerBuckets = pgTable("analytics_answer_buckets", {
  centerId: ref("center_id").notNull(),
  grain: char("grain").notNull(),
  start: date("start").notNull(),
  bucket: smallint("bucket").notNull(),
  n: integer("n").notNull(),
});

/** Per organization and month or year: how many answered applications received then fall in each answer-time bucket. */
export const analyticsOrgAnswerBuckets = pgTable("analytics_org_answer_buckets", {
  centerId: ref("center_id").notNull(),
  organizationId: ref("organization_id").notNull(),
  /** 'm' or 'y' (migration 0040). */
  grain: char("grain").notNull(),
  start: date("start").notNull(),
  bucket: smallint("bucket").notNull(),
  n: integer("n").notNull(),
});
