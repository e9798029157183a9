import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { VACANCY_CATEGORIES, VACANCY_STATUSES, type VacancyCategory, type VacancyStatus } from "@contract/vacancies.ts";
import type { VacancyBulkUpdatePayload } from "@contract/vacancy-schemas.ts";
import { StatusBadge } from "@ui/Badge/StatusBadge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Select } from "@ui/Select/Select.tsx";
import { Table, type TableColumn } from "@ui/Table/Table.tsx";
import type { BulkFailure } from "./bulk.ts";
import type { Vacancy } from "./types.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ListPagination } from "./ListPagination.tsx";

export const BULK_ACTIONS = ["status", "add_category", "remove_category"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export interface BulkEditScreenProps {
  status: "loading" | "error" | "success";
  vacancies: readonly Vacancy[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  /**
   * POST /api/v1/vacancies/bulk_update. Resolves when every row changed; rejects with a
   * BulkFailure whose `rowErrors` ({ [id]: message }) name the rows that failed (nothing changed).
   */
  onSubmit: (payload: VacancyBulkUpdatePayload) => Promise<void>;
  backHref?: string;
  linkComponent?: LinkComponent;
}

/** /vacancies/bulk-edit: change the status or the categories of many vacancies at once, all or nothing. */
export function BulkEditScreen({
  status,
  vacancies,
  page,
  pageCount,
  onPageChange,
  onRetry,
  onSubmit,
  backHref = "/vacancies",
  linkComponent: Link = PlainLink,
}: BulkEditScreenProps) {
  const { t } = useTranslation("vacancies");
  const [selected, setSelected] = useState<string[]>([]);
  const [action, setAction] = useState<BulkAction | "">("");
  const [value, setValue] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const failedIds = Object.keys(rowErrors);
  const count = selected.length;

  const valueOptions =
    action === "status"
      ? VACANCY_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))
      : VACANCY_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }));
  const valueLabel = action === "status" ? t("bulk.newStatus") : t("bulk.category");
  // Inside a sentence: "… wijzigen naar gesloten?", "Categorie zorg toevoegen …".
  const valueText = (
    !value ? "" : action === "status" ? t(`statuses.${value}`) : t(`categories.${value}`)
  ).toLowerCase();
  const question =
    action === "status"
      ? t("bulk.confirmStatus", { count, status: valueText })
      : action === "add_category"
        ? t("bulk.confirmAdd", { count, category: valueText })
        : t("bulk.confirmRemove", { count, category: valueText });

  const start = () => {
    if (count === 0) return setProblem(t("bulk.noSelection"));
    if (!action || !value) return setProblem(t("bulk.incomplete"));
    setProblem(undefined);
    setConfirming(true);
  };

  const submit = async () => {
    const payload: VacancyBulkUpdatePayload = { ids: selected };
    if (action === "status") payload.status = value as VacancyStatus;
    else if (action === "add_category") payload.add_categories = [value as VacancyCategory];
    else payload.remove_categories = [value as VacancyCategory];
    setBusy(true);
    setRowErrors({});
    setProblem(undefined);
    try {
      await onSubmit(payload);
      setSelected([]);
    } catch (error) {
      const failure = error as BulkFailure;
      if (failure.rowErrors && Object.keys(failure.rowErrors).length > 0) setRowErrors(failure.rowErrors);
      else setProblem(t("bulk.failed"));
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumn<Vacancy>[] = [
    { id: "title", header: t("fields.title"), rowHeader: true, cell: (v) => v.title },
    {
      id: "status",
      header: t("fields.status"),
      cell: (v) => <StatusBadge entity="vacancy" status={v.status} label={t(`statuses.${v.status}`)} />,
    },
    {
      id: "categories",
      header: t("fields.categories"),
      cell: (v) => v.categories.map((c) => t(`categories.${c}`)).join(", ") || "–",
    },
    ...(failedIds.length > 0
      ? [
          {
            id: "problem",
            header: t("bulk.problem"),
            cell: (v: Vacancy) =>
              rowErrors[v.id] ? (
                <span data-row-error={v.id} className="font-medium text-danger-fg">
                  {rowErrors[v.id]}
                </span>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 py-4">
      <Link
        href={backHref}
        className="inline-flex items-center gap-1 self-start text-link underline underline-offset-4"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("bulk.back")}
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("bulk.title")}</h1>
        <p className="text-fg-muted">{t("bulk.intro")}</p>
      </div>

      {failedIds.length > 0 ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border-2 border-danger bg-surface p-4">
          <h2 className="text-lg font-semibold text-danger-fg">{t("bulk.failedTitle")}</h2>
          <p>{t("bulk.failedRows", { count: failedIds.length })}</p>
          <Button
            variant="outline"
            onClick={() => {
              setSelected((ids) => ids.filter((id) => !rowErrors[id]));
              setRowErrors({});
            }}
          >
            {t("bulk.deselectFailed")}
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-end">
        <Field label={t("bulk.action")} className="sm:w-64">
          <Select
            value={action || undefined}
            placeholder={t("bulk.chooseAction")}
            onValueChange={(v) => {
              setAction(v as BulkAction);
              setValue("");
            }}
            options={BULK_ACTIONS.map((a) => ({ value: a, label: t(`bulk.actions.${a}`) }))}
          />
        </Field>
        {action ? (
          <Field key={action} label={valueLabel} className="sm:w-64">
            <Select
              value={value || undefined}
              placeholder={action === "status" ? t("bulk.chooseStatus") : t("bulk.chooseCategory")}
              onValueChange={setValue}
              options={valueOptions}
            />
          </Field>
        ) : null}
        <Button onClick={start} loading={busy}>
          {t("bulk.apply")}
        </Button>
        <p role="status" className="text-fg-muted sm:ms-auto sm:self-center">
          {t("bulk.selected", { count })}
        </p>
      </div>
      {problem ? (
        <p role="alert" className="font-medium text-danger-fg">
          {problem}
        </p>
      ) : null}

      {status === "error" ? (
        <Notice retry={{ label: t("retry"), onRetry }}>{t("bulk.loadFailed")}</Notice>
      ) : (
        <Table
          caption={t("bulk.caption")}
          captionHidden
          columns={columns}
          rows={vacancies}
          getRowId={(v) => v.id}
          loading={status === "loading"}
          loadingLabel={t("bulk.loading")}
          selection={{
            selectedIds: selected,
            onSelectionChange: setSelected,
            selectAllLabel: t("bulk.selectAll"),
            selectRowLabel: (v) => t("bulk.selectRow", { title: v.title }),
          }}
          empty={
            <EmptyState
              size="sm"
              headingLevel={2}
              title={t("bulk.emptyTitle")}
              description={t("bulk.emptyDescription")}
            />
          }
        />
      )}
      {status === "success" ? <ListPagination page={page} pageCount={pageCount} onPageChange={onPageChange} /> : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        variant="solid"
        title={question}
        description={t("bulk.confirmDescription")}
        confirmLabel={t("bulk.confirm")}
        cancelLabel={t("bulk.cancel")}
        onConfirm={() => void submit()}
      />
    </div>
  );
}
