/** The applications domain's routes: applications, conversations, notifications, dashboard (one call in app.ts). */
import type { FastifyInstance } from "fastify";
import { registerConversationRoutes } from "../conversations/routes.ts";
import { registerDashboardRoutes } from "../dashboard/routes.ts";
import { registerNotificationRoutes } from "../notifications/routes.ts";
import { registerApplicationRoutes } from "./routes.ts";

export function registerApplicationDomainRoutes(app: FastifyInstance) {
  registerApplicationRoutes(app);
  registerConversationRoutes(app);
  registerNotificationRoutes(app);
  registerDashboardRoutes(app);
}
