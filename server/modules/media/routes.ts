/**
 * The center's media (issue 16), registered in the uploads' multipart scope:
 *   GET    /api/v1/stock_images          the image library (filter[q], filter[tag], paged; meta.tags) (staff)
 *   POST   /api/v1/stock_images          one of the center's image uploads into the library, with alt text and tags (center staff)
 *   PATCH  /api/v1/stock_images/:id      alt text, tags (center staff)
 *   DELETE /api/v1/stock_images/:id      out of the library; the file stays, so pages that show it keep it (center staff)
 *   GET    /api/v1/media_files           the files of /content/file-upload, newest first (center staff)
 *   POST   /api/v1/media_files           an image (checked and given variants as a vacancy image) or a PDF (center staff)
 *   DELETE /api/v1/media_files/:id       the file and its variants (center staff)
 * A center's library starts with the photos shipped with the product (./shipped.ts).
 */
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MEDIA_FILE_MAX_BYTES, STOCK_IMAGE_ATTRIBUTES, STOCK_QUERY_MAX, stockImageSchema } from "@contract/media.ts";
import { API_PATHS } from "@contract/paths.ts";
import { UPLOAD_VARIANT_WIDTHS } from "@contract/vacancies.ts";
import { audit } from "../../audit.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { stockImages, uploads } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import {
  bodyAttributes,
  document,
  onlyAttributes,
  pagination,
  parseFilters,
  parseId,
  parsePage,
} from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { ImageError, processImage } from "../../images/variants.ts";
import {
  PDF_TYPE,
  TYPES,
  cleanFilename,
  imageRefused,
  isPdf,
  receiveFile,
  sniffImage,
  storeImage,
  variantName,
} from "../uploads/files.ts";
import { installMediaMessages } from "./messages.ts";
import { mayManageMedia, mayUseLibrary } from "./policy.ts";
import { mediaFileResource, stockImageResource } from "./serializer.ts";
import { STOCK_FILTERS, findStockImage, findUpload, listFiles, listStockImages, stockTags } from "./service.ts";
import { installShippedPhotos, provideShippedPhotos } from "./shipped.ts";

const invalid = (pointer: string, field = "invalid") =>
  new ApiError(422, { code: "validation_failed", field, pointer });

/** Plain text as stored: no markup (it is shown as text anyway; a tag in an alt text is never meant). */
const plain = (v: string) =>
  v
    .replace(/<\/?[a-z!?][^>]*>?/gi, "")
    .replace(/\s+/g, " ")
    .trim();

function manager(req: FastifyRequest) {
  const actor = requireActor(req);
  if (!mayManageMedia(actor)) throw new ApiError(403, { code: "forbidden" });
  return actor;
}

/** The alt text and tags of a POST or PATCH (only those sent), cleaned. */
async function stockInput(req: FastifyRequest, creating: boolean) {
  const attrs = bodyAttributes(req, { type: "stock_image" });
  const base = attributesBase(req);
  onlyAttributes(attrs, STOCK_IMAGE_ATTRIBUTES, base);
  if (!creating && Object.hasOwn(attrs, "upload_id")) throw invalid(`${base}/upload_id`);
  for (const k of creating ? ["upload_id", "alt"] : [])
    if (attrs[k] === undefined || attrs[k] === null || attrs[k] === "") throw invalid(`${base}/${k}`, "blank");
  const input = await validate(stockImageSchema, attrs, base);
  const out: { uploadId?: number; alt?: string; tags?: string[] } = {};
  if (input.upload_id) out.uploadId = Number(input.upload_id);
  if (Object.hasOwn(attrs, "alt")) {
    out.alt = plain(input.alt ?? "");
    if (!out.alt) throw invalid(`${base}/alt`, "blank");
  }
  if (Object.hasOwn(attrs, "tags"))
    out.tags = [...new Set((input.tags ?? []).map((t) => plain(t).toLowerCase()).filter(Boolean))];
  return { ...out, base };
}

