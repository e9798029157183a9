/** GET /api/v1/volunteer_centers and /volunteer_centers/current (public). */
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import { jsonApi } from "../../context.ts";
import { Included, document, parseInclude } from "../../http/jsonapi.ts";
import { centerProfileResource, centerResource } from "../serializers.ts";
import { etagOf, sendWithEtag } from "../../http/etag.ts";

export function registerCenterRoutes(app: FastifyInstance) {
  const installation = { moving_organizations: app.services.settings.moveOrganizations };
  app.get(API_PATHS.volunteerCenters, async (req, reply) => {
    const include = parseInclude(req, ["profile"]);
    const included = new Included();
    const list = app.services.centers.all();
    const data = list.map((c) => {
      if (include.has("profile")) included.add(centerProfileResource(c, app.services.centers.logoSize(c.id)));
      return centerResource(c, include.has("profile"), installation);
    });
    return jsonApi(reply).send(document(req, data, { included, meta: { total_count: list.length } }));
  });

  app.get(API_PATHS.currentVolunteerCenter, async (req, reply) => {
    const include = parseInclude(req, ["profile"]);
    const included = new Included();
    if (include.has("profile"))
      included.add(centerProfileResource(req.center, app.services.centers.logoSize(req.center.id)));
    // Always revalidated (no-cache) against an ETag: a settings change shows on the next request.
    const body = JSON.stringify(
      document(req, centerResource(req.center, include.has("profile"), installation), { included }),
    );
    return sendWithEtag(req, reply, etagOf(body), "application/vnd.api+json; charset=utf-8", body);
  });
}
