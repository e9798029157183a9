import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { vacanciesListFilter } from "@contract/dashboard.ts";
import { API_PATHS } from "@contract/paths.ts";
import { VACANCY_ENDING_SOON_DAYS, VACANCY_STATUSES, type VacancyStatus } from "@contract/vacancies.ts";
import {
  LIST_SORTS,
  VacancyListScreen,
  type ListSort,
  type StatusFilter,
} from "@features/vacancies/VacancyListScreen.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { listVacancies, useSelectedOrganization, VACANCIES_KEY } from "./api.ts";

const isStatus = (v: string | null): v is VacancyStatus => (VACANCY_STATUSES as readonly (string | null)[]).includes(v);
const isSort = (v: string | null): v is ListSort => (LIST_SORTS as readonly (string | null)[]).includes(v);

/** /vacancies: the selected organization's vacancies (?status=&q=&ending=soon&sort=&page= in the URL). */
export default function List() {
  const { client } = useServices();
  const { t } = useTranslation("vacancies");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const organizationId = useSelectedOrganization();
  const [url, setUrl] = useSearchParams();
  const statusParam = url.get("status");
  const status: StatusFilter = isStatus(statusParam) ? statusParam : "all";
  const title = (url.get("q") ?? "").slice(0, 100);
  const sortParam = url.get("sort");
  const sort: ListSort = isSort(sortParam) ? sortParam : "-updated_at";
  const page = Math.min(Math.max(1, Number.parseInt(url.get("page") ?? "1", 10) || 1), 10_000);
  // The same filter the dashboard's figures count with.
  const filter = vacanciesListFilter(url);

  const list = useQuery({
    queryKey: [...VACANCIES_KEY, "list", organizationId, filter, sort, page],
    queryFn: ({ signal }) => listVacancies(client, { filter, sort, page }, signal),
    placeholderData: keepPreviousData,
  });

  const update = (change: Record<string, string | undefined>) =>
    setUrl((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(change)) {
        if (v === undefined || v === "") next.delete(k);
        else next.set(k, v);
      }
      if (!("page" in change)) next.delete("page");
      return next;
    });

  return (
    <VacancyListScreen
      status={list.isPending ? "loading" : list.isError && !list.data ? "error" : "success"}
      vacancies={list.data?.vacancies ?? []}
      totalCount={list.data?.total ?? 0}
      page={page}
      pageCount={list.data?.pageCount ?? 1}
      onPageChange={(p) => update({ page: p > 1 ? String(p) : undefined })}
      statusFilter={status}
      onStatusFilterChange={(s) => update({ status: s === "all" ? undefined : s, ending: undefined })}
      endingSoon={
        filter.ending_soon
          ? { days: VACANCY_ENDING_SOON_DAYS, onClear: () => update({ ending: undefined }) }
          : undefined
      }
      counts={list.data?.statusCounts}
      query={title}
      onQueryChange={(q) => update({ q })}
      sort={sort}
      onSortChange={(s) => update({ sort: s === "-updated_at" ? undefined : s })}
      onRetry={() => void list.refetch()}
      onTransition={(vacancy, next) => {
        void client
          .patch(API_PATHS.vacancy(vacancy.id), {
            data: { type: "vacancy", id: vacancy.id, attributes: { status: next } },
          })
          .then(
            () => {
              toast({
                tone: "success",
                title: t("list.statusChanged", { title: vacancy.title, status: t(`statuses.${next}`).toLowerCase() }),
              });
              return queryClient.invalidateQueries({ queryKey: VACANCIES_KEY });
            },
            (error: unknown) =>
              toast({
                tone: "danger",
                title: t("list.statusFailed"),
                description: error instanceof Error ? error.message : undefined,
              }),
          );
      }}
      editHref={(id) => `/vacancies/${id}/edit`}
      viewHref={(id) => `/vacancies/${id}`}
      linkComponent={RouterLink}
    />
  );
}
