/**
 * Stock image and file rows -> JSON:API `stock_image` and `media_file` resources (contract/media.ts).
 * Never sent: who uploaded (user id), the storage key beyond the URL, a shipped photo's hidden state.
 */
import type { MediaFileAttributes, MediaFileContentType, StockImageAttributes } from "@contract/media.ts";
import { API_PATHS } from "@contract/paths.ts";
import { UPLOAD_VARIANT_WIDTHS } from "@contract/vacancies.ts";
import type { StockImageRow } from "../../db/schema.ts";
import { iso, type Res } from "../../http/jsonapi.ts";
import type { UploadRow } from "./service.ts";

export function stockImageResource(s: StockImageRow): Res {
  const attributes: StockImageAttributes = {
    url: s.url,
    alt: s.alt,
    tags: s.tags,
    width: s.width,
    height: s.height,
    credit:
      s.shippedKey && s.creditAuthor
        ? {
            author: s.creditAuthor,
            license: s.creditLicense ?? "",
            license_url: s.creditLicenseUrl ?? "",
            source: s.creditSource ?? "",
          }
        : null,
    shipped: s.shippedKey !== null,
    created_at: iso(s.createdAt)!,
    updated_at: iso(s.updatedAt)!,
  };
  return {
    type: "stock_image",
    id: String(s.id),
    attributes: { ...attributes },
    links: { self: API_PATHS.stockImage(s.id) },
  };
}

/** The variants an image upload has (their pixel sizes estimated from the image's: never enlarged). */
function variantsOf(u: UploadRow): MediaFileAttributes["variants"] {
  if (!u.width || !u.height || u.contentType === "application/pdf") return [];
  const name = u.storageKey.replace(/\.[a-z]+$/, "");
  const out: MediaFileAttributes["variants"] = [];
  for (const nominal of UPLOAD_VARIANT_WIDTHS) {
    const width = Math.min(nominal, u.width);
    if (out.at(-1)?.width === width) continue;
    out.push({
      url: `/uploads/${name}.w${nominal}.webp`,
      width,
      height: Math.round((u.height * width) / u.width),
    });
  }
  return out;
}

export function mediaFileResource(u: UploadRow): Res {
  const attributes: MediaFileAttributes = {
    url: `/uploads/${u.storageKey}`,
    filename: u.filename,
    content_type: u.contentType as MediaFileContentType,
    byte_size: u.byteSize,
    width: u.width,
    height: u.height,
    variants: variantsOf(u),
    created_at: iso(u.createdAt)!,
  };
  return {
    type: "media_file",
    id: String(u.id),
    attributes: { ...attributes },
    links: { self: API_PATHS.mediaFile(u.id) },
  };
}
