import { ArrowLeft } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@contract/enums.ts";
import type { TemplateText } from "@contract/notification-templates.ts";
import { Button } from "@ui/Button/Button.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import type { LoadState, TemplateDetail, TemplateFailure, TemplatePreview } from "./types.ts";

const LANGS: readonly Locale[] = ["nl", "en"];

export interface NotificationTemplateEditScreenProps {
  state: LoadState;
  template: TemplateDetail | null;
  backHref: string;
  /** Save both languages; rejects with fieldErrors keyed "nl.subject", "en.body", .... */
  onSave: (translations: Record<Locale, TemplateText>) => Promise<void>;
  onPreview: (locale: Locale, text: TemplateText) => Promise<TemplatePreview>;
  /** Mail the draft to the signed-in user; resolves to the address. */
  onTestMail: (locale: Locale, text: TemplateText) => Promise<string>;
  onReset: () => Promise<void>;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

/** /notification_templates/:id/edit: subject and body per language, placeholders, preview, test mail, reset. */
export function NotificationTemplateEditScreen(props: NotificationTemplateEditScreenProps) {
  const { t } = useTranslation("notification-templates");
  const Link = props.linkComponent ?? PlainLink;
  const back = (
    <Link href={props.backHref} className="inline-flex items-center gap-1 text-link underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("form.back")}
    </Link>
  );
  if (props.state === "loading" || (props.state === "ready" && !props.template))
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
        {back}
        <SkeletonGroup label={t("loading")} className="flex flex-col gap-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-48" />
        </SkeletonGroup>
      </div>
    );
  if (props.state === "failed" || !props.template)
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
        {back}
        <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("failed")}</Notice>
      </div>
    );
  return <TemplateForm {...props} template={props.template} back={back} key={props.template.key} />;
}

