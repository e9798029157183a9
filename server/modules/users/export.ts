/** `GET /api/v1/users/export`: the users list (same filters, sort and visibility) as CSV. */
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Locale, UserStatus } from "@contract/enums.ts";
import { API_PATHS } from "@contract/paths.ts";
import { inTenant, requireActor } from "../../context.ts";
import { organizations, roles } from "../../db/schema.ts";
import { pagedBatches, sendCsv, type CsvColumn } from "../../http/csv.ts";
import { ApiError } from "../../http/errors.ts";
import { parseFilters, parseSort } from "../../http/jsonapi.ts";
import { isStaff } from "../../policy.ts";
import { USER_FILTERS } from "./routes.ts";
import { USER_SORTS, listUsers, type UserRow } from "./service.ts";

const STATUS_LABELS: Readonly<Record<Locale, Readonly<Record<UserStatus, string>>>> = {
  nl: { active: "Actief", invited: "Uitgenodigd", inactive: "Inactief", archived: "Gearchiveerd" },
  en: { active: "Active", invited: "Invited", inactive: "Inactive", archived: "Archived" },
};
const ROLE_LABELS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  nl: { volunteer: "Vrijwilliger", member: "Medewerker", admin: "Beheerder", superadmin: "Superbeheerder" },
  en: { volunteer: "Volunteer", member: "Member", admin: "Administrator", superadmin: "Superadmin" },
};

type ExportRow = UserRow & { roleList: { name: string; organization: string | null }[] };

export const USER_CSV_COLUMNS: readonly CsvColumn<ExportRow>[] = [
  { header: { nl: "Voornaam", en: "First name" }, value: (u) => u.firstName },
  { header: { nl: "Achternaam", en: "Last name" }, value: (u) => u.lastName },
  { header: { nl: "E-mailadres", en: "E-mail address" }, value: (u) => u.email },
  {
    header: { nl: "Rollen", en: "Roles" },
    value: (u, l) =>
      u.roleList
        .map((r) => `${ROLE_LABELS[l][r.name] ?? r.name}${r.organization ? ` (${r.organization})` : ""}`)
        .join(", "),
  },
  { header: { nl: "Status", en: "Status" }, value: (u, l) => STATUS_LABELS[l][u.status as UserStatus] ?? u.status },
  { header: { nl: "Laatst ingelogd", en: "Last signed in" }, value: (u) => u.lastSignInAt },
  { header: { nl: "Aangemaakt op", en: "Created on" }, value: (u) => u.createdAt },
];

export function registerUserExport(app: FastifyInstance) {
  app.get(API_PATHS.usersExport, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    const filters = parseFilters(req, USER_FILTERS);
    const sort = parseSort(req, USER_SORTS, [{ field: "last_name", desc: false }]);
    if (!isStaff(actor)) throw new ApiError(403, { code: "forbidden" });
    const rows = pagedBatches<ExportRow>((page) =>
      inTenant(req, async (tx) => {
        const { list } = await listUsers(tx, app.services.database, {
          centerId: req.center.id,
          actor,
          filters,
          sort,
          page,
          withOrganizations: false,
        });
        const ids = list.map((u) => u.id);
        if (!ids.length) return [];
        // Roles with their organization's name, only organizations of this center.
        const roleRows = await tx
          .select({ userId: roles.userId, name: roles.name, organization: organizations.name })
          .from(roles)
          .leftJoin(
            organizations,
            and(eq(organizations.id, roles.organizationId), eq(organizations.centerId, req.center.id)),
          )
          .where(inArray(roles.userId, ids))
          .orderBy(roles.id);
        return list.map((u) => ({
          ...u,
          roleList: roleRows.filter((r) => r.userId === u.id && (r.organization !== null || r.name === "volunteer")),
        }));
      }),
    );
    return sendCsv(req, reply, { fileName: { nl: "gebruikers", en: "users" }, columns: USER_CSV_COLUMNS, rows });
  });
}
