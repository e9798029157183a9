/**
 * Authorization matrix rows of workshops: every signed-in person of the center reads published
 * workshops and registers; a draft, the registrations and every write only center staff; never
 * another center's rows (404).
 */
import type { Database } from "@server/db/client.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (c: Ctx) => (c.fx as unknown as { database: Database }).database;

/** A workshop with one session ten days ahead (ids of both). */
async function workshop(
  c: Ctx,
  key = "demo",
  status: "draft" | "published" = "published",
): Promise<{ id: number; session: number }> {
  const centerId = await c.fx.centerId(key);
  const db = dbOf(c);
  const [w] = await db.query<{ id: number }>(
    `INSERT INTO workshops (center_id, title, status) VALUES ($1, $2, $3) RETURNING id`,
    [centerId, key === "demo" ? "Matrixworkshop" : "Workshop elders", status],
  );
  const [s] = await db.query<{ id: number }>(
    `INSERT INTO workshop_sessions (center_id, workshop_id, starts_at, ends_at, location, capacity)
     VALUES ($1, $2, now() + interval '10 days', now() + interval '10 days 2 hours', 'Zaal 1', 20) RETURNING id`,
    [centerId, w!.id],
  );
  return { id: Number(w!.id), session: Number(s!.id) };
}

/** A registration of a fresh volunteer for a fresh session. */
async function registration(c: Ctx, key = "demo"): Promise<{ id: number; session: number }> {
  const { session } = await workshop(c, key);
  const user = await c.fx.user(key, { role: "volunteer" });
  const [r] = await dbOf(c).query<{ id: number }>(
    `INSERT INTO workshop_registrations (center_id, session_id, user_id, status) VALUES ($1, $2, $3, 'registered') RETURNING id`,
    [await c.fx.centerId(key), session, user.id],
  );
  return { id: Number(r!.id), session };
}

const body = (attributes: Record<string, unknown>) => ({ data: { type: "workshop", attributes } });
const sessionBody = (attributes: Record<string, unknown>) => ({ data: { type: "workshop_session", attributes } });
const validSession = {
  starts_at: "2027-03-10T18:30:00Z",
  ends_at: "2027-03-10T20:30:00Z",
  location: "Vrijwilligerscentrale",
  capacity: 12,
};
const STAFF = [401, 403, 403, 403, 200, 200] as const;
const SIGNED_IN = [401, 200, 200, 200, 200, 200] as const;
const NOWHERE = [401, 404, 404, 404, 404, 404] as const;
const STAFF_404 = [401, 403, 403, 403, 404, 404] as const;
const row = (r: readonly number[]) => [...r] as [number, number, number, number, number, number];

