/** Authorization matrix rows of the audit trail (merged into ../authorization-matrix.test.ts). */
import type { Database } from "@server/db/client.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (c: Ctx) => (c.fx as unknown as { database: Database }).database;

export const AUDIT_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/audit_events": {
    own: {
      make: async (c) =>
        T(`/api/v1/audit_events?filter[subject_type_eq]=organization&filter[subject_id_eq]=${c.school}&include=actor`),
      expect: [401, 403, 403, 200, 200, 200],
    },
    other: {
      make: async (c) => {
        // An event of another center about its own school (its data names the center), which no demo viewer sees.
        await dbOf(c).query(
          "INSERT INTO audit_log (center_id, action, subject_type, subject_id, data) VALUES ($1, 'organization_updated', 'organization', $2, '{\"note\":\"Rijnstad\"}')",
          [await c.fx.centerId("rijnstad"), String(c.otherSchool)],
        );
        return T(
          `/api/v1/audit_events?filter[subject_type_eq]=organization&filter[subject_id_eq]=${c.otherSchool}&page[size]=1000`,
          { empty: true },
        );
      },
      expect: [401, 403, 403, 200, 200, 200],
    },
    cases: {
      // A person's page (/users/{id}): the trail of a member of the School; its admin reads their roles there.
      person: {
        make: async (c) => {
          const member = await c.fx.user("demo", { role: "member", orgId: c.school });
          await dbOf(c).query(
            "INSERT INTO audit_log (center_id, action, subject_type, subject_id, data) VALUES ($1, 'role_added', 'user', $2, $3)",
            [
              await c.fx.centerId("demo"),
              String(member.id),
              JSON.stringify({ name: "member", organization_id: c.school }),
            ],
          );
          return T(
            `/api/v1/audit_events?filter[subject_type_eq]=user&filter[subject_id_eq]=${member.id}&include=actor`,
          );
        },
        expect: [401, 403, 403, 200, 200, 200],
      },
    },
  },
};
