import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ENDING_SOON, vacanciesListFilter } from "@contract/dashboard.ts";
import { API_PATHS } from "@contract/paths.ts";
import { VACANCY_ENDING_SOON_DAYS, VACANCY_STATUSES } from "@contract/vacancies.ts";
import { LIST_SORTS, VacancyListScreen, type StatusFilter } from "@features/vacancies/VacancyListScreen.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { param, useListState } from "../../../lib/useListState.ts";
import { useServices } from "../../../services.tsx";
import { listVacancies, useSelectedOrganization, VACANCIES_KEY } from "./api.ts";

/** The list's URL: ?status=&q=&ending=soon&sort=&page= (contract/dashboard.ts reads the same for the figures). */
const LIST_STATE = {
  status: param.oneOf(VACANCY_STATUSES),
  q: param.text(100),
  ending: param.oneOf([ENDING_SOON]),
  sort: param.oneOf(LIST_SORTS, "-updated_at"),
  page: param.page(),
};

/** /vacancies: the selected organization's vacancies (?status=&q=&ending=soon&sort=&page= in the URL). */
export default function List() {
  const { client } = useServices();
  const { t } = useTranslation("vacancies");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const organizationId = useSelectedOrganization();
  const { state, update, params: url } = useListState(LIST_STATE);
  const status: StatusFilter = state.status ?? "all";
  const { q: title, sort, page } = state;
  // The same filter the dashboard's figures count with.
  const filter = vacanciesListFilter(url);

  const list = useQuery({
    queryKey: [...VACANCIES_KEY, "list", organizationId, filter, sort, page],
    queryFn: ({ signal }) => listVacancies(client, { filter, sort, page }, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <VacancyListScreen
      status={list.isPending ? "loading" : list.isError && !list.data ? "error" : "success"}
      vacancies={list.data?.vacancies ?? []}
      totalCount={list.data?.total ?? 0}
      page={page}
      pageCount={list.data?.pageCount ?? 1}
      onPageChange={(p) => update({ page: p })}
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
      onSortChange={(s) => update({ sort: s })}
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
