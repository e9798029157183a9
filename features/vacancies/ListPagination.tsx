import { useTranslation } from "react-i18next";
import { Pagination } from "@ui/Pagination/Pagination.tsx";

/** The pages of the organization's vacancy lists (the list and bulk edit), with their Dutch/English labels. */
export function ListPagination(props: { page: number; pageCount: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation("vacancies");
  return (
    <Pagination
      {...props}
      label={t("list.pagination")}
      previousLabel={t("previous")}
      nextLabel={t("next")}
      pageLabel={(n) => t("page", { page: n })}
    />
  );
}
