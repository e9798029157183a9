import { CheckCircle2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
}

type Failure = Error & { fieldErrors?: Record<string, string> };

export interface ContactFormScreenProps {
  centerName: string;
  /** Prefilled from the signed-in user. */
  defaults?: Partial<ContactValues>;
  /** Rejects with a failure whose fieldErrors are keyed by the wire names (name, email, subject, message, consent). */
  onSubmit: (values: ContactValues) => Promise<void>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /contactformulier: a message to the center, stored and mailed to its contact person; a clear confirmation. */
export function ContactFormScreen({ centerName, defaults, onSubmit }: ContactFormScreenProps) {
  const { t } = useTranslation("support");
  const [values, setValues] = useState<ContactValues>({
    name: "",
    email: "",
    subject: "",
    message: "",
    consent: false,
    ...defaults,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ContactValues>(k: K, v: ContactValues[K]) => setValues((o) => ({ ...o, [k]: v }));

  function check(): Record<string, string> {
    const e: Record<string, string> = {};
    if (values.name.trim().length < 2) e.name = t("contact.errors.name");
    if (!EMAIL.test(values.email.trim())) e.email = t("contact.errors.email");
    if (values.subject.trim().length < 3) e.subject = t("contact.errors.subject");
    if (values.message.trim().length < 10) e.message = t("contact.errors.message");
    if (!values.consent) e.consent = t("contact.errors.consent");
    return e;
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    const local = check();
    setErrors(local);
    setFailed(undefined);
    if (Object.keys(local).length) {
      setFailed(t("contact.checkFields"));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values);
      setSent(true);
    } catch (err) {
      const f = err as Failure;
      setErrors(f.fieldErrors ?? {});
      setFailed(
        f.fieldErrors && Object.keys(f.fieldErrors).length
          ? t("contact.checkFields")
          : f.message || t("contact.failed"),
      );
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4" role="status">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success-fg" />
        <h1 className="m-0 text-3xl font-bold">{t("contact.sentTitle")}</h1>
        <p className="m-0 text-lg">{t("contact.sentText", { center: centerName, email: values.email })}</p>
        <div>
          <Button
            variant="outline"
            onClick={() => {
              setValues((o) => ({ ...o, subject: "", message: "", consent: false }));
              setSent(false);
            }}
          >
            {t("contact.another")}
          </Button>
        </div>
      </div>
    );

  return (
    <form className="mx-auto flex w-full max-w-2xl flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="m-0 text-3xl font-bold">{t("contact.title")}</h1>
      <p className="m-0 text-lg text-fg-muted">{t("contact.intro", { center: centerName })}</p>
      {failed ? <Notice tone="danger">{failed}</Notice> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("contact.name")} required error={errors.name}>
          <Input
            value={values.name}
            onChange={(e) => set("name", e.target.value)}
            autoComplete="name"
            maxLength={120}
          />
        </Field>
        <Field label={t("contact.email")} required error={errors.email}>
          <Input
            type="email"
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
            autoComplete="email"
            maxLength={254}
          />
        </Field>
      </div>
      <Field label={t("contact.subject")} required error={errors.subject}>
        <Input value={values.subject} onChange={(e) => set("subject", e.target.value)} maxLength={150} />
      </Field>
      <Field label={t("contact.message")} required error={errors.message}>
        <Textarea value={values.message} onChange={(e) => set("message", e.target.value)} rows={6} maxLength={5000} />
      </Field>
      <Checkbox
        label={t("contact.consent", { center: centerName })}
        checked={values.consent}
        onCheckedChange={(c) => set("consent", c === true)}
        invalid={!!errors.consent}
        hint={errors.consent ? <span className="text-danger-fg">{errors.consent}</span> : undefined}
        aria-required
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t("contact.sending") : t("contact.send")}
        </Button>
      </div>
    </form>
  );
}
