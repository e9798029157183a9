/**
 * News items of a center (issue 16, PRODUCT.md section 4): the public list `/nieuws`, one item at
 * `/nieuws/:slug`, an Atom feed per center, and the staff's management at `/content/news`.
 */
import * as yup from "yup";
import { IMAGE_URL_PATTERN } from "./vacancies.ts";
import { SLUG_PATTERN, slugify } from "./slug.ts";
import { textObject } from "./text-rules.ts";

export const NEWS_STATUSES = ["draft", "published"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_TITLE_MAX = 150;
export const NEWS_SUMMARY_MAX = 400;
export const NEWS_BODY_MAX = 20_000;
export const NEWS_SLUG_MAX = 80;
export { NEWS_PAGE_SIZE } from "./news-paging.ts";
/** Items in the Atom feed. */
export const NEWS_FEED_SIZE = 20;

/** The wire attributes of a `news_item` resource. */
export interface NewsItemAttributes {
  slug: string;
  title: string;
  summary: string | null;
  /** Sanitized rich text: p, br, strong, em, ul, ol, li, a[href], h2, h3. */
  body: string | null;
  image_url: string | null;
  image_alt: string | null;
  author_name: string | null;
  status: NewsStatus;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** POST /api/v1/news_items and PATCH /api/v1/news_items/{id}: data.attributes. */
export const newsItemSchema = textObject({
  title: yup.string().trim().min(3).max(NEWS_TITLE_MAX).required(),
  slug: yup
    .string()
    .trim()
    .lowercase()
    .max(NEWS_SLUG_MAX)
    .matches(SLUG_PATTERN, { excludeEmptyString: true, name: "slug" })
    .nullable()
    .optional(),
  summary: yup.string().trim().max(NEWS_SUMMARY_MAX).nullable().optional(),
  /** Rich text (HTML); the server sanitizes it as a vacancy description. */
  body: yup
    .string()
    .max(NEWS_BODY_MAX * 2)
    .nullable()
    .optional(),
  image_url: yup
    .string()
    .trim()
    .max(500)
    .matches(IMAGE_URL_PATTERN, { excludeEmptyString: true, name: "image_url" })
    .nullable()
    .optional(),
  image_alt: yup.string().trim().max(200).nullable().optional(),
  author_name: yup.string().trim().max(120).nullable().optional(),
  status: yup.string().oneOf(NEWS_STATUSES).optional(),
});
export type NewsItemInput = yup.InferType<typeof newsItemSchema>;

/** A news item's slug made of its title ("nieuws" when nothing is left). */
export const newsSlug = (title: string): string => slugify(title) || "nieuws";
