/**
 * Uploads: POST /api/v1/uploads (multipart, one image, signed-in staff) checks the image (type by
 * its first bytes, decodable, at most UPLOAD_MAX_PIXELS), strips its metadata, turns it upright
 * and stores it under the uploads directory with a random key, next to its WebP variants:
 *
 *   <key>.<png|jpg|webp>      the full-size image (`url`, what a vacancy's `image_url` holds)
 *   <key>.w<width>.webp       one per UPLOAD_VARIANT_WIDTHS, never wider than the image
 *
 * GET /uploads/:file serves them with their content type, nosniff and a year of caching (a name
 * never changes content). An upload from before the variants gets them made on its first variant
 * request; one that cannot be processed is answered with its full-size image.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_VARIANT_WIDTHS,
  type UploadAttributes,
  type UploadVariant,
} from "@contract/vacancies.ts";
import { audit } from "../../audit.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { uploads } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { iso } from "../../http/jsonapi.ts";
import {
  ImageError,
  imageQueueLength,
  processImage,
  variantsOfFile,
  type ImageVariant,
  type ProcessedImage,
} from "../../images/variants.ts";
import { isStaff } from "../../policy.ts";
import { installUploadMessages } from "./messages.ts";

export interface UploadOptions {
  /** Where files are stored; default: `uploads` next to the mail directory (DATA_DIR), else a temp dir. */
  uploadsDir?: string | undefined;
  mail?: { dir?: string | undefined } | undefined;
}

export const UPLOADS_URL_PREFIX = "/uploads/";
/** `<key>.<ext>` (the full-size image) or `<key>.w<width>.webp` (a variant). */
const FILE_RE = /^([0-9a-f]{32})(?:\.(png|jpg|webp)|\.w([0-9]{3,4})\.webp)$/;
const TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
const IMMUTABLE = "public, max-age=31536000, immutable";
/** A full-size image answered for a variant that could not be made (yet): ask again later. */
const STAND_IN = "public, max-age=300";
/** Old uploads whose variants are being made wait for them only when the queue is this short. */
const WAIT_WHEN_QUEUED = 2;

const variantName = (key: string, width: number) => `${key}.w${width}.webp`;

