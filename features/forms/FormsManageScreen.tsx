import { ArrowLeft, ClipboardList, Copy, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  FORM_FIELD_KINDS,
  FORM_FIELD_LABEL_MAX,
  FORM_FIELD_HELP_MAX,
  FORM_INTRODUCTION_MAX,
  FORM_TITLE_MAX,
} from "@contract/forms.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { ExportButton } from "@ui/ExportButton/ExportButton.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { ManageDeleteButton, ManagePage } from "@ui/ManagePage/ManagePage.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ReorderButtons, type ReorderDirection } from "@ui/ReorderButtons/ReorderButtons.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { AnswerList } from "./AnswerList.tsx";
import {
  emptyFormValues,
  formValuesOf,
  formatDateTime,
  type Failure,
  type FormDef,
  type FormField,
  type FormReply,
  type FormStatus,
  type FormValues,
  type LoadState,
} from "./types.ts";

/** The responses of the form whose responses are open (the app loads them on `onOpenResponses`). */
export interface ResponsesData {
  formId: string;
  state: LoadState;
  replies: readonly FormReply[];
  total: number;
}

export interface FormsManageScreenProps {
  state: LoadState;
  forms: readonly FormDef[];
  /** The address a visitor opens for a token (the center's own host). */
  linkFor: (token: string) => string;
  /** Create (id null) or update; rejects with a Failure whose fieldErrors are keyed `title`, `fields.0.label` ... */
  onSave: (id: string | null, values: FormValues) => Promise<void>;
  onSetStatus: (form: FormDef, status: FormStatus) => Promise<void>;
  onRegenerate: (form: FormDef) => Promise<void>;
  onDelete: (form: FormDef) => Promise<void>;
  /** The staff open (a form) or close (null) a form's responses. */
  onOpenResponses: (form: FormDef | null) => void;
  responses?: ResponsesData | undefined;
  onExport: (form: FormDef) => Promise<void>;
  onRetry?: () => void;
  /** Copies text (the app's clipboard); resolves when done. */
  onCopy?: (text: string) => Promise<void>;
}

type View = { kind: "list" } | { kind: "edit"; form: FormDef | null } | { kind: "responses"; form: FormDef };

