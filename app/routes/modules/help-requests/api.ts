import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import {
  HELP_KINDS,
  HELP_REQUEST_STATUSES,
  helpRequestsFilter,
  type HelpRequestsStatusFilter,
} from "@contract/help-requests.ts";
import { API_PATHS } from "@contract/paths.ts";
import type { HelpRequest, HelpRequestChange, VolunteerOption } from "@features/help-requests/types.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useServices } from "../../../services.tsx";

/** One query-key root for the help requests. */
export const HELP_REQUESTS_KEY = ["help_requests"] as const;
export const PAGE_SIZE = 20;
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const opt = (v: unknown): string | null => (typeof v === "string" && v ? v : null);
const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(v) ? (v as T) : fallback;

export const toHelpRequest = (r: Deserialized): HelpRequest => ({
  id: r.id,
  name: str(r.name),
  email: opt(r.email),
  phone: opt(r.phone),
  kind: oneOf(HELP_KINDS, r.kind, "other"),
  description: str(r.description),
  area: str(r.area),
  status: oneOf(HELP_REQUEST_STATUSES, r.status, "new"),
  note: opt(r.note),
  volunteerId: opt(r.volunteerId),
  volunteerName: opt(r.volunteerName),
  matchedAt: opt(r.matchedAt),
  createdAt: str(r.createdAt),
});

const commaSeparated = (f: Record<string, string | readonly string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === "string" ? v : v.join(",")]));

/** The staff's list (GET /api/v1/help_requests): the page's status choice and search, a page at a time. */
export function useHelpRequests(status: HelpRequestsStatusFilter | null, q: string, page: number, enabled = true) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...HELP_REQUESTS_KEY, "list", { status, q, page }],
    queryFn: async ({ signal }) => {
      const res = await client.get<Deserialized[]>(API_PATHS.helpRequests, {
        query: { page: { number: page, size: PAGE_SIZE }, filter: commaSeparated(helpRequestsFilter({ status, q })) },
        signal,
      });
      const requests = (res.data ?? []).map(toHelpRequest);
      const total = typeof res.meta.total_count === "number" ? res.meta.total_count : requests.length;
      return { requests, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One request, its changes, and the search for a volunteer of the center (GET /api/v1/users). */
export function useHelpRequest(id: string | undefined) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const one = useQuery({
    queryKey: [...HELP_REQUESTS_KEY, "one", id],
    queryFn: async ({ signal }) =>
      toHelpRequest((await client.get<Deserialized>(API_PATHS.helpRequest(id!), { signal })).data!),
    enabled: id !== undefined,
    retry: false,
  });
  const change = useCallback(
    async (c: HelpRequestChange) => {
      await client.patch(API_PATHS.helpRequest(id!), { data: { type: "help_request", id, attributes: c } });
      await queryClient.invalidateQueries({ queryKey: HELP_REQUESTS_KEY });
    },
    [client, id, queryClient],
  );
  const searchVolunteers = useCallback(
    async (name: string): Promise<VolunteerOption[]> => {
      const res = await client.get<Deserialized[]>(API_PATHS.users, {
        query: {
          filter: { with_role: "volunteer", status_eq: "active", name_cont: name },
          page: { number: 1, size: 10 },
        },
      });
      return (res.data ?? []).map((u) => ({
        id: u.id,
        name: [str(u.firstName), str(u.lastName)].filter(Boolean).join(" ") || str(u.email),
        email: str(u.email),
      }));
    },
    [client],
  );
  return { one, change, searchVolunteers };
}
