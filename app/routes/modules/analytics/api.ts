import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect } from "react";
import {
  analyticsFilter,
  type AnalyticsAttributes,
  type OrganizationAnalyticsAttributes,
  type PeriodQuery,
} from "@contract/analytics.ts";
import { API_PATHS } from "@contract/paths.ts";
import type { OrganizationRow } from "@features/analytics/model.ts";
import type { ApiClient } from "../../../api/client.ts";
import { isApiError } from "../../../api/errors.ts";
import { screenErrorAtom } from "../../../errors/state.ts";

/** Every query of this module starts with this key. */
export const ANALYTICS_KEY = ["analytics"] as const;
export const ORGANIZATIONS_PAGE_SIZE = 25;

export async function fetchAnalytics(client: ApiClient, period: PeriodQuery, signal?: AbortSignal) {
  const response = await client.get(API_PATHS.analytics, { query: { filter: analyticsFilter(period) }, signal });
  // The attributes as the server wrote them (snake_case, nested), as AnalyticsAttributes is typed.
  const data = response.document?.data;
  if (!data || Array.isArray(data)) throw new Error("no analytics in the answer");
  return data.attributes as unknown as AnalyticsAttributes;
}

export interface OrganizationsParams {
  period: PeriodQuery;
  sort: string;
  page: number;
}

export async function fetchOrganizationAnalytics(client: ApiClient, p: OrganizationsParams, signal?: AbortSignal) {
  const response = await client.get(API_PATHS.analyticsOrganizations, {
    query: {
      filter: analyticsFilter(p.period),
      sort: p.sort,
      page: { number: p.page, size: ORGANIZATIONS_PAGE_SIZE },
    },
    signal,
  });
  const doc = response.document;
  const list = Array.isArray(doc?.data) ? doc.data : [];
  const rows: OrganizationRow[] = list.map((r) => ({
    id: String(r.id),
    ...(r.attributes as unknown as OrganizationAnalyticsAttributes),
  }));
  const meta = (doc?.meta ?? {}) as Record<string, unknown>;
  return {
    rows,
    total: typeof meta.total_count === "number" ? meta.total_count : rows.length,
    shown:
      typeof meta.from === "string"
        ? {
            from: meta.from,
            to: String(meta.to),
            previous_from: String(meta.previous_from),
            previous_to: String(meta.previous_to),
          }
        : null,
  };
}

/** A refused period (422) or a refusal (403) is the answer; anything else is tried twice more. */
const noRetryOnRefusal = (count: number, error: unknown) =>
  !(isApiError(error) && (error.status === 422 || error.status === 403)) && count < 2;

export function useAnalytics(client: ApiClient, period: PeriodQuery) {
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "center", period],
    queryFn: ({ signal }) => fetchAnalytics(client, period, signal),
    placeholderData: keepPreviousData,
    retry: noRetryOnRefusal,
  });
}

export function useOrganizationAnalytics(client: ApiClient, params: OrganizationsParams) {
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "organizations", params],
    queryFn: ({ signal }) => fetchOrganizationAnalytics(client, params, signal),
    placeholderData: keepPreviousData,
    retry: noRetryOnRefusal,
  });
}

/** The server's message when it refuses the chosen period (422), else null. */
export const periodErrorOf = (error: unknown): string | null =>
  isApiError(error) && error.status === 422 ? error.message : null;

/**
 * Organization staff may not see analytics (PRODUCT.md section 3): the server's 403 shows the
 * product's not-allowed screen, not "could not load". True when the page should render nothing.
 */
export function useRefusal(error: unknown): boolean {
  const setScreenError = useSetAtom(screenErrorAtom);
  const refused = isApiError(error) && error.status === 403;
  useEffect(() => {
    if (refused) setScreenError({ status: 403 });
  }, [refused, setScreenError]);
  return refused;
}
