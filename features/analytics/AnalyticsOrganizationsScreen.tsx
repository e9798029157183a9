import { Building2 } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { OrganizationAnalyticsSort } from "@contract/analytics.ts";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Pagination } from "@ui/Pagination/Pagination.tsx";
import { Table, type TableColumn, type TableSort } from "@ui/Table/Table.tsx";
import { AnalyticsFrame, periodShown, useFormatters } from "./AnalyticsScreen.tsx";
import { organizationsTableSummary, type OrganizationRow } from "./model.ts";
import type { PeriodValue } from "./PeriodPicker.tsx";

export interface AnalyticsOrganizationsScreenProps {
  state: "loading" | "failed" | "ready";
  rows: readonly OrganizationRow[];
  total: number;
  page: number;
  pageCount: number;
  /** The period shown (from the list's meta), for the line under the picker. */
  shown?: { from: string; to: string; previous_from: string; previous_to: string } | null;
  sort: { column: OrganizationAnalyticsSort; descending: boolean };
  onSortChange: (sort: { column: OrganizationAnalyticsSort; descending: boolean }) => void;
  onPageChange: (page: number) => void;
  period: PeriodValue;
  onPeriodChange: (period: PeriodValue) => void;
  today: string;
  periodError?: string | null;
  onRetry?: () => void;
  onExport?: () => Promise<void>;
  linkComponent?: LinkComponent;
}

const NUMBER_COLUMNS = [
  "vacancies_published",
  "applications_received",
  "awaiting_answer",
  "median_first_answer_hours",
  "accepted_share",
  "new",
  "in_progress",
  "accepted",
  "rejected",
  "withdrawn",
] as const satisfies readonly OrganizationAnalyticsSort[];

/** /analytics/index-2: the figures per organization in a sortable table, most waiting applications first. */
export function AnalyticsOrganizationsScreen({
  state,
  rows,
  total,
  page,
  pageCount,
  shown,
  sort,
  onSortChange,
  onPageChange,
  period,
  onPeriodChange,
  today,
  periodError,
  onRetry,
  onExport,
  linkComponent: Link = PlainLink,
}: AnalyticsOrganizationsScreenProps) {
  const { t, i18n } = useTranslation("analytics");
  const locale = i18n.language;
  const f = useFormatters();
  const uid = useId();

  const header = (key: (typeof NUMBER_COLUMNS)[number]) =>
    key === "new" || key === "in_progress" || key === "accepted" || key === "rejected" || key === "withdrawn"
      ? t(`applicationStatus.${key}`)
      : key === "accepted_share"
        ? t("figures.accepted_share")
        : t(`figures.${key}`);
  const value = (row: OrganizationRow, key: (typeof NUMBER_COLUMNS)[number]): ReactNode => {
    const v = row[key];
    if (v === null) return <span aria-label={t("table.none")}>{t("table.none")}</span>;
    if (key === "accepted_share") return f.share(v);
    if (key === "median_first_answer_hours") return f.hours(v);
    if (key === "applications_received")
      return (
        <span className="flex flex-col items-end">
          <span>{f.count(v)}</span>
          <span className="text-xs text-fg-muted">
            {t("table.previous", { value: f.count(row.previous_applications_received) })}
          </span>
        </span>
      );
    return f.count(v);
  };

  const columns: TableColumn<OrganizationRow>[] = [
    {
      id: "organization_name",
      header: t("table.organization"),
      rowHeader: true,
      sortable: true,
      cell: (row) => (
        <span className="flex flex-col">
          <Link href={`/organizations/${row.id}`} className="font-medium text-link underline underline-offset-4">
            {row.organization_name}
          </Link>
          <span className="text-xs text-fg-muted">{t(`organizationStatus.${row.organization_status}`)}</span>
        </span>
      ),
    },
    ...NUMBER_COLUMNS.map((key): TableColumn<OrganizationRow> => ({
      id: key,
      header: header(key),
      sortable: true,
      align: "end",
      cellClassName: "tabular-nums",
      cell: (row) => value(row, key),
    })),
  ];
  const tableSort: TableSort = { columnId: sort.column, direction: sort.descending ? "descending" : "ascending" };
  const summary = organizationsTableSummary(rows, f);

  let body: ReactNode;
  if (state === "failed") body = <Notice retry={{ label: t("retry"), onRetry }}>{t("failed")}</Notice>;
  else
    body = (
      <div className="flex flex-col gap-3">
        <h2 id={`${uid}-table`} className="m-0 text-xl font-semibold">
          {t("table.caption")}
        </h2>
        {state === "ready" && rows.length ? (
          <p className="m-0" data-slot="table-summary">
            {t(summary.key, summary.values)}
          </p>
        ) : null}
        <Table
          columns={columns}
          rows={state === "ready" ? rows : []}
          getRowId={(r) => r.id}
          caption={t("table.caption")}
          captionHidden
          sort={tableSort}
          onSortChange={(s) =>
            onSortChange({
              column: s.columnId as OrganizationAnalyticsSort,
              // Figures read best largest first; names from A.
              descending:
                s.columnId === sort.column ? s.direction === "descending" : s.columnId !== "organization_name",
            })
          }
          loading={state === "loading"}
          loadingLabel={t("loading")}
          empty={
            <EmptyState
              icon={<Building2 />}
              title={t("table.emptyTitle")}
              description={t("table.emptyDescription")}
              headingLevel={3}
            />
          }
        />
        {state === "ready" ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="m-0 text-sm text-fg-muted">{t("table.total", { count: total })}</p>
            <Pagination
              page={page}
              pageCount={pageCount}
              label={t("table.pagination")}
              previousLabel={t("table.previousPage")}
              nextLabel={t("table.nextPage")}
              pageLabel={(p) => t("table.page", { page: p })}
              onPageChange={onPageChange}
            />
          </div>
        ) : null}
      </div>
    );

  return (
    <AnalyticsFrame
      title={t("organizationsTitle")}
      intro={t("organizationsIntro")}
      period={period}
      onPeriodChange={onPeriodChange}
      today={today}
      periodError={periodError}
      shown={state === "ready" ? periodShown(t, shown, locale) : null}
      other={{ path: "/analytics", label: t("toOverview"), linkComponent: Link }}
      onExport={state === "ready" ? onExport : undefined}
    >
      {body}
    </AnalyticsFrame>
  );
}
