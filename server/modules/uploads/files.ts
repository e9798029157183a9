/**
 * The uploads' files: how they are received, checked, stored and described (used by the uploads
 * routes and the media module's files and image library).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { UPLOAD_MAX_PIXELS, type UploadVariant } from "@contract/vacancies.ts";
import { ApiError } from "../../http/errors.ts";
import type { ImageError, ImageVariant, ProcessedImage } from "../../images/variants.ts";

export interface UploadOptions {
  /** Where files are stored; default: `uploads` next to the mail directory (DATA_DIR), else a temp dir. */
  uploadsDir?: string | undefined;
  mail?: { dir?: string | undefined } | undefined;
}

/** One file and a few fields per request. */
export const MULTIPART_LIMITS = { files: 1, fields: 5, parts: 6, headerPairs: 100 } as const;

export const UPLOADS_URL_PREFIX = "/uploads/";
/** `<key>.<ext>` (the full-size image or a PDF) or `<key>.w<width>.webp` (a variant). */
export const FILE_RE = /^([0-9a-f]{32})(?:\.(png|jpg|webp|pdf)|\.w([0-9]{3,4})\.webp)$/;
export const TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export const PDF_TYPE = "application/pdf";
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** A full-size image answered for a variant that could not be made (yet): ask again later. */
export const STAND_IN = "public, max-age=300";
/** Old uploads whose variants are being made wait for them only when the queue is this short. */
export const WAIT_WHEN_QUEUED = 2;

export const variantName = (key: string, width: number) => `${key}.w${width}.webp`;

/** Write via a temporary name, so that a reader never sees half a file. */
export async function writeAtomically(path: string, data: Buffer) {
  const tmp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(tmp, data, { flag: "wx" });
  try {
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/**
 * Write a processed image under `dir` as upload `name`: its variants first, then the full-size image
 * (what `image_url` names), so that an image that is there has its variants. Never overwrites, unless
 * `replace` (the demo seed, whose names come from the content, finishing what an interrupted start left).
 */
export async function storeImage(
  dir: string,
  name: string,
  ext: keyof typeof TYPES,
  image: ProcessedImage,
  replace = false,
) {
  const flag = replace ? "w" : "wx";
  for (const v of image.variants) await writeFile(join(dir, variantName(name, v.nominal)), v.data, { flag });
  await writeFile(join(dir, `${name}.${ext}`), image.original, { flag });
}

/** The variants' attributes: one per distinct size (a narrow image has fewer than the widths). */
export function variantAttributes(key: string, variants: readonly ImageVariant[]): UploadVariant[] {
  return variants
    .filter((v, i) => i === 0 || v.width !== variants[i - 1]!.width)
    .map((v) => ({
      url: `${UPLOADS_URL_PREFIX}${variantName(key, v.nominal)}`,
      width: v.width,
      height: v.height,
      content_type: "image/webp",
      byte_size: v.data.length,
    }));
}

export function imageRefused(err: ImageError): ApiError {
  if (err.reason === "too_large")
    return new ApiError(422, {
      code: "validation_failed",
      field: "image_too_large",
      pointer: "/file",
      params: { megapixels: Math.round(err.pixels / 1e5) / 10, max: UPLOAD_MAX_PIXELS / 1e6 },
    });
  return new ApiError(422, { code: "validation_failed", field: "image_unreadable", pointer: "/file" });
}

export function sendImage(reply: FastifyReply, data: Buffer, type: string, cache: string) {
  return reply
    .header("content-type", type)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", cache)
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cross-origin-resource-policy", "cross-origin")
    .send(data);
}

/**
 * A PDF of /content/file-upload: shown by the browser's own viewer (a sandbox would block it), with
 * nothing of ours allowed to run and its original name offered when saved.
 */
export function sendPdf(reply: FastifyReply, data: Buffer) {
  return reply
    .header("content-type", PDF_TYPE)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", IMMUTABLE)
    .header("content-security-policy", "default-src 'none'; object-src 'none'; script-src 'none'")
    .header("cross-origin-resource-policy", "cross-origin")
    .send(data);
}

/** Whether `buf` is a PDF by its first bytes ("%PDF-", possibly after a few bytes of junk, as readers allow). */
export function isPdf(buf: Buffer): boolean {
  const start = buf.subarray(0, 1024).indexOf("%PDF-");
  return start >= 0 && start < 1024 && buf.subarray(-1024).includes("%%EOF");
}

export async function readIfThere(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

/** The image type by its first bytes (never by the name or the declared type). */
export function sniffImage(buf: Buffer): keyof typeof TYPES | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpg";
  if (buf.length >= 12 && buf.toString("latin1", 0, 4) === "RIFF" && buf.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  return null;
}

export function uploadsDirectory(options: UploadOptions): string {
  if (options.uploadsDir) return resolve(options.uploadsDir);
  const mailDir = options.mail?.dir;
  if (mailDir && basename(resolve(mailDir)) === "mail") return resolve(dirname(resolve(mailDir)), "uploads");
  return mkdtempSync(join(tmpdir(), "volunteerly-uploads-"));
}

/** A file name safe to show: no path, no control characters, at most 200 characters. */
export function cleanFilename(name: string | undefined, ext: string): string {
  const base = (name ?? "")
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f<>"]/g, "")
    .trim()
    .slice(-200);
  return base || `upload.${ext}`;
}

/**
 * The one file of a multipart request (at most `maxBytes`): its bytes and the name it was sent
 * with; a 413 when larger, a 415 when not multipart, a 422 when there is no file or it is empty.
 */
export async function receiveFile(req: FastifyRequest, maxBytes: number): Promise<{ buf: Buffer; filename?: string }> {
  const maxMb = Math.round(maxBytes / 1024 / 1024);
  const tooLarge = () => new ApiError(413, { code: "file_too_large", params: { max: maxMb } });
  if (!req.isMultipart()) throw new ApiError(415, { code: "multipart_expected" });
  let file;
  try {
    file = await req.file({ limits: { ...MULTIPART_LIMITS, fileSize: maxBytes } });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw tooLarge();
    throw new ApiError(400, { code: "multipart_expected" });
  }
  if (!file) throw new ApiError(422, { code: "validation_failed", field: "file_missing", pointer: "/file" });
  let buf: Buffer;
  try {
    buf = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw new ApiError(400, { code: "multipart_expected" });
  }
  if (file.file.truncated || buf.length > maxBytes) throw tooLarge();
  if (!buf.length) throw new ApiError(422, { code: "validation_failed", field: "file_missing", pointer: "/file" });
  return { buf, filename: file.filename };
}
