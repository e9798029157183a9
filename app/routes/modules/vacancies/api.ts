import { useAtomValue } from "../../../lib/atoms.ts";
import { useLocation } from "react-router";
// The first load's own paths (contract/publicPaths.ts), not every endpoint's.
import { PUBLIC_API_PATHS as API_PATHS } from "@contract/publicPaths.ts";
import {
  VACANCY_CARD_FIELDS,
  type UploadAttributes,
  type VacancySearchParams,
  type VacancySearchSuggestions,
} from "@contract/vacancies.ts";
import { toApiQueryString } from "@features/vacancies/searchParams.ts";
import type { Vacancy } from "@features/vacancies/types.ts";
import type { ApiClient } from "../../../api/client.ts";
import { storeCredentialHeaders } from "../../../api/credentials.ts";
import { apiErrorFrom } from "../../../api/errors.ts";
import { selectedOrganizationIdAtom, syncAuthStatus } from "../../../auth/state.ts";
import { localeOfPath, localizePath } from "../../../i18n/locale.ts";
import type { AppServices } from "../../../services.tsx";

/** Every cached vacancy query starts with this key; invalidate it after a change. */
export const VACANCIES_KEY = ["vacancies"] as const;
/** Page size of the organization's lists (management and bulk edit). */
export const LIST_PAGE_SIZE = 25;

type RawVacancy = Vacancy;

/** A deserialized vacancy -> the feature's Vacancy (lists default to empty; `shared_by` names the sharing center). */
export function toVacancy(raw: RawVacancy): Vacancy {
  return {
    ...raw,
    categories: raw.categories ?? [],
    skills: raw.skills ?? [],
    targetGroups: raw.targetGroups ?? [],
    sharedWithCenters: raw.sharedWithCenters ?? [],
    sharedBy: raw.sharedBy ?? null,
  };
}

export async function searchVacancies(client: ApiClient, params: VacancySearchParams, signal?: AbortSignal) {
  const response = await client.get<RawVacancy[]>(`${API_PATHS.vacancySearch}?${toApiQueryString(params)}`, {
    query: { include: "organization", fields: VACANCY_CARD_FIELDS },
    signal,
  });
  return {
    vacancies: (response.data ?? []).map(toVacancy),
    total: Number(response.meta.total_count ?? 0),
    suggestions: response.meta.suggestions as VacancySearchSuggestions | undefined,
  };
}

export async function fetchVacancy(client: ApiClient, id: string, signal?: AbortSignal) {
  const response = await client.get<RawVacancy>(API_PATHS.vacancy(id), {
    query: { include: "organization,address" },
    signal,
  });
  return toVacancy(response.data);
}

export interface ListQuery {
  /** The list's API filter (contract/dashboard.ts vacanciesListFilter reads it from the page's URL). */
  filter: Record<string, string>;
  sort?: string;
  page: number;
}

export async function listVacancies(client: ApiClient, q: ListQuery, signal?: AbortSignal) {
  const response = await client.get<RawVacancy[]>(API_PATHS.vacancies, {
    query: {
      filter: q.filter,
      sort: q.sort,
      page: { number: q.page, size: LIST_PAGE_SIZE },
    },
    signal,
  });
  const total = Number(response.meta.total_count ?? 0);
  return {
    vacancies: (response.data ?? []).map(toVacancy),
    total,
    pageCount: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
    /** Optional `meta.status_counts` ({ draft: 3, ... }) for the tabs. */
    statusCounts: (response.meta.status_counts ?? undefined) as Record<string, number> | undefined,
  };
}

/**
 * POST /api/v1/uploads (multipart, field `file`). The JSON client cannot send multipart, so this
 * uses fetch with the client's headers and stores rotated credentials the same way.
 */
export async function uploadImage(services: AppServices, file: File): Promise<{ url: string }> {
  const headers = services.client.headers();
  headers.delete("Content-Type");
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(`${services.config.apiBaseUrl.replace(/\/+$/, "")}${API_PATHS.uploads}`, {
    method: "POST",
    headers,
    body,
    credentials: "include",
  });
  if (storeCredentialHeaders(response.headers, services.crossOrigin)) syncAuthStatus(services.store);
  const json = (await response.json().catch(() => null)) as {
    data?: { attributes?: Partial<UploadAttributes> };
  } | null;
  if (!response.ok) throw apiErrorFrom(response.status, json, response.statusText);
  const url = json?.data?.attributes?.url;
  if (!url) throw new Error("Upload without url");
  return { url };
}

/** The selected organization, for cache keys (the page is re-rendered when it changes). */
export function useSelectedOrganization() {
  return useAtomValue(selectedOrganizationIdAtom);
}

/** An in-app path in the current locale (navigate() does not add the /en prefix, RouterLink does). */
export function useLocalize() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  return (path: string) => (locale ? localizePath(path, locale) : path);
}
