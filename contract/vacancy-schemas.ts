/**
 * yup schemas of the vacancy payloads, shared by the vacancy form and the server. Constants and
 * wire types are in vacancies.ts (no yup there).
 */
import * as yup from "yup";
import { textObject } from "./text-rules.ts";
import {
  POSTCODE_PATTERN,
  VACANCY_CATEGORIES,
  VACANCY_DESCRIPTION_MAX,
  VACANCY_LIST_MAX,
  VACANCY_SCHEDULES,
  VACANCY_STATUSES,
  VACANCY_SUMMARY_MAX,
  VACANCY_TITLE_MAX,
} from "./vacancies.ts";

/** Location of a vacancy (also the `address` resource it includes). */
export const vacancyAddressSchema = textObject({
  street: yup.string().trim().max(120).nullable().optional(),
  house_number: yup.string().trim().max(20).nullable().optional(),
  postcode: yup
    .string()
    .trim()
    .matches(POSTCODE_PATTERN, { excludeEmptyString: true, name: "postcode" })
    .nullable()
    .optional(),
  city: yup.string().trim().max(100).nullable().optional(),
});

const isoDate = () =>
  yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, { excludeEmptyString: true, name: "date" })
    .nullable()
    .optional();

/**
 * POST /api/v1/vacancies and PATCH /api/v1/vacancies/{id}: data.attributes. Create requires
 * title and organization (relationship or `organization_id`); update accepts any subset.
 * A published vacancy must have a description, and a location or remote = true
 * (server rule `publishable`, same messages).
 */
export const vacancySchema = textObject({
  title: yup.string().trim().min(3).max(VACANCY_TITLE_MAX).required(),
  summary: yup.string().trim().max(VACANCY_SUMMARY_MAX).nullable().optional(),
  /** Rich text (HTML); the server sanitizes it to p, br, strong, em, ul, ol, li, a[href], h2, h3. */
  description: yup
    .string()
    .max(VACANCY_DESCRIPTION_MAX * 2)
    .nullable()
    .optional(),
  status: yup.string().oneOf(VACANCY_STATUSES).optional(),
  categories: yup.array(yup.string().oneOf(VACANCY_CATEGORIES).defined()).max(VACANCY_LIST_MAX).optional(),
  skills: yup.array(yup.string().trim().max(60).defined()).max(VACANCY_LIST_MAX).optional(),
  target_groups: yup.array(yup.string().trim().max(60).defined()).max(VACANCY_LIST_MAX).optional(),
  remote: yup.boolean().optional(),
  address: vacancyAddressSchema.nullable().optional(),
  hours_per_week: yup.number().integer().min(1).max(40).nullable().optional(),
  schedule: yup.string().oneOf(VACANCY_SCHEDULES).nullable().optional(),
  start_date: isoDate(),
  end_date: isoDate().test("after-start", "end_date must be on or after start_date", function (value) {
    const start = this.parent.start_date as string | null | undefined;
    return !value || !start || value >= start;
  }),
  positions: yup.number().integer().min(1).max(999).nullable().optional(),
  minimum_age: yup.number().integer().min(0).max(99).nullable().optional(),
  vog_required: yup.boolean().optional(),
  contact_name: yup.string().trim().max(100).nullable().optional(),
  contact_email: yup.string().trim().lowercase().max(254).email().nullable().optional(),
  contact_phone: yup.string().trim().max(30).nullable().optional(),
  /** An URL returned by POST /api/v1/uploads (or any https URL). */
  image_url: yup.string().trim().max(500).nullable().optional(),
  image_alt: yup.string().trim().max(200).nullable().optional(),
  /** Center ids this vacancy is shared with (centre sharing; only where the flag is on). */
  shared_with_centers: yup
    .array(
      yup
        .string()
        .matches(/^\d{1,12}$/)
        .defined(),
    )
    .max(50)
    .optional(),
  organization_id: yup
    .string()
    .matches(/^\d{1,12}$/)
    .optional(),
});
export type VacancyPayload = yup.InferType<typeof vacancySchema>;

/** POST /api/v1/vacancies/bulk_update: change status or categories of many at once, all or nothing. */
export const vacancyBulkUpdateSchema = textObject({
  ids: yup
    .array(
      yup
        .string()
        .matches(/^\d{1,12}$/)
        .defined(),
    )
    .min(1)
    .max(200)
    .required(),
  status: yup.string().oneOf(VACANCY_STATUSES).optional(),
  /** Categories to add to every selected vacancy. */
  add_categories: yup.array(yup.string().oneOf(VACANCY_CATEGORIES).defined()).max(VACANCY_LIST_MAX).optional(),
  /** Categories to remove from every selected vacancy. */
  remove_categories: yup.array(yup.string().oneOf(VACANCY_CATEGORIES).defined()).max(VACANCY_LIST_MAX).optional(),
});
export type VacancyBulkUpdatePayload = yup.InferType<typeof vacancyBulkUpdateSchema>;
