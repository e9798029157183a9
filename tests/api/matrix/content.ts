/**
 * Authorization matrix rows of content pages and menus (issue 16): everyone reads published pages
 * and the menus, a draft only center staff; only center staff write; never another center's rows.
 */
import type { Database } from "@server/db/client.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (c: Ctx) => (c.fx as unknown as { database: Database }).database;
let counter = 0;
const slug = () => `matrix-${Date.now().toString(36)}-${++counter}`;

async function page(c: Ctx, key = "demo", status: "draft" | "published" = "published"): Promise<number> {
  const centerId = await c.fx.centerId(key);
  const [row] = await dbOf(c).query<{ id: number }>(
    "INSERT INTO content_pages (center_id, title, slug, status) VALUES ($1, $2, $3, $4) RETURNING id",
    [centerId, key === "demo" ? "Matrixpagina" : "Pagina elders", slug(), status],
  );
  return row!.id;
}

async function menuItem(c: Ctx, key = "demo"): Promise<number> {
  const centerId = await c.fx.centerId(key);
  const [row] = await dbOf(c).query<{ id: number }>(
    "INSERT INTO menu_items (center_id, location, label, target_type, url) VALUES ($1, 'header', 'Matrix', 'route', '/vacancies/search') RETURNING id",
    [centerId],
  );
  return row!.id;
}

const pageBody = (attributes: Record<string, unknown>) => ({ data: { type: "content_page", attributes } });
const itemBody = (attributes: Record<string, unknown>) => ({ data: { type: "menu_item", attributes } });

export const CONTENT_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/content_pages": {
    own: { make: async () => T("/api/v1/content_pages"), expect: [200, 200, 200, 200, 200, 200] },
    // Another center's pages never show, whoever asks.
    other: {
      make: async (c) => {
        await page(c, "rijnstad");
        return T("/api/v1/content_pages?filter[title_cont]=elders", { empty: true });
      },
      expect: [200, 200, 200, 200, 200, 200],
    },
  },
  "GET /api/v1/content_pages/:id": {
    own: { make: async (c) => T(`/api/v1/content_pages/${await page(c)}`), expect: [200, 200, 200, 200, 200, 200] },
    other: {
      make: async (c) => T(`/api/v1/content_pages/${await page(c, "rijnstad")}`),
      expect: [404, 404, 404, 404, 404, 404],
    },
    cases: {
      draft: {
        make: async (c) => T(`/api/v1/content_pages/${await page(c, "demo", "draft")}`),
        expect: [404, 404, 404, 404, 200, 200],
      },
    },
  },
  "POST /api/v1/content_pages": {
    own: {
      make: async () => T("/api/v1/content_pages", { body: pageBody({ title: "Nieuwe pagina", slug: slug() }) }),
      expect: [401, 403, 403, 403, 201, 201],
    },
  },
  "PATCH /api/v1/content_pages/:id": {
    own: {
      make: async (c) => T(`/api/v1/content_pages/${await page(c)}`, { body: pageBody({ title: "Gewijzigd" }) }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/content_pages/${await page(c, "rijnstad")}`, { body: pageBody({ title: "Gewijzigd" }) }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "DELETE /api/v1/content_pages/:id": {
    own: { make: async (c) => T(`/api/v1/content_pages/${await page(c)}`), expect: [401, 403, 403, 403, 204, 204] },
    other: {
      make: async (c) => T(`/api/v1/content_pages/${await page(c, "rijnstad")}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "GET /api/v1/menu_items": {
    own: { make: async () => T("/api/v1/menu_items"), expect: [200, 200, 200, 200, 200, 200] },
  },
  "POST /api/v1/menu_items": {
    own: {
      make: async () =>
        T("/api/v1/menu_items", {
          body: itemBody({ label: "Vacatures", location: "header", target_type: "route", url: "/vacancies/search" }),
        }),
      expect: [401, 403, 403, 403, 201, 201],
    },
  },
  "PATCH /api/v1/menu_items/:id": {
    own: {
      make: async (c) => T(`/api/v1/menu_items/${await menuItem(c)}`, { body: itemBody({ label: "Anders" }) }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/menu_items/${await menuItem(c, "rijnstad")}`, { body: itemBody({ label: "X" }) }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "DELETE /api/v1/menu_items/:id": {
    own: { make: async (c) => T(`/api/v1/menu_items/${await menuItem(c)}`), expect: [401, 403, 403, 403, 204, 204] },
    other: {
      make: async (c) => T(`/api/v1/menu_items/${await menuItem(c, "rijnstad")}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
};
