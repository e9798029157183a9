/**
 * Authorization matrix rows of the organizations back office (issue 15): the status history, the
 * bulk review of the approval queue and the CSV export. Roles: visitor, volunteer, member,
 * orgadmin (of the demo School), center admin, superadmin.
 */
import { T, type Endpoint } from "./types.ts";

const review = (id: number, status: string, reason?: string) => ({
  data: [{ type: "organization", id: String(id), attributes: { status, ...(reason ? { reason } : {}) } }],
});

export const ORGANIZATION_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/organizations/:id/status_history": {
    own: {
      make: async (c) => T(`/api/v1/organizations/${c.school}/status_history`),
      expect: [401, 403, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/organizations/${c.otherSchool}/status_history`),
      expect: [401, 403, 404, 404, 404, 404],
    },
    cases: {
      "an organization the member does not belong to": {
        make: async (c) => T(`/api/v1/organizations/${await c.fx.org("demo", { status: "pending" })}/status_history`),
        expect: [401, 403, 404, 404, 200, 200],
      },
    },
  },
  "PUT /api/v1/organizations/bulk_approve": {
    own: {
      make: async (c) =>
        T("/api/v1/organizations/bulk_approve", {
          body: review(await c.fx.org("demo", { status: "pending" }), "approved"),
        }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) =>
        T("/api/v1/organizations/bulk_approve", {
          body: review(await c.fx.org("rijnstad", { status: "pending" }), "denied", "Dubbel aangemeld"),
        }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
};
