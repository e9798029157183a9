import { FilePlus, FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTENT_PAGE_STATUSES } from "@contract/content.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Select } from "./Select.tsx";
import type { ContentPage, LoadState } from "./types.ts";

export interface ContentListFilters {
  title: string;
  status: string;
}

export interface ContentListScreenProps {
  status: LoadState;
  pages: ContentPage[];
  filters: ContentListFilters;
  onFiltersChange: (filters: ContentListFilters) => void;
  onPublish: (page: ContentPage, publish: boolean) => void;
  onDelete: (page: ContentPage) => void;
  onRetry: () => void;
  /** The editor of a page, '/content?edit=<id>'; of a new one without id. */
  editHref: (id?: string) => string;
  linkComponent?: LinkComponent;
}

/** /content: the center's pages with their status; create, edit, publish, unpublish, delete. */
export function ContentListScreen({
  status,
  pages,
  filters,
  onFiltersChange,
  onPublish,
  onDelete,
  onRetry,
  editHref,
  linkComponent: Link = PlainLink,
}: ContentListScreenProps) {
  const { t } = useTranslation("content");
  const [deleting, setDeleting] = useState<ContentPage | null>(null);
  const filtered = filters.title !== "" || filters.status !== "";
  let body;
  if (status === "loading")
    body = (
      <SkeletonGroup label={t("list.loading")} className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="4rem" />
        ))}
      </SkeletonGroup>
    );
  else if (status === "error") body = <Notice retry={{ label: t("retry"), onRetry }}>{t("list.failed")}</Notice>;
  else if (!pages.length)
    body = (
      <EmptyState
        icon={<FileText />}
        title={filtered ? t("list.emptyFiltered") : t("list.emptyTitle")}
        description={filtered ? undefined : t("list.emptyDescription")}
      />
    );
  else
    body = (
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border" aria-label={t("list.title")}>
        {pages.map((p) => {
          const path = p.home ? "/" : `/${p.slug}`;
          return (
            <li key={p.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center" data-page-id={p.id}>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link href={editHref(p.id)} className="text-lg font-semibold text-link underline underline-offset-4">
                  {p.title}
                </Link>
                <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                  <span>{p.home ? t("list.home") : path}</span>
                  <Badge variant={p.status === "published" ? "success" : "muted"}>{t(`status.${p.status}`)}</Badge>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link href={path}>{t("list.view")}</Link>
                </Button>
                <Button variant="outline" size="sm" onClick={() => onPublish(p, p.status !== "published")}>
                  {p.status === "published" ? t("list.unpublish") : t("list.publish")}
                </Button>
                <Button variant="danger" size="sm" onClick={() => setDeleting(p)}>
                  {t("list.delete")}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  return (
    <div className="flex flex-col gap-6" data-testid="content-list">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("list.title")}</h1>
          <p className="text-fg-muted">{t("list.description")}</p>
        </div>
        <Button asChild icon={<FilePlus aria-hidden />}>
          <Link href={editHref()}>{t("list.add")}</Link>
        </Button>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row" role="search">
        <Field label={t("list.search")} className="flex-1">
          <Input
            type="search"
            value={filters.title}
            onChange={(e) => onFiltersChange({ ...filters, title: e.target.value })}
          />
        </Field>
        <Field label={t("list.statusFilter")}>
          <Select
            value={filters.status}
            onChange={(e) => onFiltersChange({ ...filters, status: e.target.value })}
            options={[
              { value: "", label: t("list.allStatuses") },
              ...CONTENT_PAGE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
        </Field>
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t("list.confirmDeleteTitle", { title: deleting?.title ?? "" })}
        description={t("list.confirmDeleteText")}
        confirmLabel={t("list.delete")}
        cancelLabel={t("list.cancel")}
        onConfirm={() => {
          if (deleting) onDelete(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
