import { SearchX, SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  VACANCY_SEARCH_PAGE_SIZE,
  VACANCY_SEARCH_Q_MAX,
  type VacancySearchParams,
  type VacancySearchSuggestions,
} from "@contract/vacancies.ts";
import { PlainButton } from "@ui/Button/PlainButton.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { belowTheFold } from "@ui/lib/belowTheFold.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { formatNumber } from "./format.ts";
import { NativeSelect } from "./NativeSelect.tsx";
import { activeFilterCount, clearFilters, withChange } from "./searchParams.ts";
import type { Vacancy } from "./types.ts";
import { useDraft } from "./useDraft.ts";
import { VacancyCard } from "./VacancyCard.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { withMerge } from "@ui/lib/cn.ts";

/** The filters dialog of narrow screens: its code comes when it is first wanted (see FiltersDialog). */
const loadFiltersDialog = withMerge(() => import("./FiltersDialog.tsx"));
const FiltersDialog = lazy(loadFiltersDialog);
/** The filter column of wide screens: its code comes when it shows (never on a phone, where it is hidden). */
const FilterColumn = belowTheFold("vacancy-filters", () => import("./SearchFilters.tsx").then((m) => m.SearchFilters));
/** The page links below the results: their code comes as they come near (or once the page has settled). */
const ResultPages = belowTheFold(
  "vacancy-pages",
  () => import("@ui/Pagination/Pagination.tsx").then((m) => m.Pagination),
  {
    className: "min-h-11",
    idle: true,
  },
);

export interface VacancySearchScreenProps {
  /** The search as the URL holds it. */
  params: VacancySearchParams;
  /** A new search (the caller writes it to the URL). */
  onParamsChange: (params: VacancySearchParams) => void;
  status: "loading" | "error" | "success";
  vacancies: readonly Vacancy[];
  /** meta.total_count of the search. */
  totalCount: number;
  onRetry?: () => void;
  /** Why the search failed, when the screen can say more than "try again": the place is unknown. */
  failure?: "unknownPlace";
  vacancyHref: (id: string) => string;
  linkComponent?: LinkComponent;
  /** meta.suggestions of a search with words that found nothing: "Bedoelde je ...?" and categories. */
  suggestions?: VacancySearchSuggestions | undefined;
  /** Beside the order: the way to save this search (the app puts "Bewaar deze zoekopdracht" here). */
  saveAction?: ReactNode;
}

