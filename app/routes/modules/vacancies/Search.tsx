import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useDeferredValue, useMemo } from "react";
import { useSearchParams } from "react-router";
import { activeFilterCount, parseSearchParams, serializeSearchParams } from "@features/vacancies/searchParams.ts";
import { VacancySearchScreen, type VacancySearchScreenProps } from "@features/vacancies/VacancySearchScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { searchVacancies, VACANCIES_KEY } from "./api.ts";
import { withMerge } from "@ui/lib/cn.ts";

/** "Bewaar deze zoekopdracht": its code comes with the first search that has something to save. */
const SaveAction = lazy(withMerge(() => import("../saved-searches/SaveAction.tsx")));

/**
 * /vacancies/search, the public vacancy bank. The whole search lives in the URL (q, category,
 * near, distance, remote, hours_max, schedule, sort, page), so it can be shared and back/forward
 * walk through it. Kept light: nothing of the form or the editor is imported here.
 */
export default function Search() {
  const { client } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseSearchParams(searchParams), [searchParams]);
  const canonical = serializeSearchParams(params).toString();
  const query = useQuery({
    queryKey: [...VACANCIES_KEY, "search", canonical],
    queryFn: ({ signal }) => searchVacancies(client, params, signal),
    placeholderData: keepPreviousData,
  });
  const status: VacancySearchScreenProps["status"] = query.isPending
    ? "loading"
    : query.isError && !query.data
      ? "error"
      : "success";
  const unknownPlace = isApiError(query.error) && query.error.code === "unknown_place";
  // The results (twenty cards) are drawn in slices, leaving the main thread free in between; the
  // search form stays immediate.
  const results = useDeferredValue(
    useMemo(
      () => ({
        status,
        vacancies: query.data?.vacancies ?? [],
        totalCount: query.data?.total ?? 0,
        suggestions: query.data?.suggestions,
        failure: unknownPlace ? ("unknownPlace" as const) : undefined,
      }),
      [status, query.data, unknownPlace],
    ),
  );
  return (
    <VacancySearchScreen
      params={params}
      onParamsChange={(next) => {
        const pageOnly = (next.page ?? 1) !== (params.page ?? 1);
        void setSearchParams(serializeSearchParams(next), { preventScrollReset: !pageOnly });
        if (pageOnly) window.scrollTo({ top: 0 });
      }}
      status={results.status}
      vacancies={results.vacancies}
      totalCount={results.totalCount}
      suggestions={results.suggestions}
      onRetry={() => void query.refetch()}
      failure={results.failure}
      vacancyHref={(id) => `/vacancies/${id}`}
      linkComponent={RouterLink}
      saveAction={
        // Words or a filter: something to save (order and page are not part of a saved search).
        params.q || activeFilterCount(params) > 0 ? (
          // The button's place is kept while its code and texts arrive: the toolbar does not move.
          <Suspense fallback={<span aria-hidden="true" className="block h-11 w-56" />}>
            <SaveAction params={params} />
          </Suspense>
        ) : null
      }
    />
  );
}
