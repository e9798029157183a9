/**
 * GET /api/v1/dashboard: the work waiting for the viewer (PRODUCT.md section 4, Dashboard).
 * Each figure is the total of the list it opens (contract/dashboard.ts DASHBOARD_FIGURE_LISTS):
 * counted with that list's own scope and conditions, so a figure always equals what its link
 * shows. Vacancies: the selected organization (header current-organization), else the viewer's
 * organizations, center staff without a selection the whole center; applications: what the
 * applications list shows the viewer. Counts the viewer may not see are null.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DashboardAttributes } from "@contract/applications.ts";
import { DASHBOARD_FIGURE_LISTS as LISTS, type ListFilter } from "@contract/dashboard.ts";
import { OPEN_HELP_REQUEST_STATUSES } from "@contract/help-requests.ts";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { applications, organizations, vacancies } from "../../db/schema.ts";
import { document, type ParsedFilters } from "../../http/jsonapi.ts";
import { isStaff, managesCenter } from "../../policy.ts";
import { applicationConditions, visibleApplications } from "../applications/service.ts";
import { openHelpRequestCount } from "../help-requests/service.ts";
import { unreadNotificationCount } from "../notifications/service.ts";
import { poolVolunteerCount } from "../volunteer-pool/service.ts";
import { dutchToday, scopeConditions, vacancyConditions } from "../vacancies/service.ts";

export { dutchToday };

const parsed = (f: ListFilter) => f as ParsedFilters;
const countWhere = (conditions: SQL[]) =>
  conditions.length ? sql<number>`count(*) filter (where ${and(...conditions)})::int` : sql<number>`count(*)::int`;

export function registerDashboardRoutes(app: FastifyInstance) {
  const s = app.services;
  app.get(API_PATHS.dashboard, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    const center = managesCenter(actor);
    const staff = isStaff(actor);
    const today = dutchToday(s.now());
    const attributes = await inTenant(req, async (tx): Promise<DashboardAttributes> => {
      const out: DashboardAttributes = {
        new_applications: null,
        open_applications: null,
        published_vacancies: null,
        draft_vacancies: null,
        vacancies_ending_soon: null,
        organizations_to_approve: null,
        unread_notifications: await unreadNotificationCount(tx, req.center.id, actor.user.id),
        my_open_applications: null,
      };
      const of = (key: keyof DashboardAttributes) => applicationConditions(parsed(LISTS[key].filter), actor);
      // GET /applications: the center's, narrowed to what the viewer may see.
      const visible = visibleApplications(actor);
      const [apps] = await tx
        .select({
          fresh: countWhere(of("new_applications")),
          open: countWhere(of("open_applications")),
          mine: countWhere(of("my_open_applications")),
        })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .where(and(eq(applications.centerId, req.center.id), ...(visible ? [visible] : [])));
      out.my_open_applications = Number(apps?.mine ?? 0);
      if (!staff) return out;
      out.new_applications = Number(apps?.fresh ?? 0);
      out.open_applications = Number(apps?.open ?? 0);
      const vac = (key: keyof DashboardAttributes) => countWhere(vacancyConditions(parsed(LISTS[key].filter), today));
      const [v] = await tx
        .select({
          published: vac("published_vacancies"),
          draft: vac("draft_vacancies"),
          ending: vac("vacancies_ending_soon"),
        })
        .from(vacancies)
        .where(and(...scopeConditions(req, actor, center)));
      out.published_vacancies = Number(v?.published ?? 0);
      out.draft_vacancies = Number(v?.draft ?? 0);
      out.vacancies_ending_soon = Number(v?.ending ?? 0);
      if (center) {
        const pending = LISTS.organizations_to_approve.filter.status_eq as string;
        const [orgs] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(organizations)
          .where(and(eq(organizations.centerId, req.center.id), eq(organizations.status, pending)));
        out.organizations_to_approve = Number(orgs?.n ?? 0);
        // One-on-one help: only where the center has it (the figure's list is its route).
        if (req.center.features.peer_to_peer)
          out.open_help_requests = await openHelpRequestCount(tx, req.center.id, OPEN_HELP_REQUEST_STATUSES);
        // The volunteer pool: where the center has volunteer profiles (the figure's list is its route).
        if (req.center.features.volunteer_profiles) out.pool_volunteers = await poolVolunteerCount(tx, req.center.id);
      }
      return out;
    });
    return jsonApi(reply).send(document(req, { type: "dashboard", id: "current", attributes: { ...attributes } }));
  });
}
