/** Vacancy rows -> JSON:API resources (contract VacancyAttributes, plus street/house_number/shared_by). */
import { getTableColumns } from "drizzle-orm";
import { API_PATHS } from "@contract/paths.ts";
import { vacancies } from "../../db/schema.ts";
import { iso, ref, type Res } from "../../http/jsonapi.ts";

/** Every column but the generated search columns (never sent, never needed outside SQL). */
const { searchText: _searchText, searchVector: _searchVector, ...vacancyColumnsRest } = getTableColumns(vacancies);
export const vacancyColumns = vacancyColumnsRest;
export type VacancyRow = Omit<typeof vacancies.$inferSelect, "searchText" | "searchVector">;

export interface VacancyExtras {
  /** Applications count: a number for staff who manage the vacancy, null for everyone else. */
  applicationsCount: number | null;
  /** Name of the sharing center when the vacancy belongs to another center (centre sharing). */
  sharedBy: string | null;
  distanceKm?: number | null;
  rank?: number | null;
  /** The organization's logo, when it is of this center and has one. */
  organizationLogoUrl?: string | null;
}

export const ownAddressId = (v: VacancyRow) => `vacancy-${v.id}`;
export const hasLocation = (v: VacancyRow) => !!(v.postcode || v.city || v.street);

export function vacancyResource(v: VacancyRow, extras: VacancyExtras): Res {
  const attributes: Record<string, unknown> = {
    title: v.title,
    summary: v.summary,
    description: v.description,
    status: v.status,
    categories: v.categories,
    skills: v.skills,
    target_groups: v.targetGroups,
    remote: v.remote,
    street: v.street,
    house_number: v.houseNumber,
    postcode: v.postcode,
    city: v.city,
    latitude: v.latitude,
    longitude: v.longitude,
    hours_per_week: v.hoursPerWeek,
    schedule: v.schedule,
    start_date: v.startDate,
    end_date: v.endDate,
    positions: v.positions,
    minimum_age: v.minimumAge,
    vog_required: v.vogRequired,
    contact_name: v.contactName,
    contact_email: v.contactEmail,
    contact_phone: v.contactPhone,
    image_url: v.imageUrl,
    image_alt: v.imageAlt,
    organization_logo_url: extras.organizationLogoUrl ?? null,
    // Which other centers a vacancy is shared with is the sharing center's business.
    shared_with_centers: extras.sharedBy ? [] : v.sharedWithCenters.map(String),
    published_at: iso(v.publishedAt),
    applications_count: extras.applicationsCount,
    shared: extras.sharedBy !== null,
    shared_by: extras.sharedBy,
    created_at: iso(v.createdAt),
    updated_at: iso(v.updatedAt),
  };
  if (extras.distanceKm !== undefined)
    attributes.distance_km = extras.distanceKm === null ? null : Math.round(extras.distanceKm * 10) / 10;
  if (extras.rank !== undefined && extras.rank !== null) attributes.rank = Math.round(extras.rank * 1000) / 1000;
  const address = v.addressId ? ref("address", v.addressId) : hasLocation(v) ? ref("address", ownAddressId(v)) : null;
  return {
    type: "vacancy",
    id: String(v.id),
    attributes,
    relationships: {
      organization: { data: ref("organization", v.organizationId) },
      address: { data: address },
    },
    links: { self: API_PATHS.vacancy(v.id) },
  };
}

/** The location a vacancy carries itself, as an `address` resource (include=address). */
export const ownAddressResource = (v: VacancyRow): Res => ({
  type: "address",
  id: ownAddressId(v),
  attributes: {
    street: v.street,
    house_number: v.houseNumber,
    postcode: v.postcode,
    city: v.city,
    latitude: v.latitude,
    longitude: v.longitude,
  },
});

/** What a center that sees a shared vacancy may know of its organization. */
export const sharedOrganizationResource = (o: { id: number; name: string; organization_type: string }): Res => ({
  type: "organization",
  id: String(o.id),
  attributes: { name: o.name, organization_type: o.organization_type },
});

/** A JS list as one PostgreSQL array literal parameter (drizzle would spread a JS array into a row). */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === "number" ? String(v) : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(",")}}`;
}
