/**
 * Authorization matrix rows of the center's media (issue 16): staff pick from the image library;
 * only center staff add, change and remove library images and files; never another center's rows.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "@server/db/client.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (c: Ctx) => (c.fx as unknown as { database: Database }).database;

/** An image upload row of a center (the file itself is not needed for these calls). */
async function uploadRow(c: Ctx, key: string, purpose: "attachment" | "file" = "attachment"): Promise<number> {
  const centerId = await c.fx.centerId(key);
  const [row] = await dbOf(c).query<{ id: number }>(
    "INSERT INTO uploads (center_id, filename, content_type, byte_size, storage_key, purpose, width, height) VALUES ($1, 'matrix.png', 'image/png', 10, $2, $3, 10, 10) RETURNING id",
    [centerId, `${randomBytes(16).toString("hex")}.png`, purpose],
  );
  return row!.id;
}

async function stockImage(c: Ctx, key = "demo"): Promise<number> {
  const centerId = await c.fx.centerId(key);
  const [row] = await dbOf(c).query<{ id: number }>(
    "INSERT INTO stock_images (center_id, url, alt) VALUES ($1, '/uploads/00000000000000000000000000000000.png', 'Matrixfoto') RETURNING id",
    [centerId],
  );
  return row!.id;
}

const body = (attributes: Record<string, unknown>) => ({ data: { type: "stock_image", attributes } });
const BOUNDARY = "mediamatrix";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const pdfUpload = {
  headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  body: Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="matrix.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
};

export const MEDIA_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/stock_images": {
    own: { make: async () => T("/api/v1/stock_images"), expect: [401, 403, 200, 200, 200, 200] },
    other: {
      make: async (c) => {
        await stockImage(c, "rijnstad");
        return T("/api/v1/stock_images?filter[q]=matrixfoto-elders", { empty: true });
      },
      expect: [401, 403, 200, 200, 200, 200],
    },
  },
  "POST /api/v1/stock_images": {
    own: {
      make: async (c) =>
        T("/api/v1/stock_images", { body: body({ upload_id: String(await uploadRow(c, "demo")), alt: "Foto" }) }),
      expect: [401, 403, 403, 403, 201, 201],
    },
    // Another center's upload is not one of this center's.
    other: {
      make: async (c) =>
        T("/api/v1/stock_images", { body: body({ upload_id: String(await uploadRow(c, "rijnstad")), alt: "Foto" }) }),
      expect: [401, 403, 403, 403, 422, 422],
    },
  },
  "PATCH /api/v1/stock_images/:id": {
    own: {
      make: async (c) => T(`/api/v1/stock_images/${await stockImage(c)}`, { body: body({ alt: "Nieuwe tekst" }) }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/stock_images/${await stockImage(c, "rijnstad")}`, { body: body({ alt: "Overgenomen" }) }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "DELETE /api/v1/stock_images/:id": {
    own: {
      make: async (c) => T(`/api/v1/stock_images/${await stockImage(c)}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: {
      make: async (c) => T(`/api/v1/stock_images/${await stockImage(c, "rijnstad")}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "GET /api/v1/media_files": {
    own: { make: async () => T("/api/v1/media_files"), expect: [401, 403, 403, 403, 200, 200] },
  },
  "POST /api/v1/media_files": {
    own: { make: async () => T("/api/v1/media_files", pdfUpload), expect: [401, 403, 403, 403, 201, 201] },
  },
  "DELETE /api/v1/media_files/:id": {
    own: {
      make: async (c) => T(`/api/v1/media_files/${await uploadRow(c, "demo", "file")}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: {
      make: async (c) => T(`/api/v1/media_files/${await uploadRow(c, "rijnstad", "file")}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
    // A vacancy's image is not one of the files.
    cases: {
      attachment: {
        make: async (c) => T(`/api/v1/media_files/${await uploadRow(c, "demo")}`),
        expect: [401, 403, 403, 403, 404, 404],
      },
    },
  },
};
