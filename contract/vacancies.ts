/**
 * Vacancies: the one shared definition of their statuses, fields, rules and search parameters.
 * Wire names are snake_case; the browser maps its camelCase form values onto them.
 */
import * as yup from "yup";

export const VACANCY_STATUSES = ["draft", "published", "closed", "archived"] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/**
 * Allowed status transitions, enforced on the server (422 `invalid_transition` otherwise).
 * A draft is published (or archived unused); a published vacancy closes when filled or is
 * archived; a closed one can be reopened (published) or archived; an archived one can only
 * come back as a draft.
 */
export const VACANCY_STATUS_TRANSITIONS: Readonly<Record<VacancyStatus, readonly VacancyStatus[]>> = {
  draft: ["published", "archived"],
  published: ["closed", "archived", "draft"],
  closed: ["published", "archived"],
  archived: ["draft"],
};

export const VACANCY_CATEGORIES = [
  "zorg",
  "sport",
  "onderwijs",
  "natuur_en_milieu",
  "cultuur",
  "welzijn",
  "buurt",
  "dieren",
  "evenementen",
  "taal_en_integratie",
  "administratie",
  "vervoer",
] as const;
export type VacancyCategory = (typeof VACANCY_CATEGORIES)[number];

export const VACANCY_SCHEDULES = ["eenmalig", "regelmatig", "flexibel"] as const;
export type VacancySchedule = (typeof VACANCY_SCHEDULES)[number];

export const VACANCY_SORTS = ["relevance", "newest", "distance"] as const;
export type VacancySort = (typeof VACANCY_SORTS)[number];

/** Distance filter choices in km offered by the vacancy bank (any value 1..200 is accepted). */
export const VACANCY_DISTANCES_KM = [5, 10, 25, 50] as const;
/** Hours-per-week bands of the vacancy bank filter: `hours_max` upper bounds. */
export const VACANCY_HOURS_BANDS = [2, 4, 8, 16] as const;

export const VACANCY_TITLE_MAX = 120;
export const VACANCY_SUMMARY_MAX = 300;
/** Sanitized HTML, after sanitizing. */
export const VACANCY_DESCRIPTION_MAX = 20_000;
export const VACANCY_LIST_MAX = 20;
/** Dutch postcode: 4 digits (not starting with 0) and 2 letters, optional space. */
export const POSTCODE_PATTERN = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;
/** Days before end_date that count as "ending soon" on the dashboard. */
export const VACANCY_ENDING_SOON_DAYS = 14;

/** Location of a vacancy (also the `address` resource it includes). */
export const vacancyAddressSchema = yup.object({
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
export const vacancySchema = yup.object({
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
export const vacancyBulkUpdateSchema = yup.object({
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

/**
 * The public vacancy bank's query (GET /api/v1/vacancies/search, and the /vacancies/search URL
 * of the app, which uses the same names so a search can be shared):
 * q, category (repeatable), near (postcode or place), distance (km), remote (true), hours_max,
 * schedule, sort, page[number], page[size].
 */
export interface VacancySearchParams {
  q?: string;
  category?: VacancyCategory[];
  near?: string;
  distance?: number;
  remote?: boolean;
  hours_max?: number;
  schedule?: VacancySchedule;
  sort?: VacancySort;
  page?: number;
  page_size?: number;
}
export const VACANCY_SEARCH_PAGE_SIZE = 20;
export const VACANCY_SEARCH_Q_MAX = 100;

export interface VacancyAttributes {
  title: string;
  summary: string | null;
  /** Sanitized HTML. */
  description: string | null;
  status: VacancyStatus;
  categories: VacancyCategory[];
  skills: string[];
  target_groups: string[];
  remote: boolean;
  /** Denormalized location for lists (the full address is the `address` relationship). */
  postcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  hours_per_week: number | null;
  schedule: VacancySchedule | null;
  start_date: string | null;
  end_date: string | null;
  positions: number | null;
  minimum_age: number | null;
  vog_required: boolean;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  image_url: string | null;
  image_alt: string | null;
  shared_with_centers: string[];
  published_at: string | null;
  /** Only for staff who manage the vacancy; null otherwise. */
  applications_count: number | null;
  /** True when the vacancy belongs to another center and is shown here by centre sharing (read only). */
  shared: boolean;
  /** Search results only: distance in km from `near`, and the rank. */
  distance_km?: number | null;
  created_at: string;
  updated_at: string;
}

export interface UploadAttributes {
  url: string;
  content_type: string;
  byte_size: number;
  filename: string;
  created_at: string;
}
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
