import { MoreHorizontal, Plus, ListChecks } from "lucide-react";
import { useTranslation } from "react-i18next";
import { VACANCY_STATUS_TRANSITIONS, VACANCY_STATUSES, type VacancyStatus } from "@contract/vacancies.ts";
import { StatusBadge } from "@ui/Badge/StatusBadge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/Card/Card.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@ui/DropdownMenu/DropdownMenu.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Select } from "@ui/Select/Select.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Table, type TableColumn } from "@ui/Table/Table.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@ui/Tabs/Tabs.tsx";
import { formatDate, formatNumber, placeOf } from "./format.ts";
import type { Vacancy } from "./types.ts";
import { useDraft } from "./useDraft.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ListPagination } from "./ListPagination.tsx";

export const LIST_SORTS = ["-updated_at", "-created_at", "title", "end_date"] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export type StatusFilter = VacancyStatus | "all";
export const STATUS_FILTERS: readonly StatusFilter[] = ["all", ...VACANCY_STATUSES];

export interface VacancyListScreenProps {
  status: "loading" | "error" | "success";
  vacancies: readonly Vacancy[];
  totalCount: number;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  statusFilter: StatusFilter;
  onStatusFilterChange: (filter: StatusFilter) => void;
  /** Number of vacancies per status tab, when known. */
  counts?: Partial<Record<StatusFilter, number>>;
  /** The title search (title_cont). */
  query: string;
  /** Only those ending soon (the dashboard's figure links here): says so, with a way back to all. */
  endingSoon?: { days: number; onClear: () => void };
  onQueryChange: (query: string) => void;
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  /** Changes a vacancy's status (one of VACANCY_STATUS_TRANSITIONS); the caller reports the outcome. */
  onTransition: (vacancy: Vacancy, status: VacancyStatus) => void;
  onRetry?: () => void;
  addHref?: string;
  bulkEditHref?: string;
  editHref: (id: string) => string;
  viewHref: (id: string) => string;
  linkComponent?: LinkComponent;
}

