import { Handshake } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { initialsOf } from "@ui/Avatar/Avatar.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { ManagePage, ManageRowActions } from "@ui/ManagePage/ManagePage.tsx";
import { useManageForm, useManageList } from "@ui/ManagePage/useManage.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ReorderButtons } from "@ui/ReorderButtons/ReorderButtons.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { emptyPartnerValues, partnerValuesOf, type Partner, type PartnerValues } from "./types.ts";

export interface PartnersManageScreenProps {
  state: "loading" | "failed" | "ready";
  partners: readonly Partner[];
  onSave: (id: string | null, values: PartnerValues) => Promise<void>;
  /** Move a partner to a position (1-based). */
  onMove: (partner: Partner, position: number) => Promise<void>;
  onDelete: (partner: Partner) => Promise<void>;
  onUpload: (file: File) => Promise<string>;
  onRetry?: () => void;
}

/** /content/partners: center staff add, edit, reorder (buttons, so by keyboard) and delete partners. */
export function PartnersManageScreen(props: PartnersManageScreenProps) {
  const { t } = useTranslation("partners");
  const { editing, setEditing, message, act, saved } = useManageList<Partner>(t("manage.failedAction"));
  const list = useRef<HTMLUListElement>(null);

  if (editing)
    return (
      <PartnerForm
        partner={editing === "new" ? null : editing}
        onUpload={props.onUpload}
        onCancel={() => setEditing(null)}
        onSave={async (values) => {
          await props.onSave(editing === "new" ? null : editing.id, values);
          saved(t("manage.saved"));
        }}
      />
    );

  async function move(p: Partner, to: number, direction: "up" | "down") {
    await act(() => props.onMove(p, to + 1), t("manage.moved", { name: p.name, position: to + 1 }));
    // Keep the keyboard where it was: on the same partner's button, in its new row.
    requestAnimationFrame(() => {
      const rows = list.current?.querySelectorAll<HTMLElement>("li");
      const button = rows?.[to]?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`);
      (button ?? rows?.[to]?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)"))?.focus();
    });
  }

  let body;
  if (!props.partners.length)
    body = <EmptyState bordered icon={<Handshake />} title={t("empty")} description={t("manage.emptyHint")} />;
  else
    body = (
      <ul ref={list} aria-label={t("manage.order")} className="m-0 flex list-none flex-col gap-2 p-0">
        {props.partners.map((p, i) => (
          <li
            key={p.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 straight:rounded-none sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <span className="w-6 text-end text-sm text-fg-muted">{i + 1}.</span>
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-md bg-primary-50 font-bold text-primary-800 straight:rounded-none dark:bg-primary-900 dark:text-primary-100"
              >
                {p.logoUrl ? <img src={p.logoUrl} alt="" className="size-full object-contain" /> : initialsOf(p.name)}
              </span>
              <h2 className="m-0 min-w-0 truncate text-base font-semibold">{p.name}</h2>
            </div>
            <ManageRowActions
              name={p.name}
              editLabel={t("manage.edit")}
              deleteLabel={t("manage.delete")}
              onEdit={() => setEditing(p)}
              confirm={{
                question: t("manage.confirmDelete", { name: p.name }),
                detail: t("manage.confirmDeleteText"),
                cancelLabel: t("manage.cancel"),
              }}
              onDelete={() => void act(() => props.onDelete(p), t("manage.deleted", { name: p.name }))}
            >
              <ReorderButtons
                index={i}
                count={props.partners.length}
                upLabel={t("manage.up", { name: p.name })}
                downLabel={t("manage.down", { name: p.name })}
                onMove={(to, direction) => void move(p, to, direction)}
              />
            </ManageRowActions>
          </li>
        ))}
      </ul>
    );

  return (
    <ManagePage
      title={t("manage.title")}
      addLabel={t("manage.add")}
      onAdd={() => setEditing("new")}
      message={message}
      state={props.state}
      stateLabels={{ loading: t("loading"), failed: t("failed"), retry: t("retry") }}
      onRetry={props.onRetry}
    >
      {body}
    </ManagePage>
  );
}

function PartnerForm({
  partner,
  onSave,
  onCancel,
  onUpload,
}: {
  partner: Partner | null;
  onSave: (values: PartnerValues) => Promise<void>;
  onCancel: () => void;
  onUpload: (file: File) => Promise<string>;
}) {
  const { t } = useTranslation("partners");
  const [values, setValues] = useState<PartnerValues>(partner ? partnerValuesOf(partner) : emptyPartnerValues);
  const {
    errors,
    setErrors,
    failed,
    busy,
    submit: save,
  } = useManageForm({
    checkFields: t("form.checkFields"),
    failed: t("manage.failedAction"),
  });
  const set = (k: keyof PartnerValues, v: string) => setValues((old) => ({ ...old, [k]: v }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (values.name.trim().length < 2) local.name = t("form.nameRequired");
    await save(local, () => onSave(values));
  }

  return (
    <form className="mx-auto flex w-full max-w-2xl flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="m-0 text-2xl font-bold">{partner ? t("form.editTitle") : t("form.newTitle")}</h1>
      {failed ? <Notice tone="danger">{failed}</Notice> : null}
      <Field label={t("form.name")} required error={errors.name}>
        <Input value={values.name} onChange={(e) => set("name", e.target.value)} maxLength={120} />
      </Field>
      <Field label={t("form.link")} hint={t("form.linkHint")} error={errors.link}>
        <Input type="url" value={values.link} onChange={(e) => set("link", e.target.value)} maxLength={500} />
      </Field>
      <Field label={t("form.description")} error={errors.description}>
        <Textarea
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          rows={3}
          maxLength={600}
        />
      </Field>
      <Field label={t("form.logo")} hint={t("form.logoHint")} error={errors.logo_url}>
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="min-h-11 text-base"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file)
              onUpload(file).then(
                (url) => set("logo_url", url),
                () => setErrors((old) => ({ ...old, logo_url: t("form.uploadFailed") })),
              );
          }}
        />
      </Field>
      {values.logo_url ? <img src={values.logo_url} alt="" className="size-16 object-contain" /> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {t("form.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("form.cancel")}
        </Button>
      </div>
    </form>
  );
}
