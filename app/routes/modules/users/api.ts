import { useQuery } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import type { UserStatus } from "@contract/enums.ts";
import { USER_LIST_PAGE_SIZE } from "@contract/users.ts";
import type { OrganizationOption, UserApplication, UserRole, UserRow } from "@features/users/types.ts";
import type { ApiClient } from "../../../api/client.ts";
import { isApiError } from "../../../api/errors.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { toApplicationItem } from "../applications/api.ts";
import { useCurrentUser, useOrganizationList } from "../../../auth/hooks.ts";
import { navAudience } from "../../../layouts/roleNavigation.ts";
import { useServices } from "../../../services.tsx";

/** A user id as the routes take it (anything else is the 404 screen). */
export const validUserId = (id: string) => /^\d{1,12}$/.test(id);

/** Every cached users query starts with this key; invalidate it after a change. */
export const USERS_KEY = ["users"] as const;

interface RawRole {
  id: string;
  name: UserRole["name"];
  organizationId: string | null;
  organization?: { id: string; name?: string } | null;
}
interface RawUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  email: string;
  phone: string | null;
  status: UserStatus;
  confirmed: boolean;
  lastSignInAt: string | null;
  createdAt: string;
  roles?: RawRole[];
}

export function toUserRow(raw: RawUser, unconfirmedEmail?: string | null): UserRow {
  return {
    id: raw.id,
    firstName: raw.firstName,
    lastName: raw.lastName,
    fullName: raw.fullName,
    email: raw.email,
    phone: raw.phone,
    status: raw.status,
    confirmed: raw.confirmed,
    lastSignInAt: raw.lastSignInAt,
    createdAt: raw.createdAt,
    unconfirmedEmail: unconfirmedEmail ?? null,
    roles: (raw.roles ?? []).map((r) => ({
      name: r.name,
      organizationId: r.organizationId,
      organizationName: r.organization?.name ?? null,
    })),
  };
}

export interface UserListQuery {
  filter: Record<string, string>;
  sort: string;
  page: number;
}

export async function listUsers(client: ApiClient, q: UserListQuery, signal?: AbortSignal) {
  const response = await client.get<RawUser[]>(API_PATHS.users, {
    query: {
      include: "roles.organization",
      filter: q.filter,
      sort: q.sort,
      page: { number: q.page, size: USER_LIST_PAGE_SIZE },
    },
    signal,
  });
  const total = Number(response.meta.total_count ?? 0);
  return {
    users: (response.data ?? []).map((u) => toUserRow(u)),
    total,
    pageCount: Math.max(1, Math.ceil(total / USER_LIST_PAGE_SIZE)),
  };
}

export async function fetchUser(client: ApiClient, id: string, signal?: AbortSignal) {
  const response = await client.get<RawUser>(API_PATHS.user(id), { query: { include: "roles.organization" }, signal });
  return toUserRow(response.data);
}

/** The organizations the viewer sees (center staff: all of the center; organization staff: their own). */
export function useOrganizationOptions() {
  const { client } = useServices();
  return useQuery({
    queryKey: ["organizations", "options"],
    queryFn: async ({ signal }) => {
      const response = await client.get<{ id: string; name: string }[]>(API_PATHS.organizations, {
        query: { sort: "name", page: { size: 1000 }, fields: { organization: "name" } },
        signal,
      });
      return (response.data ?? []).map((o): OrganizationOption => ({ id: o.id, name: o.name }));
    },
    staleTime: 60_000,
  });
}

/**
 * What the signed-in user may do with users: center staff everything, organization admins their own
 * organizations (the same audience as the navigation's). The server decides; this only hides.
 */
export function useUserPermissions() {
  const user = useCurrentUser().data;
  const organizations = useOrganizationList();
  const roles = user?.roles ?? [];
  const center = navAudience(roles, organizations.data) === "center";
  const adminOf = roles.filter((r) => r.name === "admin" && r.organizationId).map((r) => r.organizationId!);
  return {
    ready: !!user && !organizations.isPending,
    userId: user?.id,
    superadmin: roles.some((r) => r.name === "superadmin"),
    center,
    adminOf,
    impersonated: !!user?.impersonatedBy,
  };
}

/** A user with the roles' organizations and, for center staff, the address that waits for its confirmation. */
export async function fetchUserDetail(client: ApiClient, id: string, signal?: AbortSignal) {
  const response = await client.get<RawUser & { unconfirmedEmail?: string | null }>(API_PATHS.user(id), {
    query: { include: "roles.organization" },
    signal,
  });
  return toUserRow(response.data, response.data.unconfirmedEmail ?? null);
}

/** A volunteer's applications, newest first (center staff: every one in the center). */
export async function fetchUserApplications(client: ApiClient, id: string, signal?: AbortSignal) {
  const response = await client.get<Deserialized[]>(API_PATHS.applications, {
    query: { filter: { user_id_eq: id }, sort: "-created_at", page: { size: 50 } },
    signal,
  });
  return (response.data ?? []).map((r): UserApplication => {
    const item = toApplicationItem(r);
    return {
      id: item.id,
      vacancyTitle: item.vacancyTitle,
      organizationName: item.organizationName || null,
      status: item.status,
      createdAt: item.createdAt,
    };
  });
}

/** The user's page: the user, their applications (a volunteer's, for center staff) and every change. */
export function useUserDetail(id: string, options: { enabled: boolean }) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...USERS_KEY, "detail", id],
    queryFn: ({ signal }) => fetchUserDetail(client, id, signal),
    enabled: options.enabled,
    retry: (n, e) => !(isApiError(e) && e.status < 500) && n < 2,
  });
}

export function useUserApplications(id: string, options: { enabled: boolean }) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...USERS_KEY, "detail", id, "applications"],
    queryFn: ({ signal }) => fetchUserApplications(client, id, signal),
    enabled: options.enabled,
  });
}

/** The changes of the user's page; each resolves with the updated user, and the caller refreshes. */
export function userActions(client: ApiClient, id: string) {
  const role = (r: { name: string; organizationId: string | null }) => ({
    role: { name: r.name, ...(r.organizationId ? { organization_id: r.organizationId } : {}) },
  });
  return {
    changeStatus: (status: UserStatus, reason: string) =>
      client.patch(API_PATHS.user(id), {
        data: { type: "user", id, attributes: { status, ...(reason ? { status_reason: reason } : {}) } },
      }),
    update: (attributes: Record<string, string | null>) =>
      client.patch<RawUser>(API_PATHS.user(id), { data: { type: "user", id, attributes } }),
    addRole: (r: { name: string; organizationId: string | null }) => client.put(API_PATHS.addRole(id), role(r)),
    removeRole: (r: { name: string; organizationId: string | null }) => {
      const query: Record<string, string> = { name: r.name };
      if (r.organizationId) query.organization_id = r.organizationId;
      return client.delete(API_PATHS.removeRole(id), { query });
    },
    resend: () => client.post(API_PATHS.resendConfirmation(id), {}),
    signInAs: () =>
      client.post<unknown>(API_PATHS.signInAsUser, { user_id: id }) as Promise<{ meta: { login_token?: string } }>,
  };
}
