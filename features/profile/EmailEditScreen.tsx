import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "@contract/schemas.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";

export interface EmailEditValues {
  email: string;
  currentPassword: string;
}

export interface EmailEditScreenProps {
  currentEmail: string;
  /** A new address waiting for its confirmation (the account keeps `currentEmail` until then). */
  pendingEmail?: string | null;
  /** Saves (PATCH /api/v1/current_user with the current password); a rejection may carry `fieldErrors`. */
  onSubmit: (values: EmailEditValues) => Promise<void>;
  /** Withdraws the pending change (its confirmation link stops working). */
  onCancelPending?: () => Promise<void>;
}

/**
 * /profile-edit/email: a new address, confirmed with the current password. It takes effect once the
 * new address confirms it (a link mailed there); until then the screen shows what waits, and the
 * change can be withdrawn.
 */
export function EmailEditScreen({ currentEmail, pendingEmail, onSubmit, onCancelPending }: EmailEditScreenProps) {
  const { t } = useTranslation("profile");
  const schema = useMemo(
    () =>
      yup.object({
        email: yup.string().label(t("emailEdit.newEmail")).trim().max(EMAIL_MAX_LENGTH).email().required(),
        currentPassword: yup.string().label(t("emailEdit.currentPassword")).max(PASSWORD_MAX_LENGTH).required(),
      }),
    [t],
  );
  const form = useForm<EmailEditValues>({
    resolver: yupResolver(schema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { email: "", currentPassword: "" },
  });
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [cancelling, setCancelling] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setResult(undefined);
    try {
      await onSubmit(values);
      form.reset({ email: "", currentPassword: "" });
      setResult({ ok: true, message: t("emailEdit.checkMailbox") });
    } catch (e) {
      const failure = e as Error & { fieldErrors?: Record<string, string> };
      const own = Object.entries(failure.fieldErrors ?? {}).filter(([k]) => k in values);
      for (const [name, message] of own) form.setError(name as keyof EmailEditValues, { type: "server", message });
      if (own.length === 0) setResult({ ok: false, message: failure.message });
    }
  });
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("emailEdit.title")}</h1>
        <p className="text-fg-muted">{t("emailEdit.intro")}</p>
        <p className="break-all">{t("emailEdit.current", { email: currentEmail })}</p>
      </div>
      {pendingEmail ? (
        <section
          aria-label={t("emailEdit.pendingTitle")}
          className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
        >
          <h2 className="font-semibold">{t("emailEdit.pendingTitle")}</h2>
          <p className="break-all">{t("emailEdit.pending", { email: pendingEmail, current: currentEmail })}</p>
          {onCancelPending ? (
            <div>
              <Button
                variant="outline"
                loading={cancelling}
                onClick={async () => {
                  setCancelling(true);
                  setResult(undefined);
                  try {
                    await onCancelPending();
                    setResult({ ok: true, message: t("emailEdit.cancelled") });
                  } catch (e) {
                    setResult({ ok: false, message: e instanceof Error ? e.message : String(e) });
                  } finally {
                    setCancelling(false);
                  }
                }}
              >
                {t("emailEdit.cancel")}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`rounded-lg border bg-surface p-3 ${result.ok ? "border-success text-success-fg" : "border-danger text-danger-fg"}`}
        >
          {result.message}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t("emailEdit.title")}>
        <Field label={t("emailEdit.newEmail")} required requiredText={t("required")} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...calmRegister(form, "email")} />
        </Field>
        <Field
          label={t("emailEdit.currentPassword")}
          required
          requiredText={t("required")}
          error={errors.currentPassword?.message}
        >
          <Input type="password" autoComplete="current-password" {...calmRegister(form, "currentPassword")} />
        </Field>
        <div>
          <Button type="submit" loading={isSubmitting} {...FORM_ACTION}>
            {t("emailEdit.submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
