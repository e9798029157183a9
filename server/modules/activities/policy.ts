/** Who may do what with the activity calendar (PRODUCT.md section 3: activities are center staff's; reading them is everyone's). */
import type { FastifyRequest } from "fastify";
import { ApiError } from "../../http/errors.ts";
import { managesCenter, type Actor } from "../../policy.ts";

/** Center staff of the request's own center, or a superadmin: write activities, see drafts. */
export const mayManageActivities = (a: Actor | null): boolean => managesCenter(a);

/** A center without the activity calendar (meedoen, rijnstad) has no such resource: every endpoint is a 404. */
export function requireActivitiesFeature(req: FastifyRequest) {
  if (!req.center.features.activities) throw new ApiError(404, { code: "not_found" });
}
