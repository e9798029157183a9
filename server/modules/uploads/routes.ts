/**
 * Uploads: POST /api/v1/uploads (multipart, one image, signed-in staff) stores the file under the
 * uploads directory with a random key; GET /uploads/:key serves it with its content type,
 * nosniff and a year of caching (the key never changes content).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import { UPLOAD_MAX_BYTES, type UploadAttributes } from "@contract/vacancies.ts";
import { audit } from "../../audit.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { uploads } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { iso } from "../../http/jsonapi.ts";
import { isStaff } from "../../policy.ts";

export interface UploadOptions {
  /** Where files are stored; default: `uploads` next to the mail directory (DATA_DIR), else a temp dir. */
  uploadsDir?: string | undefined;
  mail?: { dir?: string | undefined } | undefined;
}

export const UPLOADS_URL_PREFIX = "/uploads/";
const KEY_RE = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
const TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;

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
        const key = `${randomBytes(16).toString("hex")}.${ext}`;
        const filename = cleanFilename(file.filename, ext);
        await writeFile(join(dir, key), buf, { flag: "wx" });
        const row = await inTenant(req, async (tx) => {
          const [created] = await tx
            .insert(uploads)
            .values({
              centerId: req.center.id,
              userId: actor.user.id,
              filename,
              contentType: TYPES[ext],
              byteSize: buf.length,
              storageKey: key,
            })
            .returning();
          await audit(tx, req, "upload_created", { type: "upload", id: created!.id }, { byte_size: buf.length });
          return created!;
        });
        const attributes: UploadAttributes = {
          url: `${UPLOADS_URL_PREFIX}${key}`,
          content_type: row.contentType,
          byte_size: row.byteSize,
          filename: row.filename,
          created_at: iso(row.createdAt)!,
        };
        return jsonApi(reply, 201).send({
          data: { type: "upload", id: String(row.id), attributes, links: { self: attributes.url } },
        });
      },
    );
  });

  // Public files (vacancy images), the same on every host: the random key is the only name.
  app.get(`${UPLOADS_URL_PREFIX}:key`, { config: { tenant: false } }, async (req, reply) => {
    const key = (req.params as { key: string }).key;
    if (!KEY_RE.test(key)) throw new ApiError(404, { code: "not_found" });
    let buf: Buffer;
    try {
      buf = await readFile(join(dir, key));
    } catch {
      throw new ApiError(404, { code: "not_found" });
    }
    const ext = key.split(".").pop() as keyof typeof TYPES;
    return reply
      .header("content-type", TYPES[ext])
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("cross-origin-resource-policy", "cross-origin")
      .send(buf);
  });
}
