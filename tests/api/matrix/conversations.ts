/** Authorization matrix rows of the conversations inbox (merged into ../authorization-matrix.test.ts). */
import type { Database } from "@server/db/client.ts";
import type { Fixtures } from "@server/testing/fixtures.ts";
import { T, type Ctx, type Endpoint } from "./types.ts";

const dbOf = (fx: Fixtures) => (fx as unknown as { database: Database }).database;
const ALL_404: [number, number, number, number, number, number] = [401, 404, 404, 404, 404, 404];
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");
const boundary = "----volunteerlymatrix";
const multipart = {
  body: Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rooster.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]),
  headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
};

async function vacancy(c: Ctx, key: "demo" | "rijnstad", status = "published"): Promise<number> {
  const [row] = await dbOf(c.fx).query<{ id: number }>(
    "INSERT INTO vacancies (center_id, organization_id, title, status, published_at) VALUES ($1, $2, 'Matrixvraag', $3, now()) RETURNING id",
    [await c.fx.centerId(key), key === "demo" ? c.school : c.otherSchool, status],
  );
  return Number(row!.id);
}

/** A volunteer's question to the School (demo) or the other center's school, with one message and a sent attachment. */
async function question(c: Ctx, key: "demo" | "rijnstad") {
  const db = dbOf(c.fx);
  const centerId = await c.fx.centerId(key);
  const volunteer = await c.fx.user(key, { role: "volunteer" });
  const vacancyId = await vacancy(c, key);
  const [conv] = await db.query<{ id: number }>(
    "INSERT INTO conversations (center_id, subject, subject_type, organization_id, volunteer_id, vacancy_id, last_message_at) VALUES ($1, 'Matrixvraag', 'question', $2, $3, $4, now()) RETURNING id",
    [centerId, key === "demo" ? c.school : c.otherSchool, volunteer.id, vacancyId],
  );
  const [m] = await db.query<{ id: number }>(
    "INSERT INTO messages (center_id, conversation_id, author_id, body) VALUES ($1, $2, $3, 'Is er een VOG nodig?') RETURNING id",
    [centerId, conv!.id, volunteer.id],
  );
  const [a] = await db.query<{ id: number }>(
    "INSERT INTO message_attachments (center_id, conversation_id, message_id, uploader_id, file_key, name, content_type, byte_size, data) VALUES ($1, $2, $3, $4, 'db', 'rooster.pdf', 'application/pdf', $5, $6) RETURNING id",
    [centerId, conv!.id, m!.id, volunteer.id, PDF.length, PDF],
  );
  return { id: Number(conv!.id), attachment: Number(a!.id), vacancyId };
}

const archiveBody = { data: { type: "conversation", attributes: { archived: true } } };

export const CONVERSATION_MATRIX: Record<string, Endpoint> = {
  "POST /api/v1/conversations": {
    // A question about a published vacancy: anyone signed in but the School's own staff.
    own: {
      make: async (c) =>
        T("/api/v1/conversations", {
          body: {
            data: {
              type: "conversation",
              attributes: {
                kind: "question",
                vacancy_id: String(await vacancy(c, "demo")),
                body: "Hoe laat begint het?",
              },
            },
          },
        }),
      expect: [401, 201, 403, 403, 201, 201],
    },
    other: {
      make: async (c) =>
        T("/api/v1/conversations", {
          body: {
            data: {
              type: "conversation",
              attributes: { kind: "question", vacancy_id: String(await vacancy(c, "rijnstad")), body: "Hallo" },
            },
          },
        }),
      expect: [401, 422, 422, 422, 422, 422],
    },
    cases: {
      "center writes to an organization": {
        make: async (c) =>
          T("/api/v1/conversations", {
            body: {
              data: {
                type: "conversation",
                attributes: {
                  kind: "center",
                  organization_id: String(c.school),
                  body: "Komen jullie op de vrijwilligersavond?",
                },
              },
            },
          }),
        expect: [401, 403, 403, 403, 201, 201],
      },
    },
  },
  "GET /api/v1/conversations/events": {
    own: {
      make: async () => T("/api/v1/conversations/events", { headers: { accept: "application/json" } }),
      expect: [401, 406, 406, 406, 406, 406],
    },
  },
  "PATCH /api/v1/conversations/:id": {
    own: {
      make: async (c) => T(`/api/v1/conversations/${(await question(c, "demo")).id}`, { body: archiveBody }),
      expect: [401, 404, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => T(`/api/v1/conversations/${(await question(c, "rijnstad")).id}`, { body: archiveBody }),
      expect: ALL_404,
    },
  },
  "GET /api/v1/conversations/:id/attachments/:aid": {
    own: {
      make: async (c) => {
        const q = await question(c, "demo");
        return T(`/api/v1/conversations/${q.id}/attachments/${q.attachment}`);
      },
      expect: [401, 404, 200, 200, 200, 200],
    },
    other: {
      make: async (c) => {
        const q = await question(c, "rijnstad");
        return T(`/api/v1/conversations/${q.id}/attachments/${q.attachment}`);
      },
      expect: ALL_404,
    },
  },
  "POST /api/v1/conversations/:id/attachments": {
    own: {
      make: async (c) => T(`/api/v1/conversations/${(await question(c, "demo")).id}/attachments`, multipart),
      expect: [401, 404, 201, 201, 201, 201],
    },
    other: {
      make: async (c) => T(`/api/v1/conversations/${(await question(c, "rijnstad")).id}/attachments`, multipart),
      expect: ALL_404,
    },
  },
};
