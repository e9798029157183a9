/**
 * Vacancies: the one shared definition of their statuses, constants, wire types and search
 * parameters. Wire names are snake_case; the browser maps its camelCase form values onto them.
 * The yup schemas are in vacancy-schemas.ts, so that the public vacancy bank, which needs these
 * constants but no form, does not load yup.
 */

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

/**
 * The categories' names as the vacancy bank shows them (the same as features/vacancies/locales, which a
 * unit test keeps equal): the search finds a vacancy by the names of its categories in both languages.
 */
export const VACANCY_CATEGORY_NAMES: Record<"nl" | "en", Record<VacancyCategory, string>> = {
  nl: {
    zorg: "Zorg",
    sport: "Sport",
    onderwijs: "Onderwijs",
    natuur_en_milieu: "Natuur en milieu",
    cultuur: "Cultuur",
    welzijn: "Welzijn",
    buurt: "Buurt",
    dieren: "Dieren",
    evenementen: "Evenementen",
    taal_en_integratie: "Taal en integratie",
    administratie: "Administratie",
    vervoer: "Vervoer",
  },
  en: {
    zorg: "Care",
    sport: "Sports",
    onderwijs: "Education",
    natuur_en_milieu: "Nature and environment",
    cultuur: "Culture",
    welzijn: "Well-being",
    buurt: "Neighbourhood",
    dieren: "Animals",
    evenementen: "Events",
    taal_en_integratie: "Language and integration",
    administratie: "Administration",
    vervoer: "Transport",
  },
};

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

/** A Dutch postcode as it is written: "3511ab", " 3511 Ab " -> "3511 AB"; null for anything else. */
export function formatPostcode(value: string): string | null {
  const m = /^\s*([1-9][0-9]{3})\s?([a-zA-Z]{2})\s*$/.exec(value);
  return m ? `${m[1]} ${m[2]!.toUpperCase()}` : null;
}
/** Days before end_date that count as "ending soon" on the dashboard. */
export const VACANCY_ENDING_SOON_DAYS = 14;

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

/**
 * `meta.suggestions` of a search with words that found nothing: searches to try instead ("Bedoelde
 * je ...?": the words replaced by the nearest words of the center's own vacancies) and the
 * categories that do have vacancies here, most first.
 */
export interface VacancySearchSuggestions {
  queries: string[];
  categories: { category: VacancyCategory; count: number }[];
}
export const VACANCY_SUGGESTIONS_MAX = 3;

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
  /** The organization's logo (its profile's logo_url): the card's picture when the vacancy has no image of its own. */
  organization_logo_url: string | null;
  shared_with_centers: string[];
  published_at: string | null;
  /** Only for staff who manage the vacancy; null otherwise. */
  applications_count: number | null;
  /** True when the vacancy belongs to another center and is shown here by centre sharing (read only). */
  shared: boolean;
  /** The sharing center's name when `shared`; null otherwise. */
  shared_by: string | null;
  /** Search results only: distance in km from `near`, and the rank. */
  distance_km?: number | null;
  created_at: string;
  updated_at: string;
}

export interface UploadAttributes {
  /** The full-size image (metadata stripped, EXIF orientation applied); what `image_url` holds. */
  url: string;
  content_type: string;
  byte_size: number;
  filename: string;
  /** Pixel size of the full-size image, upright. */
  width: number;
  height: number;
  /** Smaller WebP copies for `srcset`, narrowest first; never wider than the image itself. */
  variants: UploadVariant[];
  created_at: string;
}
export interface UploadVariant {
  url: string;
  /** The real pixel width (at most the variant's nominal width: images are never enlarged). */
  width: number;
  height: number;
  content_type: "image/webp";
  byte_size: number;
}
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** Images with more pixels than this (width x height) are refused with a 422. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Nominal widths of the WebP variants of every uploaded image (`/uploads/<key>.w<width>.webp`). */
export const UPLOAD_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type UploadVariantWidth = (typeof UPLOAD_VARIANT_WIDTHS)[number];

const UPLOAD_URL_RE = /^((?:https?:\/\/[^/]+)?\/uploads\/[0-9a-f]{32})\.(?:png|jpg|webp)$/;

/**
 * An image a form may save (a vacancy's image_url, an organization's logo_url): one of our own
 * uploads as the upload API names it (`/uploads/<key>.png|jpg|webp`) or an https address.
 */
export const IMAGE_URL_PATTERN = /^(\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)|https:\/\/[^\s"'<>]+)$/;

/**
 * The URL of one WebP variant of an uploaded image (`url` as in `image_url` or `UploadAttributes.url`);
 * null for anything that is not one of our uploads (an external https image has no variants).
 * Every variant URL of an upload answers, old uploads included: a variant is never wider than the
 * image, so for a narrow image the wider ones are the image itself in WebP.
 */
export function uploadVariantUrl(url: string | null | undefined, width: UploadVariantWidth): string | null {
  const m = url ? UPLOAD_URL_RE.exec(url) : null;
  return m ? `${m[1]}.w${width}.webp` : null;
}

/**
 * A `srcset` for an uploaded image: "/uploads/<key>.w320.webp 320w, ... 1280w"; null when `url` is
 * not one of our uploads (then use `url` as `src` alone). Pair it with a `sizes` that says how wide
 * the image is shown, and keep `src={url}` as the fallback.
 */
export function uploadSrcSet(url: string | null | undefined): string | null {
  if (!url || !UPLOAD_URL_RE.test(url)) return null;
  return UPLOAD_VARIANT_WIDTHS.map((w) => `${uploadVariantUrl(url, w)} ${w}w`).join(", ");
}

/**
 * What a card of the vacancy bank shows, as JSON:API sparse fieldsets (`fields[vacancy]=...`): the
 * bank does not download the descriptions, contacts and the rest that only a vacancy's own page
 * shows (a third of the bytes with the demo data, less still with real descriptions).
 */
export const VACANCY_CARD_FIELDS = {
  vacancy: [
    "title",
    "summary",
    "categories",
    "image_url",
    "image_alt",
    "organization_logo_url",
    "remote",
    "city",
    "postcode",
    "hours_per_week",
    "schedule",
    "distance_km",
    "shared",
    "shared_by",
    "organization",
  ],
  organization: ["name"],
};