/** /content/forms: center staff build forms, publish them by a secret link, and read and export the responses. */
export function FormsManageScreen(props: FormsManageScreenProps) {
  const { t } = useTranslation("forms");
  const [view, setView] = useState<View>({ kind: "list" });
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  const run = async (action: () => Promise<void>, ok: string) => {
    try {
      await action();
      setMessage({ ok: true, text: ok });
    } catch {
      setMessage({ ok: false, text: t("manage.failedAction") });
    }
  };

  if (view.kind === "edit")
    return (
      <FormEditor
        form={view.form}
        onCancel={() => setView({ kind: "list" })}
        onSave={async (values) => {
          await props.onSave(view.form?.id ?? null, values);
          setView({ kind: "list" });
          setMessage({ ok: true, text: t("manage.saved", { title: values.title }) });
        }}
      />
    );

  if (view.kind === "responses") {
    // The list's copy is current (a new count after a refresh).
    const form = props.forms.find((f) => f.id === view.form.id) ?? view.form;
    return (
      <ResponsesView
        form={form}
        data={props.responses?.formId === form.id ? props.responses : undefined}
        onBack={() => {
          props.onOpenResponses(null);
          setView({ kind: "list" });
        }}
        onExport={() => props.onExport(form)}
        onRetry={() => props.onOpenResponses(form)}
      />
    );
  }

  let body: ReactNode;
  if (!props.forms.length)
    body = (
      <EmptyState bordered icon={<ClipboardList />} title={t("manage.empty")} description={t("manage.emptyHint")} />
    );
  else
    body = (
      <ul aria-label={t("manage.list")} className="m-0 flex list-none flex-col gap-3 p-0">
        {props.forms.map((form) => (
          <li
            key={form.id}
            className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 straight:rounded-none"
          >
            <div className="flex flex-col gap-1">
              <h2 className="m-0 text-lg font-semibold">{form.title}</h2>
              <p className="m-0 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                <Badge variant={form.status === "open" ? "success" : "muted"}>{t(`status.${form.status}`)}</Badge>
                <span>{t("manage.questions", { count: form.fields.length })}</span>
                <span aria-hidden="true">·</span>
                <span>{t("manage.responses", { count: form.responseCount })}</span>
              </p>
            </div>
            <SecretLink
              form={form}
              href={props.linkFor(form.token)}
              onCopy={props.onCopy}
              onCopied={(ok) =>
                setMessage(ok ? { ok: true, text: t("manage.copied") } : { ok: false, text: t("manage.copyFailed") })
              }
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setView({ kind: "edit", form })}>
                {t("manage.edit")}
                <span className="sr-only">: {form.title}</span>
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  props.onOpenResponses(form);
                  setView({ kind: "responses", form });
                }}
              >
                {t("manage.showResponses", { count: form.responseCount })}
                <span className="sr-only">: {form.title}</span>
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  void run(
                    () => props.onSetStatus(form, form.status === "open" ? "closed" : "open"),
                    t(form.status === "open" ? "manage.closedNow" : "manage.openedNow", { title: form.title }),
                  )
                }
              >
                {form.status === "open" ? t("manage.close") : t("manage.open")}
                <span className="sr-only">: {form.title}</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                icon={<RefreshCw aria-hidden />}
                onClick={() => void run(() => props.onRegenerate(form), t("manage.regenerated", { title: form.title }))}
              >
                {t("manage.regenerate")}
                <span className="sr-only">: {form.title}</span>
              </Button>
              <ManageDeleteButton
                name={form.title}
                label={t("manage.delete")}
                icon={<Trash2 aria-hidden />}
                confirm={{
                  question: t("manage.confirmDeleteTitle", { title: form.title }),
                  detail: t("manage.confirmDeleteText", { count: form.responseCount }),
                  cancelLabel: t("manage.cancel"),
                }}
                onDelete={() => void run(() => props.onDelete(form), t("manage.deleted", { title: form.title }))}
              />
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <ManagePage
      title={t("manage.title")}
      addLabel={t("manage.add")}
      onAdd={() => setView({ kind: "edit", form: null })}
      message={message}
      state={props.state}
      stateLabels={{ loading: t("manage.loading"), failed: t("manage.failed"), retry: t("retry") }}
      onRetry={props.onRetry}
    >
      <p className="m-0 -mt-2 text-fg-muted">{t("manage.intro")}</p>
      {body}
    </ManagePage>
  );
}

