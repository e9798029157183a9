import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "@contract/enums.ts";
import type { Tx } from "../../db/client.ts";
import { addresses, organizationProfiles, organizations, vacancies, type Organization } from "../../db/schema.ts";
import type { Included, FilterDef, ParsedFilters, SortKey } from "../../http/jsonapi.ts";
import { addressResource, organizationProfileResource, organizationResource, vacancyResource } from "../serializers.ts";

export const ORGANIZATION_INCLUDES = ["address", "profile", "vacancies"] as const;
export const ORGANIZATION_FILTERS: Record<string, FilterDef> = {
  id_eq: { kind: "id" },
  id_in: { kind: "ids" },
  name_cont: { kind: "text" },
  name_eq: { kind: "text" },
  status_eq: { kind: "enum", values: ORGANIZATION_STATUSES },
  status_in: { kind: "enums", values: ORGANIZATION_STATUSES },
  organization_type_eq: { kind: "enum", values: ORGANIZATION_TYPES },
  organization_type_in: { kind: "enums", values: ORGANIZATION_TYPES },
  created_at_gteq: { kind: "date" },
  created_at_lteq: { kind: "date" },
};
export const ORGANIZATION_SORTS = ["id", "name", "status", "organization_type", "created_at", "updated_at"] as const;

export const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function organizationConditions(f: ParsedFilters): SQL[] {
  const c: SQL[] = [];
  const one = (k: string) => f[k] as string | undefined;
  const many = (k: string) => f[k] as string[] | undefined;
  if (one("id_eq")) c.push(eq(organizations.id, Number(one("id_eq"))));
  if (many("id_in")) c.push(inArray(organizations.id, many("id_in")!.map(Number)));
  if (one("name_cont")) c.push(ilike(organizations.name, likePattern(one("name_cont")!)));
  if (one("name_eq")) c.push(eq(organizations.name, one("name_eq")!));
  if (one("status_eq")) c.push(eq(organizations.status, one("status_eq")!));
  if (many("status_in")) c.push(inArray(organizations.status, many("status_in")!));
  if (one("organization_type_eq")) c.push(eq(organizations.organizationType, one("organization_type_eq")!));
  if (many("organization_type_in")) c.push(inArray(organizations.organizationType, many("organization_type_in")!));
  if (one("created_at_gteq")) c.push(gte(organizations.createdAt, new Date(one("created_at_gteq")!)));
  if (one("created_at_lteq")) c.push(lte(organizations.createdAt, new Date(one("created_at_lteq")!)));
  return c;
}

const SORT_COLUMNS = {
  id: organizations.id,
  name: organizations.name,
  status: organizations.status,
  organization_type: organizations.organizationType,
  created_at: organizations.createdAt,
  updated_at: organizations.updatedAt,
} as const;

export function organizationOrder(keys: SortKey[]): SQL[] {
  const out = keys.map((k) => {
    const col = SORT_COLUMNS[k.field as keyof typeof SORT_COLUMNS];
    return k.desc ? desc(col) : asc(col);
  });
  if (!keys.some((k) => k.field === "id")) out.push(asc(organizations.id));
  return out;
}

/** Serialize organizations with their requested relationships (one query per relationship). */
export async function organizationResources(
  tx: Tx,
  _req: FastifyRequest,
  list: Organization[],
  include: Set<string>,
  included: Included,
) {
  const ids = list.map((o) => o.id);
  const byOrg = <T extends { organizationId: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) m.set(r.organizationId, [...(m.get(r.organizationId) ?? []), r]);
    return m;
  };
  const addr =
    include.has("address") && ids.length
      ? byOrg(await tx.select().from(addresses).where(inArray(addresses.organizationId, ids)))
      : null;
  const prof =
    include.has("profile") && ids.length
      ? byOrg(await tx.select().from(organizationProfiles).where(inArray(organizationProfiles.organizationId, ids)))
      : null;
  const vac =
    include.has("vacancies") && ids.length
      ? byOrg(
          await tx.select().from(vacancies).where(inArray(vacancies.organizationId, ids)).orderBy(asc(vacancies.id)),
        )
      : null;
  return list.map((o) => {
    const a = addr?.get(o.id)?.[0] ?? null;
    const p = prof?.get(o.id)?.[0] ?? null;
    const v = vac?.get(o.id) ?? [];
    if (a) included.add(addressResource(a));
    if (p) included.add(organizationProfileResource(p));
    for (const x of v) included.add(vacancyResource(x));
    return organizationResource(o, {
      ...(addr ? { address: a } : {}),
      ...(prof ? { profile: p } : {}),
      ...(vac ? { vacancies: v } : {}),
    });
  });
}

export async function findOrganization(tx: Tx, centerId: number, id: number): Promise<Organization | undefined> {
  const rows = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.centerId, centerId)))
    .limit(1);
  return rows[0];
}

export async function countOrganizations(tx: Tx, where: SQL | undefined) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(organizations)
    .where(where);
  return Number(row?.n ?? 0);
}
