import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { API_PATHS } from "@contract/paths.ts";
import { VACANCY_CATEGORIES } from "@contract/vacancies.ts";
import {
  POOL_AVAILABILITY,
  POOL_DEFAULT_TRAVEL_KM,
  POOL_INVITATION_STATES,
  POOL_PAGE_SIZE,
  POOL_PATHS,
  POOL_SKILLS,
  poolFilter,
} from "@contract/volunteer-pool.ts";
import type {
  PoolFilters,
  PoolInvitation,
  PoolProfileValues,
  PoolVolunteer,
  VacancyOption,
} from "@features/volunteer-pool/types.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useServices } from "../../../services.tsx";

/** One query-key root for the volunteer pool. */
export const POOL_KEY = ["volunteer_pool"] as const;
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const opt = (v: unknown): string | null => (typeof v === "string" && v ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const listOf = <T extends string>(values: readonly T[], v: unknown): T[] =>
  Array.isArray(v) ? values.filter((x) => v.includes(x)) : [];
const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(v) ? (v as T) : fallback;

export const toPoolVolunteer = (r: Deserialized): PoolVolunteer => ({
  id: r.id,
  name: str(r.name),
  place: opt(r.place),
  travelKm: num(r.travelKm),
  skills: listOf(POOL_SKILLS, r.skills),
  categories: listOf(VACANCY_CATEGORIES, r.categories),
  availability: listOf(POOL_AVAILABILITY, r.availability),
  summary: opt(r.summary),
  availableSince: str(r.availableSince),
  distanceKm: num(r.distanceKm),
  invitedVacancyIds: Array.isArray(r.invitedVacancyIds) ? r.invitedVacancyIds.map(String) : [],
});

export const toPoolInvitation = (r: Deserialized): PoolInvitation => ({
  id: r.id,
  volunteerId: str(r.volunteerId),
  volunteerName: str(r.volunteerName),
  vacancyId: str(r.vacancyId),
  vacancyTitle: str(r.vacancyTitle),
  organizationName: str(r.organizationName),
  message: opt(r.message),
  state: oneOf(POOL_INVITATION_STATES, r.state, "sent"),
  invitedByName: opt(r.invitedByName),
  createdAt: str(r.createdAt),
});

const pageCountOf = (meta: Record<string, unknown>, n: number) =>
  Math.max(1, Math.ceil((typeof meta.total_count === "number" ? meta.total_count : n) / POOL_PAGE_SIZE));

/** The staff's search (GET /api/v1/pool_volunteers). */
export function usePoolSearch(filters: PoolFilters, page: number, enabled: boolean) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...POOL_KEY, "search", filters, page],
    queryFn: async ({ signal }) => {
      const res = await client.get<Deserialized[]>(POOL_PATHS.volunteers, {
        query: {
          filter: poolFilter({ ...filters, distance: filters.distance ?? undefined }),
          page: { number: page, size: POOL_PAGE_SIZE },
        },
        signal,
      });
      const volunteers = (res.data ?? []).map(toPoolVolunteer);
      const total = typeof res.meta.total_count === "number" ? res.meta.total_count : volunteers.length;
      return { volunteers, total, pageCount: pageCountOf(res.meta, volunteers.length) };
    },
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** The invitations sent (GET /api/v1/pool_invitations). */
export function usePoolInvitations(page: number, enabled: boolean) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...POOL_KEY, "invitations", page],
    queryFn: async ({ signal }) => {
      const res = await client.get<Deserialized[]>(POOL_PATHS.invitations, {
        query: { page: { number: page, size: POOL_PAGE_SIZE } },
        signal,
      });
      const items = (res.data ?? []).map(toPoolInvitation);
      return { items, pageCount: pageCountOf(res.meta, items.length) };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The center's published vacancies to invite to (GET /api/v1/vacancies, newest first). */
export function useOpenVacancies(enabled: boolean) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...POOL_KEY, "vacancies"],
    queryFn: async ({ signal }): Promise<VacancyOption[]> => {
      const res = await client.get<Deserialized[]>(API_PATHS.vacancies, {
        query: { filter: { status_eq: "published" }, include: "organization", page: { number: 1, size: 200 } },
        signal,
      });
      return (res.data ?? []).map((v) => ({
        id: v.id,
        title: str(v.title),
        organizationName: str((v.organization as Deserialized | null | undefined)?.name),
      }));
    },
    enabled,
    staleTime: 60_000,
  });
}

/** Sends an invitation (POST /api/v1/pool_invitations) and refreshes the pool's lists. */
export function useInvite() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  return useCallback(
    async (input: { volunteerId: string; vacancyId: string; message: string }) => {
      await client.post(POOL_PATHS.invitations, {
        data: {
          type: "pool_invitation",
          attributes: { volunteer_id: input.volunteerId, vacancy_id: input.vacancyId, message: input.message || null },
        },
      });
      await queryClient.invalidateQueries({ queryKey: POOL_KEY });
    },
    [client, queryClient],
  );
}

/** The volunteer's own pool profile and invitations (GET /api/v1/pool_profile, /pool_invitations/mine). */
export function useOwnPool(enabled: boolean) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: [...POOL_KEY, "own"],
    queryFn: async ({ signal }) => {
      const r = (await client.get<Deserialized>(POOL_PATHS.profile, { signal })).data!;
      const values: PoolProfileValues = {
        available: r.available === true,
        skills: listOf(POOL_SKILLS, r.skills),
        categories: listOf(VACANCY_CATEGORIES, r.categories),
        availability: listOf(POOL_AVAILABILITY, r.availability),
        place: str(r.place),
        travelKm: num(r.travelKm) ?? POOL_DEFAULT_TRAVEL_KM,
        summary: str(r.summary),
      };
      return { values, availableSince: opt(r.availableSince) };
    },
    enabled,
  });
  const invitations = useQuery({
    queryKey: [...POOL_KEY, "mine"],
    queryFn: async ({ signal }) => {
      const res = await client.get<Deserialized[]>(POOL_PATHS.myInvitations, { signal });
      const items = (res.data ?? []).map(toPoolInvitation);
      // Shown on screen: the ones not seen yet are now seen (staff see "viewed").
      await Promise.all(
        items
          .filter((i) => i.state === "sent")
          .map((i) => client.post(POOL_PATHS.invitationViewed(i.id)).catch(() => undefined)),
      );
      return items;
    },
    enabled,
  });
  const save = useCallback(
    async (v: PoolProfileValues) => {
      await client.put(POOL_PATHS.profile, {
        data: {
          type: "pool_profile",
          attributes: {
            available: v.available,
            skills: v.skills,
            categories: v.categories,
            availability: v.availability,
            place: v.place || null,
            travel_km: v.place ? v.travelKm : null,
            summary: v.summary || null,
          },
        },
      });
      await queryClient.invalidateQueries({ queryKey: POOL_KEY });
    },
    [client, queryClient],
  );
  return { profile, invitations, save };
}
