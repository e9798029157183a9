/** Authorization matrix rows of the activity module (merged into ../authorization-matrix.test.ts). */
import type { Database } from "@server/db/client.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (c: Ctx) => (c.fx as unknown as { database: Database }).database;

/** Another center's application (its title names the center), which no demo viewer may see. */
async function rijnstadApplication(c: Ctx) {
  const db = dbOf(c);
  const centerId = await c.fx.centerId("rijnstad");
  const volunteer = await c.fx.user("rijnstad", { role: "volunteer" });
  const [v] = await db.query<{ id: number }>(
    "INSERT INTO vacancies (center_id, organization_id, title, status, published_at) VALUES ($1, $2, 'Rijnstad matrixvacature', 'published', now()) RETURNING id",
    [centerId, c.otherSchool],
  );
  await db.query(
    "INSERT INTO applications (center_id, vacancy_id, user_id, motivation, status) VALUES ($1, $2, $3, 'Graag!', 'new')",
    [centerId, v!.id, volunteer.id],
  );
}

export const ACTIVITY_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/activity_items": {
    own: {
      make: async () => T("/api/v1/activity_items?page[size]=5&filter[kind_in]=application_created,message_created"),
      expect: [401, 200, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => {
        await rijnstadApplication(c);
        return T("/api/v1/activity_items?page[size]=1000");
      },
      expect: [401, 200, 200, 200, 200, 200],
    },
  },
};
