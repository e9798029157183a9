/**
 * Authorization matrix rows of analytics (merged into ../authorization-matrix.test.ts): center
 * staff and superadmins only (PRODUCT.md section 3); another center's organization gives nothing.
 */
import { T, type Endpoint } from "./types.ts";

const STAFF_ONLY = [401, 403, 403, 403, 200, 200] as const;
const RANGE = "filter[date_gteq]=2019-03-01&filter[date_lteq]=2019-03-31";

export const ANALYTICS_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/analytics": {
    own: { make: async () => T("/api/v1/analytics?filter[period_eq]=this_year"), expect: [...STAFF_ONLY] },
    cases: {
      "a bad range": {
        make: async () => T("/api/v1/analytics?filter[date_gteq]=2019-03-31&filter[date_lteq]=2019-03-01"),
        expect: [401, 403, 403, 403, 422, 422],
      },
    },
  },
  "GET /api/v1/analytics/organizations": {
    own: {
      make: async (c) => T(`/api/v1/analytics/organizations?${RANGE}&filter[organization_id_eq]=${c.school}`),
      expect: [...STAFF_ONLY],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/analytics/organizations?${RANGE}&filter[organization_id_eq]=${c.otherSchool}`, { empty: true }),
      expect: [...STAFF_ONLY],
    },
  },
  "GET /api/v1/analytics/export": {
    own: { make: async () => T(`/api/v1/analytics/export?${RANGE}`), expect: [...STAFF_ONLY] },
  },
  "GET /api/v1/analytics/organizations/export": {
    own: { make: async () => T(`/api/v1/analytics/organizations/export?${RANGE}`), expect: [...STAFF_ONLY] },
    other: {
      make: async (c) =>
        T(`/api/v1/analytics/organizations/export?${RANGE}&filter[organization_id_eq]=${c.otherSchool}`, {
          empty: true,
        }),
      expect: [...STAFF_ONLY],
    },
  },
};
