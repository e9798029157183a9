/** Row -> JSON:API resource. Attribute names are snake_case; ids are strings. */
import type { CenterFeatures } from "@contract/resources.ts";
import { API_PATHS } from "@contract/paths.ts";
import { getTableColumns } from "drizzle-orm";
import { organizations, type Center, type Organization, type User } from "../db/schema.ts";
import type { addresses, organizationProfiles, vacancies } from "../db/schema.ts";
import { iso, ref, type Res } from "../http/jsonapi.ts";
import { jsonObject } from "../perf/statements.ts";

type Address = typeof addresses.$inferSelect;
type Profile = typeof organizationProfiles.$inferSelect;
type Vacancy = typeof vacancies.$inferSelect;

/**
 * An organization's columns as one JSON value (the table under alias `o`), for statements that
 * bring organizations along with their rows, and the mapper back to a row.
 */
export const organizationJson = jsonObject(
  organizations,
  "o",
  Object.keys(getTableColumns(organizations)) as (keyof typeof organizations._.columns & string)[],
);

export function organizationResource(
  o: Organization,
  rel: { address?: Address | null; profile?: Profile | null; vacancies?: VacancySummary[] } = {},
): Res {
  const relationships: NonNullable<Res["relationships"]> = {};
  if ("address" in rel) relationships.address = { data: rel.address ? ref("address", rel.address.id) : null };
  if ("profile" in rel)
    relationships.profile = { data: rel.profile ? ref("organization_profile", rel.profile.id) : null };
  if ("vacancies" in rel)
    relationships.vacancies = { data: (rel.vacancies ?? []).map((v) => ({ type: "vacancy", id: String(v.id) })) };
  return {
    type: "organization",
    id: String(o.id),
    attributes: {
      name: o.name,
      organization_type: o.organizationType,
      status: o.status,
      email: o.email,
      phone: o.phone,
      website: o.website,
      description: o.description,
      created_at: iso(o.createdAt),
      updated_at: iso(o.updatedAt),
    },
    relationships,
    links: { self: API_PATHS.organization(o.id) },
  };
}

export const addressResource = (a: Address): Res => ({
  type: "address",
  id: String(a.id),
  attributes: {
    street: a.street,
    house_number: a.houseNumber,
    postcode: a.postcode,
    city: a.city,
    latitude: a.latitude,
    longitude: a.longitude,
  },
});

export const organizationProfileResource = (p: Profile): Res => ({
  type: "organization_profile",
  id: String(p.id),
  attributes: {
    summary: p.summary,
    logo_url: p.logoUrl,
    contact_name: p.contactName,
    contact_email: p.contactEmail,
    contact_phone: p.contactPhone,
  },
});

/** The columns the vacancy summary (an organization's included vacancies) shows. */
export const VACANCY_SUMMARY_KEYS = ["id", "organizationId", "title", "status", "publishedAt", "createdAt"] as const;
export type VacancySummary = Pick<Vacancy, (typeof VACANCY_SUMMARY_KEYS)[number]>;

export const vacancyResource = (v: VacancySummary): Res => ({
  type: "vacancy",
  id: String(v.id),
  attributes: { title: v.title, status: v.status, published_at: iso(v.publishedAt), created_at: iso(v.createdAt) },
  relationships: { organization: { data: ref("organization", v.organizationId) } },
});

export interface RoleRow {
  id: number;
  name: string;
  organizationId: number | null;
}

export const roleResource = (r: RoleRow): Res => ({
  type: "role",
  id: String(r.id),
  attributes: { name: r.name, organization_id: r.organizationId === null ? null : String(r.organizationId) },
  relationships: { organization: { data: ref("organization", r.organizationId) } },
});

export function userResource(u: User, rel: { roles?: RoleRow[]; organizations?: Organization[] } = {}): Res {
  const relationships: NonNullable<Res["relationships"]> = {};
  if (rel.roles) relationships.roles = { data: rel.roles.map((r) => ({ type: "role", id: String(r.id) })) };
  if (rel.organizations)
    relationships.organizations = { data: rel.organizations.map((o) => ({ type: "organization", id: String(o.id) })) };
  const fullName = [u.firstName, u.lastName].filter(Boolean).join(" ");
  return {
    type: "user",
    id: String(u.id),
    attributes: {
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      full_name: fullName || u.email,
      phone: u.phone,
      status: u.status,
      locale: u.locale,
      confirmed: u.confirmedAt !== null,
      confirmed_at: iso(u.confirmedAt),
      last_sign_in_at: iso(u.lastSignInAt),
      created_at: iso(u.createdAt),
      updated_at: iso(u.updatedAt),
    },
    relationships,
    links: { self: API_PATHS.user(u.id) },
  };
}

const FEATURE_DEFAULTS: CenterFeatures = {
  volunteer_profiles: true,
  activities: true,
  peer_to_peer: false,
  centre_sharing: false,
  i18n: false,
  moving_organizations: false,
  staged_doos: false,
  allow_inactive_users: false,
};

/** `installation`: flags set for the whole installation (moving_organizations), over the center's own. */
export function centerResource(c: Center, withProfile: boolean, installation: Partial<CenterFeatures> = {}): Res {
  return {
    type: "volunteer_center",
    id: String(c.id),
    attributes: {
      key: c.key,
      name: c.name,
      hosts: c.hosts,
      app_context: c.appContext,
      base_url: c.baseUrl,
      default: c.isDefault,
      features: { ...FEATURE_DEFAULTS, ...c.features, ...installation },
    },
    relationships: withProfile ? { profile: { data: { type: "center_profile", id: String(c.id) } } } : {},
  };
}

/** `logo`: the logo's intrinsic size, when known (CenterRegistry.logoSize), for the header's img. */
export function centerProfileResource(c: Center, logo: { width: number; height: number } | null = null): Res {
  return {
    type: "center_profile",
    id: String(c.id),
    attributes: {
      name: c.name,
      favicon_url: c.faviconUrl,
      website_logo_url: c.websiteLogoUrl,
      website_logo_width: c.websiteLogoUrl ? (logo?.width ?? null) : null,
      website_logo_height: c.websiteLogoUrl ? (logo?.height ?? null) : null,
      gtag_id: c.gtagId,
      primary_color: c.primaryColorPreset,
      primary_color_preset: c.primaryColorPreset,
      primary_color_shades: c.primaryColorShades,
      secondary_color: c.secondaryColorPreset,
      secondary_color_preset: c.secondaryColorPreset,
      secondary_color_shades: c.secondaryColorShades,
      muted_color: c.mutedColorPreset,
      muted_color_preset: c.mutedColorPreset,
      background_color: c.backgroundColor,
      text_color: c.textColor,
      shape: c.shape,
      header_variant: c.headerVariant,
      footer_variant: c.footerVariant,
      // Center settings (0021): all public, shown in the footer, on vacancies and contact pages.
      email: c.email,
      phone: c.phone,
      street: c.street,
      house_number: c.houseNumber,
      postcode: c.postcode,
      city: c.city,
      default_locale: c.defaultLocale,
      footer_columns: c.footerColumns,
      social_links: c.socialLinks,
      footer_show_address: c.footerShowAddress,
      contact_name: c.contactName,
      contact_role: c.contactRole,
      contact_email: c.contactEmail,
      contact_phone: c.contactPhone,
      contact_photo_url: c.contactPhotoUrl,
    },
  };
}
