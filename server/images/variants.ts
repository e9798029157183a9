/**
 * Uploaded images made fit for the web with sharp (libvips): the full-size image without its
 * metadata (EXIF with GPS, XMP, IPTC, comments) and upright, plus WebP variants of at most
 * UPLOAD_VARIANT_WIDTHS pixels wide for `srcset` (never enlarged). One image at a time on one
 * libvips thread, so that a burst of uploads on a 2-core machine neither starves the API nor
 * multiplies the memory a 12-megapixel photo needs.
 */
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { UPLOAD_MAX_PIXELS, UPLOAD_VARIANT_WIDTHS, type UploadVariantWidth } from "@contract/vacancies.ts";

sharp.concurrency(1);
// Every image is read once; libvips' operation cache would only hold on to memory.
sharp.cache(false);

export type ImageFormat = "png" | "jpg" | "webp";

/** Why an image was refused: it cannot be decoded, or it has more than UPLOAD_MAX_PIXELS pixels. */
export class ImageError extends Error {
  constructor(
    readonly reason: "unreadable" | "too_large",
    readonly pixels = 0,
  ) {
    super(reason);
  }
}

export interface ImageVariant {
  /** The nominal width (the name of the file); `width` is smaller for a narrower image. */
  nominal: UploadVariantWidth;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** The bytes to keep as the full-size image: the upload itself when it had nothing to strip or turn. */
  original: Buffer;
  /** Whether `original` was re-encoded (metadata stripped, orientation applied). */
  reencoded: boolean;
  /** Upright size. */
  width: number;
  height: number;
  /** One per UPLOAD_VARIANT_WIDTHS, narrowest first; equal `data` when the image is narrower. */
  variants: ImageVariant[];
}

/** WebP at 75: about a tenth of a phone JPEG's bytes at 640 px, without visible loss on a card. */
const WEBP = { quality: 75, effort: 4 } as const;
const REENCODE = {
  jpg: (s: Sharp) => s.jpeg({ quality: 90 }),
  png: (s: Sharp) => s.png(),
  webp: (s: Sharp) => s.webp({ quality: 90 }),
} as const;
/**
 * Warnings (a few stray bytes some cameras write) are tolerated; truncated or undecodable pixel
 * data is refused. Only the first frame of an animation is used.
 */
const INPUT: SharpOptions = { failOn: "error", limitInputPixels: UPLOAD_MAX_PIXELS, autoOrient: true };

let running = 0;
const waiting: (() => void)[] = [];

/** Run `task` when no other image is being processed (first come, first served). */
export async function imageQueue<T>(task: () => Promise<T>): Promise<T> {
  if (running > 0) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Images waiting for their turn (not counting the one being processed). */
export const imageQueueLength = () => waiting.length;

function hasPrivateMetadata(meta: Metadata): boolean {
  return Boolean(
    meta.exif ||
    meta.xmp ||
    meta.iptc ||
    meta.tifftagPhotoshop ||
    meta.comments?.length ||
    (meta.orientation && meta.orientation !== 1),
  );
}

/** Header only: the upright size, or ImageError; a decompression bomb is refused before any pixel is decoded. */
async function check(input: Buffer | string): Promise<{ meta: Metadata; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError("unreadable");
  }
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new ImageError("unreadable");
  if (width * height > UPLOAD_MAX_PIXELS) throw new ImageError("too_large", width * height);
  return { meta, width, height };
}

async function variantsOf(input: Buffer | string): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  for (const nominal of UPLOAD_VARIANT_WIDTHS) {
    const previous = variants.at(-1);
    if (previous && previous.width < previous.nominal) {
      // Narrower than the previous nominal width already: the same image again.
      variants.push({ ...previous, nominal });
      continue;
    }
    const { data, info } = await sharp(input, INPUT)
      .resize({ width: nominal, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    variants.push({ nominal, width: info.width, height: info.height, data });
  }
  return variants;
}

/** Pixel data that libvips cannot decode (or, despite the header check, too many pixels). */
function decodeError(err: unknown, pixels: number): ImageError {
  const message = err instanceof Error ? err.message : "";
  return /pixel limit/i.test(message) ? new ImageError("too_large", pixels) : new ImageError("unreadable");
}

/** Check and process one uploaded image (whose type was sniffed as `format`); ImageError when refused. */
export function processImage(input: Buffer, format: ImageFormat): Promise<ProcessedImage> {
  return imageQueue(async () => {
    const { meta, width, height } = await check(input);
    try {
      const reencoded = hasPrivateMetadata(meta);
      const original = reencoded ? await REENCODE[format](sharp(input, INPUT)).toBuffer() : input;
      return { original, reencoded, width, height, variants: await variantsOf(input) };
    } catch (err) {
      throw decodeError(err, width * height);
    }
  });
}

/**
 * The variants of an image stored before there were variants (read from `path` in its turn, so
 * that a queue of them holds no file in memory); ImageError when it cannot be processed.
 */
export function variantsOfFile(path: string): Promise<ImageVariant[]> {
  return imageQueue(async () => {
    const { width, height } = await check(path);
    try {
      return await variantsOf(path);
    } catch (err) {
      throw decodeError(err, width * height);
    }
  });
}