/** /vacancies: the organization's vacancies, per status, with their actions. */
export function VacancyListScreen(props: VacancyListScreenProps) {
  const {
    status,
    vacancies,
    totalCount,
    page,
    pageCount,
    onPageChange,
    statusFilter,
    onStatusFilterChange,
    counts,
    query,
    onQueryChange,
    endingSoon,
    sort,
    onSortChange,
    onTransition,
    onRetry,
    addHref = "/vacancies/add",
    bulkEditHref = "/vacancies/bulk-edit",
    editHref,
    viewHref,
    linkComponent: Link = PlainLink,
  } = props;
  const { t, i18n } = useTranslation("vacancies");
  const locale = i18n.language;
  const [q, setQ] = useDraft(query);
  const statusLabel = (s: VacancyStatus) => t(`statuses.${s}`);

  const actions = (v: Vacancy) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          iconOnly
          label={t("list.actionsFor", { title: v.title })}
          icon={<MoreHorizontal aria-hidden />}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href={editHref(v.id)}>{t("list.edit")}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={viewHref(v.id)}>{t("list.view")}</Link>
        </DropdownMenuItem>
        {VACANCY_STATUS_TRANSITIONS[v.status]?.length ? <DropdownMenuSeparator /> : null}
        {(VACANCY_STATUS_TRANSITIONS[v.status] ?? []).map((next) => (
          <DropdownMenuItem key={next} onSelect={() => onTransition(v, next)}>
            {t(`transitions.${next}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );

  const columns: TableColumn<Vacancy>[] = [
    {
      id: "title",
      header: t("fields.title"),
      rowHeader: true,
      cell: (v) => (
        <Link href={editHref(v.id)} className="font-semibold text-link underline-offset-4 hover:underline">
          {v.title}
        </Link>
      ),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (v) => <StatusBadge entity="vacancy" status={v.status} label={statusLabel(v.status)} />,
    },
    { id: "location", header: t("fields.location"), cell: (v) => placeOf(v) ?? (v.remote ? t("remote") : "–") },
    // The dashboard's "ending soon" figure lands here sorted by end date: the date must be visible.
    { id: "endDate", header: t("fields.endDate"), cell: (v) => (v.endDate ? formatDate(v.endDate, locale) : "–") },
    {
      id: "applications",
      header: t("fields.applications"),
      align: "end",
      cell: (v) => (v.applicationsCount === null ? "–" : formatNumber(v.applicationsCount, locale)),
    },
    { id: "updated", header: t("fields.updatedAt"), cell: (v) => formatDate(v.updatedAt, locale) },
    { id: "actions", header: <span className="sr-only">{t("list.actions")}</span>, align: "end", cell: actions },
  ];

  const filtered = statusFilter !== "all" || query !== "" || !!endingSoon;
  const empty = (
    <EmptyState
      size="sm"
      headingLevel={2}
      title={filtered ? t("list.noMatchTitle") : t("list.emptyTitle")}
      description={filtered ? t("list.noMatchDescription") : t("list.emptyDescription")}
      action={
        filtered ? null : (
          <Button asChild>
            <Link href={addHref}>
              <Plus aria-hidden />
              {t("list.add")}
            </Link>
          </Button>
        )
      }
    />
  );

  let body;
  if (status === "error") {
    body = <Notice retry={{ label: t("retry"), onRetry }}>{t("list.failed")}</Notice>;
  } else {
    body = (
      <>
        {endingSoon ? (
          <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            {t("list.endingSoon", { days: endingSoon.days })}
            <Button variant="link" size="sm" onClick={endingSoon.onClear}>
              {t("list.endingSoonClear")}
            </Button>
          </p>
        ) : null}
        <div className="hidden md:block">
          <Table
            caption={t("list.caption")}
            captionHidden
            columns={columns}
            rows={vacancies}
            getRowId={(v) => v.id}
            loading={status === "loading"}
            loadingLabel={t("list.loading")}
            empty={empty}
          />
        </div>
        <div className="md:hidden">
          {status === "loading" ? (
            <SkeletonGroup label={t("list.loading")} className="flex flex-col gap-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="block" />
              ))}
            </SkeletonGroup>
          ) : vacancies.length === 0 ? (
            empty
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t("list.caption")}>
              {vacancies.map((v) => (
                <li key={v.id}>
                  <Card>
                    <CardHeader>
                      <CardTitle>
                        <Link href={editHref(v.id)} className="text-link underline-offset-4 hover:underline">
                          {v.title}
                        </Link>
                      </CardTitle>
                      <CardDescription>{t("list.updated", { date: formatDate(v.updatedAt, locale) })}</CardDescription>
                      <CardAction>{actions(v)}</CardAction>
                    </CardHeader>
                    <CardContent className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                      <StatusBadge entity="vacancy" status={v.status} label={statusLabel(v.status)} />
                      <span>{placeOf(v) ?? (v.remote ? t("remote") : "")}</span>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
        {status === "success" ? <ListPagination page={page} pageCount={pageCount} onPageChange={onPageChange} /> : null}
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 py-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("list.title")}</h1>
          <p className="text-fg-muted">{t("list.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={bulkEditHref}>
              <ListChecks aria-hidden />
              {t("list.bulkEdit")}
            </Link>
          </Button>
          <Button asChild>
            <Link href={addHref}>
              <Plus aria-hidden />
              {t("list.add")}
            </Link>
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          role="search"
          aria-label={t("list.searchLabel")}
          className="flex flex-1 items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onQueryChange(q.trim());
          }}
        >
          <Field label={t("list.searchLabel")} className="flex-1">
            <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
          </Field>
          <Button type="submit" variant="outline">
            {t("list.searchSubmit")}
          </Button>
        </form>
        <Field label={t("list.sortLabel")} className="sm:w-56">
          <Select
            value={sort}
            onValueChange={(v) => onSortChange(v as ListSort)}
            options={LIST_SORTS.map((s) => ({ value: s, label: t(`list.sorts.${s}`) }))}
          />
        </Field>
      </div>

      <Tabs value={statusFilter} onValueChange={(v) => onStatusFilterChange(v as StatusFilter)}>
        <TabsList aria-label={t("list.tabsLabel")}>
          {STATUS_FILTERS.map((f) => (
            <TabsTrigger key={f} value={f}>
              {f === "all" ? t("list.all") : statusLabel(f)}
              {counts?.[f] !== undefined ? (
                <span className="rounded-full bg-surface-sunken px-2 text-sm tabular-nums text-fg">
                  {formatNumber(counts[f]!, locale)}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {STATUS_FILTERS.map((f) => (
          <TabsContent key={f} value={f} className="flex flex-col gap-4">
            {f === statusFilter ? body : null}
          </TabsContent>
        ))}
      </Tabs>
      {status === "success" ? (
        <p className="sr-only" role="status">
          {t("search.count", { count: totalCount, formatted: formatNumber(totalCount, locale) })}
        </p>
      ) : null}
    </div>
  );
}
