import { CheckCircle2, FileQuestion, Lock } from "lucide-react";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { intlLocale } from "@contract/amsterdam-time.ts";
import { answerMax } from "@contract/forms.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { DatePicker } from "@ui/DatePicker/DatePicker.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { problemOf, type AnswerValues, type Failure, type FormField, type PublicForm } from "./types.ts";

export type PublicFormState = "loading" | "failed" | "notFound" | "noToken" | "ready";

export interface PublicFormScreenProps {
  state: PublicFormState;
  form?: PublicForm | undefined;
  centerName: string;
  /** The center's logo (the empty layout has no header). */
  logoUrl?: string | null | undefined;
  /** Signed in: the answers are linked to the account and listed at /profile-replies. */
  signedIn?: boolean;
  /** Rejects with a Failure whose fieldErrors are keyed by the fields' keys. */
  onSubmit: (answers: AnswerValues) => Promise<void>;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

/** /forms/:token: a center's questionnaire in the empty layout, checked field by field on blur, with a clear confirmation. */
export function PublicFormScreen(props: PublicFormScreenProps) {
  const { t } = useTranslation("forms");
  const Link = props.linkComponent ?? PlainLink;
  let body: ReactNode;
  if (props.state === "loading")
    body = (
      <SkeletonGroup label={t("public.loading")} className="flex flex-col gap-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </SkeletonGroup>
    );
  else if (props.state === "failed")
    body = (
      <>
        <h1 className="m-0 text-3xl font-bold">{t("public.heading")}</h1>
        <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("public.failed")}</Notice>
      </>
    );
  else if (props.state === "noToken" || props.state === "notFound")
    body = (
      <Message
        icon={<FileQuestion aria-hidden="true" className="size-12 text-fg-muted" />}
        title={props.state === "noToken" ? t("public.heading") : t("public.notFoundTitle")}
        text={props.state === "noToken" ? t("public.noToken", { center: props.centerName }) : t("public.notFound")}
      >
        <Link href="/" className="text-primary-fg underline underline-offset-4">
          {t("public.home", { center: props.centerName })}
        </Link>
      </Message>
    );
  else if (props.form?.status !== "open")
    body = (
      <Message
        icon={<Lock aria-hidden="true" className="size-12 text-fg-muted" />}
        title={props.form?.title ?? t("public.heading")}
        text={t("public.closed", { center: props.centerName })}
      >
        <Link href="/" className="text-primary-fg underline underline-offset-4">
          {t("public.home", { center: props.centerName })}
        </Link>
      </Message>
    );
  else body = <AnswerForm {...props} form={props.form} />;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      {/* The center's name is the home link's text: no link until the name is known (an empty link has no name). */}
      {props.centerName ? (
        <Link href="/" className="w-fit rounded-sm">
          <span className="flex items-center gap-3">
            {props.logoUrl ? <img src={props.logoUrl} alt="" className="h-12 w-auto max-w-40 object-contain" /> : null}
            <span className="text-lg font-semibold text-fg">{props.centerName}</span>
          </span>
        </Link>
      ) : (
        <span aria-hidden="true" className="h-12" />
      )}
      <div className="flex flex-col gap-6 rounded-xl border border-border bg-surface p-5 shadow-sm straight:rounded-none sm:p-8">
        {body}
      </div>
    </div>
  );
}

function Message({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      {icon}
      <h1 className="m-0 text-3xl font-bold">{title}</h1>
      <p className="m-0 text-lg">{text}</p>
      {children}
    </div>
  );
}

const initialValues = (fields: readonly FormField[]): AnswerValues =>
  Object.fromEntries(fields.map((f) => [f.key, f.kind === "checkbox" ? false : ""]));

