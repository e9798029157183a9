import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { API_PATHS } from "@contract/paths.ts";
import {
  sessionAttributes,
  type SessionValues,
  type Workshop,
  type WorkshopRegistration,
  type WorkshopSession,
  type WorkshopValues,
} from "@features/workshops/types.ts";
import type { ApiClient } from "../../../api/client.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useExport } from "../../../lib/download.ts";
import { useServices } from "../../../services.tsx";

/** One query-key root for workshops: every write refreshes them all. */
export const WORKSHOPS_KEY = ["workshops"] as const;

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number => (typeof v === "number" ? v : 0);

function toSession(r: Record<string, unknown>): WorkshopSession {
  return {
    id: String(r.id),
    startsAt: str(r.startsAt) ?? "",
    endsAt: str(r.endsAt) ?? "",
    location: str(r.location),
    online: r.online === true,
    capacity: num(r.capacity),
    registeredCount: num(r.registeredCount),
    waitingCount: num(r.waitingCount),
    cancelledAt: str(r.cancelledAt),
    myStatus: r.myStatus === "registered" || r.myStatus === "waiting" ? r.myStatus : null,
    myPosition: typeof r.myPosition === "number" ? r.myPosition : null,
  };
}

export function toWorkshop(r: Deserialized): Workshop {
  return {
    id: r.id,
    title: str(r.title) ?? "",
    description: str(r.description),
    status: r.status === "published" || r.status === "cancelled" ? r.status : "draft",
    sessions: Array.isArray(r.sessions) ? (r.sessions as Record<string, unknown>[]).map(toSession) : [],
  };
}

async function fetchWorkshops(client: ApiClient, filter: Record<string, string>, signal?: AbortSignal) {
  const res = await client.get<Deserialized[]>(API_PATHS.workshops, {
    query: { filter, page: { size: 200 } },
    signal,
  });
  return (res.data ?? []).map(toWorkshop);
}

/** The center's upcoming workshops and the viewer's own. */
export function useWorkshopLists() {
  const { client } = useServices();
  const upcoming = useQuery({
    queryKey: [...WORKSHOPS_KEY, "upcoming"],
    queryFn: ({ signal }) => fetchWorkshops(client, { period: "upcoming" }, signal),
  });
  const mine = useQuery({
    queryKey: [...WORKSHOPS_KEY, "mine"],
    queryFn: ({ signal }) => fetchWorkshops(client, { period: "upcoming", mine: "true" }, signal),
  });
  return { upcoming, mine };
}

export function useWorkshop(id: string | null) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...WORKSHOPS_KEY, "one", id],
    queryFn: async ({ signal }) =>
      toWorkshop((await client.get<Deserialized>(API_PATHS.workshop(id!), { signal })).data),
    enabled: id !== null,
    retry: false,
  });
}

/** Take a place (or wait for one) and give it back; each refreshes every workshop query. */
export function useWorkshopRegistration() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: WORKSHOPS_KEY });
  const register = useMutation({
    mutationFn: async (s: WorkshopSession) => {
      const res = await client.post<Deserialized>(API_PATHS.workshopSessionRegistration(s.id), {});
      return toWorkshop(res.data).sessions.find((x) => x.id === s.id);
    },
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (s: WorkshopSession) => client.delete(API_PATHS.workshopSessionRegistration(s.id)),
    onSettled: refresh,
  });
  return {
    register: (s: WorkshopSession) => register.mutateAsync(s),
    cancel: (s: WorkshopSession) => cancel.mutateAsync(s).then(() => undefined),
  };
}

/** The session form's field names for the server's pointers. */
const SESSION_FIELDS: Record<string, string> = {
  starts_at: "date",
  ends_at: "endTime",
  location: "location",
  capacity: "capacity",
  online: "online",
};

/** Management: every workshop, saves, cancellations, a session's registrations and their CSV. */
export function useWorkshopManagement() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...WORKSHOPS_KEY, "manage"],
    queryFn: ({ signal }) => fetchWorkshops(client, { status_in: "draft,published,cancelled", period: "all" }, signal),
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: WORKSHOPS_KEY }), [queryClient]);
  const exportCsv = useExport(API_PATHS.workshopRegistrationsExport, "aanmeldingen-workshop.csv");

  const saveWorkshop = useCallback(
    async (id: string | null, v: WorkshopValues): Promise<Workshop> => {
      const attributes = {
        title: v.title.trim(),
        description: v.description.trim() || null,
        ...(id === null || v.published !== undefined ? { status: v.published ? "published" : "draft" } : {}),
      };
      let res;
      try {
        res = id
          ? await client.patch<Deserialized>(API_PATHS.workshop(id), { data: { type: "workshop", id, attributes } })
          : await client.post<Deserialized>(API_PATHS.workshops, { data: { type: "workshop", attributes } });
      } catch (error) {
        throw toSubmitFailure(error);
      }
      await refresh();
      return toWorkshop(res.data);
    },
    [client, refresh],
  );
  const deleteWorkshop = useCallback(
    async (w: Workshop) => {
      await client.delete(API_PATHS.workshop(w.id));
      await refresh();
    },
    [client, refresh],
  );
  const cancelWorkshop = useCallback(
    async (w: Workshop) => {
      const attributes = { status: "cancelled" };
      await client.patch(API_PATHS.workshop(w.id), { data: { type: "workshop", id: w.id, attributes } });
      await refresh();
    },
    [client, refresh],
  );
  const saveSession = useCallback(
    async (workshopId: string, sessionId: string | null, v: SessionValues) => {
      const attributes = sessionAttributes(v);
      try {
        if (sessionId)
          await client.patch(API_PATHS.workshopSession(sessionId), {
            data: { type: "workshop_session", id: sessionId, attributes },
          });
        else
          await client.post(API_PATHS.workshopSessions(workshopId), { data: { type: "workshop_session", attributes } });
      } catch (error) {
        throw toSubmitFailure(error, SESSION_FIELDS);
      }
      await refresh();
    },
    [client, refresh],
  );
  const cancelSession = useCallback(
    async (s: WorkshopSession) => {
      await client.delete(API_PATHS.workshopSession(s.id));
      await refresh();
    },
    [client, refresh],
  );
  const loadRegistrations = useCallback(
    async (s: WorkshopSession): Promise<WorkshopRegistration[]> => {
      const res = await client.get<Deserialized[]>(API_PATHS.workshopRegistrations, {
        query: { filter: { session_id_eq: s.id }, page: { size: 1000 } },
      });
      return (res.data ?? []).map((r) => ({
        id: r.id,
        status: r.status === "waiting" ? "waiting" : "registered",
        position: typeof r.position === "number" ? r.position : null,
        name: str(r.name) ?? "",
        email: str(r.email) ?? "",
        createdAt: str(r.createdAt) ?? "",
      }));
    },
    [client],
  );
  const removeRegistration = useCallback(
    async (r: WorkshopRegistration) => {
      await client.delete(API_PATHS.workshopRegistration(r.id));
      await refresh();
    },
    [client, refresh],
  );
  return {
    list,
    saveWorkshop,
    deleteWorkshop,
    cancelWorkshop,
    saveSession,
    cancelSession,
    loadRegistrations,
    removeRegistration,
    exportSession: (s: WorkshopSession) => exportCsv({ filter: { session_id_eq: s.id } }),
  };
}
