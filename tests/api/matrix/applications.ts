/** Authorization matrix rows of the applications module (merged into ../authorization-matrix.test.ts). */
import type { Database } from "@server/db/client.ts";
import type { Fixtures } from "@server/testing/fixtures.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

/** The fixtures' database (the matrix context has no other handle on it); owner role, no row-level security. */
const dbOf = (fx: Fixtures) => (fx as unknown as { database: Database }).database;

const MOTIVATION = "Ik help graag mee, ik heb er veel zin in!";

async function vacancy(c: Ctx, key: string, orgId: number): Promise<number> {
  const [row] = await dbOf(c.fx).query<{ id: number }>(
    "INSERT INTO vacancies (center_id, organization_id, title, status, published_at) VALUES ($1, $2, 'Matrixvacature', 'published', now()) RETURNING id",
    [await c.fx.centerId(key), orgId],
  );
  return Number(row!.id);
}

/** An application of a fresh volunteer to a fresh vacancy of the School, with its thread and a notification for the volunteer. */
async function application(c: Ctx, key: "demo" | "rijnstad") {
  const db = dbOf(c.fx);
  const centerId = await c.fx.centerId(key);
  const volunteer = await c.fx.user(key, { role: "volunteer" });
  const vacancyId = await vacancy(c, key, key === "demo" ? c.school : c.otherSchool);
  const [a] = await db.query<{ id: number }>(
    "INSERT INTO applications (center_id, vacancy_id, user_id, motivation, status, status_changed_at) VALUES ($1, $2, $3, $4, 'new', now()) RETURNING id",
    [centerId, vacancyId, volunteer.id, MOTIVATION],
  );
  const [conv] = await db.query<{ id: number }>(
    "INSERT INTO conversations (center_id, subject, subject_type, subject_id, last_message_at) VALUES ($1, 'Matrixvacature', 'application', $2, now()) RETURNING id",
    [centerId, a!.id],
  );
  await db.query("INSERT INTO conversation_participants (center_id, conversation_id, user_id) VALUES ($1, $2, $3)", [
    centerId,
    conv!.id,
    volunteer.id,
  ]);
  await db.query("INSERT INTO messages (center_id, conversation_id, author_id, body) VALUES ($1, $2, $3, $4)", [
    centerId,
    conv!.id,
    volunteer.id,
    MOTIVATION,
  ]);
  const [n] = await db.query<{ id: number }>(
    "INSERT INTO notifications (center_id, user_id, kind, title, body, link) VALUES ($1, $2, 'new_message', 'Nieuw bericht', 'Een bericht', '/conversations/1') RETURNING id",
    [centerId, volunteer.id],
  );
  return { id: Number(a!.id), conversation: Number(conv!.id), notification: Number(n!.id) };
}

const applicationBody = (vacancyId: number) => ({
  data: { type: "application", attributes: { vacancy_id: String(vacancyId), motivation: MOTIVATION } },
});
const statusBody = { data: { type: "application", attributes: { status: "in_progress" } } };
const messageBody = { data: { type: "message", attributes: { body: "Hallo, wanneer kan ik langskomen?" } } };

const ALL_404: [number, number, number, number, number, number] = [401, 404, 404, 404, 404, 404];

