import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { API_PATHS } from "@contract/paths.ts";
import { rowErrorsFromPointers } from "@features/vacancies/bulk.ts";
import { BulkEditScreen } from "@features/vacancies/BulkEditScreen.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { isApiError } from "../../../api/errors.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { listVacancies, useSelectedOrganization, VACANCIES_KEY } from "./api.ts";

/** Reasons of a failed row the screen words itself (bulk.rowErrors.*); others show the server's text. */
const ROW_ERROR_CODES = [
  "not_found",
  "forbidden",
  "publish_requires_description",
  "publish_requires_location",
  "too_long",
] as const;

/** /vacancies/bulk-edit: POST /api/v1/vacancies/bulk_update, all or nothing; failed rows come back by pointer. */
export default function BulkEdit() {
  const { client } = useServices();
  const { t } = useTranslation("vacancies");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const organizationId = useSelectedOrganization();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...VACANCIES_KEY, "list", organizationId, "all", "", "title", page],
    queryFn: ({ signal }) => listVacancies(client, { filter: {}, sort: "title", page }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <BulkEditScreen
      status={list.isPending ? "loading" : list.isError && !list.data ? "error" : "success"}
      vacancies={list.data?.vacancies ?? []}
      page={page}
      pageCount={list.data?.pageCount ?? 1}
      onPageChange={setPage}
      onRetry={() => void list.refetch()}
      linkComponent={RouterLink}
      onSubmit={async (payload) => {
        try {
          await client.post(API_PATHS.vacancyBulkUpdate, { data: payload });
        } catch (error) {
          if (isApiError(error) && error.status === 422) {
            throw Object.assign(new Error(error.message), {
              rowErrors: rowErrorsFromPointers(error.errors, payload.ids, (row, id) => {
                const code = row.code ?? "";
                if (code === "invalid_transition") {
                  const from = list.data?.vacancies.find((v) => v.id === id)?.status;
                  return from && payload.status
                    ? t("bulk.rowErrors.invalid_transition", {
                        from: t(`statuses.${from}`).toLowerCase(),
                        to: t(`statuses.${payload.status}`).toLowerCase(),
                      })
                    : undefined;
                }
                return (ROW_ERROR_CODES as readonly string[]).includes(code) ? t(`bulk.rowErrors.${code}`) : undefined;
              }),
            });
          }
          throw error;
        }
        toast({ tone: "success", title: t("bulk.done", { count: payload.ids.length }) });
        await queryClient.invalidateQueries({ queryKey: VACANCIES_KEY });
      }}
    />
  );
}
