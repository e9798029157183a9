/**
 * Authorization matrix rows of the approval rule (issue 14, point 3): only approved organizations
 * publish, and the public never reads a vacancy of an organization that is not approved. Extra
 * cases of endpoints the other parts already list (added by `addApprovalCases`).
 */
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "@server/db/client.ts";
import { organizations } from "@server/db/schema.ts";
import type { Fixtures } from "@server/testing/fixtures.ts";
import { T, type Case, type Endpoint } from "./types.ts";

const dbOf = (fx: Fixtures) => (fx as unknown as { database: Database }).database;
const attrs = (a: Record<string, unknown>) => ({ data: { type: "vacancy", attributes: a } });
const publishable = { title: "Nog niet goedgekeurd", description: "<p>Help mee.</p>", address: { city: "Utrecht" } };

/** A vacancy of a demo organization with this status (the organization approved while it is written). */
async function vacancyOf(fx: Fixtures, orgStatus: string, status: "draft" | "closed"): Promise<number> {
  const org = await fx.org("demo");
  return dbOf(fx).system(async (tx) => {
    const [o] = await tx
      .select({ centerId: organizations.centerId })
      .from(organizations)
      .where(eq(organizations.id, org));
    const [v] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`insert into vacancies (center_id, organization_id, title, status, published_at, description, city)
            values (${o!.centerId}, ${org}, 'Matrixvacature', ${status}, ${status === "closed" ? sql`now()` : null}, '<p>x</p>', 'Utrecht')
            returning id`,
      ),
    );
    await tx.update(organizations).set({ status: orgStatus }).where(eq(organizations.id, org));
    return Number(v!.id);
  });
}

// Staff of the School (member, orgadmin) are not staff of these organizations: 403/404 for them;
// center staff manage them, and are refused publishing all the same (422).
export const APPROVAL_CASES: Record<string, Record<string, Case>> = {
  "POST /api/v1/vacancies": {
    "publish for a pending organization": {
      make: async (c) =>
        T("/api/v1/vacancies", {
          body: attrs({
            ...publishable,
            organization_id: String(await c.fx.org("demo", { status: "pending" })),
            status: "published",
          }),
        }),
      expect: [401, 403, 403, 403, 422, 422],
    },
    "a draft for a pending organization": {
      make: async (c) =>
        T("/api/v1/vacancies", {
          body: attrs({ ...publishable, organization_id: String(await c.fx.org("demo", { status: "pending" })) }),
        }),
      expect: [401, 403, 403, 403, 201, 201],
    },
  },
  "PATCH /api/v1/vacancies/:id": {
    "publish a vacancy of a denied organization": {
      make: async (c) =>
        T(`/api/v1/vacancies/${await vacancyOf(c.fx, "denied", "closed")}`, { body: attrs({ status: "published" }) }),
      // The public does not see it (404); center staff do, and may not publish it.
      expect: [401, 404, 404, 404, 422, 422],
    },
  },
  "POST /api/v1/vacancies/bulk_update": {
    "publish a vacancy of an archived organization": {
      make: async (c) =>
        T("/api/v1/vacancies/bulk_update", {
          body: { data: { ids: [String(await vacancyOf(c.fx, "archived", "draft"))], status: "published" } },
        }),
      expect: [401, 403, 422, 422, 422, 422],
    },
  },
  "GET /api/v1/vacancies/:id": {
    "a closed vacancy of a denied organization": {
      make: async (c) => T(`/api/v1/vacancies/${await vacancyOf(c.fx, "denied", "closed")}`),
      expect: [404, 404, 404, 404, 200, 200],
    },
  },
};

/** Add the approval cases to the endpoints of the matrix they belong to. */
export function addApprovalCases(matrix: Record<string, Endpoint>): void {
  for (const [endpoint, cases] of Object.entries(APPROVAL_CASES)) {
    const def = matrix[endpoint];
    if (!def) throw new Error(`approval cases for an endpoint the matrix does not list: ${endpoint}`);
    matrix[endpoint] = { ...def, cases: { ...def.cases, ...cases } };
  }
}
