/** Authorization matrix rows of saved searches (issue 18): only the owner reads and deletes one. */
import type { Database } from "@server/db/client.ts";
import type { Fixtures } from "@server/testing/fixtures.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (fx: Fixtures) => (fx as unknown as { database: Database }).database;

/** Another person's saved search (a fresh volunteer of the center): nobody else finds it. */
async function someoneElses(c: Ctx, key: "demo" | "rijnstad"): Promise<number> {
  const owner = await c.fx.user(key, { role: "volunteer" });
  const [row] = await dbOf(c.fx).query<{ id: number }>(
    "INSERT INTO saved_searches (center_id, user_id, name, q, words) VALUES ($1, $2, 'Natuur', 'natuur', '{natuur}') RETURNING id",
    [await c.fx.centerId(key), owner.id],
  );
  return Number(row!.id);
}

const body = { data: { type: "saved_search", attributes: { name: "Natuur", query: { q: "natuur" } } } };

export const SAVED_SEARCH_MATRIX: Record<string, Endpoint> = {
  // Everyone signed in has a list of their own (a fresh account: empty).
  "GET /api/v1/saved_searches": {
    own: { make: async () => T("/api/v1/saved_searches", { empty: true }), expect: [401, 200, 200, 200, 200, 200] },
  },
  "POST /api/v1/saved_searches": {
    own: { make: async () => T("/api/v1/saved_searches", { body }), expect: [401, 201, 201, 201, 201, 201] },
  },
  // Staff and superadmins included: a person's saved searches are theirs alone.
  "GET /api/v1/saved_searches/:id": {
    own: {
      make: async (c) => T(`/api/v1/saved_searches/${await someoneElses(c, "demo")}`),
      expect: [401, 404, 404, 404, 404, 404],
    },
    other: {
      make: async (c) => T(`/api/v1/saved_searches/${await someoneElses(c, "rijnstad")}`),
      expect: [401, 404, 404, 404, 404, 404],
    },
  },
  "DELETE /api/v1/saved_searches/:id": {
    own: {
      make: async (c) => T(`/api/v1/saved_searches/${await someoneElses(c, "demo")}`),
      expect: [401, 404, 404, 404, 404, 404],
    },
    other: {
      make: async (c) => T(`/api/v1/saved_searches/${await someoneElses(c, "rijnstad")}`),
      expect: [401, 404, 404, 404, 404, 404],
    },
  },
};
