import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { AuthCard, FormMessage } from "./AuthCard.tsx";
import { TextField } from "./fields.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginScreenProps {
  /** Signs in; a rejection's message is shown above the form. */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** An error to show from the start (e.g. after a failed token login). */
  error?: string;
  recoverHref?: string;
  signupHref?: string;
  linkComponent?: LinkComponent;
}

/** Sign in (/auth/login-1): e-mail and password, validated on blur. */
export function LoginScreen({
  onSubmit,
  error: initialError,
  recoverHref = "/auth/recover",
  signupHref = "/signup",
  linkComponent: Link = PlainLink,
}: LoginScreenProps) {
  const { t } = useTranslation("auth");
  const [error, setError] = useState(initialError);
  const schema = useMemo(
    () =>
      yup.object({
        email: yup.string().label(t("fields.email")).trim().email().required(),
        password: yup.string().label(t("fields.password")).required(),
      }),
    [t],
  );
  const form = useForm<LoginValues>({ resolver: yupResolver(schema), mode: "onBlur", reValidateMode: "onBlur" });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await onSubmit(values);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  });
  return (
    <AuthCard title={t("login.title")} intro={t("login.intro")}>
      {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t("login.title")}>
        <TextField
          label={t("fields.email")}
          type="email"
          autoComplete="username"
          registration={calmRegister(form, "email")}
          error={errors.email}
          required
        />
        <TextField
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
          registration={calmRegister(form, "password")}
          error={errors.password}
          required
        />
        <Button type="submit" loading={isSubmitting} {...FORM_ACTION}>
          {t("login.submit")}
        </Button>
      </form>
      <p className="text-sm">
        <Link href={recoverHref} className="text-link underline underline-offset-4">
          {t("login.forgot")}
        </Link>
      </p>
      <p className="text-sm text-fg-muted">
        {t("login.noAccount")}{" "}
        <Link href={signupHref} className="text-link underline underline-offset-4">
          {t("login.signup")}
        </Link>
      </p>
    </AuthCard>
  );
}
