import { useQuery } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { parseSearchParams } from "@features/vacancies/searchParams.ts";
import { VacancyCard } from "@features/vacancies/VacancyCard.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { searchVacancies, VACANCIES_KEY } from "../vacancies/api.ts";

/** A vacancy-list block (and the home page's newest vacancies): the vacancy bank's search as cards. */
export function VacancyList({ query, limit }: { query: string; limit: number }) {
  const { t } = useTranslation("content");
  const { client } = useServices();
  const params = { ...parseSearchParams(query), page: 1, page_size: limit };
  const result = useQuery({
    queryKey: [...VACANCIES_KEY, "search", params],
    queryFn: ({ signal }) => searchVacancies(client, params, signal),
  });
  if (result.isPending)
    return (
      <SkeletonGroup
        label={t("blocks.vacanciesLoading")}
        className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
      >
        {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
          <Skeleton key={i} height="16rem" />
        ))}
      </SkeletonGroup>
    );
  if (result.isError)
    return (
      <Notice retry={{ label: t("retry"), onRetry: () => void result.refetch() }}>{t("blocks.vacanciesFailed")}</Notice>
    );
  const vacancies = result.data.vacancies.slice(0, limit);
  if (!vacancies.length) return <EmptyState icon={<SearchX />} title={t("blocks.vacanciesEmpty")} />;
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {vacancies.map((v) => (
        <li key={v.id} className="min-w-0">
          <VacancyCard vacancy={v} href={`/vacancies/${v.id}`} linkComponent={RouterLink} lazy />
        </li>
      ))}
    </ul>
  );
}
