/**
 * Authorization matrix rows of the center's own website (issue 16): news and partners are read by
 * everyone and written by center staff; the contact form is for signed-in users.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@server/db/client.ts";
import { contactMessages, newsItems, partners } from "@server/db/schema.ts";
import type { Fixtures } from "@server/testing/fixtures.ts";
import { T, type Endpoint } from "./types.ts";

const dbOf = (fx: Fixtures) => (fx as unknown as { database: Database }).database;
let n = 0;

async function newsItem(fx: Fixtures, center: string, status: "draft" | "published" = "published") {
  n += 1;
  return dbOf(fx).system(async (tx) => {
    const [row] = await tx
      .insert(newsItems)
      .values({
        centerId: sql`(SELECT id FROM centers WHERE key = ${center})`,
        slug: `matrix-${Date.now().toString(36)}-${n}`,
        title: "Matrixnieuws",
        status,
        publishedAt: status === "published" ? new Date(Date.now() - 60_000) : null,
      })
      .returning({ id: newsItems.id });
    return row!.id;
  });
}

async function partner(fx: Fixtures, center: string) {
  return dbOf(fx).system(async (tx) => {
    const [row] = await tx
      .insert(partners)
      .values({ centerId: sql`(SELECT id FROM centers WHERE key = ${center})`, name: "Matrixpartner", position: 99 })
      .returning({ id: partners.id });
    return row!.id;
  });
}

async function contactMessage(fx: Fixtures, center: string) {
  return dbOf(fx).system(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        centerId: sql`(SELECT id FROM centers WHERE key = ${center})`,
        name: "Matrix Afzender",
        email: "afzender@example.org",
        subject: "Een vraag",
        message: "Een vraag uit de matrix.",
        consentAt: new Date(),
      })
      .returning({ id: contactMessages.id });
    return row!.id;
  });
}
const readBody = (id: number, read: boolean) => ({
  data: { type: "contact_message", id: String(id), attributes: { read } },
});

const news = (attributes: Record<string, unknown>) => ({ data: { type: "news_item", attributes } });
const partnerBody = (attributes: Record<string, unknown>) => ({ data: { type: "partner", attributes } });
const ALL = [200, 200, 200, 200, 200, 200] as [number, number, number, number, number, number];

export const SITE_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/news_items": {
    own: { make: async () => T("/api/v1/news_items"), expect: ALL },
    cases: {
      "drafts (management list)": {
        make: async () => T("/api/v1/news_items?filter[status_in]=draft,published"),
        expect: [403, 403, 403, 403, 200, 200],
      },
    },
  },
  "GET /api/v1/news_items/feed.xml": {
    own: { make: async () => T("/api/v1/news_items/feed.xml"), expect: ALL },
  },
  "GET /api/v1/news_items/:id": {
    own: { make: async ({ fx }) => T(`/api/v1/news_items/${await newsItem(fx, "demo")}`), expect: ALL },
    other: {
      make: async ({ fx }) => T(`/api/v1/news_items/${await newsItem(fx, "rijnstad")}`),
      expect: [404, 404, 404, 404, 404, 404],
    },
    cases: {
      draft: {
        make: async ({ fx }) => T(`/api/v1/news_items/${await newsItem(fx, "demo", "draft")}`),
        expect: [404, 404, 404, 404, 200, 200],
      },
    },
  },
  "POST /api/v1/news_items": {
    own: {
      make: async () => T("/api/v1/news_items", { body: news({ title: "Nieuw uit de matrix", status: "draft" }) }),
      expect: [401, 403, 403, 403, 201, 201],
    },
  },
  "PATCH /api/v1/news_items/:id": {
    own: {
      make: async ({ fx }) =>
        T(`/api/v1/news_items/${await newsItem(fx, "demo")}`, { body: news({ summary: "Bijgewerkt" }) }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async ({ fx }) =>
        T(`/api/v1/news_items/${await newsItem(fx, "rijnstad")}`, { body: news({ summary: "x" }) }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "DELETE /api/v1/news_items/:id": {
    own: {
      make: async ({ fx }) => T(`/api/v1/news_items/${await newsItem(fx, "demo")}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: {
      make: async ({ fx }) => T(`/api/v1/news_items/${await newsItem(fx, "rijnstad")}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "GET /api/v1/partners": {
    own: { make: async () => T("/api/v1/partners"), expect: ALL },
  },
  "POST /api/v1/partners": {
    own: {
      make: async () =>
        T("/api/v1/partners", { body: partnerBody({ name: "Matrix BV", link: "https://example.org" }) }),
      expect: [401, 403, 403, 403, 201, 201],
    },
  },
  "PATCH /api/v1/partners/:id": {
    own: {
      make: async ({ fx }) =>
        T(`/api/v1/partners/${await partner(fx, "demo")}`, { body: partnerBody({ position: 1 }) }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async ({ fx }) =>
        T(`/api/v1/partners/${await partner(fx, "rijnstad")}`, { body: partnerBody({ name: "x y" }) }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "DELETE /api/v1/partners/:id": {
    own: {
      make: async ({ fx }) => T(`/api/v1/partners/${await partner(fx, "demo")}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: {
      make: async ({ fx }) => T(`/api/v1/partners/${await partner(fx, "rijnstad")}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "POST /api/v1/contact_messages": {
    own: {
      make: async () =>
        T("/api/v1/contact_messages", {
          body: {
            data: {
              type: "contact_message",
              attributes: {
                name: "Matrix Afzender",
                email: "afzender@example.org",
                subject: "Een vraag",
                message: "Een vraag uit de matrix.",
                consent: true,
              },
            },
          },
        }),
      expect: [401, 201, 201, 201, 201, 201],
    },
  },
  "GET /sitemap.xml": { own: { make: async () => T("/sitemap.xml"), expect: ALL } },
  "GET /robots.txt": { own: { make: async () => T("/robots.txt"), expect: ALL } },
  // Public like the logo itself; the API-only test app serves no files of the build, so the demo
  // center's SVG logo is not found to draw (the drawing: notification-templates.test.ts).
  "GET /mail-logo.png": { own: { make: async () => T("/mail-logo.png"), expect: [404, 404, 404, 404, 404, 404] } },
  "GET /api/v1/contact_messages": {
    own: { make: async () => T("/api/v1/contact_messages"), expect: [401, 403, 403, 403, 200, 200] },
    cases: {
      unread: {
        make: async () => T("/api/v1/contact_messages?filter[read_eq]=false"),
        expect: [401, 403, 403, 403, 200, 200],
      },
    },
  },
  "PATCH /api/v1/contact_messages/:id": {
    own: {
      make: async ({ fx }) => {
        const id = await contactMessage(fx, "demo");
        return T(`/api/v1/contact_messages/${id}`, { body: readBody(id, true) });
      },
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async ({ fx }) => {
        const id = await contactMessage(fx, "rijnstad");
        return T(`/api/v1/contact_messages/${id}`, { body: readBody(id, true) });
      },
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "DELETE /api/v1/contact_messages/:id": {
    own: {
      make: async ({ fx }) => T(`/api/v1/contact_messages/${await contactMessage(fx, "demo")}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: {
      make: async ({ fx }) => T(`/api/v1/contact_messages/${await contactMessage(fx, "rijnstad")}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
};
