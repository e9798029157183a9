/**
 * Authorization matrix rows of the activity calendar: everyone reads published activities, a draft
 * only center staff; only center staff write; a signed-in person takes a place; never another
 * center's rows (rijnstad also has no calendar at all: 404 there either way).
 */
import type { Database } from "@server/db/client.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (c: Ctx) => (c.fx as unknown as { database: Database }).database;

async function activity(
  c: Ctx,
  key = "demo",
  options: { status?: "draft" | "published"; capacity?: number | null } = {},
): Promise<number> {
  const centerId = await c.fx.centerId(key);
  const [row] = await dbOf(c).query<{ id: number }>(
    `INSERT INTO activities (center_id, title, starts_at, ends_at, category, status, capacity)
     VALUES ($1, $2, now() + interval '10 days', now() + interval '10 days 2 hours', 'meetup', $3, $4) RETURNING id`,
    [
      centerId,
      key === "demo" ? "Matrixactiviteit" : "Activiteit elders",
      options.status ?? "published",
      options.capacity ?? 50,
    ],
  );
  return Number(row!.id);
}

const body = (attributes: Record<string, unknown>) => ({ data: { type: "activity", attributes } });
const valid = {
  title: "Vrijwilligersborrel",
  starts_at: "2027-01-15T16:00:00Z",
  ends_at: "2027-01-15T18:00:00Z",
  category: "event",
};

export const ACTIVITIES_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/activities": {
    own: { make: async () => T("/api/v1/activities"), expect: [200, 200, 200, 200, 200, 200] },
    other: {
      make: async (c) => {
        await activity(c, "rijnstad");
        return T("/api/v1/activities?filter[category_eq]=meetup&page[size]=1000", {});
      },
      expect: [200, 200, 200, 200, 200, 200],
    },
    cases: {
      drafts: {
        make: async () => T("/api/v1/activities?filter[status_in]=draft"),
        expect: [403, 403, 403, 403, 200, 200],
      },
    },
  },
  "GET /api/v1/activities/:id": {
    own: { make: async (c) => T(`/api/v1/activities/${await activity(c)}`), expect: [200, 200, 200, 200, 200, 200] },
    other: {
      make: async (c) => T(`/api/v1/activities/${await activity(c, "rijnstad")}`),
      expect: [404, 404, 404, 404, 404, 404],
    },
    cases: {
      draft: {
        make: async (c) => T(`/api/v1/activities/${await activity(c, "demo", { status: "draft" })}`),
        expect: [404, 404, 404, 404, 200, 200],
      },
    },
  },
  "POST /api/v1/activities": {
    own: { make: async () => T("/api/v1/activities", { body: body(valid) }), expect: [401, 403, 403, 403, 201, 201] },
  },
  "PATCH /api/v1/activities/:id": {
    own: {
      make: async (c) => T(`/api/v1/activities/${await activity(c)}`, { body: body({ title: "Gewijzigd" }) }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/activities/${await activity(c, "rijnstad")}`, { body: body({ title: "Gewijzigd" }) }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "DELETE /api/v1/activities/:id": {
    own: { make: async (c) => T(`/api/v1/activities/${await activity(c)}`), expect: [401, 403, 403, 403, 204, 204] },
    other: {
      make: async (c) => T(`/api/v1/activities/${await activity(c, "rijnstad")}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "POST /api/v1/activities/:id/registration": {
    own: {
      make: async (c) => T(`/api/v1/activities/${await activity(c)}/registration`),
      expect: [401, 201, 201, 201, 201, 201],
    },
    other: {
      make: async (c) => T(`/api/v1/activities/${await activity(c, "rijnstad")}/registration`),
      expect: [401, 404, 404, 404, 404, 404],
    },
    cases: {
      draft: {
        make: async (c) => T(`/api/v1/activities/${await activity(c, "demo", { status: "draft" })}/registration`),
        expect: [401, 404, 404, 404, 404, 404],
      },
    },
  },
  "DELETE /api/v1/activities/:id/registration": {
    own: {
      make: async (c) => T(`/api/v1/activities/${await activity(c)}/registration`),
      expect: [401, 204, 204, 204, 204, 204],
    },
    other: {
      make: async (c) => T(`/api/v1/activities/${await activity(c, "rijnstad")}/registration`),
      expect: [401, 404, 404, 404, 404, 404],
    },
  },
};
