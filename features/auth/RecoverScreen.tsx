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

export interface RecoverScreenProps {
  /** Asks for the reset mail (POST /auth/password). */
  onSubmit: (values: { email: string }) => Promise<void>;
  loginHref?: string;
  linkComponent?: LinkComponent;
  /** Start in the 'sent' state (stories). */
  initiallySent?: boolean;
}

/** Password recovery (/auth/recover): the same answer whether or not the address is known. */
export function RecoverScreen({
  onSubmit,
  loginHref = "/auth/login-1",
  linkComponent: Link = PlainLink,
  initiallySent = false,
}: RecoverScreenProps) {
  const { t } = useTranslation("auth");
  const [sent, setSent] = useState(initiallySent);
  const [error, setError] = useState<string>();
  const schema = useMemo(
    () => yup.object({ email: yup.string().label(t("fields.email")).trim().email().required() }),
    [t],
  );
  const form = useForm<{ email: string }>({ resolver: yupResolver(schema), mode: "onBlur", reValidateMode: "onBlur" });
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await onSubmit(values);
      setSent(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  });
  return (
    <AuthCard title={t("recover.title")} intro={sent ? undefined : t("recover.intro")}>
      {sent ? (
        <FormMessage tone="success">{t("recover.sent")}</FormMessage>
      ) : (
        <>
          {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
          <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t("recover.title")}>
            <TextField
              label={t("fields.email")}
              type="email"
              autoComplete="email"
              registration={calmRegister(form, "email")}
              error={form.formState.errors.email}
              required
            />
            <Button type="submit" loading={form.formState.isSubmitting} {...FORM_ACTION}>
              {t("recover.submit")}
            </Button>
          </form>
        </>
      )}
      <p className="text-sm">
        <Link href={loginHref} className="text-link underline underline-offset-4">
          {t("recover.back")}
        </Link>
      </p>
    </AuthCard>
  );
}
