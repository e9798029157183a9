/** Vacancies: list filters and sorts, loading, includes, input checks, status rules. */
import { and, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AnyObjectSchema, InferType } from "yup";
import { ValidationError } from "yup";
import {
  VACANCY_CATEGORIES,
  VACANCY_DESCRIPTION_MAX,
  VACANCY_ENDING_SOON_DAYS,
  VACANCY_SCHEDULES,
  VACANCY_STATUSES,
  VACANCY_STATUS_TRANSITIONS,
  type VacancyStatus,
} from "@contract/vacancies.ts";
import { rowsOf, type Tx } from "../../db/client.ts";
import { addresses, organizationProfiles, organizations, vacancies, type Organization } from "../../db/schema.ts";
import { ApiError, fromYup, type ErrorSpec } from "../../http/errors.ts";
import type { FilterDef, Included, ParsedFilters, SortKey } from "../../http/jsonapi.ts";
import { addressResource, organizationResource } from "../serializers.ts";
import { resolveLocation, normalizePostcode } from "../../geo/index.ts";
import { managesVacancy } from "./policy.ts";
import {
  hasLocation,
  ownAddressResource,
  pgArray,
  sharedOrganizationResource,
  vacancyColumns,
  vacancyResource,
  type VacancyExtras,
  type VacancyRow,
} from "./serializer.ts";
import type { Actor } from "../../policy.ts";

export const VACANCY_INCLUDES = ["organization", "address"] as const;
export const VACANCY_FILTERS: Record<string, FilterDef> = {
  id_eq: { kind: "id" },
  id_in: { kind: "ids" },
  organization_id_eq: { kind: "id" },
  organization_id_in: { kind: "ids" },
  status_eq: { kind: "enum", values: VACANCY_STATUSES },
  status_in: { kind: "enums", values: VACANCY_STATUSES },
  title_cont: { kind: "text" },
  city_cont: { kind: "text" },
  categories_in: { kind: "enums", values: VACANCY_CATEGORIES },
  schedule_eq: { kind: "enum", values: VACANCY_SCHEDULES },
  remote_eq: { kind: "enum", values: ["true", "false"] },
  end_date_gteq: { kind: "date" },
  end_date_lteq: { kind: "date" },
  published_at_gteq: { kind: "date" },
  published_at_lteq: { kind: "date" },
  created_at_gteq: { kind: "date" },
  created_at_lteq: { kind: "date" },
  /** Published ones ending from today through VACANCY_ENDING_SOON_DAYS (the dashboard's "ending soon"). */
  ending_soon: { kind: "enum", values: ["true"] },
};
export const VACANCY_SORTS = ["id", "title", "status", "created_at", "updated_at", "published_at", "end_date"] as const;

/** The calendar day in the Netherlands (YYYY-MM-DD), for "ending soon". */
export const dutchToday = (ms: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(ms));

const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const day = (v: string) => new Date(v).toISOString().slice(0, 10);

/** The list's filters as conditions; `today` (dutchToday) dates "ending soon". */
export function vacancyConditions(f: ParsedFilters, today: string): SQL[] {
  const c: SQL[] = [];
  const one = (k: string) => f[k] as string | undefined;
  const many = (k: string) => f[k] as string[] | undefined;
  if (one("id_eq")) c.push(eq(vacancies.id, Number(one("id_eq"))));
  if (many("id_in")) c.push(inArray(vacancies.id, many("id_in")!.map(Number)));
  if (one("organization_id_eq")) c.push(eq(vacancies.organizationId, Number(one("organization_id_eq"))));
  if (many("organization_id_in")) c.push(inArray(vacancies.organizationId, many("organization_id_in")!.map(Number)));
  if (one("status_eq")) c.push(eq(vacancies.status, one("status_eq")!));
  if (many("status_in")) c.push(inArray(vacancies.status, many("status_in")!));
  if (one("title_cont")) c.push(ilike(vacancies.title, likePattern(one("title_cont")!)));
  if (one("city_cont")) c.push(ilike(vacancies.city, likePattern(one("city_cont")!)));
  if (many("categories_in")) c.push(sql`${vacancies.categories} && ${pgArray(many("categories_in")!)}::text[]`);
  if (one("schedule_eq")) c.push(eq(vacancies.schedule, one("schedule_eq")!));
  if (one("remote_eq")) c.push(eq(vacancies.remote, one("remote_eq") === "true"));
  if (one("end_date_gteq")) c.push(gte(vacancies.endDate, day(one("end_date_gteq")!)));
  if (one("end_date_lteq")) c.push(lte(vacancies.endDate, day(one("end_date_lteq")!)));
  if (one("published_at_gteq")) c.push(gte(vacancies.publishedAt, new Date(one("published_at_gteq")!)));
  if (one("published_at_lteq")) c.push(lte(vacancies.publishedAt, new Date(one("published_at_lteq")!)));
  if (one("created_at_gteq")) c.push(gte(vacancies.createdAt, new Date(one("created_at_gteq")!)));
  if (one("created_at_lteq")) c.push(lte(vacancies.createdAt, new Date(one("created_at_lteq")!)));
  if (one("ending_soon") === "true")
    c.push(
      eq(vacancies.status, "published"),
      sql`${vacancies.endDate} between ${today}::date and ${today}::date + ${VACANCY_ENDING_SOON_DAYS}::int`,
    );
  return c;
}

