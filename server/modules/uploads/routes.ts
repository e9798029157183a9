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
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import { UPLOAD_MAX_BYTES, UPLOAD_VARIANT_WIDTHS, type UploadAttributes } from "@contract/vacancies.ts";
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
} from "../../images/variants.ts";
import { isStaff } from "../../policy.ts";
import { registerMediaRoutes } from "../media/routes.ts";
import {
  FILE_RE,
  MULTIPART_LIMITS,
  IMMUTABLE,
  STAND_IN,
  TYPES,
  UPLOADS_URL_PREFIX,
  WAIT_WHEN_QUEUED,
  cleanFilename,
  imageRefused,
  readIfThere,
  receiveFile,
  sendPdf,
  sendImage,
  sniffImage,
  storeImage,
  uploadsDirectory,
  variantAttributes,
  variantName,
  writeAtomically,
  type UploadOptions,
} from "./files.ts";
import { installUploadMessages } from "./messages.ts";

export { storeImage, UPLOADS_URL_PREFIX, sniffImage, uploadsDirectory, type UploadOptions };

export function registerUploadRoutes(app: FastifyInstance, options: UploadOptions = {}) {
  installUploadMessages();
  const dir = uploadsDirectory(options);
  mkdirSync(dir, { recursive: true });

  // Multipart only in this scope: every other route keeps refusing it (415).
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { ...MULTIPART_LIMITS, fileSize: UPLOAD_MAX_BYTES },
    });
    registerMediaRoutes(scope, dir);

    scope.post(
      API_PATHS.uploads,
      { config: { auth: "required" }, bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024 },
      async (req, reply) => {
        const actor = requireActor(req);
        if (!isStaff(actor)) throw new ApiError(403, { code: "forbidden" });
        const { buf, filename: sent } = await receiveFile(req, UPLOAD_MAX_BYTES);
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
        const filename = cleanFilename(sent, ext);
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
              width: image.width,
              height: image.height,
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
    const [file, name, ext, width] = match as unknown as [
      string,
      string,
      keyof typeof TYPES | "pdf" | undefined,
      string?,
    ];
    if (ext === "pdf") {
      const buf = await readIfThere(join(dir, file));
      if (!buf) throw new ApiError(404, { code: "not_found" });
      return sendPdf(reply, buf);
    }
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
