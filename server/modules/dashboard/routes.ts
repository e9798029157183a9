/**
 * GET /api/v1/dashboard: the work waiting for the viewer (PRODUCT.md section 4, Dashboard).
 * Organization staff: their organizations (or the selected one, header current-organization);
 * center staff: the whole center plus organizations to approve; everyone: unread notifications
 * and their own open applications. Counts the viewer may not see are null.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { OPEN_APPLICATION_STATUSES, type DashboardAttributes } from "@contract/applications.ts";
import { API_PATHS } from "@contract/paths.ts";
import { VACANCY_ENDING_SOON_DAYS } from "@contract/vacancies.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import { applications, organizations, vacancies } from "../../db/schema.ts";
import { document } from "../../http/jsonapi.ts";
import { managesCenter } from "../../policy.ts";
import { unreadNotificationCount } from "../notifications/service.ts";

/** The calendar day in the Netherlands (YYYY-MM-DD), for "ending soon". */
export const dutchToday = (ms: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(ms));

const OPEN = [...OPEN_APPLICATION_STATUSES];

export function registerDashboardRoutes(app: FastifyInstance) {
  const s = app.services;
  app.get(API_PATHS.dashboard, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    const center = managesCenter(actor);
    // Organization staff: their organizations, or only the selected one.
    const orgIds =
      req.currentOrganizationId !== null && actor.memberOrgIds.has(req.currentOrganizationId) && !center
        ? [req.currentOrganizationId]
        : [...actor.memberOrgIds];
    const staff = center || orgIds.length > 0;
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
      const [mine] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(applications)
        .where(
          and(
            eq(applications.centerId, req.center.id),
            eq(applications.userId, actor.user.id),
            inArray(applications.status, OPEN),
          ),
        );
      out.my_open_applications = Number(mine?.n ?? 0);
      if (!staff) return out;
      const scope: SQL[] = [eq(vacancies.centerId, req.center.id)];
      if (!center) scope.push(inArray(vacancies.organizationId, orgIds));
      const [apps] = await tx
        .select({
          fresh: sql<number>`count(*) filter (where ${applications.status} = 'new')::int`,
          open: sql<number>`count(*) filter (where ${inArray(applications.status, OPEN)})::int`,
        })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .where(and(eq(applications.centerId, req.center.id), ...scope));
      const [vac] = await tx
        .select({
          published: sql<number>`count(*) filter (where ${vacancies.status} = 'published')::int`,
          draft: sql<number>`count(*) filter (where ${vacancies.status} = 'draft')::int`,
          ending: sql<number>`count(*) filter (where ${vacancies.status} = 'published' and "vacancies"."end_date" between ${today}::date and ${today}::date + ${VACANCY_ENDING_SOON_DAYS}::int)::int`,
        })
        .from(vacancies)
        .where(and(...scope));
      out.new_applications = Number(apps?.fresh ?? 0);
      out.open_applications = Number(apps?.open ?? 0);
      out.published_vacancies = Number(vac?.published ?? 0);
      out.draft_vacancies = Number(vac?.draft ?? 0);
      out.vacancies_ending_soon = Number(vac?.ending ?? 0);
      if (center) {
        const [orgs] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(organizations)
          .where(and(eq(organizations.centerId, req.center.id), eq(organizations.status, "pending")));
        out.organizations_to_approve = Number(orgs?.n ?? 0);
      }
      return out;
    });
    return jsonApi(reply).send(document(req, { type: "dashboard", id: "current", attributes: { ...attributes } }));
  });
}
