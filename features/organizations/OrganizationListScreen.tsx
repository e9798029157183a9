import { ClipboardCheck, Download, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "@contract/enums.ts";
import { ORGANIZATION_LIST_SORTS, type OrganizationListSort } from "@contract/organizations.ts";
import { uploadVariantUrl } from "@contract/vacancies.ts";
import { Avatar } from "@ui/Avatar/Avatar.tsx";
import { StatusBadge } from "@ui/Badge/StatusBadge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/Card/Card.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Pagination } from "@ui/Pagination/Pagination.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Table, type TableColumn } from "@ui/Table/Table.tsx";
import { formatCount, formatDay } from "./format.ts";
import type { OrganizationSummary } from "./types.ts";
import type { ListState, StatusFilter, TypeFilter } from "./viewModels.ts";

export interface OrganizationListScreenProps {
  status: "loading" | "error" | "success";
  organizations: readonly OrganizationSummary[];
  totalCount: number;
  pageCount: number;
  state: ListState;
  /** A change of filters, sort or page (the route keeps them in the URL). */
  onStateChange: (change: Partial<ListState>) => void;
  onRetry?: () => void;
  /** Downloads the filtered list as CSV. */
  onExport: () => Promise<void>;
  /** Center staff: all of the center; otherwise the viewer's own organizations. */
  centerStaff: boolean;
  /** Organizations awaiting approval (center staff), for the link to the queue. */
  pendingCount?: number;
  detailHref: (id: string) => string;
  addHref?: string;
  approveHref?: string;
  linkComponent?: LinkComponent;
}

function Logo({ org, size = "md" }: { org: OrganizationSummary; size?: "sm" | "md" }) {
  return (
    <Avatar
      name={org.name}
      src={uploadVariantUrl(org.logoUrl, 320) ?? org.logoUrl ?? undefined}
      size={size}
      decorative
    />
  );
}

