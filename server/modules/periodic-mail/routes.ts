/**
 * The periodic vacancy mail's endpoints: the one-click unsubscribe (RFC 8058; no sign-in, the
 * mail's token names the volunteer) and, in development, running the job at once.
 */
import type { FastifyInstance } from "fastify";
import {
  PERIODIC_MAIL_DEV_RUN_PATH,
  PERIODIC_MAIL_TOKEN_PATTERN,
  PERIODIC_MAIL_UNSUBSCRIBE_PATH,
} from "@contract/periodic-mail.ts";
import { inTenant } from "../../context.ts";
import { ApiError, badRequest } from "../../http/errors.ts";
import { guard } from "../../web/dev.ts";
import { PeriodicMailSchedule, runPeriodicMail, unsubscribe } from "./service.ts";

/** What a mail client posts (RFC 8058: `List-Unsubscribe=One-Click`, as a form): read and ignored. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** `schedule`: run the job on our own timer (with the mail worker: `npm start`, not the API tests). */
export function registerPeriodicMailRoutes(app: FastifyInstance, options: { schedule?: boolean } = {}) {
  if (options.schedule) {
    const schedule = new PeriodicMailSchedule(app.services, undefined, (msg, err) => app.log.warn({ err }, msg));
    app.addHook("onReady", async () => schedule.start());
    app.addHook("onClose", () => schedule.stop());
  }
  void app.register(async (scope) => {
    scope.addContentTypeParser(FORM_TYPES, { parseAs: "string", bodyLimit: 4096 }, (_req, _body, done) =>
      done(null, undefined),
    );
    scope.post(PERIODIC_MAIL_UNSUBSCRIBE_PATH, async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      for (const name of Object.keys(query))
        if (name !== "token" && name !== "locale")
          throw badRequest("invalid_parameter", { parameter: name.slice(0, 50), params: { name: name.slice(0, 50) } });
      const token = query.token;
      if (typeof token !== "string" || !PERIODIC_MAIL_TOKEN_PATTERN.test(token))
        throw new ApiError(404, { code: "invalid_token", parameter: "token" });
      const now = new Date(app.services.now());
      const done = await inTenant(req, (tx) => unsubscribe(tx, req.center.id, token, now));
      if (!done) throw new ApiError(404, { code: "invalid_token", parameter: "token" });
      return reply
        .type("application/vnd.api+json")
        .send({ data: { type: "periodic_mail_subscription", id: "current", attributes: { periodic_mail: "never" } } });
    });
  });

  if (app.services.dev)
    app.post(PERIODIC_MAIL_DEV_RUN_PATH, { config: { tenant: false }, onRequest: guard(app) }, async () => {
      const result = await runPeriodicMail(app.services);
      return { meta: result };
    });
}