export const APPLICATION_MATRIX: Record<string, Endpoint> = {
  "POST /api/v1/applications": {
    own: {
      make: async (c) => T("/api/v1/applications", { body: applicationBody(await vacancy(c, "demo", c.school)) }),
      expect: [401, 201, 201, 201, 201, 201],
    },
    other: {
      make: async (c) =>
        T("/api/v1/applications", { body: applicationBody(await vacancy(c, "rijnstad", c.otherSchool)) }),
      expect: [401, 422, 422, 422, 422, 422],
    },
  },
  "GET /api/v1/applications": {
    own: {
      make: async () => T("/api/v1/applications?include=vacancy,user,conversation&sort=-created_at"),
      expect: [401, 200, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => {
        await application(c, "rijnstad");
        return T(`/api/v1/applications?filter[organization_id_eq]=${c.otherSchool}&include=vacancy,user`, {
          empty: true,
        });
      },
      expect: [401, 200, 200, 200, 200, 200],
    },
  },
  "GET /api/v1/applications/:id": {
    own: {
      make: async (c) =>
        T(`/api/v1/applications/${(await application(c, "demo")).id}?include=vacancy,user,conversation`),
      expect: [401, 404, 200, 200, 200, 200],
    },
    other: { make: async (c) => T(`/api/v1/applications/${(await application(c, "rijnstad")).id}`), expect: ALL_404 },
  },
  "PATCH /api/v1/applications/:id": {
    own: {
      make: async (c) => T(`/api/v1/applications/${(await application(c, "demo")).id}`, { body: statusBody }),
      expect: [401, 404, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/applications/${(await application(c, "rijnstad")).id}`, { body: statusBody }),
      expect: ALL_404,
    },
  },
  "POST /api/v1/applications/:id/withdraw": {
    // Only the volunteer who applied may withdraw (tests/api/applications.test.ts); staff who see it get 403.
    own: {
      make: async (c) => T(`/api/v1/applications/${(await application(c, "demo")).id}/withdraw`),
      expect: [401, 404, 403, 403, 403, 403],
    },
    other: {
      make: async (c) => T(`/api/v1/applications/${(await application(c, "rijnstad")).id}/withdraw`),
      expect: ALL_404,
    },
  },
  "GET /api/v1/conversations": {
    own: { make: async () => T("/api/v1/conversations"), expect: [401, 200, 200, 200, 200, 200] },
  },
  "GET /api/v1/conversations/:id": {
    own: {
      make: async (c) => T(`/api/v1/conversations/${(await application(c, "demo")).conversation}?include=messages`),
      expect: [401, 404, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/conversations/${(await application(c, "rijnstad")).conversation}?include=messages`),
      expect: ALL_404,
    },
  },
  "GET /api/v1/conversations/:id/messages": {
    own: {
      make: async (c) => T(`/api/v1/conversations/${(await application(c, "demo")).conversation}/messages`),
      expect: [401, 404, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/conversations/${(await application(c, "rijnstad")).conversation}/messages`),
      expect: ALL_404,
    },
  },
  "POST /api/v1/conversations/:id/messages": {
    own: {
      make: async (c) =>
        T(`/api/v1/conversations/${(await application(c, "demo")).conversation}/messages`, { body: messageBody }),
      expect: [401, 404, 201, 201, 201, 201],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/conversations/${(await application(c, "rijnstad")).conversation}/messages`, { body: messageBody }),
      expect: ALL_404,
    },
  },
  "GET /api/v1/notifications": {
    own: {
      make: async () => T("/api/v1/notifications?filter[read_at_null]=true"),
      expect: [401, 200, 200, 200, 200, 200],
    },
  },
  "PATCH /api/v1/notifications/:id": {
    // Only one's own notifications (tests/api/notifications.test.ts): another user's is 404 for everyone, staff included.
    own: {
      make: async (c) =>
        T(`/api/v1/notifications/${(await application(c, "demo")).notification}`, {
          body: { data: { type: "notification", attributes: { read: true } } },
        }),
      expect: ALL_404,
    },
    other: {
      make: async (c) =>
        T(`/api/v1/notifications/${(await application(c, "rijnstad")).notification}`, {
          body: { data: { type: "notification", attributes: { read: true } } },
        }),
      expect: ALL_404,
    },
  },
  "POST /api/v1/notifications/mark_all_read": {
    own: { make: async () => T("/api/v1/notifications/mark_all_read"), expect: [401, 200, 200, 200, 200, 200] },
  },
  "GET /api/v1/dashboard": {
    own: { make: async () => T("/api/v1/dashboard"), expect: [401, 200, 200, 200, 200, 200] },
  },
};
