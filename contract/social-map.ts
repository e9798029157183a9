/**
 * The social map (sociale kaart, PRODUCT.md section 4): public listings of organizations and
 * services in the center's region (`/sociale-kaart`, `/sociale-kaart/:id`), managed by center staff
 * at `/content/sociale-kaart`. Addresses are not geocoded (no geocoder offline): staff enter the
 * coordinates.
 */
import * as yup from "yup";
import { textObject } from "./text-rules.ts";

export const SOCIAL_MAP_CATEGORIES = [
  "community_center",
  "food_bank",
  "library",
  "neighbourhood_team",
  "caregiver_support",
  "sports_club",
  "repair_cafe",
  "language_cafe",
  "health_welfare",
  "other",
] as const;
export type SocialMapCategory = (typeof SOCIAL_MAP_CATEGORIES)[number];

export const OPENING_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type OpeningDay = (typeof OPENING_DAYS)[number];

export interface OpeningPeriod {
  day: OpeningDay;
  /** "HH:MM", 24 hours. */
  opens: string;
  /** "HH:MM", later than `opens`. */
  closes: string;
}
export type OpeningHours = OpeningPeriod[];

export const SOCIAL_MAP_NAME_MAX = 120;
export const SOCIAL_MAP_DESCRIPTION_MAX = 2000;
/** Periods per entry (three a day at most). */
export const OPENING_PERIODS_MAX = 21;
/** The list page asks for this many at once (the map shows them all). */
export const SOCIAL_MAP_PAGE_SIZE = 200;
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;
export const OPENING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The wire attributes of a `social_map_entry` resource. */
export interface SocialMapEntryAttributes {
  name: string;
  description: string | null;
  category: SocialMapCategory;
  street: string | null;
  house_number: string | null;
  postcode: string | null;
  city: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  email: string | null;
  website: string | null;
  opening_hours: OpeningHours;
  opening_hours_note: string | null;
  created_at: string;
  updated_at: string;
}

const line = (max: number) => yup.string().trim().max(max).nullable().optional();

/** POST /api/v1/social_map_entries and PATCH .../{id}: data.attributes. Coordinate ranges are checked by the server (out_of_range). */
export const socialMapEntrySchema = textObject({
  name: yup.string().trim().min(2).max(SOCIAL_MAP_NAME_MAX).required(),
  description: line(SOCIAL_MAP_DESCRIPTION_MAX),
  category: yup.string().oneOf(SOCIAL_MAP_CATEGORIES).required(),
  street: line(120),
  house_number: line(20),
  postcode: yup
    .string()
    .trim()
    .uppercase()
    .max(7)
    .matches(/^\d{4} ?[A-Z]{2}$/, { excludeEmptyString: true, name: "postcode" })
    .nullable()
    .optional(),
  city: yup.string().trim().min(2).max(80).required(),
  latitude: yup.number().required(),
  longitude: yup.number().required(),
  phone: line(30),
  email: yup.string().trim().lowercase().max(254).email().nullable().optional(),
  website: yup
    .string()
    .trim()
    .max(500)
    .matches(/^https?:\/\/[^\s"'<>]+$/, { excludeEmptyString: true, name: "url" })
    .nullable()
    .optional(),
  opening_hours: yup
    .array()
    .of(
      yup.object({
        day: yup.string().oneOf(OPENING_DAYS).required(),
        opens: yup.string().matches(OPENING_TIME_PATTERN, { name: "time" }).required(),
        closes: yup.string().matches(OPENING_TIME_PATTERN, { name: "time" }).required(),
      }),
    )
    .max(OPENING_PERIODS_MAX)
    .optional(),
  opening_hours_note: line(200),
});
export type SocialMapEntryInput = yup.InferType<typeof socialMapEntrySchema>;

/** Where the coordinates are outside their range: the attribute names with their range. */
export function coordinateProblems(v: {
  latitude?: number | null;
  longitude?: number | null;
}): { field: "latitude" | "longitude"; min: number; max: number }[] {
  const out: { field: "latitude" | "longitude"; min: number; max: number }[] = [];
  const outside = (n: number | null | undefined, r: { min: number; max: number }) =>
    typeof n === "number" && (!Number.isFinite(n) || n < r.min || n > r.max);
  if (outside(v.latitude, LATITUDE_RANGE)) out.push({ field: "latitude", ...LATITUDE_RANGE });
  if (outside(v.longitude, LONGITUDE_RANGE)) out.push({ field: "longitude", ...LONGITUDE_RANGE });
  return out;
}

/** Indexes of the periods whose closing time is not after their opening time. */
export const badPeriods = (hours: readonly { opens: string; closes: string }[]): number[] =>
  hours.flatMap((p, i) => (p.closes <= p.opens ? [i] : []));
