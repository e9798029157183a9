/**
 * The authorization matrix, generated from ONE table: every registered endpoint x every role x
 * a target in the actor's own center and (where the endpoint takes one) in another center.
 * An endpoint registered in fastify but missing from the table fails the suite.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { DEMO_PASSWORD } from "@server/db/seed.ts";
import { Fixtures, uniqueEmail } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

import { ACCOUNT_MATRIX } from "./matrix/accounts.ts";
import { ACTIVITY_MATRIX } from "./matrix/activity.ts";
import { ANALYTICS_MATRIX } from "./matrix/analytics.ts";
import { APPLICATION_MATRIX } from "./matrix/applications.ts";
import { addApprovalCases } from "./matrix/approval.ts";
import { AUDIT_MATRIX } from "./matrix/audit.ts";
import { AUTH_MATRIX } from "./matrix/auth.ts";
import { EXPORT_MATRIX } from "./matrix/exports.ts";
import { USERS_MATRIX } from "./matrix/users.ts";
import { pw, T, type Ctx, type Endpoint, ROLES } from "./matrix/types.ts";
import { VACANCY_MATRIX } from "./matrix/vacancies.ts";
import { HEALTH_MATRIX } from "./matrix/health.ts";
import { ORGANIZATION_MATRIX } from "./matrix/organizations.ts";
import { SETTINGS_MATRIX } from "./matrix/settings.ts";
import { SITE_MATRIX } from "./matrix/site.ts";
import { CONTENT_MATRIX } from "./matrix/content.ts";
import { PERIODIC_MAIL_MATRIX } from "./matrix/periodic-mail.ts";
import { CONVERSATION_MATRIX } from "./matrix/conversations.ts";
import { NOTIFICATION_TEMPLATE_MATRIX } from "./matrix/notification-templates.ts";
import { MEDIA_MATRIX } from "./matrix/media.ts";
import { SAVED_SEARCH_MATRIX } from "./matrix/saved-searches.ts";
import { HELP_REQUEST_MATRIX } from "./matrix/help-requests.ts";
import { VOLUNTEER_POOL_MATRIX } from "./matrix/volunteer-pool.ts";
import { SOCIAL_MAP_MATRIX } from "./matrix/social-map.ts";
import { FORM_MATRIX } from "./matrix/forms.ts";
import { ACTIVITIES_MATRIX } from "./matrix/activities.ts";
import { WORKSHOPS_MATRIX } from "./matrix/workshops.ts";

const CORE_MATRIX: Record<string, Endpoint> = {
  "GET /healthz": { own: { make: async () => T("/healthz"), expect: [200, 200, 200, 200, 200, 200] } },
  "GET /dev/mailbox": { own: { make: async () => T("/dev/mailbox"), expect: [200, 200, 200, 200, 200, 200] } },
  "GET /dev/mailbox/:id": { own: { make: async () => T("/dev/mailbox/none"), expect: [404, 404, 404, 404, 404, 404] } },
  "POST /auth/sign_in": {
    own: {
      make: async () => T("/auth/sign_in", { body: { email: "volunteer@demo.test", password: DEMO_PASSWORD } }),
      expect: [200, 200, 200, 200, 200, 200],
    },
    other: {
      make: async () => T("/auth/sign_in", { body: { email: "volunteer@rijnstad.test", password: DEMO_PASSWORD } }),
      expect: [401, 401, 401, 401, 401, 401],
    },
  },
  "DELETE /auth/sign_out": { own: { make: async () => T("/auth/sign_out"), expect: [401, 204, 204, 204, 204, 204] } },
  "GET /auth/validate_token": {
    own: { make: async () => T("/auth/validate_token"), expect: [401, 200, 200, 200, 200, 200] },
  },
  "POST /auth/password": {
    own: {
      make: async () => T("/auth/password", { body: { email: "volunteer@demo.test" } }),
      expect: [200, 200, 200, 200, 200, 200],
    },
    other: {
      make: async () => T("/auth/password", { body: { email: "volunteer@rijnstad.test" } }),
      expect: [200, 200, 200, 200, 200, 200],
    },
  },
  "PUT /auth/password": {
    own: { make: async () => T("/auth/password", { body: pw }), expect: [401, 200, 200, 200, 200, 200] },
  },
  "PATCH /auth/password": {
    own: { make: async () => T("/auth/password", { body: pw }), expect: [401, 200, 200, 200, 200, 200] },
  },
  "POST /auth/token": {
    own: {
      make: async () => T("/auth/token", { body: { token: "not-a-valid-login-token" } }),
      expect: [401, 401, 401, 401, 401, 401],
    },
  },
  "POST /api/v1/confirm": {
    own: {
      make: async () => T("/api/v1/confirm", { body: { confirmation_token: "not-a-valid-token" } }),
      expect: [404, 404, 404, 404, 404, 404],
    },
  },
  "POST /api/v1/sign_in_as_user": {
    own: {
      make: async ({ fx }) =>
        T("/api/v1/sign_in_as_user", { body: { user_id: String((await fx.user("demo", { role: "volunteer" })).id) } }),
      expect: [401, 403, 403, 403, 201, 201],
    },
    other: {
      make: async ({ fx }) =>
        T("/api/v1/sign_in_as_user", {
          body: { user_id: String((await fx.user("rijnstad", { role: "volunteer" })).id) },
        }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "GET /api/v1/volunteer_centers": {
    own: { make: async () => T("/api/v1/volunteer_centers?include=profile"), expect: [200, 200, 200, 200, 200, 200] },
  },
  "GET /api/v1/volunteer_centers/current": {
    own: {
      make: async () => T("/api/v1/volunteer_centers/current?include=profile"),
      expect: [200, 200, 200, 200, 200, 200],
    },
  },
  "GET /api/v1/current_organizations": {
    own: { make: async () => T("/api/v1/current_organizations"), expect: [401, 200, 200, 200, 200, 200] },
  },
  "GET /api/v1/current_organization": {
    own: {
      make: async () => T("/api/v1/current_organization?include=address,profile"),
      expect: [401, 404, 200, 200, 200, 200],
    },
    other: {
      make: async (c) =>
        T("/api/v1/current_organization", { headers: { "current-organization": String(c.otherSchool) } }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "GET /api/v1/organizations": {
    own: { make: async () => T("/api/v1/organizations?include=vacancies"), expect: [401, 403, 200, 200, 200, 200] },
    other: {
      make: async (c) => T(`/api/v1/organizations?filter[id_eq]=${c.otherSchool}`, { empty: true }),
      expect: [401, 403, 200, 200, 200, 200],
    },
  },
  "GET /api/v1/organizations/:id": {
    own: {
      make: async (c) => T(`/api/v1/organizations/${c.school}?include=profile`),
      expect: [401, 403, 200, 200, 200, 200],
    },
    other: { make: async (c) => T(`/api/v1/organizations/${c.otherSchool}`), expect: [401, 403, 404, 404, 404, 404] },
  },
  "POST /api/v1/organizations": {
    own: {
      make: async () =>
        T("/api/v1/organizations", {
          body: {
            data: {
              type: "organization",
              attributes: {
                name: "Nieuwe Stichting",
                organization_type: "Foundation",
                user: { email: uniqueEmail(), ...pw, first_name: "Nina", last_name: "Nieuw" },
              },
            },
          },
        }),
      expect: [201, 201, 201, 201, 201, 201],
    },
  },
  "PUT /api/v1/organizations/:id": {
    own: {
      make: async (c) =>
        T(`/api/v1/organizations/${c.school}`, {
          body: { data: { type: "organization", id: String(c.school), attributes: { phone: "030-1234567" } } },
        }),
      expect: [401, 403, 403, 200, 200, 200],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/organizations/${c.otherSchool}`, {
          body: { data: { type: "organization", attributes: { phone: "1" } } },
        }),
      expect: [401, 403, 404, 404, 404, 404],
    },
  },
  "PUT /api/v1/organizations/:id/approve": {
    own: {
      make: async ({ fx }) => {
        const id = await fx.org("demo", { status: "pending" });
        return T(`/api/v1/organizations/${id}/approve`, {
          body: { data: { type: "organization", id: String(id), attributes: { status: "approved" } } },
        });
      },
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async ({ fx }) => {
        const id = await fx.org("rijnstad", { status: "pending" });
        return T(`/api/v1/organizations/${id}/approve`, {
          body: { data: { type: "organization", id: String(id), attributes: { status: "approved" } } },
        });
      },
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "PUT /api/v1/organizations/:id/move": {
    own: {
      make: async ({ fx }) => {
        const id = await fx.org("demo");
        return T(`/api/v1/organizations/${id}/move`, {
          body: {
            data: {
              type: "organization",
              id: String(id),
              attributes: { volunteer_center_id: String(await fx.centerId("heuvelrug")) },
            },
          },
        });
      },
      expect: [401, 403, 403, 403, 403, 200],
    },
    other: {
      make: async ({ fx }) => {
        const id = await fx.org("rijnstad");
        return T(`/api/v1/organizations/${id}/move`, {
          body: {
            data: {
              type: "organization",
              id: String(id),
              attributes: { volunteer_center_id: String(await fx.centerId("heuvelrug")) },
            },
          },
        });
      },
      expect: [401, 403, 403, 403, 403, 404],
    },
  },
  "DELETE /api/v1/organizations/:id": {
    own: {
      make: async ({ fx }) => T(`/api/v1/organizations/${await fx.org("demo")}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: {
      make: async ({ fx }) => T(`/api/v1/organizations/${await fx.org("rijnstad")}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "GET /api/v1/users": {
    own: {
      make: async (c) =>
        T(`/api/v1/users?filter[organization_id_eq]=${c.school}&filter[with_role]=admin&page[size]=1000`),
      expect: [401, 403, 200, 200, 200, 200],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/users?filter[organization_id_eq]=${c.otherSchool}&include=organizations`, { empty: true }),
      expect: [401, 403, 200, 200, 200, 200],
    },
  },
  "GET /api/v1/current_user": {
    own: { make: async () => T("/api/v1/current_user?include=roles"), expect: [401, 200, 200, 200, 200, 200] },
  },
  "PATCH /api/v1/current_user": {
    own: {
      make: async () => T("/api/v1/current_user", { body: { user: { phone: "06-12345678" } } }),
      expect: [401, 200, 200, 200, 200, 200],
    },
  },
  "DELETE /api/v1/current_user": {
    own: {
      make: async () => T("/api/v1/current_user", { body: { current_password: pw.password } }),
      expect: [401, 204, 204, 204, 204, 204],
    },
  },
  "GET /api/v1/current_user/export": {
    own: { make: async () => T("/api/v1/current_user/export"), expect: [401, 200, 200, 200, 200, 200] },
  },
  "GET /api/v1/users/:id": {
    own: {
      make: async (c) =>
        T(
          `/api/v1/users/${(await c.fx.user("demo", { role: "member", orgId: c.school })).id}?include=roles,organizations`,
        ),
      expect: [401, 403, 200, 200, 200, 200],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/users/${(await c.fx.user("rijnstad", { role: "member", orgId: c.otherSchool })).id}`),
      expect: [401, 403, 404, 404, 404, 404],
    },
  },
  "POST /api/v1/users": {
    own: {
      make: async () =>
        T("/api/v1/users", {
          body: {
            data: { type: "user", attributes: { email: uniqueEmail(), ...pw, first_name: "Nico", last_name: "Nieuw" } },
          },
        }),
      expect: [201, 403, 403, 201, 201, 201],
    },
  },
  "PATCH /api/v1/users/:id": {
    own: {
      make: async (c) =>
        T(`/api/v1/users/${(await c.fx.user("demo", { role: "member", orgId: c.school })).id}`, {
          body: { data: { type: "user", attributes: { first_name: "Bewerkt" } } },
        }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/users/${(await c.fx.user("rijnstad", { role: "member", orgId: c.otherSchool })).id}`, {
          body: { data: { type: "user", attributes: { first_name: "X" } } },
        }),
      expect: [401, 403, 404, 404, 404, 404],
    },
  },
  "DELETE /api/v1/users/:id": {
    own: {
      make: async (c) => T(`/api/v1/users/${(await c.fx.user("demo", { role: "member", orgId: c.school })).id}`),
      expect: [401, 403, 403, 403, 204, 204],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/users/${(await c.fx.user("rijnstad", { role: "member", orgId: c.otherSchool })).id}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "PUT /api/v1/users/:id/add_role": {
    own: {
      make: async (c) =>
        T(`/api/v1/users/${(await c.fx.user("demo", { role: "member", orgId: c.school })).id}/add_role`, {
          body: { role: { name: "admin", organization_id: String(c.school) } },
        }),
      expect: [401, 403, 403, 200, 200, 200],
    },
    other: {
      make: async (c) =>
        T(`/api/v1/users/${(await c.fx.user("rijnstad", { role: "member", orgId: c.otherSchool })).id}/add_role`, {
          body: { role: { name: "admin", organization_id: String(c.school) } },
        }),
      expect: [401, 403, 403, 404, 404, 404],
    },
  },
  "DELETE /api/v1/users/:id/remove_role": {
    own: {
      make: async (c) =>
        T(
          `/api/v1/users/${(await c.fx.user("demo", { role: "member", orgId: c.school })).id}/remove_role?name=member&organization_id=${c.school}`,
        ),
      expect: [401, 403, 403, 200, 200, 200],
    },
    other: {
      make: async (c) =>
        T(
          `/api/v1/users/${(await c.fx.user("rijnstad", { role: "member", orgId: c.otherSchool })).id}/remove_role?name=member&organization_id=${c.school}`,
        ),
      expect: [401, 403, 403, 404, 404, 404],
    },
  },
  "POST /api/v1/users/:id/resend_confirmation_instructions": {
    own: {
      make: async (c) =>
        T(
          `/api/v1/users/${(await c.fx.user("demo", { role: "member", orgId: c.school, confirmed: false })).id}/resend_confirmation_instructions`,
        ),
      expect: [401, 403, 403, 200, 200, 200],
    },
    other: {
      make: async (c) =>
        T(
          `/api/v1/users/${(await c.fx.user("rijnstad", { role: "member", orgId: c.otherSchool, confirmed: false })).id}/resend_confirmation_instructions`,
        ),
      expect: [401, 403, 403, 404, 404, 404],
    },
  },
  "POST /api/v1/feedback": {
    own: {
      make: async () => T("/api/v1/feedback", { body: { message: "Fijne site!", url: "/vacancies" } }),
      expect: [201, 201, 201, 201, 201, 201],
    },
  },
};

/** One table, assembled from the core endpoints and one part per domain module. */
const MATRIX: Record<string, Endpoint> = {
  ...CORE_MATRIX,
  ...VACANCY_MATRIX,
  ...APPLICATION_MATRIX,
  ...ACCOUNT_MATRIX,
  ...AUTH_MATRIX,
  ...HEALTH_MATRIX,
  ...ACTIVITY_MATRIX,
  ...ANALYTICS_MATRIX,
  ...EXPORT_MATRIX,
  ...USERS_MATRIX,
  ...AUDIT_MATRIX,
  ...ORGANIZATION_MATRIX,
  ...SETTINGS_MATRIX,
  ...SITE_MATRIX,
  ...CONTENT_MATRIX,
  ...PERIODIC_MAIL_MATRIX,
  ...CONVERSATION_MATRIX,
  ...NOTIFICATION_TEMPLATE_MATRIX,
  ...MEDIA_MATRIX,
  ...SAVED_SEARCH_MATRIX,
  ...HELP_REQUEST_MATRIX,
  ...SOCIAL_MAP_MATRIX,
  ...FORM_MATRIX,
  ...ACTIVITIES_MATRIX,
  ...WORKSHOPS_MATRIX,
  ...VOLUNTEER_POOL_MATRIX,
};

