import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "../../../lib/atoms.ts";
import { applicationsFilter, type ApplicationsStatusFilter } from "@contract/dashboard.ts";
import { API_PATHS } from "@contract/paths.ts";
import {
  isApplicationStatus,
  viewerFor,
  type ApplicationItem,
  type StaffAction,
  type Viewer,
} from "@features/applications/model.ts";
import type { ApplyValues } from "@features/applications/ApplyForm.tsx";
import type { ThreadMessage } from "@ui/MessageThread/MessageThread.tsx";
import type { ApiClient } from "../../../api/client.ts";
import { isApiError } from "../../../api/errors.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useCurrentUser, useOrganizationList } from "../../../auth/hooks.ts";
import { chooseOrganization } from "../../../auth/organizations.ts";
import { selectedOrganizationIdAtom } from "../../../auth/state.ts";

/** Every query of this module starts with this key, so one invalidation refreshes them all. */
export const APPLICATIONS_KEY = ["applications"] as const;
export const DASHBOARD_KEY = ["dashboard"] as const;
export const PAGE_SIZE = 25;

const str = (v: unknown): string | null =>
  typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : null;

/** A deserialized application resource -> what the screens show. */
export function toApplicationItem(r: Deserialized): ApplicationItem {
  const vacancy = r.vacancy as { id?: string; title?: string } | null | undefined;
  const conversation = r.conversation as { id?: string } | null | undefined;
  const user = r.user as { id?: string; fullName?: string; email?: string } | null | undefined;
  return {
    id: r.id,
    status: isApplicationStatus(r.status) ? r.status : "new",
    motivation: str(r.motivation) ?? "",
    availability: str(r.availability),
    vacancyId: str(vacancy?.id) ?? str(r.vacancyId),
    vacancyTitle: str(r.vacancyTitle) ?? str(vacancy?.title) ?? "",
    organizationName: str(r.organizationName) ?? "",
    volunteerName: str(r.volunteerName) ?? str(user?.fullName) ?? "",
    volunteerEmail: str(r.volunteerEmail) ?? str(user?.email),
    conversationId: str(r.conversationId) ?? str(conversation?.id),
    userId: str(user?.id) ?? str(r.userId),
    statusChangedAt: str(r.statusChangedAt),
    createdAt: str(r.createdAt) ?? "",
  };
}

export function toThreadMessage(r: Deserialized): ThreadMessage {
  return {
    id: r.id,
    body: str(r.body) ?? "",
    authorName: str(r.authorName) ?? "",
    mine: r.mine === true,
    createdAt: str(r.createdAt) ?? "",
  };
}

/** Staff or volunteer, from the signed-in user's roles and the selected organization. */
export function useViewer(): { viewer: Viewer; ready: boolean } {
  const user = useCurrentUser();
  const organizations = useOrganizationList();
  const stored = useAtomValue(selectedOrganizationIdAtom);
  // Until the session watcher has stored a selection, use the one it is about to choose.
  const selected = stored ?? (organizations.data ? chooseOrganization(organizations.data, null) : null);
  return {
    viewer: viewerFor(user.data?.roles, selected ?? null),
    ready: user.isSuccess && !organizations.isPending,
  };
}

export interface ListParams {
  /** One status, or "open" (new, in progress, accepted). */
  status?: ApplicationsStatusFilter;
  vacancyId?: string;
  /** Only the signed-in user's own applications (staff otherwise get their organization's too). */
  mine?: boolean;
  page?: number;
  pageSize?: number;
}

export async function fetchApplications(client: ApiClient, params: ListParams, signal?: AbortSignal) {
  const response = await client.get<Deserialized[]>(API_PATHS.applications, {
    query: {
      // The same filter the dashboard's figures count with (contract/dashboard.ts).
      filter: {
        ...Object.fromEntries(
          Object.entries(applicationsFilter(params)).map(([k, v]) => [k, typeof v === "string" ? v : v.join(",")]),
        ),
        vacancy_id_eq: params.vacancyId,
      },
      page: { number: params.page ?? 1, size: params.pageSize ?? PAGE_SIZE },
    },
    signal,
  });
  const items = (response.data ?? []).map(toApplicationItem);
  const total = typeof response.meta.total_count === "number" ? response.meta.total_count : items.length;
  return { items, total };
}

export function useApplicationsList(client: ApiClient, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, "list", params],
    queryFn: ({ signal }) => fetchApplications(client, params, signal),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export async function createApplication(client: ApiClient, vacancyId: string, values: ApplyValues) {
  try {
    const response = await client.post<Deserialized>(API_PATHS.applications, {
      data: {
        type: "application",
        attributes: {
          vacancy_id: vacancyId,
          motivation: values.motivation.trim(),
          availability: values.availability.trim() || null,
        },
      },
    });
    return toApplicationItem(response.data);
  } catch (error) {
    if (isApiError(error) && (error.status === 409 || error.code === "already_applied"))
      throw Object.assign(new Error(error.message), { code: "already_applied" });
    throw toSubmitFailure(error);
  }
}

export async function changeStatus(client: ApiClient, id: string, status: StaffAction) {
  const response = await client.patch<Deserialized>(API_PATHS.application(id), {
    data: { type: "application", id, attributes: { status } },
  });
  return toApplicationItem(response.data);
}

export async function withdrawApplication(client: ApiClient, id: string) {
  const response = await client.post<Deserialized>(API_PATHS.withdrawApplication(id));
  return response.data ? toApplicationItem(response.data) : undefined;
}

/** Refreshes every applications query and the dashboard's counts. */
export function useInvalidateApplications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    ]);
}
