import { useQuery } from "@tanstack/react-query";
import type { JsonApiDocument } from "@contract/resources.ts";
import type { OrganizationStatus, OrganizationType } from "@contract/enums.ts";
import type { DuplicateReason, OrganizationDependents } from "@contract/organizations.ts";
import { API_PATHS } from "@contract/paths.ts";
import type { VacancyStatus } from "@contract/vacancies.ts";
import type {
  DuplicateCandidate,
  OrganizationDetail,
  OrganizationPerson,
  OrganizationSummary,
  OrganizationVacancy,
  PendingOrganization,
  StatusChange,
} from "@features/organizations/types.ts";
import type { Viewer } from "@features/organizations/viewModels.ts";
import type { ApiClient } from "../../../api/client.ts";
import { useCurrentUser, useOrganizationList } from "../../../auth/hooks.ts";
import { navAudience } from "../../../layouts/roleNavigation.ts";
import { useServices } from "../../../services.tsx";

/** Every cached organization query starts with this key; invalidate it after a change. */
export const ORGANIZATIONS_KEY = ["organizations"] as const;
export const ORGANIZATIONS_PAGE_SIZE = 25;

interface RawOrganization {
  id: string;
  name: string;
  organizationType: OrganizationType;
  status: OrganizationStatus;
  email: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  publishedVacanciesCount?: number;
  createdAt: string;
  address?: { street: string | null; houseNumber: string | null; postcode: string | null; city: string | null } | null;
  profile?: { logoUrl: string | null; contactName: string | null } | null;
  vacancies?: { id: string; title: string; status: VacancyStatus }[];
  signedUpBy?: { fullName?: string; email?: string } | null;
  duplicates?: { id: string; name?: string; status?: OrganizationStatus }[];
}

interface RawUser {
  id: string;
  fullName: string;
  email: string;
  roles?: { name: string; organizationId: string | null }[];
}

function toDetail(o: RawOrganization, admins: readonly OrganizationPerson[] = []): OrganizationDetail {
  return {
    id: o.id,
    name: o.name,
    organizationType: o.organizationType,
    status: o.status,
    email: o.email,
    phone: o.phone,
    website: o.website,
    description: o.description,
    city: o.address?.city ?? null,
    address: o.address ?? null,
    logoUrl: o.profile?.logoUrl ?? null,
    contactName: o.profile?.contactName ?? null,
    publishedVacanciesCount: o.publishedVacanciesCount ?? 0,
    admins,
    createdAt: o.createdAt,
  };
}

/** People of these organizations with a role there (the users list of specification section 7). */
async function peopleOf(
  client: ApiClient,
  organizationIds: readonly string[],
  role: "admin" | null,
  signal?: AbortSignal,
): Promise<Map<string, OrganizationPerson[]>> {
  const out = new Map<string, OrganizationPerson[]>();
  if (!organizationIds.length) return out;
  const filter: Record<string, string> =
    organizationIds.length === 1
      ? { organization_id_eq: organizationIds[0]! }
      : { organization_id_in: organizationIds.join(",") };
  if (role) filter.with_role = role;
  const response = await client.get<RawUser[]>(API_PATHS.users, {
    query: { filter, include: "roles", page: { size: 1000 } },
    signal,
  });
  for (const u of response.data ?? [])
    for (const orgId of organizationIds) {
      const roles = (u.roles ?? [])
        .filter((r) => r.organizationId === orgId && (r.name === "admin" || r.name === "member"))
        .map((r) => r.name as "admin" | "member");
      if (!roles.length || (role && !roles.includes(role))) continue;
      const list = out.get(orgId) ?? [];
      list.push({ id: u.id, name: u.fullName || u.email, email: u.email, roles });
      out.set(orgId, list);
    }
  return out;
}

export interface ListQuery {
  filter: Record<string, string>;
  sort: string;
  page: number;
}

/** The overview's page with each organization's admins (one users call for the page). */
export async function listOrganizations(client: ApiClient, q: ListQuery, signal?: AbortSignal) {
  const response = await client.get<RawOrganization[]>(API_PATHS.organizations, {
    query: {
      filter: q.filter,
      sort: q.sort,
      include: "address,profile",
      page: { number: q.page, size: ORGANIZATIONS_PAGE_SIZE },
    },
    signal,
  });
  const rows = response.data ?? [];
  const admins = await peopleOf(
    client,
    rows.map((o) => o.id),
    "admin",
    signal,
  ).catch(() => new Map<string, OrganizationPerson[]>());
  const total = Number(response.meta.total_count ?? 0);
  return {
    organizations: rows.map((o): OrganizationSummary => toDetail(o, admins.get(o.id) ?? [])),
    total,
    pageCount: Math.max(1, Math.ceil(total / ORGANIZATIONS_PAGE_SIZE)),
  };
}