/** Write via a temporary name, so that a reader never sees half a file. */
async function writeAtomically(path: string, data: Buffer) {
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
function variantAttributes(key: string, variants: readonly ImageVariant[]): UploadVariant[] {
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

function imageRefused(err: ImageError): ApiError {
  if (err.reason === "too_large")
    return new ApiError(422, {
      code: "validation_failed",
      field: "image_too_large",
      pointer: "/file",
      params: { megapixels: Math.round(err.pixels / 1e5) / 10, max: UPLOAD_MAX_PIXELS / 1e6 },
    });
  return new ApiError(422, { code: "validation_failed", field: "image_unreadable", pointer: "/file" });
}

function sendImage(reply: FastifyReply, data: Buffer, type: string, cache: string) {
  return reply
    .header("content-type", type)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", cache)
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cross-origin-resource-policy", "cross-origin")
    .send(data);
}

async function readIfThere(path: string): Promise<Buffer | null> {
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
function cleanFilename(name: string | undefined, ext: string): string {
  const base = (name ?? "")
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f<>"]/g, "")
    .trim()
    .slice(-200);
  return base || `upload.${ext}`;
}

export function registerUploadRoutes(app: FastifyInstance, options: UploadOptions = {}) {
  installUploadMessages();
  const dir = uploadsDirectory(options);
  mkdirSync(dir, { recursive: true });
  const maxMb = Math.round(UPLOAD_MAX_BYTES / 1024 / 1024);

  // Multipart only in this scope: every other route keeps refusing it (415).
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });

    scope.post(
      API_PATHS.uploads,
      { config: { auth: "required" }, bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024 },
      async (req, reply) => {
        const actor = requireActor(req);
        if (!isStaff(actor)) throw new ApiError(403, { code: "forbidden" });
        if (!req.isMultipart()) throw new ApiError(415, { code: "multipart_expected" });
        let file;
        try {
          file = await req.file();
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
            throw new ApiError(413, { code: "file_too_large", params: { max: maxMb } });
          throw new ApiError(400, { code: "multipart_expected" });
        }
        if (!file) throw new ApiError(422, { code: "validation_failed", field: "file_missing", pointer: "/file" });
        let buf: Buffer;
        try {
          buf = await file.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
            throw new ApiError(413, { code: "file_too_large", params: { max: maxMb } });
          throw new ApiError(400, { code: "multipart_expected" });
        }
        if (file.file.truncated || buf.length > UPLOAD_MAX_BYTES)
          throw new ApiError(413, { code: "file_too_large", params: { max: maxMb } });
        if (!buf.length)
          throw new ApiError(422, { code: "validation_failed", field: "file_missing", pointer: "/file" });
        const ext = sniffImage(buf);
        if (!ext) throw new ApiError(422, { code: "validation_failed", field: "file_type", pointer: "/file" });
        let image;
        try {
          image = await processImage(buf, ext);
        } catch (err) {
          if (err instanceof ImageError) throw imageRefused(err);
          throw err;
        }
        const name = randomBytes(16).toString("hex");
        const key = `${name}.${ext}`;
        const filename = cleanFilename(file.filename, ext);
        await storeImage(dir, name, ext, image);
        const row = await inTenant(req, async (tx) => {
          const [created] = await tx
            .insert(uploads)
            .values({
              centerId: req.center.id,
              userId: actor.user.id,
              filename,
              contentType: TYPES[ext],
              byteSize: image.original.length,
              storageKey: key,
            })
            .returning();
          await audit(
            tx,
            req,
            "upload_created",
            { type: "upload", id: created!.id },
            { byte_size: image.original.length, width: image.width, height: image.height, reencoded: image.reencoded },
          );
          return created!;
        });
        const attributes: UploadAttributes = {
          url: `${UPLOADS_URL_PREFIX}${key}`,
          content_type: row.contentType,
          byte_size: row.byteSize,
          filename: row.filename,
          width: image.width,
          height: image.height,
          variants: variantAttributes(name, image.variants),
          created_at: iso(row.createdAt)!,
        };
        return jsonApi(reply, 201).send({
          data: { type: "upload", id: String(row.id), attributes, links: { self: attributes.url } },
        });
      },
    );
  });

  /** Variants being made for old uploads, by key; keys whose image cannot be processed. */
  const making = new Map<string, Promise<ImageVariant[] | null>>();
  const unprocessable = new Set<string>();

  /** Make and store the variants of an upload from before them; null when it cannot be done. */
  function makeVariants(name: string, original: string, log: FastifyBaseLogger): Promise<ImageVariant[] | null> {
    let made = making.get(name);
    if (!made) {
      made = (async () => {
        try {
          const variants = await variantsOfFile(join(dir, original));
          for (const v of variants) await writeAtomically(join(dir, variantName(name, v.nominal)), v.data);
          return variants;
        } catch (err) {
          if (err instanceof ImageError) {
            if (unprocessable.size >= 10_000) unprocessable.clear();
            unprocessable.add(name);
            log.warn({ upload: original, reason: err.reason }, "upload without variants cannot be processed");
          } else log.error({ err, upload: original }, "making the variants of an upload failed");
          return null;
        } finally {
          making.delete(name);
        }
      })();
      making.set(name, made);
    }
    return made;
  }

  // Public files (vacancy images), the same on every host: the random key is the only name.
  app.get(`${UPLOADS_URL_PREFIX}:key`, { config: { tenant: false } }, async (req, reply) => {
    const match = FILE_RE.exec((req.params as { key: string }).key);
    if (!match) throw new ApiError(404, { code: "not_found" });
    const [file, name, ext, width] = match as unknown as [string, string, keyof typeof TYPES | undefined, string?];
    if (ext) {
      const buf = await readIfThere(join(dir, file));
      if (!buf) throw new ApiError(404, { code: "not_found" });
      return sendImage(reply, buf, TYPES[ext], IMMUTABLE);
    }
    const nominal = Number(width);
    if (!(UPLOAD_VARIANT_WIDTHS as readonly number[]).includes(nominal)) throw new ApiError(404, { code: "not_found" });
    const variant = await readIfThere(join(dir, file));
    if (variant) return sendImage(reply, variant, "image/webp", IMMUTABLE);
    // No variant: an upload from before variants (or not ours at all).
    let original: { ext: keyof typeof TYPES; buf: Buffer } | null = null;
    for (const e of Object.keys(TYPES) as (keyof typeof TYPES)[]) {
      const buf = await readIfThere(join(dir, `${name}.${e}`));
      if (buf) {
        original = { ext: e, buf };
        break;
      }
    }
    if (!original) throw new ApiError(404, { code: "not_found" });
    if (!unprocessable.has(name)) {
      const made = makeVariants(name, `${name}.${original.ext}`, req.log);
      if (imageQueueLength() <= WAIT_WHEN_QUEUED) {
        const data = (await made)?.find((v) => v.nominal === nominal)?.data;
        if (data) return sendImage(reply, data, "image/webp", IMMUTABLE);
      }
    }
    return sendImage(reply, original.buf, TYPES[original.ext], STAND_IN);
  });
}
