import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { USER_STATUSES, type UserStatus } from "@contract/enums.ts";
import { USER_FILTER_ROLES, USER_LIST_SORTS, type UserListSort } from "@contract/users.ts";
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
import { formatDateTime } from "./format.ts";
import { RoleList } from "./RoleList.tsx";
import type { OrganizationOption, UserRow } from "./types.ts";

export type UserRoleFilter = (typeof USER_FILTER_ROLES)[number];

/** The list's filters (all in the page's URL). */
export interface UserListFilters {
  q: string;
  role: UserRoleFilter | null;
  organizationId: string | null;
  status: UserStatus | null;
}

export interface UserListScreenProps {
  status: "loading" | "error" | "success";
  users: readonly UserRow[];
  totalCount: number;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  filters: UserListFilters;
  onFiltersChange: (change: Partial<UserListFilters>) => void;
  organizations: readonly OrganizationOption[];
  sort: UserListSort;
  onSortChange: (sort: UserListSort) => void;
  onRetry?: () => void;
  /** The CSV export of the filtered list (the app's export button). */
  exportAction?: ReactNode;
  addHref?: string;
  userHref: (id: string) => string;
  linkComponent?: LinkComponent;
}

const ALL = "all";

/** /users: the center's people, with filters, sorting, paging and the export. */
export function UserListScreen(props: UserListScreenProps) {
  const {
    status,
    users,
    totalCount,
    page,
    pageCount,
    onPageChange,
    filters,
    onFiltersChange,
    organizations,
    sort,
    onSortChange,
    onRetry,
    exportAction,
    addHref = "/users/add",
    userHref,
    linkComponent: Link = PlainLink,
  } = props;
  const { t, i18n } = useTranslation("users");
  const locale = i18n.language;
  const never = t("never");
  const filtered = !!(filters.q || filters.role || filters.organizationId || filters.status);

  const nameLink = (u: UserRow) => (
    <Link href={userHref(u.id)} className="font-semibold text-link underline-offset-4 hover:underline">
      {u.fullName}
    </Link>
  );
  const badge = (u: UserRow) => <StatusBadge entity="user" status={u.status} label={t(`statuses.${u.status}`)} />;
  const columns: TableColumn<UserRow>[] = [
    { id: "name", header: t("list.name"), rowHeader: true, cell: nameLink },
    { id: "email", header: t("list.email"), cell: (u) => <span className="break-all">{u.email}</span> },
    { id: "roles", header: t("list.roles"), cell: (u) => <RoleList roles={u.roles} /> },
    { id: "status", header: t("list.status"), cell: badge },
    { id: "lastSignIn", header: t("list.lastSignIn"), cell: (u) => formatDateTime(u.lastSignInAt, locale, never) },
  ];

  const empty = (
    <EmptyState
      size="sm"
      headingLevel={2}
      title={filtered ? t("list.noMatchTitle") : t("list.emptyTitle")}
      description={filtered ? t("list.noMatchDescription") : t("list.emptyDescription")}
      action={
        filtered ? (
          <Button
            variant="outline"
            onClick={() => onFiltersChange({ q: "", role: null, organizationId: null, status: null })}
          >
            {t("list.clearFilters")}
          </Button>
        ) : (
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

  let body: ReactNode;
  if (status === "error") {
    body = <Notice retry={{ label: t("retry"), onRetry }}>{t("list.failed")}</Notice>;
  } else {
    body = (
      <>
        <div className="hidden md:block">
          <Table
            caption={t("list.caption")}
            captionHidden
            columns={columns}
            rows={users}
            getRowId={(u) => u.id}
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
          ) : users.length === 0 ? (
            empty
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t("list.caption")}>
              {users.map((u) => (
                <li key={u.id}>
                  <Card>
                    <CardHeader>
                      <CardTitle>{nameLink(u)}</CardTitle>
                      <CardDescription className="break-all">{u.email}</CardDescription>
                    </CardHeader>
                    <CardContent className="flex flex-col gap-2 text-sm text-fg-muted">
                      <div className="flex flex-wrap items-center gap-2">
                        {badge(u)}
                        <span>
                          {t("list.lastSignIn")}: {formatDateTime(u.lastSignInAt, locale, never)}
                        </span>
                      </div>
                      <RoleList roles={u.roles} />
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
        {status === "success" && pageCount > 1 ? (
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={onPageChange}
            label={t("list.pagination")}
            previousLabel={t("previous")}
            nextLabel={t("next")}
            pageLabel={(n) => t("page", { page: n })}
          />
        ) : null}
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
          {exportAction}
          <Button asChild>
            <Link href={addHref}>
              <Plus aria-hidden />
              {t("list.add")}
            </Link>
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <form
          role="search"
          aria-label={t("list.searchLabel")}
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const q = new FormData(e.currentTarget).get("q");
            onFiltersChange({ q: typeof q === "string" ? q.trim() : "" });
          }}
        >
          <Field label={t("list.searchLabel")} className="flex-1">
            {/* Uncontrolled: a new committed search (back/forward, cleared filters) remounts it. */}
            <Input key={filters.q} type="search" name="q" defaultValue={filters.q} />
          </Field>
          <Button type="submit" variant="outline">
            {t("list.searchSubmit")}
          </Button>
        </form>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t("list.role")}>
            <Select
              value={filters.role ?? ALL}
              onValueChange={(v) => onFiltersChange({ role: v === ALL ? null : (v as UserRoleFilter) })}
              options={[
                { value: ALL, label: t("list.allRoles") },
                ...USER_FILTER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
              ]}
            />
          </Field>
          <Field label={t("list.organization")}>
            <Select
              value={filters.organizationId ?? ALL}
              onValueChange={(v) => onFiltersChange({ organizationId: v === ALL ? null : v })}
              options={[
                { value: ALL, label: t("list.allOrganizations") },
                ...organizations.map((o) => ({ value: o.id, label: o.name })),
              ]}
            />
          </Field>
          <Field label={t("list.status")}>
            <Select
              value={filters.status ?? ALL}
              onValueChange={(v) => onFiltersChange({ status: v === ALL ? null : (v as UserStatus) })}
              options={[
                { value: ALL, label: t("list.allStatuses") },
                ...USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
              ]}
            />
          </Field>
          <Field label={t("list.sortLabel")}>
            <Select
              value={sort}
              onValueChange={(v) => onSortChange(v as UserListSort)}
              options={USER_LIST_SORTS.map((s) => ({ value: s, label: t(`list.sorts.${s}`) }))}
            />
          </Field>
        </div>
      </div>

      {status === "success" ? (
        <p className="m-0 text-sm text-fg-muted" role="status">
          {t("list.count", { count: totalCount, formatted: new Intl.NumberFormat(locale).format(totalCount) })}
        </p>
      ) : null}
      <div className="flex flex-col gap-4">{body}</div>
    </div>
  );
}