function AnswerForm(props: PublicFormScreenProps & { form: PublicForm }) {
  const { t } = useTranslation("forms");
  const { form } = props;
  const Link = props.linkComponent ?? PlainLink;
  const [values, setValues] = useState<AnswerValues>(() => initialValues(form.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const messageOf = (field: FormField, value: string | boolean | undefined): string | undefined => {
    const problem = problemOf(field, value);
    if (!problem) return undefined;
    // A question as label reads badly in "<label> is verplicht": a choice and a checkbox say what to do.
    const key =
      problem === "blank" && (field.kind === "choice" || field.kind === "checkbox") ? `blank_${field.kind}` : problem;
    return t(`answerErrors.${key}`, { field: field.label, max: answerMax(field.kind) });
  };
  // The latest answers, for a check that runs after the render of its blur (see below).
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  const pointerDown = useRef(false);
  // Forms validate on blur (specification section 8): a field is checked when the focus leaves it.
  const check = (field: FormField) =>
    setErrors((old) => {
      const message = messageOf(field, latest.current[field.key]);
      const next = { ...old };
      if (message) next[field.key] = message;
      else delete next[field.key];
      return next;
    });
  const blurOut = (field: FormField) => (e: FocusEvent<HTMLElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    // Left by a press on another control: check once the press is over, so that a message that
    // comes or goes does not move that control away from under the pointer before its click.
    if (pointerDown.current)
      window.addEventListener("pointerup", () => window.setTimeout(() => check(field), 0), { once: true });
    else check(field);
  };
  const set = (key: string, value: string | boolean) => setValues((old) => ({ ...old, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    for (const field of form.fields) {
      const message = messageOf(field, values[field.key]);
      if (message) local[field.key] = message;
    }
    setErrors(local);
    setFailed(undefined);
    if (Object.keys(local).length) {
      setFailed(t("public.checkFields"));
      focusFirstError(local);
      return;
    }
    setBusy(true);
    try {
      await props.onSubmit(values);
      setSent(true);
    } catch (err) {
      const f = err as Failure;
      const fieldErrors = f.fieldErrors ?? {};
      setErrors(fieldErrors);
      setFailed(Object.keys(fieldErrors).length ? t("public.checkFields") : f.message || t("public.sendFailed"));
      focusFirstError(fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  function focusFirstError(found: Record<string, string>) {
    const first = form.fields.find((f) => found[f.key]);
    if (!first) return;
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>(`[data-answer="${CSS.escape(first.key)}"] :is(input, textarea, button)`)
        ?.focus(),
    );
  }

  if (sent)
    return (
      <div className="flex flex-col gap-3" role="status">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success-fg" />
        <h1 className="m-0 text-3xl font-bold">{t("public.sentTitle")}</h1>
        <p className="m-0 text-lg">{t("public.sentText", { center: props.centerName, title: form.title })}</p>
        {props.signedIn ? (
          <p className="m-0">
            <Link href="/profile-replies" className="text-primary-fg underline underline-offset-4">
              {t("public.seeReplies")}
            </Link>
          </p>
        ) : null}
        <div>
          <Button
            variant="outline"
            onClick={() => {
              setValues(initialValues(form.fields));
              setErrors({});
              setSent(false);
            }}
          >
            {t("public.another")}
          </Button>
        </div>
      </div>
    );

  return (
    <form
      ref={formRef}
      className="flex flex-col gap-5"
      onSubmit={(e) => void submit(e)}
      onPointerDownCapture={() => {
        pointerDown.current = true;
        window.addEventListener("pointerup", () => (pointerDown.current = false), { once: true, capture: true });
      }}
      noValidate
    >
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold">{form.title}</h1>
        {form.introduction ? <p className="m-0 text-lg whitespace-pre-line">{form.introduction}</p> : null}
        {form.fields.some((f) => f.required) ? (
          <p className="m-0 text-sm text-fg-muted">{t("public.requiredNote")}</p>
        ) : null}
      </div>
      {failed ? <Notice tone="danger">{failed}</Notice> : null}
      {form.fields.map((field) => (
        <div key={field.key} data-answer={field.key}>
          <AnswerInput
            field={field}
            value={values[field.key]}
            error={errors[field.key]}
            onChange={(v) => set(field.key, v)}
            onBlur={blurOut(field)}
          />
        </div>
      ))}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t("public.sending") : t("public.send")}
        </Button>
      </div>
    </form>
  );
}

function AnswerInput({
  field,
  value,
  error,
  onChange,
  onBlur,
}: {
  field: FormField;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
  onBlur: (e: FocusEvent<HTMLElement>) => void;
}) {
  const { t, i18n } = useTranslation("forms");
  const text = typeof value === "string" ? value : "";
  if (field.kind === "date")
    return (
      <Field label={field.label} required={field.required} hint={field.help ?? undefined} error={error}>
        <DatePicker
          value={text}
          onValueChange={onChange}
          onBlur={onBlur}
          locale={intlLocale(i18n.language)}
          labels={{
            openCalendar: t("public.date.open"),
            previousMonth: t("public.date.previous"),
            nextMonth: t("public.date.next"),
          }}
        />
      </Field>
    );
  if (field.kind === "checkbox")
    return (
      <Checkbox
        label={
          <>
            {field.label}
            {field.required ? (
              <span aria-hidden="true" className="ms-0.5 text-danger-fg">
                *
              </span>
            ) : null}
          </>
        }
        checked={value === true}
        onCheckedChange={(c) => onChange(c === true)}
        invalid={!!error}
        hint={
          error ? <span className="text-danger-fg">{error}</span> : field.help ? <span>{field.help}</span> : undefined
        }
        aria-required={field.required || undefined}
        onBlur={onBlur}
      />
    );
  if (field.kind === "choice")
    return (
      <Field group label={field.label} required={field.required} hint={field.help ?? undefined} error={error}>
        <RadioGroup
          options={field.options.map((o) => ({ value: o, label: o }))}
          value={text}
          onValueChange={onChange}
          onBlur={onBlur}
          invalid={!!error}
          aria-required={field.required || undefined}
        />
      </Field>
    );
  const common = {
    value: text,
    onBlur,
    maxLength: answerMax(field.kind),
  };
  return (
    <Field label={field.label} required={field.required} hint={field.help ?? undefined} error={error}>
      {field.kind === "long_text" ? (
        <Textarea {...common} rows={5} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input
          {...common}
          type={field.kind === "email" ? "email" : "text"}
          autoComplete={field.kind === "email" ? "email" : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