function SecretLink({
  form,
  href,
  onCopy,
  onCopied,
}: {
  form: FormDef;
  href: string;
  onCopy?: ((text: string) => Promise<void>) | undefined;
  onCopied: (ok: boolean) => void;
}) {
  const { t } = useTranslation("forms");
  const id = `form-link-${form.id}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {t("manage.link")}
        <span className="sr-only">: {form.title}</span>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} readOnly value={href} className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
        <Button
          variant="outline"
          size="sm"
          className="min-h-11 shrink-0"
          icon={<Copy aria-hidden />}
          onClick={() => {
            const copy = onCopy ?? ((text: string) => navigator.clipboard.writeText(text));
            copy(href).then(
              () => onCopied(true),
              () => onCopied(false),
            );
          }}
        >
          {t("manage.copy")}
          <span className="sr-only">: {form.title}</span>
        </Button>
      </div>
    </div>
  );
}

function ResponsesView({
  form,
  data,
  onBack,
  onExport,
  onRetry,
}: {
  form: FormDef;
  data: ResponsesData | undefined;
  onBack: () => void;
  onExport: () => Promise<void>;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation("forms");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  let body: ReactNode;
  if (!data || data.state === "loading")
    body = (
      <SkeletonGroup label={t("responses.loading")} className="flex flex-col gap-3">
        <Skeleton className="h-40" />
      </SkeletonGroup>
    );
  else if (data.state === "failed")
    body = <Notice retry={{ label: t("retry"), onRetry }}>{t("responses.failed")}</Notice>;
  else if (!data.replies.length)
    body = (
      <EmptyState
        bordered
        icon={<ClipboardList />}
        title={t("responses.empty")}
        description={form.status === "open" ? t("responses.emptyOpen") : t("responses.emptyClosed")}
      />
    );
  else
    body = (
      <ol aria-label={t("responses.list")} className="m-0 flex list-none flex-col gap-3 p-0">
        {data.replies.map((r) => (
          <li
            key={r.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none"
          >
            <h2 className="m-0 text-base font-semibold">
              {r.respondentName || r.respondentEmail
                ? t("responses.by", { name: r.respondentName ?? r.respondentEmail })
                : t("responses.anonymous")}
              <span className="font-normal text-fg-muted">
                {" · "}
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
              </span>
            </h2>
            <AnswerList answers={r.answers} />
          </li>
        ))}
      </ol>
    );
  const total = data?.state === "ready" ? data.total : form.responseCount;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div>
        <Button variant="link" icon={<ArrowLeft aria-hidden />} onClick={onBack}>
          {t("responses.back")}
        </Button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 ref={heading} tabIndex={-1} className="m-0 text-2xl font-bold">
            {t("responses.title", { title: form.title })}
          </h1>
          <p className="m-0 text-fg-muted">{t("responses.count", { count: total })}</p>
        </div>
        {total > 0 ? <ExportButton label={t("responses.export")} onExport={onExport} /> : null}
      </div>
      {data?.state === "ready" && data.total > data.replies.length ? (
        <Notice tone="info">{t("responses.partial", { shown: data.replies.length, total: data.total })}</Notice>
      ) : null}
      {body}
    </div>
  );
}

const newField = (): FormField => ({ key: "", label: "", kind: "text", required: false, help: null, options: [] });

function FormEditor({
  form,
  onSave,
  onCancel,
}: {
  form: FormDef | null;
  onSave: (values: FormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("forms");
  const [values, setValues] = useState<FormValues>(form ? formValuesOf(form) : emptyFormValues);
  // The options of choice questions as typed (one per line), per field position.
  const [optionText, setOptionText] = useState<string[]>(() => values.fields.map((f) => f.options.join("\n")));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  const setField = (i: number, patch: Partial<FormField>) =>
    setValues((old) => ({ ...old, fields: old.fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) }));

  function move(from: number, to: number, direction: ReorderDirection) {
    const swap = <T,>(list: T[]) => {
      const next = [...list];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    };
    setValues((old) => ({ ...old, fields: swap(old.fields) }));
    setOptionText(swap);
    setErrors({});
    // Keep the focus on the moved question's button (the other one at either end of the list).
    requestAnimationFrame(() => {
      const item = listRef.current?.querySelector(`[data-field-index="${to}"]`);
      const button =
        item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`) ??
        item?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)");
      button?.focus();
    });
  }

  function remove(i: number) {
    setValues((old) => ({ ...old, fields: old.fields.filter((_, j) => j !== i) }));
    setOptionText((old) => old.filter((_, j) => j !== i));
    setErrors({});
  }

  function add() {
    setValues((old) => ({ ...old, fields: [...old.fields, newField()] }));
    setOptionText((old) => [...old, ""]);
    const index = values.fields.length;
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLInputElement>(`[data-field-index="${index}"] input`)?.focus(),
    );
  }

  const withOptions = (): FormValues => ({
    ...values,
    fields: values.fields.map((f, i) => ({
      ...f,
      options:
        f.kind === "choice"
          ? (optionText[i] ?? "")
              .split("\n")
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
    })),
  });

  function localErrors(v: FormValues): Record<string, string> {
    const e: Record<string, string> = {};
    if (v.title.trim().length < 3) e.title = t("editor.errors.title");
    v.fields.forEach((f, i) => {
      if (!f.label.trim()) e[`fields.${i}.label`] = t("editor.errors.label");
      if (f.kind === "choice" && new Set(f.options).size < 2) e[`fields.${i}.options`] = t("editor.errors.options");
    });
    return e;
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    const v = withOptions();
    const local = localErrors(v);
    setErrors(local);
    setFailed(undefined);
    if (Object.keys(local).length) {
      setFailed(t("editor.checkFields"));
      return;
    }
    setBusy(true);
    try {
      await onSave(v);
    } catch (err) {
      const f = err as Failure;
      setErrors(f.fieldErrors ?? {});
      setFailed(
        f.fieldErrors && Object.keys(f.fieldErrors).length ? t("editor.checkFields") : t("manage.failedAction"),
      );
    } finally {
      setBusy(false);
    }
  }

  // Blur checks one field of the editor, as the forms of the product do.
  const blurCheck = (key: string) => () => {
    const found = localErrors(withOptions());
    setErrors((old) => {
      const next = { ...old };
      if (found[key]) next[key] = found[key];
      else delete next[key];
      return next;
    });
  };

  return (
    <form className="mx-auto flex w-full max-w-3xl flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="m-0 text-2xl font-bold">{form ? t("editor.editTitle") : t("editor.newTitle")}</h1>
      {failed ? <Notice tone="danger">{failed}</Notice> : null}
      <Field label={t("editor.title")} required error={errors.title}>
        <Input
          value={values.title}
          onChange={(e) => setValues((o) => ({ ...o, title: e.target.value }))}
          onBlur={blurCheck("title")}
          maxLength={FORM_TITLE_MAX}
        />
      </Field>
      <Field label={t("editor.introduction")} hint={t("editor.introductionHint")} error={errors.introduction}>
        <Textarea
          value={values.introduction}
          onChange={(e) => setValues((o) => ({ ...o, introduction: e.target.value }))}
          rows={3}
          maxLength={FORM_INTRODUCTION_MAX}
        />
      </Field>
      <Checkbox
        label={t("editor.open")}
        hint={t("editor.openHint")}
        checked={values.status === "open"}
        onCheckedChange={(c) => setValues((o) => ({ ...o, status: c === true ? "open" : "closed" }))}
      />
      <section aria-labelledby="form-questions" className="flex flex-col gap-3">
        <h2 id="form-questions" className="m-0 text-xl font-semibold">
          {t("editor.questions")}
        </h2>
        {errors.fields ? <Notice tone="danger">{errors.fields}</Notice> : null}
        {values.fields.length ? null : <p className="m-0 text-fg-muted">{t("editor.noQuestions")}</p>}
        <ol ref={listRef} className="m-0 flex list-none flex-col gap-3 p-0">
          {values.fields.map((f, i) => {
            const name = f.label.trim() || t("editor.questionN", { n: i + 1 });
            return (
              <li
                key={i}
                data-field-index={i}
                className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="m-0 text-base font-semibold">{t("editor.questionN", { n: i + 1 })}</h3>
                  <div className="flex flex-wrap gap-2">
                    <ReorderButtons
                      index={i}
                      count={values.fields.length}
                      upLabel={t("editor.moveUp", { name })}
                      downLabel={t("editor.moveDown", { name })}
                      onMove={(to, direction) => move(i, to, direction)}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      icon={<Trash2 aria-hidden />}
                      onClick={() => remove(i)}
                    >
                      {t("editor.removeQuestion")}
                      <span className="sr-only">: {name}</span>
                    </Button>
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
                  <Field label={t("editor.label")} required error={errors[`fields.${i}.label`]}>
                    <Input
                      value={f.label}
                      onChange={(e) => setField(i, { label: e.target.value })}
                      onBlur={blurCheck(`fields.${i}.label`)}
                      maxLength={FORM_FIELD_LABEL_MAX}
                    />
                  </Field>
                  <Field label={t("editor.kind")} error={errors[`fields.${i}.kind`]}>
                    <Select
                      value={f.kind}
                      onValueChange={(kind) => setField(i, { kind: kind as FormField["kind"] })}
                      options={FORM_FIELD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                    />
                  </Field>
                </div>
                {f.kind === "choice" ? (
                  <Field
                    label={t("editor.options")}
                    hint={t("editor.optionsHint")}
                    required
                    error={errors[`fields.${i}.options`]}
                  >
                    <Textarea
                      value={optionText[i] ?? ""}
                      onChange={(e) => setOptionText((old) => old.map((o, j) => (j === i ? e.target.value : o)))}
                      onBlur={blurCheck(`fields.${i}.options`)}
                      rows={3}
                    />
                  </Field>
                ) : null}
                <Field label={t("editor.help")} hint={t("editor.helpHint")} error={errors[`fields.${i}.help`]}>
                  <Input
                    value={f.help ?? ""}
                    onChange={(e) => setField(i, { help: e.target.value || null })}
                    maxLength={FORM_FIELD_HELP_MAX}
                  />
                </Field>
                <Checkbox
                  label={t("editor.required")}
                  checked={f.required}
                  onCheckedChange={(c) => setField(i, { required: c === true })}
                />
              </li>
            );
          })}
        </ol>
        <div>
          <Button type="button" variant="outline" icon={<Plus aria-hidden />} onClick={add}>
            {t("editor.addQuestion")}
          </Button>
        </div>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {t("editor.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("editor.cancel")}
        </Button>
      </div>
    </form>
  );
}