export const WORKSHOPS_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/workshops": {
    own: { make: async () => T("/api/v1/workshops"), expect: row(SIGNED_IN) },
    other: {
      make: async (c) => {
        await workshop(c, "rijnstad");
        return T("/api/v1/workshops?filter[period]=all&page[size]=1000");
      },
      expect: row(SIGNED_IN),
    },
    cases: {
      drafts: { make: async () => T("/api/v1/workshops?filter[status_in]=draft"), expect: row(STAFF) },
    },
  },
  "GET /api/v1/workshops/:id": {
    own: { make: async (c) => T(`/api/v1/workshops/${(await workshop(c)).id}`), expect: row(SIGNED_IN) },
    other: { make: async (c) => T(`/api/v1/workshops/${(await workshop(c, "rijnstad")).id}`), expect: row(NOWHERE) },
    cases: {
      draft: {
        make: async (c) => T(`/api/v1/workshops/${(await workshop(c, "demo", "draft")).id}`),
        expect: [401, 404, 404, 404, 200, 200],
      },
    },
  },
  "POST /api/v1/workshops": {
    own: {
      make: async () => T("/api/v1/workshops", { body: body({ title: "Omgaan met dementie" }) }),
      expect: [401, 403, 403, 403, 201, 201],
    },
  },
  "PATCH /api/v1/workshops/:id": {
    own: {
      make: async (c) => T(`/api/v1/workshops/${(await workshop(c)).id}`, { body: body({ title: "Gewijzigd" }) }),
      expect: row(STAFF),
    },
    other: {
      make: async (c) =>
        T(`/api/v1/workshops/${(await workshop(c, "rijnstad")).id}`, { body: body({ title: "Gewijzigd" }) }),
      expect: row(STAFF_404),
    },
  },
  "DELETE /api/v1/workshops/:id": {
    own: {
      make: async (c) => T(`/api/v1/workshops/${(await workshop(c)).id}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: { make: async (c) => T(`/api/v1/workshops/${(await workshop(c, "rijnstad")).id}`), expect: row(STAFF_404) },
  },
  "POST /api/v1/workshops/:id/sessions": {
    own: {
      make: async (c) => T(`/api/v1/workshops/${(await workshop(c)).id}/sessions`, { body: sessionBody(validSession) }),
      expect: [401, 403, 403, 403, 201, 201],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/workshops/${(await workshop(c, "rijnstad")).id}/sessions`, { body: sessionBody(validSession) }),
      expect: row(STAFF_404),
    },
  },
  "PATCH /api/v1/workshop_sessions/:id": {
    own: {
      make: async (c) =>
        T(`/api/v1/workshop_sessions/${(await workshop(c)).session}`, { body: sessionBody({ capacity: 30 }) }),
      expect: row(STAFF),
    },
    other: {
      make: async (c) =>
        T(`/api/v1/workshop_sessions/${(await workshop(c, "rijnstad")).session}`, {
          body: sessionBody({ capacity: 30 }),
        }),
      expect: row(STAFF_404),
    },
  },
  "DELETE /api/v1/workshop_sessions/:id": {
    own: {
      make: async (c) => T(`/api/v1/workshop_sessions/${(await workshop(c)).session}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: {
      make: async (c) => T(`/api/v1/workshop_sessions/${(await workshop(c, "rijnstad")).session}`),
      expect: row(STAFF_404),
    },
  },
  "POST /api/v1/workshop_sessions/:id/registration": {
    own: {
      make: async (c) => T(`/api/v1/workshop_sessions/${(await workshop(c)).session}/registration`),
      expect: [401, 201, 201, 201, 201, 201],
    },
    other: {
      make: async (c) => T(`/api/v1/workshop_sessions/${(await workshop(c, "rijnstad")).session}/registration`),
      expect: row(NOWHERE),
    },
    cases: {
      draft: {
        make: async (c) => T(`/api/v1/workshop_sessions/${(await workshop(c, "demo", "draft")).session}/registration`),
        expect: row(NOWHERE),
      },
    },
  },
  "DELETE /api/v1/workshop_sessions/:id/registration": {
    own: {
      make: async (c) => T(`/api/v1/workshop_sessions/${(await workshop(c)).session}/registration`),
      expect: [401, 204, 204, 204, 204, 204],
    },
    other: {
      make: async (c) => T(`/api/v1/workshop_sessions/${(await workshop(c, "rijnstad")).session}/registration`),
      expect: row(NOWHERE),
    },
  },
  "GET /api/v1/workshop_registrations": {
    own: {
      make: async (c) => T(`/api/v1/workshop_registrations?filter[session_id_eq]=${(await registration(c)).session}`),
      expect: row(STAFF),
    },
    other: {
      make: async (c) =>
        T(`/api/v1/workshop_registrations?filter[session_id_eq]=${(await registration(c, "rijnstad")).session}`),
      expect: row(STAFF_404),
    },
  },
  "GET /api/v1/workshop_registrations/export": {
    own: {
      make: async (c) =>
        T(`/api/v1/workshop_registrations/export?filter[session_id_eq]=${(await registration(c)).session}`),
      expect: row(STAFF),
    },
    other: {
      make: async (c) =>
        T(`/api/v1/workshop_registrations/export?filter[session_id_eq]=${(await registration(c, "rijnstad")).session}`),
      expect: row(STAFF_404),
    },
  },
  "DELETE /api/v1/workshop_registrations/:id": {
    own: {
      make: async (c) => T(`/api/v1/workshop_registrations/${(await registration(c)).id}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: {
      make: async (c) => T(`/api/v1/workshop_registrations/${(await registration(c, "rijnstad")).id}`),
      expect: row(STAFF_404),
    },
  },
};
