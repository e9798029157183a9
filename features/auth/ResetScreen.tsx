import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from "@contract/schemas.ts";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { AuthCard, FormMessage } from "./AuthCard.tsx";
import { NewPasswordFields } from "./fields.tsx";
import { FORM_ACTION } from "@ui/lib/calmRegister.ts";

export interface ResetValues {
  password: string;
  passwordConfirmation: string;
}

export interface ResetScreenProps {
  /** False when the link lacks both the token and the uid/client/access-token triple. */
  hasCredentials: boolean;
  /** Saves the new password (PUT /auth/password). */
  onSubmit: (values: ResetValues) => Promise<void>;
  /** After success: where 'Continue' leads. */
  continueHref?: string;
  recoverHref?: string;
  linkComponent?: LinkComponent;
  initiallyDone?: boolean;
}

/** A shared new-password schema: length of the contract, both fields equal. */
export function usePasswordSchema() {
  const { t } = useTranslation("auth");
  return useMemo(
    () =>
      yup.object({
        password: yup.string().label(t("fields.password")).min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).required(),
        passwordConfirmation: yup
          .string()
          .label(t("fields.passwordConfirmation"))
          .required()
          .oneOf([yup.ref("password")], t("passwordsMatch")),
      }),
    [t],
  );
}

/** Password reset (/auth/reset), by reset token or by uid, client and access token (section 5). */
export function ResetScreen({
  hasCredentials,
  onSubmit,
  continueHref = "/dashboard",
  recoverHref = "/auth/recover",
  linkComponent: Link = PlainLink,
  initiallyDone = false,
}: ResetScreenProps) {
  const { t } = useTranslation("auth");
  const [done, setDone] = useState(initiallyDone);
  const [error, setError] = useState<string>();
  const schema = usePasswordSchema();
  const form = useForm<ResetValues>({ resolver: yupResolver(schema), mode: "onBlur", reValidateMode: "onBlur" });
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await onSubmit(values);
      setDone(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  });
  const linkClass = "text-link underline underline-offset-4";
  if (!hasCredentials) {
    return (
      <AuthCard title={t("reset.title")}>
        <FormMessage tone="danger">{t("reset.missingCredentials")}</FormMessage>
        <p className="text-sm">
          <Link href={recoverHref} className={linkClass}>
            {t("reset.requestNew")}
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title={t("reset.title")}>
        <FormMessage tone="success">{t("reset.done")}</FormMessage>
        <Button asChild>
          <Link href={continueHref}>{t("reset.continue")}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("reset.title")} intro={t("reset.intro")}>
      {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t("reset.title")}>
        <NewPasswordFields form={form} />
        <Button type="submit" loading={form.formState.isSubmitting} {...FORM_ACTION}>
          {t("reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
