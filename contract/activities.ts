/**
 * The activity calendar (activiteitenkalender, PRODUCT.md section 4): a center's activities with a
 * title, description, start and end, location, an optional member organization, a category, and a
 * registration link or a capacity. Public views: the month grid `/activiteitenkalender` and the list
 * `/activiteitenkalender/overzicht`; center staff manage them at `/activiteitenkalender/beheer`.
 * (Not contract/activity.ts: that is the toolbar's recent-activity panel.)
 */
import * as yup from "yup";
import { isoMoment, textObject } from "./text-rules.ts";

export const ACTIVITY_STATUSES = ["draft", "published"] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const ACTIVITY_CATEGORIES = ["information", "training", "meetup", "event", "other"] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];
export const ACTIVITY_TITLE_MAX = 150;
export const ACTIVITY_DESCRIPTION_MAX = 5_000;
export const ACTIVITY_LOCATION_MAX = 200;
export const ACTIVITY_CAPACITY_MAX = 10_000;
/** Items per page of the public list (overzicht). */
export const ACTIVITIES_PAGE_SIZE = 20;
/** The sort keys of GET /api/v1/activities. */
export const ACTIVITY_SORTS = ["starts_at", "title", "created_at"] as const;

/** The wire attributes of an `activity` resource. */
export interface ActivityAttributes {
  title: string;
  description: string | null;
  starts_at: string;
  ends_at: string;
  location: string | null;
  category: ActivityCategory;
  organization_id: string | null;
  organization_name: string | null;
  registration_url: string | null;
  capacity: number | null;
  /** Volunteers registered (counts against the capacity). */
  registrations_count: number;
  /** Whether the signed-in viewer is registered (false for a visitor). */
  registered: boolean;
  status: ActivityStatus;
  created_at: string;
  updated_at: string;
}

const https = /^https?:\/\/[^\s"'<>]+$/;

/** POST /api/v1/activities and PATCH /api/v1/activities/{id}: data.attributes. */
export const activitySchema = textObject({
  title: yup.string().trim().min(3).max(ACTIVITY_TITLE_MAX).required(),
  description: yup.string().trim().max(ACTIVITY_DESCRIPTION_MAX).nullable().optional(),
  starts_at: isoMoment().required(),
  ends_at: isoMoment().required(),
  location: yup.string().trim().max(ACTIVITY_LOCATION_MAX).nullable().optional(),
  category: yup.string().oneOf(ACTIVITY_CATEGORIES).required(),
  organization_id: yup
    .string()
    .matches(/^\d{1,15}$/, { excludeEmptyString: true })
    .nullable()
    .optional(),
  registration_url: yup
    .string()
    .trim()
    .max(500)
    .matches(https, { excludeEmptyString: true, name: "url" })
    .nullable()
    .optional(),
  /** Places; the message of a wrong number is "is niet geldig" (yup's min/max would speak of characters). */
  capacity: yup
    .number()
    .integer()
    .test("capacity", (v) => v === null || v === undefined || (v >= 1 && v <= ACTIVITY_CAPACITY_MAX))
    .nullable()
    .optional(),
  status: yup.string().oneOf(ACTIVITY_STATUSES).optional(),
});
export type ActivityInput = yup.InferType<typeof activitySchema>;