export function registerMediaRoutes(scope: FastifyInstance, dir: string) {
  installMediaMessages();
  try {
    installShippedPhotos(dir);
  } catch (err) {
    scope.log.error({ err }, "the shipped photos could not be put in the uploads folder");
  }
  const required = { config: { auth: "required" as const } };

  scope.get(API_PATHS.stockImages, required, async (req, reply) => {
    const actor = requireActor(req);
    if (!mayUseLibrary(actor)) throw new ApiError(403, { code: "forbidden" });
    const filters = parseFilters(req, STOCK_FILTERS) as { q?: string; tag?: string };
    if ((filters.q?.length ?? 0) > STOCK_QUERY_MAX)
      throw new ApiError(400, { code: "invalid_filter", parameter: "filter[q]", params: { name: "q" } });
    const page = parsePage(req);
    const doc = await inTenant(req, async (tx) => {
      await provideShippedPhotos(tx, req.center.id);
      const { rows, total } = await listStockImages(tx, req.center.id, filters, page);
      const p = pagination(req, page, total);
      return document(req, rows.map(stockImageResource), {
        meta: { ...p.meta, tags: await stockTags(tx, req.center.id) },
        links: p.links,
      });
    });
    return jsonApi(reply).header("cache-control", "no-cache").send(doc);
  });

  scope.post(API_PATHS.stockImages, required, async (req, reply) => {
    manager(req);
    const input = await stockInput(req, true);
    const row = await inTenant(req, async (tx) => {
      const upload = await findUpload(tx, req.center.id, input.uploadId!);
      if (!upload || upload.contentType === PDF_TYPE) throw invalid(`${input.base}/upload_id`, "stock_upload");
      const [created] = await tx
        .insert(stockImages)
        .values({
          centerId: req.center.id,
          uploadId: upload.id,
          url: `/uploads/${upload.storageKey}`,
          width: upload.width,
          height: upload.height,
          alt: input.alt!,
          tags: input.tags ?? [],
        })
        .returning();
      await audit(tx, req, "stock_image_created", { type: "stock_image", id: created!.id }, { upload_id: upload.id });
      return created!;
    });
    return jsonApi(reply, 201).send(document(req, stockImageResource(row)));
  });

  scope.patch(`${API_PATHS.stockImages}/:id`, required, async (req, reply) => {
    manager(req);
    const id = parseId((req.params as { id?: string }).id);
    const input = await stockInput(req, false);
    const row = await inTenant(req, async (tx) => {
      const before = await findStockImage(tx, req.center.id, id);
      if (!before) throw new ApiError(404, { code: "not_found" });
      const [updated] = await tx
        .update(stockImages)
        .set({
          ...(input.alt !== undefined ? { alt: input.alt } : {}),
          ...(input.tags !== undefined ? { tags: input.tags } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(stockImages.centerId, req.center.id), eq(stockImages.id, id)))
        .returning();
      await audit(tx, req, "stock_image_updated", { type: "stock_image", id }, {});
      return updated!;
    });
    return jsonApi(reply).send(document(req, stockImageResource(row)));
  });

  scope.delete(`${API_PATHS.stockImages}/:id`, required, async (req, reply) => {
    manager(req);
    const id = parseId((req.params as { id?: string }).id);
    await inTenant(req, async (tx) => {
      const before = await findStockImage(tx, req.center.id, id);
      if (!before) throw new ApiError(404, { code: "not_found" });
      const where = and(eq(stockImages.centerId, req.center.id), eq(stockImages.id, id));
      // A shipped photo stays as hidden, so that it is not handed out again.
      if (before.shippedKey) await tx.update(stockImages).set({ hiddenAt: new Date() }).where(where);
      else await tx.delete(stockImages).where(where);
      await audit(tx, req, "stock_image_deleted", { type: "stock_image", id }, { shipped: !!before.shippedKey });
    });
    return reply.code(204).send();
  });

  scope.get(API_PATHS.mediaFiles, required, async (req, reply) => {
    manager(req);
    const page = parsePage(req);
    const doc = await inTenant(req, async (tx) => {
      const { rows, total } = await listFiles(tx, req.center.id, page);
      const p = pagination(req, page, total);
      return document(req, rows.map(mediaFileResource), { meta: p.meta, links: p.links });
    });
    return jsonApi(reply).header("cache-control", "no-cache").send(doc);
  });

  scope.post(API_PATHS.mediaFiles, { ...required, bodyLimit: MEDIA_FILE_MAX_BYTES + 64 * 1024 }, async (req, reply) => {
    const actor = manager(req);
    const { buf, filename: sent } = await receiveFile(req, MEDIA_FILE_MAX_BYTES);
    const ext = sniffImage(buf) ?? (isPdf(buf) ? "pdf" : null);
    if (!ext) throw invalid("/file", "media_file_type");
    const name = randomBytes(16).toString("hex");
    let stored: { bytes: number; width: number | null; height: number | null };
    if (ext === "pdf") {
      await writeFile(join(dir, `${name}.pdf`), buf, { flag: "wx" });
      stored = { bytes: buf.length, width: null, height: null };
    } else {
      let image;
      try {
        image = await processImage(buf, ext);
      } catch (err) {
        if (err instanceof ImageError) throw imageRefused(err);
        throw err;
      }
      await storeImage(dir, name, ext, image);
      stored = { bytes: image.original.length, width: image.width, height: image.height };
    }
    const row = await inTenant(req, async (tx) => {
      const [created] = await tx
        .insert(uploads)
        .values({
          centerId: req.center.id,
          userId: actor.user.id,
          filename: cleanFilename(sent, ext),
          contentType: ext === "pdf" ? PDF_TYPE : TYPES[ext],
          byteSize: stored.bytes,
          storageKey: `${name}.${ext}`,
          purpose: "file",
          width: stored.width,
          height: stored.height,
        })
        .returning();
      await audit(tx, req, "media_file_created", { type: "media_file", id: created!.id }, { byte_size: stored.bytes });
      return created!;
    });
    return jsonApi(reply, 201).send(document(req, mediaFileResource(row)));
  });

  scope.delete(`${API_PATHS.mediaFiles}/:id`, required, async (req, reply) => {
    manager(req);
    const id = parseId((req.params as { id?: string }).id);
    const row = await inTenant(req, async (tx) => {
      const before = await findUpload(tx, req.center.id, id);
      if (!before || before.purpose !== "file") throw new ApiError(404, { code: "not_found" });
      await tx.delete(uploads).where(and(eq(uploads.centerId, req.center.id), eq(uploads.id, id)));
      await audit(tx, req, "media_file_deleted", { type: "media_file", id }, { filename: before.filename });
      return before;
    });
    // The files go after the row: a link that still works a moment longer does no harm.
    const name = row.storageKey.replace(/\.[a-z]+$/, "");
    await rm(join(dir, row.storageKey), { force: true });
    for (const w of UPLOAD_VARIANT_WIDTHS) await rm(join(dir, variantName(name, w)), { force: true });
    return reply.code(204).send();
  });
}
