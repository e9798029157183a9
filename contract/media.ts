/**
 * The center's media (issue 16; PRODUCT.md section 4 "stock image", "upload"): its image library
 * (stock images with alt text, tags and, for the photos shipped with the product, their credit)
 * and its files (images and PDFs staff upload to link to). The forms and the server validate with
 * the same schemas.
 */
import * as yup from "yup";
import { UPLOAD_CONTENT_TYPES } from "./vacancies.ts";
import { textObject } from "./text-rules.ts";

/** What /content/file-upload accepts: the image types of vacancy images, and PDF. */
export const MEDIA_FILE_CONTENT_TYPES = [...UPLOAD_CONTENT_TYPES, "application/pdf"] as const;
export type MediaFileContentType = (typeof MEDIA_FILE_CONTENT_TYPES)[number];
/** A file of /content/file-upload is at most this large (a PDF flyer or annual report fits). */
export const MEDIA_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const STOCK_ALT_MAX = 250;
export const STOCK_TAG_MAX = 40;
export const STOCK_TAGS_MAX = 12;
export const STOCK_QUERY_MAX = 100;

/** A tag: trimmed, lower case, at most STOCK_TAG_MAX characters. */
export const normalizeTag = (tag: string) => tag.trim().toLowerCase().replace(/\s+/g, " ");

/** Tags as typed in one field, separated by commas: normalized, without blanks and doubles. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(",").map(normalizeTag).filter(Boolean))];
}

const tags = () =>
  yup.array().of(yup.string().trim().lowercase().min(1).max(STOCK_TAG_MAX).required()).max(STOCK_TAGS_MAX);

/** A stock image as created (from one of the center's uploads) or changed (alt text, tags). */
export const stockImageSchema = textObject({
  upload_id: yup.string().matches(/^\d{1,15}$/),
  alt: yup.string().trim().min(1).max(STOCK_ALT_MAX),
  tags: tags(),
});
export const STOCK_IMAGE_ATTRIBUTES = Object.keys(stockImageSchema.fields);

/** Who made a shipped photo and under which licence (shown wherever the library shows it). */
export interface StockImageCredit {
  author: string;
  license: string;
  license_url: string;
  source: string;
}

export interface StockImageAttributes {
  /** The full-size image (`/uploads/<key>.jpg`); its WebP variants follow uploadVariantUrl. */
  url: string;
  alt: string;
  tags: string[];
  width: number | null;
  height: number | null;
  /** Set for the photos shipped with the product; null for the center's own. */
  credit: StockImageCredit | null;
  shipped: boolean;
  created_at: string;
  updated_at: string;
}

export interface MediaFileAttributes {
  /** Where the file is served (`/uploads/<key>.<png|jpg|webp|pdf>`): the link staff copy. */
  url: string;
  filename: string;
  content_type: MediaFileContentType;
  byte_size: number;
  /** Images only. */
  width: number | null;
  height: number | null;
  /** An image's WebP variants for `srcset` (never wider than the image); none for a PDF. */
  variants: { url: string; width: number; height: number }[];
  created_at: string;
}

/** "1,2 MB", "340 kB": a file size for people (Dutch or English decimal separator). */
export function formatBytes(bytes: number, locale: string): string {
  const fmt = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${fmt(bytes / 1024 / 1024)} MB`;
  if (bytes >= 1024) return `${fmt(Math.round(bytes / 1024))} kB`;
  return `${bytes} B`;
}
