/** Authorization matrix rows of the vacancies module (merged into ../authorization-matrix.test.ts). */
import type { Database } from "@server/db/client.ts";
import { organizations, vacancies } from "@server/db/schema.ts";
import type { Fixtures } from "@server/testing/fixtures.ts";
import { eq } from "drizzle-orm";
import { T, type Endpoint } from "./types.ts";

// Fixtures has no vacancy helper yet; its database is reached directly (system context).
const dbOf = (fx: Fixtures) => (fx as unknown as { database: Database }).database;

async function vacancy(fx: Fixtures, orgId: number, status: "draft" | "published" = "published"): Promise<number> {
  return dbOf(fx).system(async (tx) => {
    const [org] = await tx
      .select({ centerId: organizations.centerId })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    const [v] = await tx
      .insert(vacancies)
      .values({
        centerId: org!.centerId,
        organizationId: orgId,
        title: "Matrixvacature",
        status,
        publishedAt: status === "published" ? new Date() : null,
        description: "<p>Voor de matrix.</p>",
        city: "Utrecht",
      })
      .returning({ id: vacancies.id });
    return v!.id;
  });
}

const attrs = (a: Record<string, unknown>) => ({ data: { type: "vacancy", attributes: a } });
const BOUNDARY = "matrixboundary";
/** A real 1x1 WebP: uploads are decoded (server/images/variants.ts), so the bytes must be an image. */
const WEBP_1PX = Buffer.from("UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQ1c70rv+BiOh/AAA=", "base64");
/** A tiny WebP (its magic bytes are plain ASCII) as multipart/form-data. */
const upload = {
  headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  body: Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="foto.webp"\r\nContent-Type: image/webp\r\n\r\n`,
    ),
    WEBP_1PX,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
};

export const VACANCY_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/vacancies": {
    own: {
      make: async () => T("/api/v1/vacancies?include=organization,address"),
      expect: [401, 403, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => {
        await vacancy(c.fx, c.otherSchool);
        return T(`/api/v1/vacancies?filter[organization_id_eq]=${c.otherSchool}&include=organization`, { empty: true });
      },
      expect: [401, 403, 200, 200, 200, 200],
    },
  },
  "GET /api/v1/vacancies/search": {
    own: {
      make: async () => T("/api/v1/vacancies/search?q=vrijwilliger&near=Utrecht&include=organization"),
      expect: [200, 200, 200, 200, 200, 200],
    },
  },
  "GET /api/v1/vacancies/:id": {
    own: {
      make: async (c) => T(`/api/v1/vacancies/${await vacancy(c.fx, c.school, "draft")}?include=organization,address`),
      expect: [404, 404, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/vacancies/${await vacancy(c.fx, c.otherSchool)}`),
      expect: [404, 404, 404, 404, 404, 404],
    },
  },
  "POST /api/v1/vacancies": {
    own: {
      make: async (c) =>
        T("/api/v1/vacancies", { body: attrs({ organization_id: String(c.school), title: "Nieuwe vacature" }) }),
      expect: [401, 403, 201, 201, 201, 201],
    },
    other: {
      make: async (c) =>
        T("/api/v1/vacancies", { body: attrs({ organization_id: String(c.otherSchool), title: "Elders" }) }),
      expect: [401, 403, 404, 404, 404, 404],
    },
  },
  "PATCH /api/v1/vacancies/:id": {
    own: {
      make: async (c) => T(`/api/v1/vacancies/${await vacancy(c.fx, c.school)}`, { body: attrs({ title: "Bewerkt" }) }),
      expect: [401, 403, 200, 200, 200, 200],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/vacancies/${await vacancy(c.fx, c.otherSchool)}`, { body: attrs({ title: "Elders bewerkt" }) }),
      expect: [401, 404, 404, 404, 404, 404],
    },
  },
  "DELETE /api/v1/vacancies/:id": {
    own: {
      make: async (c) => T(`/api/v1/vacancies/${await vacancy(c.fx, c.school, "draft")}`),
      expect: [401, 404, 204, 204, 204, 204],
    },
    other: {
      make: async (c) => T(`/api/v1/vacancies/${await vacancy(c.fx, c.otherSchool, "draft")}`),
      expect: [401, 404, 404, 404, 404, 404],
    },
  },
  "POST /api/v1/vacancies/bulk_update": {
    own: {
      make: async (c) =>
        T("/api/v1/vacancies/bulk_update", {
          body: { data: { ids: [String(await vacancy(c.fx, c.school))], status: "closed" } },
        }),
      expect: [401, 403, 200, 200, 200, 200],
    },
    other: {
      make: async (c) =>
        T("/api/v1/vacancies/bulk_update", {
          body: { data: { ids: [String(await vacancy(c.fx, c.otherSchool))], status: "closed" } },
        }),
      expect: [401, 403, 422, 422, 422, 422],
    },
  },
  "POST /api/v1/uploads": {
    own: { make: async () => T("/api/v1/uploads", upload), expect: [401, 403, 201, 201, 201, 201] },
  },
  "GET /uploads/:key": {
    own: { make: async () => T(`/uploads/${"0".repeat(32)}.png`), expect: [404, 404, 404, 404, 404, 404] },
  },
};