/** /vacancies/search, the vacancy bank: search, filters, sorted results as cards, pages. */
export function VacancySearchScreen({
  params,
  onParamsChange,
  status,
  vacancies,
  totalCount,
  onRetry,
  failure,
  vacancyHref,
  linkComponent = PlainLink,
  suggestions,
  saveAction,
}: VacancySearchScreenProps) {
  const { t, i18n } = useTranslation("vacancies");
  const [q, setQ] = useDraft(params.q ?? "");
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted from the first opening on, so that it can animate out and in again.
  const [filtersWanted, setFiltersWanted] = useState(false);
  const warmFilters = () => void loadFiltersDialog().catch(() => {});
  const filterCount = activeFilterCount(params);
  const pageCount = Math.max(1, Math.ceil(totalCount / (params.page_size ?? VACANCY_SEARCH_PAGE_SIZE)));
  const sortOptions = [
    { value: "relevance", label: t("search.sorts.relevance") },
    { value: "newest", label: t("search.sorts.newest") },
    ...(params.near ? [{ value: "distance", label: t("search.sorts.distance") }] : []),
  ];

  let results;
  if (status === "loading") {
    results = (
      <SkeletonGroup label={t("search.loading")} className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
            <Skeleton variant="text" className="text-lg" width="70%" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" lines={2} />
          </div>
        ))}
      </SkeletonGroup>
    );
  } else if (status === "error" && failure === "unknownPlace") {
    results = (
      <Notice
        retry={{
          label: t("search.clearPlace"),
          onRetry: () => onParamsChange(withChange(params, { near: undefined })),
        }}
      >
        {t("search.unknownPlace", { place: params.near ?? "" })}
      </Notice>
    );
  } else if (status === "error") {
    results = <Notice retry={{ label: t("retry"), onRetry }}>{t("search.failed")}</Notice>;
  } else if (vacancies.length === 0) {
    results = (
      <div className="flex flex-col gap-4">
        <EmptyState
          bordered
          headingLevel={3}
          icon={<SearchX />}
          title={t("search.emptyTitle")}
          description={filterCount > 0 ? t("search.emptyWithFilters") : t("search.emptyWithoutFilters")}
          action={
            filterCount > 0 ? (
              <PlainButton onClick={() => onParamsChange(clearFilters(params))}>{t("search.clearFilters")}</PlainButton>
            ) : params.q ? (
              <PlainButton variant="outline" onClick={() => onParamsChange({})}>
                {t("search.showAll")}
              </PlainButton>
            ) : null
          }
        />
        {suggestions && (suggestions.queries.length > 0 || suggestions.categories.length > 0) ? (
          <SuggestionList
            suggestions={suggestions}
            onSearch={(q) => onParamsChange({ q })}
            onCategory={(category) => onParamsChange({ category: [category] })}
          />
        ) : null}
      </div>
    );
  } else {
    results = (
      // grid-cols-1 (minmax(0, 1fr)): a long word or badge never widens the column past the screen.
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label={t("search.resultsLabel")}>
        {vacancies.map((v, i) => (
          <li key={v.id} className="min-w-0">
            {/* The first two are in view on arrival (side by side on wide screens); the rest load as they come near. */}
            <VacancyCard vacancy={v} href={vacancyHref(v.id)} linkComponent={linkComponent} lazy={i >= 2} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("search.title")}</h1>
        <p className="text-fg-muted">{t("search.intro")}</p>
      </div>

      <form
        role="search"
        aria-label={t("search.formLabel")}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          onParamsChange(withChange(params, { q: q.trim() || undefined }));
        }}
      >
        <Field label={t("search.q")} className="flex-1">
          <Input
            type="search"
            name="q"
            value={q}
            maxLength={VACANCY_SEARCH_Q_MAX}
            onChange={(e) => setQ(e.target.value)}
          />
        </Field>
        <PlainButton type="submit">{t("search.submit")}</PlainButton>
      </form>

      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <section aria-labelledby="vacancy-filters-heading" className="hidden lg:block">
          <h2 id="vacancy-filters-heading" className="mb-4 text-xl font-semibold">
            {t("search.filters")}
          </h2>
          <FilterColumn.Component params={params} onParamsChange={onParamsChange} />
        </section>

        <section aria-labelledby="vacancy-results-heading" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div aria-live="polite" aria-atomic="true">
              <h2 id="vacancy-results-heading" className="text-xl font-semibold">
                {status === "success"
                  ? t("search.count", { count: totalCount, formatted: formatNumber(totalCount, i18n.language) })
                  : t("search.results")}
              </h2>
            </div>
            <div className="flex flex-wrap items-end gap-2">
              {saveAction}
              <PlainButton
                variant="outline"
                className="lg:hidden"
                icon={<SlidersHorizontal aria-hidden />}
                aria-haspopup="dialog"
                onPointerEnter={warmFilters}
                onFocus={warmFilters}
                onClick={() => {
                  setFiltersWanted(true);
                  setFiltersOpen(true);
                }}
              >
                {filterCount > 0 ? t("search.filtersWithCount", { count: filterCount }) : t("search.filters")}
              </PlainButton>
              <Field label={t("search.sort")} className="w-48">
                <NativeSelect
                  name="sort"
                  value={params.sort ?? "relevance"}
                  onChange={(e) =>
                    onParamsChange(withChange(params, { sort: e.target.value as VacancySearchParams["sort"] }))
                  }
                  options={sortOptions}
                />
              </Field>
            </div>
          </div>

          {results}

          {status === "success" && vacancies.length > 0 ? (
            <ResultPages.Component
              page={params.page ?? 1}
              pageCount={pageCount}
              label={t("search.pagination")}
              previousLabel={t("previous")}
              nextLabel={t("next")}
              pageLabel={(n) => t("page", { page: n })}
              onPageChange={(page) => onParamsChange(withChange(params, { page }))}
            />
          ) : null}
        </section>
      </div>

      {filtersWanted ? (
        <Suspense fallback={null}>
          <FiltersDialog
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            params={params}
            onParamsChange={onParamsChange}
            totalCount={status === "success" ? totalCount : undefined}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** What to try when a search found nothing: the nearest words of the center's vacancies, and its categories. */
function SuggestionList({
  suggestions,
  onSearch,
  onCategory,
}: {
  suggestions: VacancySearchSuggestions;
  onSearch: (q: string) => void;
  onCategory: (category: VacancySearchSuggestions["categories"][number]["category"]) => void;
}) {
  const { t } = useTranslation("vacancies");
  return (
    <div data-slot="search-suggestions" className="flex flex-col gap-3">
      {suggestions.queries.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <p id="did-you-mean" className="font-semibold">
            {t("search.didYouMean")}
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby="did-you-mean">
            {suggestions.queries.map((q) => (
              <li key={q}>
                <PlainButton
                  variant="outline"
                  size="sm"
                  aria-label={t("search.searchFor", { q })}
                  onClick={() => onSearch(q)}
                >
                  {q}
                </PlainButton>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {suggestions.categories.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p id="categories-with-vacancies">{t("search.categoriesWithVacancies")}</p>
          <ul className="flex flex-wrap gap-2" aria-labelledby="categories-with-vacancies">
            {suggestions.categories.map((c) => (
              <li key={c.category}>
                <PlainButton variant="ghost" size="sm" onClick={() => onCategory(c.category)}>
                  {t("search.categoryWithCount", { category: t(`categories.${c.category}`), count: c.count })}
                </PlainButton>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
