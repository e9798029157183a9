/**
 * Authorization matrix rows of the account itself (issue 14, point 2): e-mail, password and status
 * of another user's account, the owner's own pending e-mail change and its confirm/undo links.
 * A key with a " [variant]" suffix is one more case of the same registered endpoint.
 */
import type { Database } from "@server/db/client.ts";
import { uniqueEmail, type Fixtures } from "@server/testing/fixtures.ts";
import { pw, T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (fx: Fixtures) => (fx as unknown as { database: Database }).database;

const member = async (c: Ctx, key: "demo" | "rijnstad") =>
  (await c.fx.user(key, { role: "member", orgId: key === "demo" ? c.school : c.otherSchool })).id;
const patch = (id: number, attributes: Record<string, unknown>) =>
  T(`/api/v1/users/${id}`, { body: { data: { type: "user", attributes } } });

export const ACCOUNT_MATRIX: Record<string, Endpoint> = {
  // Organization admins manage membership and roles, never the account: 403 with a pointer.
  // Center staff correct an e-mail of their center: pending until the new address confirms (200).
  "PATCH /api/v1/users/:id [email]": {
    own: {
      make: async (c) => patch(await member(c, "demo"), { email: uniqueEmail() }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) => patch(await member(c, "rijnstad"), { email: uniqueEmail() }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "PATCH /api/v1/users/:id [superadmin's email]": {
    own: {
      make: async (c) => {
        const email = await c.fx.actor("demo", "superadmin");
        const [u] = await dbOf(c.fx).query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]);
        return patch(Number(u!.id), { email: uniqueEmail() });
      },
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  // Only the owner sets a password.
  "PATCH /api/v1/users/:id [password]": {
    own: { make: async (c) => patch(await member(c, "demo"), pw), expect: [401, 403, 403, 403, 403, 403] },
  },
  "PATCH /api/v1/users/:id [status]": {
    own: {
      make: async (c) => patch(await member(c, "demo"), { status: "inactive" }),
      expect: [401, 403, 403, 403, 200, 200],
    },
  },
  // The owner's own change: pending (200, the address unchanged until confirmed).
  "PATCH /api/v1/current_user [email]": {
    own: {
      make: async () =>
        T("/api/v1/current_user", { body: { user: { email: uniqueEmail(), current_password: pw.password } } }),
      expect: [401, 200, 200, 200, 200, 200],
    },
  },
  "DELETE /api/v1/current_user/email_change": {
    own: { make: async () => T("/api/v1/current_user/email_change"), expect: [401, 200, 200, 200, 200, 200] },
  },
  // The links' tokens are the credential: nobody gets past an invalid one.
  "POST /api/v1/email_change/confirm": {
    own: {
      make: async () => T("/api/v1/email_change/confirm", { body: { token: "not-a-valid-token" } }),
      expect: [404, 404, 404, 404, 404, 404],
    },
  },
  "POST /api/v1/email_change/undo": {
    own: {
      make: async () => T("/api/v1/email_change/undo", { body: { token: "not-a-valid-token" } }),
      expect: [404, 404, 404, 404, 404, 404],
    },
  },
};
