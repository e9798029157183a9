import { useQuery } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import type { UserStatus } from "@contract/enums.ts";
import { USER_LIST_PAGE_SIZE } from "@contract/users.ts";
import type { OrganizationOption, UserRole, UserRow } from "@features/users/types.ts";
import type { ApiClient } from "../../../api/client.ts";
import { useCurrentUser, useOrganizationList } from "../../../auth/hooks.ts";
import { navAudience } from "../../../layouts/roleNavigation.ts";
import { useServices } from "../../../services.tsx";

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
  };
}
