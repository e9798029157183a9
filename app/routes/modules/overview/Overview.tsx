import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApplicationStatus } from "@features/applications/model.ts";
import { OverviewScreen } from "@features/overview/OverviewScreen.tsx";
import type { OverviewApplication, OverviewVacancy } from "@features/overview/model.ts";
import { placeOf } from "@features/vacancies/format.ts";
import { serializeSearchParams } from "@features/vacancies/searchParams.ts";
import { VACANCY_CATEGORIES, type VacancyCategory } from "@contract/vacancies.ts";
import { useCurrentUser } from "../../../auth/hooks.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { useApplicationsList } from "../applications/api.ts";
import { searchVacancies, VACANCIES_KEY } from "../vacancies/api.ts";

/** How many of each the overview shows. */
const SHOWN = { applications: 5, vacancies: 4 };
const INTERESTS_PATH = "/profile-edit/periodieke-mail";

/** /mijn-overzicht: a volunteer's home after signing in, with their applications and vacancies that suit them. */
export default function Overview() {
  const { client } = useServices();
  const { t } = useTranslation("vacancies");
  const user = useCurrentUser();
  const data = user.data as (typeof user.data & { interests?: string[] | null }) | undefined;
  const interests = (data?.interests ?? []).filter((c): c is VacancyCategory =>
    (VACANCY_CATEGORIES as readonly string[]).includes(c),
  );
  const mine = useApplicationsList(client, { mine: true, pageSize: SHOWN.applications });
  // The vacancy bank's own search: the interests as categories, newest first (or simply the newest).
  const search = { category: interests, sort: "newest" as const, page_size: SHOWN.vacancies };
  const suggested = useQuery({
    queryKey: [...VACANCIES_KEY, "suggested", interests],
    queryFn: ({ signal }) => searchVacancies(client, search, signal),
    enabled: user.isSuccess,
  });
  const applications: OverviewApplication[] = (mine.data?.items ?? []).flatMap((a) =>
    isApplicationStatus(a.status)
      ? [
          {
            id: a.id,
            vacancyTitle: a.vacancyTitle,
            organizationName: a.organizationName,
            status: a.status,
            href: `/applications/${a.id}`,
          },
        ]
      : [],
  );
  const vacancies: OverviewVacancy[] = (suggested.data?.vacancies ?? []).map((v) => ({
    id: v.id,
    title: v.title,
    organizationName: v.organization?.name ?? null,
    place: placeOf(v),
    summary: v.summary ?? null,
    href: `/vacancies/${v.id}`,
  }));
  const bankQuery = serializeSearchParams({ category: interests }).toString();
  return (
    <OverviewScreen
      name={data?.firstName ?? null}
      applications={{
        state: mine.isPending ? "loading" : mine.isError ? "failed" : "ready",
        items: applications,
        total: mine.data?.total ?? 0,
        onRetry: () => void mine.refetch(),
      }}
      suggestions={{
        state: suggested.isPending ? "loading" : suggested.isError ? "failed" : "ready",
        items: vacancies,
        interests: interests.map((c) => t(`categories.${c}`)),
        onRetry: () => void suggested.refetch(),
      }}
      hrefs={{
        applications: "/applications",
        vacancyBank: bankQuery ? `/vacancies/search?${bankQuery}` : "/vacancies/search",
        interests: INTERESTS_PATH,
      }}
      linkComponent={RouterLink}
    />
  );
}