const SORT_COLUMNS = {
  id: vacancies.id,
  title: vacancies.title,
  status: vacancies.status,
  created_at: vacancies.createdAt,
  updated_at: vacancies.updatedAt,
  published_at: vacancies.publishedAt,
  end_date: vacancies.endDate,
} as const;

export function vacancyOrder(keys: SortKey[]): SQL[] {
  const out = keys.map((k) => {
    const col = SORT_COLUMNS[k.field as keyof typeof SORT_COLUMNS];
    // Empty dates last in both directions.
    return k.desc ? sql`${col} desc nulls last` : sql`${col} asc nulls last`;
  });
  if (!keys.some((k) => k.field === "id")) out.push(desc(vacancies.id));
  return out;
}

/**
 * Applications per vacancy. The applications table arrives with migration 0005 of the
 * applications module; until it exists every count is 0 (to_regclass guard), so this module does
 * not depend on that migration's timing.
 */
export async function applicationsCount(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!ids.length) return out;
  const rows = rowsOf<{ vacancy_id: number; n: number }>(
    await tx.execute(
      sql`select vacancy_id, count(*)::int as n from applications where vacancy_id = any(${pgArray(ids)}::bigint[]) group by vacancy_id`,
    ),
  );
  for (const r of rows) out.set(Number(r.vacancy_id), Number(r.n));
  return out;
}

/** A vacancy readable in this transaction (own center, or shared with it: row-level security decides). */
export async function loadVacancy(tx: Tx, id: number): Promise<VacancyRow | undefined> {
  const rows = await tx.select(vacancyColumns).from(vacancies).where(eq(vacancies.id, id)).limit(1);
  return rows[0];
}

/** Serialize vacancies with the requested includes and the per-viewer extras. */
export async function vacancyResources(
  tx: Tx,
  req: FastifyRequest,
  list: VacancyRow[],
  include: Set<string>,
  included: Included,
  extra: Map<number, Partial<VacancyExtras>> = new Map(),
  /** Already read with the rows (the search brings its organizations and logos along): not queried again. */
  loaded: { organizations?: Organization[] | undefined; logos?: Map<number, string | null> | undefined } = {},
) {
  const centerId = req.center.id;
  // The organizations' logos (the picture of a vacancy without an image of its own): this center's only.
  let logos = loaded.logos;
  if (!logos) {
    logos = new Map();
    const own = [...new Set(list.filter((v) => v.centerId === centerId).map((v) => v.organizationId))];
    if (own.length)
      for (const p of await tx
        .select({ organizationId: organizationProfiles.organizationId, logoUrl: organizationProfiles.logoUrl })
        .from(organizationProfiles)
        .where(and(inArray(organizationProfiles.organizationId, own), eq(organizationProfiles.centerId, centerId))))
        logos.set(p.organizationId, p.logoUrl);
  }
  const managed = list.filter((v) => managesVacancy(req.actor, v, centerId));
  const counts = await applicationsCount(
    tx,
    managed.map((v) => v.id),
  );
  if (include.has("organization") && list.length) {
    const own = [...new Set(list.filter((v) => v.centerId === centerId).map((v) => v.organizationId))];
    if (own.length) {
      const wanted = new Set(own);
      const orgs =
        loaded.organizations ??
        (await tx
          .select()
          .from(organizations)
          .where(and(inArray(organizations.id, own), eq(organizations.centerId, centerId))));
      for (const o of orgs) if (wanted.has(o.id) && o.centerId === centerId) included.add(organizationResource(o));
    }
    const shared = list.filter((v) => v.centerId !== centerId).map((v) => v.id);
    if (shared.length) {
      const orgs = rowsOf<{ id: number; name: string; organization_type: string }>(
        await tx.execute(sql`select * from shared_vacancy_organizations(${pgArray(shared)}::bigint[])`),
      );
      for (const o of orgs) included.add(sharedOrganizationResource({ ...o, id: Number(o.id) }));
    }
  }
  if (include.has("address") && list.length) {
    const linked = [...new Set(list.filter((v) => v.addressId && v.centerId === centerId).map((v) => v.addressId!))];
    if (linked.length) {
      const rows = await tx
        .select()
        .from(addresses)
        .where(and(inArray(addresses.id, linked), eq(addresses.centerId, centerId)));
      for (const a of rows) included.add(addressResource(a));
    }
    for (const v of list)
      if ((!v.addressId || v.centerId !== centerId) && hasLocation(v)) included.add(ownAddressResource(v));
  }
  const managedIds = new Set(managed.map((v) => v.id));
  return list.map((v) => {
    const res = vacancyResource(v, {
      applicationsCount: managedIds.has(v.id) ? (counts.get(v.id) ?? 0) : null,
      sharedBy: v.centerId === centerId ? null : (req.server.services.centers.byId(v.centerId)?.name ?? ""),
      organizationLogoUrl: v.centerId === centerId ? (logos.get(v.organizationId) ?? null) : null,
      ...extra.get(v.id),
    });
    // A shared vacancy's linked address is of another center: point at the vacancy's own copy.
    if (v.centerId !== centerId && v.addressId)
      res.relationships!.address = { data: hasLocation(v) ? { type: "address", id: `vacancy-${v.id}` } : null };
    return res;
  });
}