function TemplateForm(
  props: NotificationTemplateEditScreenProps & { template: TemplateDetail; back: React.ReactNode },
) {
  const { t } = useTranslation("notification-templates");
  const tpl = props.template;
  const [lang, setLang] = useState<Locale>("nl");
  const [texts, setTexts] = useState<Record<Locale, TemplateText>>(tpl.translations);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<"subject" | "body">("body");
  const heading = useRef<HTMLHeadingElement>(null);
  const text = texts[lang];
  const set = (field: keyof TemplateText, value: string) =>
    setTexts((old) => ({ ...old, [lang]: { ...old[lang], [field]: value } }));

  function insert(token: string) {
    const field = lastField.current;
    const el = field === "subject" ? subjectRef.current : bodyRef.current;
    const value = text[field];
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    set(field, value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      el.setSelectionRange(start + token.length, start + token.length);
    });
  }

  async function run<T>(action: () => Promise<T>, ok: (v: T) => string) {
    setBusy(true);
    setMessage(undefined);
    try {
      const v = await action();
      setErrors({});
      setMessage({ ok: true, text: ok(v) });
    } catch (err) {
      const f = err as TemplateFailure;
      setErrors(f.fieldErrors ?? {});
      setMessage({ ok: false, text: Object.values(f.fieldErrors ?? {})[0] ?? t("form.failedAction") });
    } finally {
      setBusy(false);
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      () => props.onSave(texts),
      () => t("form.saved"),
    );
  };
  const showPreview = () =>
    void run(
      async () => setPreview(await props.onPreview(lang, text)),
      () => t("form.previewTitle"),
    );
  const testMail = () =>
    void run(
      () => props.onTestMail(lang, text),
      (to) => t("form.testSent", { to }),
    );
  const reset = () => {
    void run(
      async () => {
        await props.onReset();
        setTexts(tpl.defaults);
        // The reset button goes once the template has no changed text: focus to the title then.
        setTimeout(() => {
          if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
        });
      },
      () => t("form.resetDone"),
    );
  };
  const lists = Object.entries(tpl.lists);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      {props.back}
      <h1 ref={heading} tabIndex={-1} className="m-0 text-2xl font-bold focus:outline-none">
        {t(`names.${tpl.key}`)}
      </h1>
      {tpl.security ? <Notice tone="info">{t("form.security")}</Notice> : null}
      <div aria-live="polite">
        {message ? <Notice tone={message.ok ? "success" : "danger"}>{message.text}</Notice> : null}
      </div>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div role="group" aria-label={t("form.languages")} className="flex flex-wrap gap-2">
          {LANGS.map((l) => (
            <Button
              key={l}
              type="button"
              variant={l === lang ? "solid" : "outline"}
              aria-pressed={l === lang}
              onClick={() => {
                setLang(l);
                setPreview(null);
              }}
            >
              {t(`language.${l}`)}
            </Button>
          ))}
        </div>
        <Field label={t("form.subject")} error={errors[`${lang}.subject`]} required>
          <Input
            ref={subjectRef}
            value={text.subject}
            maxLength={200}
            onFocus={() => (lastField.current = "subject")}
            onChange={(e) => set("subject", e.target.value)}
          />
        </Field>
        <Field
          label={t("form.body")}
          hint={t("form.bodyHint", { example: "{{link}}" })}
          error={errors[`${lang}.body`]}
          required
        >
          <Textarea
            ref={bodyRef}
            rows={12}
            value={text.body}
            onFocus={() => (lastField.current = "body")}
            onChange={(e) => set("body", e.target.value)}
            className="font-mono text-sm"
          />
        </Field>
        <fieldset className="m-0 flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3 straight:rounded-none">
          <legend className="px-1 font-semibold">{t("form.placeholders")}</legend>
          <p className="m-0 text-sm text-fg-muted">{t("form.placeholdersHint")}</p>
          <div className="flex flex-wrap gap-2">
            {tpl.placeholders.map((p) => {
              const fields = tpl.lists[p];
              const token = fields
                ? `{{#each ${p}}}\n${fields.map((f) => `{{${f}}}`).join(" ")}\n{{/each}}`
                : `{{${p}}}`;
              return (
                <Button
                  key={p}
                  type="button"
                  size="sm"
                  variant="outline"
                  // A long meaning wraps on a phone instead of widening the page.
                  className="h-auto min-h-9 max-w-full shrink flex-wrap justify-start gap-x-2 gap-y-0 py-1.5 text-left whitespace-normal"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => insert(token)}
                >
                  <span className="sr-only">{t("form.insert")} </span>
                  <code>{`{{${p}}}`}</code> <span className="font-normal text-fg-muted">{t(`placeholder.${p}`)}</span>
                </Button>
              );
            })}
          </div>
          {lists.map(([list, fields]) => (
            <p key={list} className="m-0 text-sm text-fg-muted">
              {t("form.listHint", {
                list: `{{${list}}}`,
                open: `{{#each ${list}}}`,
                close: "{{/each}}",
                fields: fields.map((f) => `{{${f}}}`).join(", "),
              })}
            </p>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? t("form.saving") : t("form.save")}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={showPreview}>
            {t("form.preview")}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={testMail}>
            {t("form.testMail")}
          </Button>
          {tpl.customized.length ? (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="ghost" disabled={busy}>
                  {t("form.reset")}
                </Button>
              }
              title={t("form.confirmResetTitle")}
              description={t("form.confirmReset")}
              confirmLabel={t("form.reset")}
              cancelLabel={t("form.keepText")}
              onConfirm={reset}
            />
          ) : null}
        </div>
      </form>
      {preview ? (
        <section aria-label={t("form.previewTitle")} className="flex flex-col gap-2">
          <h2 className="m-0 text-lg font-semibold">{t("form.previewTitle")}</h2>
          <p className="m-0 text-sm">{t("form.previewSubject", { subject: preview.subject })}</p>
          <iframe
            title={t("form.previewTitle")}
            sandbox=""
            srcDoc={preview.html}
            className="h-[32rem] w-full rounded-lg border border-border bg-white straight:rounded-none"
          />
        </section>
      ) : null}
    </div>
  );
}
