import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { monthRange } from "@contract/amsterdam-time.ts";
import { API_PATHS } from "@contract/paths.ts";
import {
  activityAttributes,
  type Activity,
  type ActivityCategory,
  type ActivityValues,
} from "@features/activities/types.ts";
import type { ApiClient } from "../../../api/client.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { ACTIVITIES_KEY, toActivity } from "./wire.ts";
import { useServices } from "../../../services.tsx";

/** Items per page of the overview (contract ACTIVITIES_PAGE_SIZE; that module carries yup). */
export const PAGE_SIZE = 20;

export { ACTIVITIES_KEY, toActivity } from "./wire.ts";

export interface ActivityPage {
  items: Activity[];
  total: number;
  pageCount: number;
}

export async function fetchActivities(
  client: ApiClient,
  options: { filter?: Record<string, string>; page?: number; size?: number; sort?: string },
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const size = options.size ?? PAGE_SIZE;
  const res = await client.get<Deserialized[]>(API_PATHS.activities, {
    query: {
      page: { number: options.page ?? 1, size },
      sort: options.sort ?? "starts_at",
      ...(options.filter ? { filter: options.filter } : {}),
    },
    signal,
  });
  const items = (res.data ?? []).map(toActivity);
  const total = typeof res.meta.total_count === "number" ? res.meta.total_count : items.length;
  return { items, total, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/** The published activities that start in a month ("2026-12", Dutch time). */
export function useActivityMonth(month: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, "month", month],
    queryFn: ({ signal }) => {
      const { from, until } = monthRange(month);
      return fetchActivities(
        client,
        {
          filter: {
            starts_at_gteq: from.toISOString(),
            starts_at_lteq: new Date(until.getTime() - 1).toISOString(),
          },
          size: 500,
        },
        signal,
      );
    },
  });
}

/**
 * Upcoming published activities (those that have not ended yet), of one kind or all, paged. `from`
 * is the minute the page opened: one key per visit, not per render.
 */
export function useUpcomingActivities(options: {
  category: ActivityCategory | null;
  page: number;
  size?: number;
  from: string;
}) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, "upcoming", options],
    queryFn: ({ signal }) =>
      fetchActivities(
        client,
        {
          filter: {
            ends_at_gteq: options.from,
            ...(options.category ? { category_eq: options.category } : {}),
          },
          page: options.page,
          ...(options.size ? { size: options.size } : {}),
        },
        signal,
      ),
  });
}

export function useActivity(id: string | null) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, "one", id],
    queryFn: async ({ signal }) =>
      toActivity((await client.get<Deserialized>(API_PATHS.activity(id!), { signal })).data),
    enabled: id !== null,
    retry: false,
  });
}

/** Take a place and give it back; each refreshes every activity query. */
export function useRegistration(id: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
  const register = useMutation({
    mutationFn: () => client.post(API_PATHS.activityRegistration(id), {}),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => client.delete(API_PATHS.activityRegistration(id)),
    onSettled: refresh,
  });
  return {
    register: () => register.mutateAsync().then(() => undefined),
    cancel: () => cancel.mutateAsync().then(() => undefined),
  };
}

/** The form's field names for the server's pointers. */
const FIELD_OF: Record<string, string> = {
  title: "title",
  description: "description",
  starts_at: "startTime",
  ends_at: "endTime",
  location: "location",
  category: "category",
  organization_id: "organization_id",
  registration_url: "registration_url",
  capacity: "capacity",
  status: "status",
};

/** Management: drafts too, the center's organizations, a save (create or update), a delete. */
export function useActivityManagement() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...ACTIVITIES_KEY, "manage"],
    queryFn: ({ signal }) =>
      fetchActivities(client, { filter: { status_in: "draft,published" }, size: 500, sort: "-starts_at" }, signal),
  });
  const organizations = useQuery({
    queryKey: [...ACTIVITIES_KEY, "organizations"],
    queryFn: async ({ signal }) => {
      const res = await client.get<Deserialized[]>(API_PATHS.organizations, {
        query: { page: { size: 1000 } },
        signal,
      });
      return (res.data ?? [])
        .filter((o) => o.organizationType !== "VolunteerCenter")
        .map((o) => ({ id: o.id, name: typeof o.name === "string" && o.name ? o.name : o.id }))
        .sort((a, b) => a.name.localeCompare(b.name, "nl"));
    },
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }), [queryClient]);
  const save = useCallback(
    async (id: string | null, v: ActivityValues) => {
      const attributes = activityAttributes(v);
      try {
        if (id) await client.patch(API_PATHS.activity(id), { data: { type: "activity", id, attributes } });
        else await client.post(API_PATHS.activities, { data: { type: "activity", attributes } });
      } catch (error) {
        throw toSubmitFailure(error, FIELD_OF);
      }
      await refresh();
    },
    [client, refresh],
  );
  const remove = useCallback(
    async (item: Activity) => {
      await client.delete(API_PATHS.activity(item.id));
      await refresh();
    },
    [client, refresh],
  );
  return { list, organizations, save, remove };
}