// ---------------------------------------------------------------------------------------------
// Input

/**
 * yup validation of vacancy attributes. Like server/http/validate.ts, but arrays are accepted
 * where the schema has an array (of strings), objects where it has an object.
 */
export async function validateAttributes<S extends AnyObjectSchema>(
  schema: S,
  attrs: Record<string, unknown>,
  base: string,
): Promise<InferType<S>> {
  const fields = (schema as unknown as { fields: Record<string, { type?: string }> }).fields;
  const wrong: ErrorSpec[] = [];
  for (const [k, v] of Object.entries(attrs)) {
    const type = Object.hasOwn(fields, k) ? fields[k]!.type : undefined;
    if (v === null || typeof v !== "object") {
      if (type === "array" && v !== null)
        wrong.push({ code: "validation_failed", field: "invalid", pointer: `${base}/${k}` });
      continue;
    }
    if (type === "object" && !Array.isArray(v)) continue;
    if (type === "array" && Array.isArray(v) && v.every((x) => typeof x === "string" || typeof x === "number"))
      continue;
    wrong.push({ code: "validation_failed", field: "invalid", pointer: `${base}/${k}` });
  }
  if (wrong.length) throw new ApiError(422, wrong.slice(0, 20));
  try {
    return (await schema.validate(attrs, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (err) {
    if (err instanceof ValidationError) throw fromYup(err, base);
    if (err instanceof TypeError)
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: base });
    throw err;
  }
}

export interface LocationColumns {
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The vacancy's own location: postcode as "1234 AB", coordinates from postcode or else place. */
export function locationColumns(address: {
  street?: string | null;
  house_number?: string | null;
  postcode?: string | null;
  city?: string | null;
}): LocationColumns {
  const postcode = address.postcode ? normalizePostcode(address.postcode) : null;
  const city = address.city?.trim() || null;
  const point = (postcode ? resolveLocation(postcode) : null) ?? (city ? resolveLocation(city) : null);
  return {
    street: address.street?.trim() || null,
    houseNumber: address.house_number?.trim() || null,
    postcode,
    city,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
}

/** The organization's address, as the default location of a new vacancy. */
export async function organizationLocation(
  tx: Tx,
  organizationId: number,
): Promise<(LocationColumns & { addressId: number }) | null> {
  const [a] = await tx.select().from(addresses).where(eq(addresses.organizationId, organizationId)).limit(1);
  if (!a || !(a.postcode || a.city)) return null;
  const loc = locationColumns({ street: a.street, house_number: a.houseNumber, postcode: a.postcode, city: a.city });
  if (a.latitude !== null && a.longitude !== null) {
    loc.latitude = a.latitude;
    loc.longitude = a.longitude;
  }
  return { ...loc, addressId: a.id };
}

export function sanitizedTooLong(description: string | null, pointer: string) {
  if (description && description.length > VACANCY_DESCRIPTION_MAX)
    throw new ApiError(422, {
      code: "validation_failed",
      field: "too_long",
      pointer,
      params: { max: VACANCY_DESCRIPTION_MAX },
    });
}

/** null when allowed, else the reason code. */
export function transitionError(from: string, to: string): string | null {
  if (from === to) return null;
  const allowed = VACANCY_STATUS_TRANSITIONS[from as VacancyStatus] ?? [];
  return (allowed as readonly string[]).includes(to) ? null : "invalid_transition";
}

/** Publishing needs a description and a location or remote = true; the reasons that fail. */
export function publishProblems(v: {
  description: string | null;
  remote: boolean;
  postcode: string | null;
  city: string | null;
}): ("publish_requires_description" | "publish_requires_location")[] {
  const out: ("publish_requires_description" | "publish_requires_location")[] = [];
  if (!v.description) out.push("publish_requires_description");
  if (!v.remote && !v.postcode && !v.city) out.push("publish_requires_location");
  return out;
}

export function publishErrors(problems: string[], base: string): ErrorSpec[] {
  return problems.map((p) => ({
    code: "validation_failed",
    field: p,
    pointer: `${base}/${p === "publish_requires_description" ? "description" : "address"}`,
  }));
}

/** Organization staff see their organizations' vacancies; center staff (and superadmins) all of the center. */
export function scopeConditions(req: FastifyRequest, actor: Actor, managesCenter: boolean): SQL[] {
  const c: SQL[] = [eq(vacancies.centerId, req.center.id)];
  if (req.currentOrganizationId !== null) c.push(eq(vacancies.organizationId, req.currentOrganizationId));
  else if (!managesCenter) c.push(inArray(vacancies.organizationId, [...actor.memberOrgIds]));
  return c;
}
