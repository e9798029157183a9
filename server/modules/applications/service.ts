/** Applications: who sees which, the list query (filters, sorts), and the resource. */
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { APPLICATION_STATUSES } from "@contract/applications.ts";
import type { Tx } from "../../db/client.ts";
import {
  applications,
  conversations,
  organizations,
  roles,
  users,
  vacancies,
  type Application,
} from "../../db/schema.ts";
import { iso, ref, type FilterDef, type ParsedFilters, type Res, type SortKey } from "../../http/jsonapi.ts";
import { belongsToOrganization, managesCenter, type Actor } from "../../policy.ts";
import { displayName } from "../users/service.ts";

export const APPLICATION_INCLUDES = ["vacancy", "user", "conversation"] as const;
export const APPLICATION_FILTERS: Record<string, FilterDef> = {
  status_eq: { kind: "enum", values: APPLICATION_STATUSES },
  status_in: { kind: "enums", values: APPLICATION_STATUSES },
  vacancy_id_eq: { kind: "id" },
  organization_id_eq: { kind: "id" },
  user_id_eq: { kind: "id" },
  /** true: only the signed-in user's own applications (staff who also volunteer). */
  mine: { kind: "enum", values: ["true", "false"] },
};
export const APPLICATION_SORTS = ["created_at", "status_changed_at", "status", "id"] as const;

export interface ApplicationRow {
  application: Application;
  vacancyTitle: string;
  organizationId: number;
  organizationName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  conversationId: number | null;
}

/** Applications with their vacancy, organization, volunteer and thread, in one statement. */
export function applicationQuery(tx: Tx, extra: Record<string, SQL> = {}) {
  return tx
    .select({
      application: applications,
      vacancyTitle: vacancies.title,
      organizationId: vacancies.organizationId,
      organizationName: organizations.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      conversationId: conversations.id,
      ...extra,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(
      conversations,
      and(eq(conversations.subjectType, "application"), eq(conversations.subjectId, applications.id)),
    );
}

/** Center staff: every application of the center; others: their own and those to their organizations' vacancies. */
export function visibleApplications(actor: Actor): SQL | undefined {
  if (managesCenter(actor)) return undefined;
  const own = eq(applications.userId, actor.user.id);
  const orgIds = [...actor.memberOrgIds];
  return orgIds.length ? or(own, inArray(vacancies.organizationId, orgIds)) : own;
}

/** The actor handles this application (organization staff of the vacancy, or center staff). */
export const managesApplication = (actor: Actor, row: Pick<ApplicationRow, "organizationId">) =>
  belongsToOrganization(actor, row.organizationId);

export function applicationConditions(f: ParsedFilters, actor: Actor): SQL[] {
  const c: SQL[] = [];
  const one = (k: string) => f[k] as string | undefined;
  if (one("status_eq")) c.push(eq(applications.status, one("status_eq")!));
  if (f.status_in) c.push(inArray(applications.status, f.status_in as string[]));
  if (one("vacancy_id_eq")) c.push(eq(applications.vacancyId, Number(one("vacancy_id_eq"))));
  if (one("organization_id_eq")) c.push(eq(vacancies.organizationId, Number(one("organization_id_eq"))));
  if (one("user_id_eq")) c.push(eq(applications.userId, Number(one("user_id_eq"))));
  if (one("mine") === "true") c.push(eq(applications.userId, actor.user.id));
  if (one("mine") === "false") c.push(sql`${applications.userId} <> ${actor.user.id}`);
  return c;
}

const SORT_COLUMNS = {
  id: applications.id,
  created_at: applications.createdAt,
  status_changed_at: applications.statusChangedAt,
  status: applications.status,
} as const;

export function applicationOrder(keys: SortKey[]): SQL[] {
  const out = keys.map((k) => {
    const col = SORT_COLUMNS[k.field as keyof typeof SORT_COLUMNS];
    return k.desc ? sql`${col} desc nulls last` : sql`${col} asc nulls last`;
  });
  if (!keys.some((k) => k.field === "id")) out.push(desc(applications.id));
  return out;
}

export function applicationResource(row: ApplicationRow, actor: Actor): Res {
  const a = row.application;
  const staff = managesApplication(actor, row);
  const name =
    row.email === null ? "" : displayName({ firstName: row.firstName, lastName: row.lastName, email: row.email });
  return {
    type: "application",
    id: String(a.id),
    attributes: {
      status: a.status,
      motivation: a.motivation,
      availability: a.availability,
      vacancy_title: row.vacancyTitle,
      organization_name: row.organizationName,
      volunteer_name: name,
      volunteer_email: staff ? row.email : null,
      conversation_id: row.conversationId === null ? null : String(row.conversationId),
      status_changed_at: iso(a.statusChangedAt),
      created_at: iso(a.createdAt),
      updated_at: iso(a.updatedAt),
    },
    relationships: {
      vacancy: { data: ref("vacancy", a.vacancyId) },
      organization: { data: ref("organization", row.organizationId) },
      user: { data: ref("user", a.userId) },
      conversation: { data: ref("conversation", row.conversationId) },
    },
    links: { self: `/api/v1/applications/${a.id}` },
  };
}

/** The members and admins of an organization: who hears of its applications. */
export async function organizationStaff(tx: Tx, organizationId: number) {
  return tx
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        tx
          .select({ id: roles.userId })
          .from(roles)
          .where(and(eq(roles.organizationId, organizationId), inArray(roles.name, ["member", "admin"]))),
      ),
    )
    .orderBy(users.id);
}
