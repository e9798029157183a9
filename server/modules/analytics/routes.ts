/**
 * Analytics API (contract/analytics.ts):
 * - GET /api/v1/analytics: the center's figures for a period and the one before, with a series.
 * - GET /api/v1/analytics/organizations: the same figures per organization, sortable and paged.
 * The period: `filter[period_eq]=this_month|last_month|this_year`, or a range
 * `filter[date_gteq]=YYYY-MM-DD&filter[date_lteq]=YYYY-MM-DD` (Dutch days, inclusive, at most two
 * years, up to today). Who: center staff and superadmins, for the current center
 * (policy.ts); others 403, visitors 401.
 */
import type { FastifyInstance } from "fastify";
import type { AnalyticsAttributes } from "@contract/analytics.ts";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant, jsonApi } from "../../context.ts";
import { document, pagination, parsePage } from "../../http/jsonapi.ts";
import { registerAnalyticsExport } from "./export.ts";
import { centerRequest, organizationsRequest, periodMeta, sortOrganizations } from "./request.ts";
import { centerAnalytics, organizationAnalytics, type OrganizationAnalyticsRow } from "./service.ts";

export function registerAnalyticsRoutes(app: FastifyInstance) {
  const required = { config: { auth: "required" as const } };

  app.get(API_PATHS.analytics, required, async (req, reply) => {
    const { period } = centerRequest(req);
    const figures = await inTenant(req, (tx) => centerAnalytics(tx, req.center.id, period));
    const attributes: AnalyticsAttributes = { ...periodMeta(period), ...figures };
    return jsonApi(reply).send(
      document(req, {
        type: "analytics",
        id: `${period.range.from}_${period.range.to}`,
        attributes: { ...attributes },
      }),
    );
  });

  app.get(API_PATHS.analyticsOrganizations, required, async (req, reply) => {
    const { period, only, sort } = organizationsRequest(req);
    const page = parsePage(req);
    const pageOf = (rows: OrganizationAnalyticsRow[]) =>
      rows.slice((page.number - 1) * page.size, page.number * page.size);
    // The median only where it is shown, unless the order depends on it.
    // Sorted once: unless the order is by the median, the order before the medians are read is final.
    const byMedian = sort.some((k) => k.field === "median_first_answer_hours");
    let ordered: OrganizationAnalyticsRow[] = [];
    const rows = await inTenant(req, (tx) =>
      organizationAnalytics(tx, req.center.id, period, only, (all) => {
        if (byMedian) return all;
        ordered = sortOrganizations(all, sort);
        return pageOf(ordered);
      }),
    );
    const sorted = byMedian ? sortOrganizations(rows, sort) : ordered;
    const slice = pageOf(sorted);
    const { meta, links } = pagination(req, page, sorted.length);
    return jsonApi(reply).send(
      document(
        req,
        slice.map(({ id, ...attributes }) => ({
          type: "analytics_organization",
          id: String(id),
          attributes: { ...attributes },
          links: { self: `${API_PATHS.organizations}/${id}` },
        })),
        { meta: { ...meta, ...periodMeta(period) }, links },
      ),
    );
  });

  registerAnalyticsExport(app);
}