export async function pendingCount(client: ApiClient, signal?: AbortSignal) {
  const response = await client.get<unknown[]>(API_PATHS.organizations, {
    query: { filter: { status_eq: "pending" }, page: { size: 1 }, fields: { organization: "name" } },
    signal,
  });
  return Number(response.meta.total_count ?? 0);
}

export async function fetchOrganization(client: ApiClient, id: string, signal?: AbortSignal) {
  const response = await client.get<RawOrganization>(API_PATHS.organization(id), {
    query: { include: "address,profile,vacancies" },
    signal,
  });
  const o = response.data;
  const vacancies: OrganizationVacancy[] = (o.vacancies ?? []).map((v) => ({
    id: v.id,
    title: v.title,
    status: v.status,
  }));
  const detail: OrganizationDetail = {
    ...toDetail(o),
    dependents: response.meta.dependents as OrganizationDependents | undefined,
  };
  return { organization: detail, vacancies };
}

export async function fetchPeople(client: ApiClient, id: string, signal?: AbortSignal) {
  return (await peopleOf(client, [id], null, signal)).get(id) ?? [];
}

export async function fetchStatusHistory(client: ApiClient, id: string, signal?: AbortSignal) {
  const response = await client.get<StatusChange[]>(API_PATHS.organizationStatusHistory(id), { signal });
  return response.data ?? [];
}

/** The approval queue: pending organizations with who signed up and possible duplicates (with their reasons). */
export async function listPending(client: ApiClient, signal?: AbortSignal): Promise<PendingOrganization[]> {
  const response = await client.get<RawOrganization[]>(API_PATHS.organizations, {
    query: {
      filter: { status_eq: "pending" },
      sort: "created_at",
      include: "address,profile,signed_up_by,duplicates",
      page: { size: 100 },
    },
    signal,
  });
  // The deserializer drops identifier meta: the reasons come from the document itself.
  const reasons = new Map<string, DuplicateReason[]>();
  const doc = response.document as JsonApiDocument | null;
  for (const r of Array.isArray(doc?.data) ? doc.data : [])
    for (const d of (r.relationships?.duplicates?.data ?? []) as {
      id: string;
      meta?: { reasons?: DuplicateReason[] };
    }[])
      reasons.set(`${r.id}:${d.id}`, d.meta?.reasons ?? []);
  return (response.data ?? []).map((o) => ({
    ...toDetail(o),
    signedUpBy: o.signedUpBy?.email
      ? { name: o.signedUpBy.fullName ?? o.signedUpBy.email, email: o.signedUpBy.email }
      : null,
    duplicates: (o.duplicates ?? []).map((d): DuplicateCandidate => ({
      id: d.id,
      name: d.name ?? d.id,
      status: d.status ?? "approved",
      reasons: reasons.get(`${o.id}:${d.id}`) ?? [],
    })),
  }));
}

/** Who is looking (PRODUCT.md section 3), from the current user's roles and organizations. */
export function useViewer(): { viewer: Viewer; known: boolean } {
  const user = useCurrentUser();
  const organizations = useOrganizationList();
  const roles = user.data?.roles ?? [];
  const audience = navAudience(roles, organizations.data);
  return {
    known: user.data !== undefined && organizations.data !== undefined,
    viewer: {
      centerStaff: audience === "center",
      superadmin: roles.some((r) => r.name === "superadmin"),
      adminOf: roles.filter((r) => r.name === "admin" && r.organizationId).map((r) => r.organizationId!),
    },
  };
}

/** The installation's moving-organizations flag, as the current center reports it. */
export function useMoveFlag(): boolean {
  const { client } = useServices();
  const query = useQuery({
    queryKey: ["volunteer_centers", "current"],
    queryFn: async ({ signal }) =>
      (await client.get<{ features?: { movingOrganizations?: boolean } }>(API_PATHS.currentVolunteerCenter, { signal }))
        .data,
    staleTime: 5 * 60_000,
  });
  return query.data?.features?.movingOrganizations === true;
}
