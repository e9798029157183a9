/** Authorization matrix rows of the CSV exports (merged into ../authorization-matrix.test.ts). */
import { T, type Endpoint } from "./types.ts";

export const EXPORT_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/organizations/export": {
    own: { make: async () => T("/api/v1/organizations/export?sort=-name"), expect: [401, 403, 200, 200, 200, 200] },
    other: {
      make: async (c) => T(`/api/v1/organizations/export?filter[id_eq]=${c.otherSchool}`, { empty: true }),
      expect: [401, 403, 200, 200, 200, 200],
    },
  },
  "GET /api/v1/users/export": {
    own: {
      make: async (c) => T(`/api/v1/users/export?filter[organization_id_eq]=${c.school}&filter[with_role]=admin`),
      expect: [401, 403, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/users/export?filter[organization_id_eq]=${c.otherSchool}`, { empty: true }),
      expect: [401, 403, 200, 200, 200, 200],
    },
  },
};
