/** POST /api/v1/feedback: the feedback widget's messages, stored per center. */
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import { feedbackSchema } from "@contract/schemas.ts";
import { clientIp, inTenant, jsonApi, limit } from "../../context.ts";
import { feedback } from "../../db/schema.ts";
import { bodyAttributes, document, iso, onlyAttributes } from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";

export function registerFeedbackRoutes(app: FastifyInstance) {
  app.post(API_PATHS.feedback, async (req, reply) => {
    const attrs = bodyAttributes(req, { type: "feedback", wrapper: "feedback", flat: true });
    const base = attributesBase(req, "feedback");
    onlyAttributes(attrs, ["message", "name", "email", "url"], base);
    const input = await validate(feedbackSchema, attrs, base);
    limit(req, `feedback:ip:${clientIp(req)}`, app.services.limits.signupPerIp);
    const ua = req.headers["user-agent"];
    const row = await inTenant(req, async (tx) => {
      const [r] = await tx
        .insert(feedback)
        .values({
          centerId: req.center.id,
          userId: req.actor?.user.id ?? null,
          message: input.message,
          name: input.name ?? null,
          email: input.email ?? null,
          url: input.url ?? null,
          userAgent: typeof ua === "string" ? ua.slice(0, 500) : null,
        })
        .returning();
      return r!;
    });
    return jsonApi(reply, 201).send(
      document(req, {
        type: "feedback",
        id: String(row.id),
        attributes: {
          message: row.message,
          name: row.name,
          email: row.email,
          url: row.url,
          created_at: iso(row.createdAt),
        },
      }),
    );
  });
}