let t: TestContext;
let ctx: Ctx;
beforeAll(async () => {
  // The "moving organizations" flag on, so that the move call is in the matrix.
  t = await createTestContext({ moveOrganizations: true });
  const fx = new Fixtures(t.database);
  ctx = { fx, school: await fx.seededOrg("demo", "School"), otherSchool: await fx.seededOrg("rijnstad", "School") };
});
afterAll(async () => {
  await t?.close();
});

// More cases of endpoints listed above (the approval rule: only approved organizations publish).
addApprovalCases(MATRIX);

describe("authorization matrix", () => {
  it("covers every registered endpoint, and nothing that is not registered", () => {
    const registered = t.app.services.routes.map((r) => `${r.method} ${r.url}`).sort();
    // "METHOD /path [variant]": more cases of one endpoint (matrix/accounts.ts).
    expect(registered).toEqual([...new Set(Object.keys(MATRIX).map((k) => k.replace(/ \[.*\]$/, "")))].sort());
  });

  for (const [endpoint, def] of Object.entries(MATRIX)) {
    const [method] = endpoint.split(" ") as [string];
    const cases: [string, Endpoint["other"]][] = [
      ["own", def.own],
      ["other", def.other],
      ...Object.entries(def.cases ?? {}),
    ];
    for (const [target, c] of cases) {
      if (!c) continue;
      it(`${endpoint} (${target === "own" || target === "other" ? `${target} center` : target})`, async () => {
        const results: Record<string, number> = {};
        const expected: Record<string, number> = {};
        // A fresh account per role and case, so no case depends on what another one changed; retired
        // (its roles taken) after the case, so the School's staff stays the seeded few.
        const actors: string[] = [];
        onTestFinished(() => ctx.fx.retire(actors));
        for (const [i, role] of ROLES.entries()) {
          const email = role === "visitor" ? null : await ctx.fx.actor("demo", role);
          if (email) actors.push(email);
          const session: Session | null = email ? await t.signIn(email, "demo") : null;
          const tg = await c.make(ctx);
          const res = await t.request(method, tg.url, {
            center: "demo",
            as: session,
            ...(tg.body !== undefined ? { body: tg.body } : {}),
            ...(tg.headers ? { headers: tg.headers } : {}),
          });
          results[role] = res.statusCode;
          expected[role] = c.expect[i]!;
          expect(res.statusCode).toBeLessThan(500);
          // A CSV download (exports): an empty one holds only its header line.
          const csv = String(res.headers["content-type"]).startsWith("text/csv");
          if (csv && tg.empty) expect(res.body.split("\r\n").filter(Boolean)).toHaveLength(1);
          if (
            !csv &&
            res.statusCode !== 204 &&
            !tg.url.startsWith("/dev/mailbox?") &&
            !(tg.url === "/dev/mailbox") &&
            !tg.url.endsWith(".css") &&
            !tg.url.endsWith(".xml") &&
            !tg.url.endsWith(".txt") &&
            !String(res.headers["content-type"]).startsWith("application/pdf")
          ) {
            const doc = json(res);
            if (res.statusCode >= 400) {
              expect(doc.errors?.[0]?.status).toBe(String(res.statusCode));
            }
            if (tg.empty && res.statusCode === 200) expect(doc.data).toEqual([]);
          }
          if (target === "other") expect(res.body).not.toMatch(/rijnstad/i);
        }
        expect(results).toEqual(expected);
      });
    }
  }
});
