import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "@contract/enums.ts";
import type { Database, Tx } from "../../db/client.ts";
import { addresses, organizationProfiles, organizations, vacancies, type Organization } from "../../db/schema.ts";
import type { Included, FilterDef, Page, ParsedFilters, SortKey } from "../../http/jsonapi.ts";
import { API_PATHS } from "@contract/paths.ts";
import { ref } from "../../http/jsonapi.ts";
import { duplicatesOf, publishedVacancyCounts, signedUpBy, signupPersonResource } from "./review.ts";
import { Binder, aliased, compiled, extended, jsonObject, run } from "../../perf/statements.ts";
import {
  VACANCY_SUMMARY_KEYS,
  addressResource,
  organizationProfileResource,
  organizationResource,
  vacancyResource,
  type VacancySummary,
} from "../serializers.ts";

export const ORGANIZATION_INCLUDES = ["address", "profile", "vacancies", "signed_up_by", "duplicates"] as const;
export const ORGANIZATION_FILTERS: Record<string, FilterDef> = {
  id_eq: { kind: "id" },
  id_in: { kind: "ids" },
  name_cont: { kind: "text" },
  /** The overview's text search: the name or the place (address city). */
  name_or_city_cont: { kind: "text" },
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

/** The filters' conditions; every value goes through the binder (compiled statements, perf/statements.ts). */
export function organizationConditions(f: ParsedFilters, b: Binder): SQL[] {
  const c: SQL[] = [];
  const one = (k: string) => f[k] as string | undefined;
  const many = (k: string) => f[k] as string[] | undefined;
  const anyOf = (col: SQL | AnyPgColumn, values: unknown[]) => sql`${col} = any(${b.bind(values)})`;
  if (one("id_eq")) c.push(eq(organizations.id, b.bind(Number(one("id_eq")))));
  if (many("id_in")) c.push(anyOf(organizations.id, many("id_in")!.map(Number)));
  if (one("name_cont")) c.push(ilike(organizations.name, b.bind(likePattern(one("name_cont")!))));
  if (one("name_or_city_cont")) {
    const p = b.bind(likePattern(one("name_or_city_cont")!));
    c.push(
      sql`(${organizations.name} ilike ${p} or exists (select 1 from ${addresses} a where a."organization_id" = ${organizations.id} and a."city" ilike ${p}))`,
    );
  }
  if (one("name_eq")) c.push(eq(organizations.name, b.bind(one("name_eq")!)));
  if (one("status_eq")) c.push(eq(organizations.status, b.bind(one("status_eq")!)));
  if (many("status_in")) c.push(anyOf(organizations.status, many("status_in")!));
  if (one("organization_type_eq")) c.push(eq(organizations.organizationType, b.bind(one("organization_type_eq")!)));
  if (many("organization_type_in")) c.push(anyOf(organizations.organizationType, many("organization_type_in")!));
  if (one("created_at_gteq")) c.push(gte(organizations.createdAt, b.bind(new Date(one("created_at_gteq")!))));
  if (one("created_at_lteq")) c.push(lte(organizations.createdAt, b.bind(new Date(one("created_at_lteq")!))));
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

/** The sort attribute's Drizzle key (the alias in compiled statements). */
const SORT_KEYS: Record<keyof typeof SORT_COLUMNS, string> = {
  id: "id",
  name: "name",
  status: "status",
  organization_type: "organizationType",
  created_at: "createdAt",
  updated_at: "updatedAt",
};

export function organizationOrder(keys: SortKey[]): SQL[] {
  const out = keys.map((k) => {
    const col = SORT_COLUMNS[k.field as keyof typeof SORT_COLUMNS];
    return k.desc ? desc(col) : asc(col);
  });
  if (!keys.some((k) => k.field === "id")) out.push(asc(organizations.id));
  return out;
}

/** An organization with its vacancies when the list statement brought them along. */
export type OrganizationRow = Organization & { vacancies?: VacancySummary[] };

/**
 * Serialize organizations with their requested relationships (one query per relationship, except
 * vacancies the list statement already brought along).
 */
export async function organizationResources(
  tx: Tx,
  _req: FastifyRequest,
  list: OrganizationRow[],
  include: Set<string>,
  included: Included,
) {
  const ids = list.map((o) => o.id);
  const byOrg = <T extends { organizationId: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const l = m.get(r.organizationId);
      if (l) l.push(r);
      else m.set(r.organizationId, [r]);
    }
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
  const wantVacancies = include.has("vacancies");
  const published = await publishedVacancyCounts(tx, ids);
  const signups = include.has("signed_up_by") ? await signedUpBy(tx, ids) : null;
  const duplicates = include.has("duplicates") ? await duplicatesOf(tx, _req.center.id, ids) : null;
  const vac =
    wantVacancies && ids.length && !list.every((o) => o.vacancies)
      ? byOrg(
          await tx
            .select(VACANCY_SUMMARY_COLUMNS)
            .from(vacancies)
            .where(inArray(vacancies.organizationId, ids))
            .orderBy(asc(vacancies.id)),
        )
      : null;
  return list.map((o) => {
    const a = addr?.get(o.id)?.[0] ?? null;
    const p = prof?.get(o.id)?.[0] ?? null;
    const v = wantVacancies ? (vac ? (vac.get(o.id) ?? []) : (o.vacancies ?? [])) : [];
    if (a) included.add(addressResource(a));
    if (p) included.add(organizationProfileResource(p));
    for (const x of v) included.add(vacancyResource(x));
    const res = organizationResource(o, {
      ...(addr ? { address: a } : {}),
      ...(prof ? { profile: p } : {}),
      ...(wantVacancies ? { vacancies: v } : {}),
    });
    res.attributes.published_vacancies_count = published.get(o.id) ?? 0;
    if (signups) {
      const person = signups.get(o.id);
      if (person) included.add(signupPersonResource(person));
      res.relationships!.signed_up_by = { data: person ? ref("user", person.id) : null };
    }
    if (duplicates) {
      const list = duplicates.get(o.id) ?? [];
      for (const d of list)
        included.add({
          type: "organization",
          id: String(d.id),
          attributes: { name: d.name, status: d.status },
          links: { self: API_PATHS.organization(d.id) },
        });
      res.relationships!.duplicates = {
        data: list.map((d) => ({ type: "organization", id: String(d.id), meta: { reasons: d.reasons } })),
      };
    }
    return res;
  });
}

const VACANCY_SUMMARY_COLUMNS = Object.fromEntries(VACANCY_SUMMARY_KEYS.map((k) => [k, vacancies[k]])) as {
  [K in (typeof VACANCY_SUMMARY_KEYS)[number]]: (typeof vacancies)[K];
};
const vacancySummaryJson = jsonObject(vacancies, "v", VACANCY_SUMMARY_KEYS);

/**
 * A page of the organizations list and the total, in one compiled statement (perf/statements.ts);
 * with `withVacancies` the page's vacancies come along in the same statement (json_agg per row).
 * `memberIds`: only these organizations (organization staff); null for center staff.
 */
export async function listOrganizations(
  tx: Tx,
  database: Database,
  q: {
    centerId: number;
    filters: ParsedFilters;
    sort: SortKey[];
    page: Page;
    memberIds: number[] | null;
    withVacancies: boolean;
  },
): Promise<{ list: OrganizationRow[]; total: number }> {
  const b = new Binder();
  const conds = [eq(organizations.centerId, b.bind(q.centerId)), ...organizationConditions(q.filters, b)];
  if (q.memberIds) conds.push(sql`${organizations.id} = any(${b.bind(q.memberIds)})`);
  const where = and(...conds);
  const limit = b.bind(q.page.size);
  const offset = b.bind((q.page.number - 1) * q.page.size);
  const shape = `${Object.keys(q.filters).sort().join(",")}|${q.sort.map((k) => `${k.desc ? "-" : ""}${k.field}`).join(",")}|${q.memberIds ? "members" : "center"}`;
  const page = compiled(`organizations:${shape}`, () =>
    tx
      .select({ ...aliased(organizations), total: sql<number>`count(*) over ()`.as("total") })
      .from(organizations)
      .where(where)
      .orderBy(...organizationOrder(q.sort))
      .limit(limit)
      .offset(offset)
      .toSQL(),
  );
  const statement = q.withVacancies
    ? extended(
        `organizations+vacancies:${shape}`,
        page,
        (text) => {
          const order = q.sort.map(
            (k) => `p."${SORT_KEYS[k.field as keyof typeof SORT_KEYS]}" ${k.desc ? "desc" : "asc"}`,
          );
          if (!q.sort.some((k) => k.field === "id")) order.push(`p."id" asc`);
          return (
            `select p.*, (select coalesce(json_agg(${vacancySummaryJson.sql} order by v."id"), '[]'::json) ` +
            `from "vacancies" v where v."organization_id" = p."id") as "vacancies" from (${text}) p order by ${order.join(", ")}`
          );
        },
        [],
      )
    : page;
  const rows = await run<OrganizationRow & { total: number }>(database, tx, statement, b.values);
  if (q.withVacancies)
    for (const r of rows) r.vacancies = (r.vacancies ?? []).map((v) => vacancySummaryJson.map(v) as VacancySummary);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && q.page.number > 1) {
    const count = compiled(`organizations-count:${shape}`, () =>
      tx
        .select({ n: sql<number>`count(*)::int`.as("n") })
        .from(organizations)
        .where(where)
        .toSQL(),
    );
    const [row] = await run<{ n: number }>(database, tx, count, b.values);
    total = Number(row?.n ?? 0);
  }
  for (const r of rows) delete (r as { total?: number }).total;
  return { list: rows, total };
}

export async function findOrganization(tx: Tx, centerId: number, id: number): Promise<Organization | undefined> {
  const rows = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.centerId, centerId)))
    .limit(1);
  return rows[0];
}
