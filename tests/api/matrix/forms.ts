/**
 * Authorization matrix rows of forms (PRODUCT.md section 4): only center staff build forms and read
 * their responses; anyone with the link reads an open form and answers it; a signed-in user lists
 * their own responses; never another center's form, not even by its link.
 */
import type { Database } from "@server/db/client.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (c: Ctx) => (c.fx as unknown as { database: Database }).database;
let counter = 0;
const token = () => `matrix${Date.now().toString(36)}${++counter}`.padEnd(22, "x").slice(0, 22);

const FIELDS = JSON.stringify([{ key: "naam", label: "Naam", kind: "text", required: true, help: null, options: [] }]);

async function form(c: Ctx, key = "demo", status: "open" | "closed" = "open"): Promise<{ id: number; token: string }> {
  const centerId = await c.fx.centerId(key);
  const t = token();
  const [row] = await dbOf(c).query<{ id: number }>(
    "INSERT INTO forms (center_id, title, status, fields, token) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id",
    [centerId, key === "demo" ? "Matrixformulier" : "Formulier elders", status, FIELDS, t],
  );
  return { id: Number(row!.id), token: t };
}

const formBody = (attributes: Record<string, unknown>) => ({ data: { type: "form", attributes } });
const answerBody = (form_token: string) => ({
  data: { type: "form_response", attributes: { form_token, answers: { naam: "Matrix" } } },
});

export const FORM_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/forms": {
    own: { make: async () => T("/api/v1/forms"), expect: [401, 403, 403, 403, 200, 200] },
  },
  "POST /api/v1/forms": {
    own: {
      make: async () => T("/api/v1/forms", { body: formBody({ title: "Nieuw formulier" }) }),
      expect: [401, 403, 403, 403, 201, 201],
    },
  },
  "GET /api/v1/forms/:id": {
    own: { make: async (c) => T(`/api/v1/forms/${(await form(c)).id}`), expect: [401, 403, 403, 403, 200, 200] },
    other: {
      make: async (c) => T(`/api/v1/forms/${(await form(c, "rijnstad")).id}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "PATCH /api/v1/forms/:id": {
    own: {
      make: async (c) => T(`/api/v1/forms/${(await form(c)).id}`, { body: formBody({ status: "closed" }) }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/forms/${(await form(c, "rijnstad")).id}`, { body: formBody({ title: "Weg" }) }),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "DELETE /api/v1/forms/:id": {
    own: { make: async (c) => T(`/api/v1/forms/${(await form(c)).id}`), expect: [401, 403, 403, 403, 204, 204] },
    other: {
      make: async (c) => T(`/api/v1/forms/${(await form(c, "rijnstad")).id}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "POST /api/v1/forms/:id/token": {
    own: { make: async (c) => T(`/api/v1/forms/${(await form(c)).id}/token`), expect: [401, 403, 403, 403, 200, 200] },
    other: {
      make: async (c) => T(`/api/v1/forms/${(await form(c, "rijnstad")).id}/token`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "GET /api/v1/forms/by_token/:token": {
    own: {
      make: async (c) => T(`/api/v1/forms/by_token/${(await form(c)).token}`),
      expect: [200, 200, 200, 200, 200, 200],
    },
    // Another center's link is unknown here, whoever asks.
    other: {
      make: async (c) => T(`/api/v1/forms/by_token/${(await form(c, "rijnstad")).token}`),
      expect: [404, 404, 404, 404, 404, 404],
    },
  },
  "POST /api/v1/form_responses": {
    own: {
      make: async (c) => T("/api/v1/form_responses", { body: answerBody((await form(c)).token) }),
      expect: [201, 201, 201, 201, 201, 201],
    },
    other: {
      make: async (c) => T("/api/v1/form_responses", { body: answerBody((await form(c, "rijnstad")).token) }),
      expect: [404, 404, 404, 404, 404, 404],
    },
    cases: {
      closed: {
        make: async (c) => T("/api/v1/form_responses", { body: answerBody((await form(c, "demo", "closed")).token) }),
        expect: [409, 409, 409, 409, 409, 409],
      },
    },
  },
  "GET /api/v1/form_responses": {
    own: {
      make: async (c) => T(`/api/v1/form_responses?filter[form_id_eq]=${(await form(c)).id}`),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/form_responses?filter[form_id_eq]=${(await form(c, "rijnstad")).id}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  "GET /api/v1/form_responses/export": {
    own: {
      make: async (c) => T(`/api/v1/form_responses/export?filter[form_id_eq]=${(await form(c)).id}`),
      expect: [401, 403, 403, 403, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/form_responses/export?filter[form_id_eq]=${(await form(c, "rijnstad")).id}`),
      expect: [401, 403, 403, 403, 404, 404],
    },
  },
  // A fresh account has answered nothing yet: an empty list of one's own.
  "GET /api/v1/form_responses/mine": {
    own: {
      make: async () => T("/api/v1/form_responses/mine", { empty: true }),
      expect: [401, 200, 200, 200, 200, 200],
    },
  },
};
