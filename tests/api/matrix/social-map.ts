/**
 * Authorization matrix rows of the social map: everyone reads a center's entries; only center
 * staff write; another center's entries are a 404 (or never listed), whoever asks.
 */
import type { Database } from "@server/db/client.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (c: Ctx) => (c.fx as unknown as { database: Database }).database;

async function entry(c: Ctx, key = "demo"): Promise<number> {
  const centerId = await c.fx.centerId(key);
  const [row] = await dbOf(c).query<{ id: number }>(
    "INSERT INTO social_map_entries (center_id, name, category, city, latitude, longitude) VALUES ($1, $2, 'library', 'Rhenen', 51.96, 5.57) RETURNING id",
    [centerId, key === "demo" ? "Matrixbibliotheek" : "Bibliotheek elders"],
  );
  return row!.id;
}

const body = (attributes: Record<string, unknown>) => ({ data: { type: "social_map_entry", attributes } });
const valid = { name: "Taalcafé Matrix", category: "language_cafe", city: "Utrecht", latitude: 52.09, longitude: 5.12 };

export const SOCIAL_MAP_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/social_map_entries": {
    own: { make: async () => T("/api/v1/social_map_entries"), expect: [200, 200, 200, 200, 200, 200] },
    other: {
      make: async (c) => {
        await entry(c, "rijnstad");
        return T("/api/v1/social_map_entries?filter[name_cont]=elders", { empty: true });
      },
      expect: [200, 200, 200, 200, 200, 200],
    },
  },
  "GET /api/v1/social_map_entries/:id": {
    own: {
      make: async (c) => T(`/api/v1/social_map_entries/${await entry(c)}`),
      expect: [200, 200, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/social_map_entries/${await entry(c, "rijnstad")}`),
      expect: [404, 404, 404, 404, 404, 404],
    },
  },
  "POST /api/v1/social_map_entries": {
    own: {
      make: async () => T("/api/v1/social_map_entries", { body: body(valid) }),
      expect: [401, 403, 403, 403, 201, 201],
    },
  },
  "PATCH /api/v1/social_map_entries/:id": {
    own: {
      make: async (c) => T(`/api/v1/social_map_entries/${await entry(c)}`, { body: body({ name: "Gewijzigd" }) }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/social_map_entries/${await entry(c, "rijnstad")}`, { body: body({ name: "Gewijzigd" }) }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "DELETE /api/v1/social_map_entries/:id": {
    own: {
      make: async (c) => T(`/api/v1/social_map_entries/${await entry(c)}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: {
      make: async (c) => T(`/api/v1/social_map_entries/${await entry(c, "rijnstad")}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
};
