/** `GET /api/v1/organizations/export`: the organizations list (same filters, sort and visibility) as CSV. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Locale, OrganizationStatus, OrganizationType } from "@contract/enums.ts";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant, requireActor } from "../../context.ts";
import { addresses, vacancies } from "../../db/schema.ts";
import { pagedBatches, sendCsv, type CsvColumn } from "../../http/csv.ts";
import { ApiError } from "../../http/errors.ts";
import { parseFilters, parseSort } from "../../http/jsonapi.ts";
import { isStaff, managesCenter } from "../../policy.ts";
import { ORGANIZATION_FILTERS, ORGANIZATION_SORTS, listOrganizations, type OrganizationRow } from "./service.ts";

export const ORGANIZATION_TYPE_LABELS: Readonly<Record<Locale, Readonly<Record<OrganizationType, string>>>> = {
  nl: {
    VolunteerCenter: "Vrijwilligerscentrale",
    School: "School",
    Foundation: "Stichting",
    Association: "Vereniging",
    Municipality: "Gemeente",
    HealthcareInstitution: "Zorginstelling",
    Company: "Bedrijf",
    Church: "Kerk of levensbeschouwelijke organisatie",
    InformalGroup: "Informele groep of buurtinitiatief",
  },
  en: {
    VolunteerCenter: "Volunteer center",
    School: "School",
    Foundation: "Foundation",
    Association: "Association",
    Municipality: "Municipality",
    HealthcareInstitution: "Healthcare institution",
    Company: "Company",
    Church: "Church or faith organization",
    InformalGroup: "Informal group or neighbourhood initiative",
  },
};

const STATUS_LABELS: Readonly<Record<Locale, Readonly<Record<OrganizationStatus, string>>>> = {
  nl: { approved: "Goedgekeurd", pending: "Wacht op goedkeuring", denied: "Afgewezen", archived: "Gearchiveerd" },
  en: { approved: "Approved", pending: "Awaiting approval", denied: "Denied", archived: "Archived" },
};

type ExportRow = OrganizationRow & { city: string | null; publishedVacancies: number };

export const ORGANIZATION_CSV_COLUMNS: readonly CsvColumn<ExportRow>[] = [
  { header: { nl: "Naam", en: "Name" }, value: (o) => o.name },
  {
    header: { nl: "Soort", en: "Type" },
    value: (o, l) => ORGANIZATION_TYPE_LABELS[l][o.organizationType as OrganizationType] ?? o.organizationType,
  },
  {
    header: { nl: "Status", en: "Status" },
    value: (o, l) => STATUS_LABELS[l][o.status as OrganizationStatus] ?? o.status,
  },
  { header: { nl: "Plaats", en: "Place" }, value: (o) => o.city },
  { header: { nl: "Gepubliceerde vacatures", en: "Published vacancies" }, value: (o) => o.publishedVacancies },
  { header: { nl: "E-mailadres", en: "E-mail address" }, value: (o) => o.email },
  { header: { nl: "Telefoonnummer", en: "Phone number" }, value: (o) => o.phone },
  { header: { nl: "Website", en: "Website" }, value: (o) => o.website },
  { header: { nl: "Aangemeld op", en: "Joined on" }, value: (o) => o.createdAt },
];

export function registerOrganizationExport(app: FastifyInstance) {
  app.get(API_PATHS.organizationsExport, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    const filters = parseFilters(req, ORGANIZATION_FILTERS);
    const sort = parseSort(req, ORGANIZATION_SORTS, [{ field: "name", desc: false }]);
    if (!isStaff(actor)) throw new ApiError(403, { code: "forbidden" });
    const rows = pagedBatches<ExportRow>((page) =>
      inTenant(req, async (tx) => {
        const { list } = await listOrganizations(tx, app.services.database, {
          centerId: req.center.id,
          filters,
          sort,
          page,
          memberIds: managesCenter(actor) ? null : [...actor.memberOrgIds],
          withVacancies: false,
        });
        const ids = list.map((o) => o.id);
        if (!ids.length) return [];
        const cities = await tx
          .select({ organizationId: addresses.organizationId, city: addresses.city })
          .from(addresses)
          .where(inArray(addresses.organizationId, ids));
        const counts = await tx
          .select({ organizationId: vacancies.organizationId, n: sql<number>`count(*)::int` })
          .from(vacancies)
          .where(and(inArray(vacancies.organizationId, ids), eq(vacancies.status, "published")))
          .groupBy(vacancies.organizationId);
        const city = new Map(cities.map((c) => [c.organizationId, c.city]));
        const count = new Map(counts.map((c) => [c.organizationId, Number(c.n)]));
        return list.map((o) => ({ ...o, city: city.get(o.id) ?? null, publishedVacancies: count.get(o.id) ?? 0 }));
      }),
    );
    return sendCsv(req, reply, {
      fileName: { nl: "organisaties", en: "organizations" },
      columns: ORGANIZATION_CSV_COLUMNS,
      rows,
    });
  });
}
