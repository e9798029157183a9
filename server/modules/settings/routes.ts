/**
 * Center settings (issue 16):
 *   PATCH /api/v1/volunteer_centers/current            the center's profile (center staff, superadmin)
 *   GET   /api/v1/volunteer_centers/current/theme.css  its own colours as CSS (public, ETag)
 *   POST  /api/v1/volunteer_centers                    a new center and its first admin (superadmin)
 * A change reloads the host map, so the next request of every visitor sees it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import {
  CENTER_SETTINGS_ATTRIBUTES,
  centerSettingsSchema,
  newCenterSchema,
  CONTRAST_PAIR_FIELDS,
  CONTRAST_PAIR_NAMES,
} from "@contract/settings.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { ApiError, type ErrorSpec } from "../../http/errors.ts";
import { sendWithEtag } from "../../http/etag.ts";
import { Included, bodyAttributes, document, onlyAttributes } from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import type { Center } from "../../db/schema.ts";
import { centerProfileResource, centerResource } from "../serializers.ts";
import { mayCreateCenter, mayEditCenterSettings } from "./policy.ts";
import { createCenter, settingsColumns, updateCenterSettings, type SettingsInput } from "./service.ts";
import { centerCss, contrastFailures } from "./theme.ts";

const BASE = "/data/attributes";

/** 422s naming every pair of text and fill these settings leave unreadable (WCAG AA). */
export function contrastErrors(next: Center, sent: readonly string[]): ErrorSpec[] {
  const seen = new Set<string>();
  return contrastFailures(next).flatMap((f) => {
    const key = `${f.foreground}/${f.background}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const fields = CONTRAST_PAIR_FIELDS[key] ?? ["primary_color_preset"];
    const field = fields.find((name) => sent.includes(name)) ?? fields[0]!;
    const names = CONTRAST_PAIR_NAMES[key] ?? { nl: key, en: key };
    return [
      {
        code: "contrast_insufficient",
        pointer: `${BASE}/${field}`,
        params: {
          pair: key,
          pair_nl: names.nl,
          pair_en: names.en,
          ratio: f.ratio.toFixed(2),
          scheme: f.scheme,
          scheme_nl: f.scheme === "light" ? "lichte" : "donkere",
          scheme_en: f.scheme,
        },
      },
    ];
  });
}

function profileDocument(req: FastifyRequest, center: Center) {
  const included = new Included();
  included.add(centerProfileResource(center, req.server.services.centers.logoSize(center.id)));
  const installation = { moving_organizations: req.server.services.settings.moveOrganizations };
  return document(req, centerResource(center, true, installation), { included });
}

export function registerSettingsRoutes(app: FastifyInstance) {
  const required = { config: { auth: "required" as const } };

  app.patch(API_PATHS.currentVolunteerCenter, required, async (req, reply) => {
    const actor = requireActor(req);
    if (!mayEditCenterSettings(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "center_profile" });
    const base = attributesBase(req);
    onlyAttributes(attrs, CENTER_SETTINGS_ATTRIBUTES, base);
    const input = (await validate(centerSettingsSchema, attrs, base)) as SettingsInput;
    const sent = Object.keys(attrs);
    const cols = settingsColumns(input, sent);
    const next = { ...req.center, ...cols };
    const problems = contrastErrors(next, sent);
    if (problems.length) throw new ApiError(422, problems);
    const updated = await inTenant(req, (tx) => updateCenterSettings(tx, req, cols, sent));
    await app.services.centers.reload();
    return jsonApi(reply).send(profileDocument(req, updated));
  });

  app.get(API_PATHS.currentVolunteerCenterTheme, async (req, reply) => {
    const { css, etag } = centerCss(req.center);
    return sendWithEtag(req, reply, etag, "text/css; charset=utf-8", css);
  });

  app.post(API_PATHS.volunteerCenters, required, async (req, reply) => {
    const actor = requireActor(req);
    if (!mayCreateCenter(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "volunteer_center" });
    const base = attributesBase(req);
    onlyAttributes(attrs, Object.keys(newCenterSchema.fields), base);
    const input = await validate(newCenterSchema, attrs, base);
    const registry = app.services.centers;
    const taken: ErrorSpec[] = [];
    if (registry.byKey(input.key)) taken.push({ code: "validation_failed", field: "taken", pointer: `${base}/key` });
    const hostMap = registry.hostMap();
    const hosts = [...new Set(input.hosts)];
    hosts.forEach((h, i) => {
      if (hostMap[h]) taken.push({ code: "validation_failed", field: "taken", pointer: `${base}/hosts/${i}` });
    });
    if (taken.length) throw new ApiError(422, taken);
    const center = await createCenter(app, req, actor.user.id, { ...input, hosts });
    await registry.reload();
    return jsonApi(reply, 201).send(profileDocument(req, registry.byId(center.id) ?? center));
  });
}