/** /organizations: the center's organizations (organization staff: their own), filtered, sorted, paged. */
export function OrganizationListScreen(props: OrganizationListScreenProps) {
  const {
    status,
    organizations,
    totalCount,
    pageCount,
    state,
    onStateChange,
    onRetry,
    onExport,
    centerStaff,
    pendingCount,
    detailHref,
    addHref = "/organizations/add",
    approveHref = "/organizations/approve",
    linkComponent: Link = PlainLink,
  } = props;
  const { t, i18n } = useTranslation("organizations");
  const locale = i18n.language;
  const [q, setQ] = useState(state.q);
  const [exporting, setExporting] = useState(false);
  const filtered = state.status !== "all" || state.type !== "all" || state.q !== "";

  const admins = (o: OrganizationSummary) =>
    o.admins.length ? (
      <span>
        {o.admins
          .slice(0, 2)
          .map((a) => a.name)
          .join(", ")}
        {o.admins.length > 2 ? ` ${t("list.moreAdmins", { count: o.admins.length - 2 })}` : ""}
      </span>
    ) : (
      t("none")
    );
  const nameLink = (o: OrganizationSummary) => (
    <Link href={detailHref(o.id)} className="font-semibold text-link underline-offset-4 hover:underline">
      {o.name}
    </Link>
  );
  const badge = (o: OrganizationSummary) => (
    <StatusBadge entity="organization" status={o.status} label={t(`statuses.${o.status}`)} />
  );

  const columns: TableColumn<OrganizationSummary>[] = [
    {
      id: "logo",
      header: <span className="sr-only">{t("fields.logo")}</span>,
      cell: (o) => <Logo org={o} size="sm" />,
    },
    { id: "name", header: t("fields.name"), rowHeader: true, cell: nameLink },
    { id: "type", header: t("fields.organization_type"), cell: (o) => t(`types.${o.organizationType}`) },
    { id: "status", header: t("fields.status"), cell: badge },
    { id: "place", header: t("fields.place"), cell: (o) => o.city ?? t("none") },
    {
      id: "published",
      header: t("fields.published"),
      align: "end",
      cell: (o) => formatCount(o.publishedVacanciesCount, locale),
    },
    { id: "admins", header: t("fields.admins"), cell: admins },
    { id: "joined", header: t("fields.joined"), cell: (o) => formatDay(o.createdAt, locale) },
  ];

  const empty = (
    <EmptyState
      size="sm"
      headingLevel={2}
      title={filtered ? t("list.noMatchTitle") : t("list.emptyTitle")}
      description={filtered ? t("list.noMatchDescription") : t("list.emptyDescription")}
      action={
        filtered ? (
          <Button variant="outline" onClick={() => onStateChange({ status: "all", type: "all", q: "", page: 1 })}>
            {t("list.clearFilters")}
          </Button>
        ) : centerStaff ? (
          <Button asChild>
            <Link href={addHref}>
              <Plus aria-hidden />
              {t("list.add")}
            </Link>
          </Button>
        ) : null
      }
    />
  );

  let body;
  if (status === "error") body = <Notice retry={{ label: t("retry"), onRetry }}>{t("list.failed")}</Notice>;
  else
    body = (
      <>
        <div className="hidden md:block">
          <Table
            caption={t("list.caption")}
            captionHidden
            columns={columns}
            rows={organizations}
            getRowId={(o) => o.id}
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
          ) : organizations.length === 0 ? (
            empty
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t("list.caption")}>
              {organizations.map((o) => (
                <li key={o.id}>
                  <Card>
                    <CardHeader>
                      <div className="flex items-center gap-3">
                        <Logo org={o} />
                        <div className="flex flex-col gap-1">
                          <CardTitle>{nameLink(o)}</CardTitle>
                          <CardDescription>
                            {t(`types.${o.organizationType}`)}
                            {o.city ? ` · ${o.city}` : ""}
                          </CardDescription>
                        </div>
                      </div>
                    </CardHeader>
                    <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-fg-muted">
                      {badge(o)}
                      <span>
                        {t("fields.published")}: {formatCount(o.publishedVacanciesCount, locale)}
                      </span>
                      <span>
                        {t("fields.joined")}: {formatDay(o.createdAt, locale)}
                      </span>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
        {status === "success" && pageCount > 1 ? (
          <Pagination
            page={state.page}
            pageCount={pageCount}
            onPageChange={(page) => onStateChange({ page })}
            label={t("list.pagination")}
            previousLabel={t("previous")}
            nextLabel={t("next")}
            pageLabel={(n) => t("page", { page: n })}
          />
        ) : null}
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 py-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("list.title")}</h1>
          <p className="text-fg-muted">{centerStaff ? t("list.intro") : t("list.introOwn")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            loading={exporting}
            onClick={() => {
              setExporting(true);
              void onExport().finally(() => setExporting(false));
            }}
          >
            <Download aria-hidden />
            {t("list.export")}
          </Button>
          {centerStaff ? (
            <>
              <Button asChild variant="outline">
                <Link href={approveHref}>
                  <ClipboardCheck aria-hidden />
                  {pendingCount ? t("list.approveQueueCount", { count: pendingCount }) : t("list.approveQueue")}
                </Link>
              </Button>
              <Button asChild>
                <Link href={addHref}>
                  <Plus aria-hidden />
                  {t("list.add")}
                </Link>
              </Button>
            </>
          ) : null}
        </div>
      </div>

      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr_1fr] md:items-end">
        <form
          role="search"
          aria-label={t("list.searchLabel")}
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onStateChange({ q: q.trim(), page: 1 });
          }}
        >
          <Field label={t("list.searchLabel")} className="flex-1">
            <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
          </Field>
          <Button type="submit" variant="outline">
            {t("list.searchSubmit")}
          </Button>
        </form>
        <Field label={t("list.statusLabel")}>
          <Select
            value={state.status}
            onValueChange={(v) => onStateChange({ status: v as StatusFilter, page: 1 })}
            options={[
              { value: "all", label: t("list.all") },
              ...ORGANIZATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
            ]}
          />
        </Field>
        <Field label={t("list.typeLabel")}>
          <Select
            value={state.type}
            onValueChange={(v) => onStateChange({ type: v as TypeFilter, page: 1 })}
            options={[
              { value: "all", label: t("list.allTypes") },
              ...ORGANIZATION_TYPES.map((s) => ({ value: s, label: t(`types.${s}`) })),
            ]}
          />
        </Field>
        <Field label={t("list.sortLabel")}>
          <Select
            value={state.sort}
            onValueChange={(v) => onStateChange({ sort: v as OrganizationListSort, page: 1 })}
            options={ORGANIZATION_LIST_SORTS.map((s) => ({ value: s, label: t(`list.sorts.${s}`) }))}
          />
        </Field>
      </div>

      {status === "success" ? (
        <p className="m-0 text-fg-muted" role="status">
          {t("list.count", { count: totalCount, formatted: formatCount(totalCount, locale) })}
        </p>
      ) : null}
      {body}
    </div>
  );
}
