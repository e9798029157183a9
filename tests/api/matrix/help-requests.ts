/**
 * Authorization matrix rows of one-on-one help (een-op-een-hulp). The matrix works at the demo
 * center, which has no one-on-one help: there the public form answers 404 to everyone (the form at
 * the public center, per role: help-requests.test.ts); the staff's list, detail and changes are
 * center staff's everywhere (a center that switched the feature off can still close its requests).
 */
import { sql } from "drizzle-orm";
import type { Database } from "@server/db/client.ts";
import { helpRequests } from "@server/db/schema.ts";
import type { Fixtures } from "@server/testing/fixtures.ts";
import { T, type Endpoint } from "./types.ts";

const dbOf = (fx: Fixtures) => (fx as unknown as { database: Database }).database;

async function helpRequest(fx: Fixtures, center: string) {
  return dbOf(fx).system(async (tx) => {
    const [row] = await tx
      .insert(helpRequests)
      .values({
        centerId: sql`(SELECT id FROM centers WHERE key = ${center})`,
        name: "Matrix Hulpvrager",
        email: "hulpvrager@example.org",
        kind: "groceries",
        description: "Hulp bij de boodschappen, uit de matrix.",
        area: "Zeist",
        consentAt: new Date(),
      })
      .returning({ id: helpRequests.id });
    return row!.id;
  });
}

const body = (attributes: Record<string, unknown>) => ({ data: { type: "help_request", attributes } });
const STAFF_ONLY = [401, 403, 403, 403, 200, 200] as [number, number, number, number, number, number];
const NOT_HERE = [401, 403, 403, 403, 404, 404] as [number, number, number, number, number, number];

export const HELP_REQUEST_MATRIX: Record<string, Endpoint> = {
  "POST /api/v1/help_requests": {
    own: {
      make: async () =>
        T("/api/v1/help_requests", {
          body: body({
            name: "Matrix Hulpvrager",
            email: "hulpvrager@example.org",
            kind: "buddy",
            description: "Een maatje gezocht, uit de matrix.",
            area: "Zeist",
            consent: true,
          }),
        }),
      expect: [404, 404, 404, 404, 404, 404],
    },
  },
  "GET /api/v1/help_requests": {
    own: { make: async () => T("/api/v1/help_requests"), expect: STAFF_ONLY },
    cases: {
      "open ones (the dashboard's list)": {
        make: async () => T("/api/v1/help_requests?filter[status_in]=new,matching&filter[q]=matrix"),
        expect: STAFF_ONLY,
      },
    },
  },
  "GET /api/v1/help_requests/:id": {
    own: { make: async ({ fx }) => T(`/api/v1/help_requests/${await helpRequest(fx, "demo")}`), expect: STAFF_ONLY },
    other: {
      make: async ({ fx }) => T(`/api/v1/help_requests/${await helpRequest(fx, "rijnstad")}`),
      expect: NOT_HERE,
    },
  },
  "PATCH /api/v1/help_requests/:id": {
    own: {
      make: async ({ fx }) =>
        T(`/api/v1/help_requests/${await helpRequest(fx, "demo")}`, {
          body: body({ status: "matching", note: "Gebeld." }),
        }),
      expect: STAFF_ONLY,
    },
    other: {
      make: async ({ fx }) =>
        T(`/api/v1/help_requests/${await helpRequest(fx, "rijnstad")}`, { body: body({ status: "closed" }) }),
      expect: NOT_HERE,
    },
  },
};
