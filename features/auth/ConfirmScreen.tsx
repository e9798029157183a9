import { yupResolver } from "@hookform/resolvers/yup";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { AuthCard, FormMessage } from "./AuthCard.tsx";
import { NewPasswordFields } from "./fields.tsx";
import { usePasswordSchema, type ResetValues } from "./ResetScreen.tsx";
import { StatusScreen } from "./StatusScreen.tsx";
import { FORM_ACTION } from "@ui/lib/calmRegister.ts";

export type ConfirmPhase = "pending" | "done" | "failed" | "missing-token" | "password";

export interface ConfirmScreenProps {
  phase: ConfirmPhase;
  /** An invited user chooses a password to activate the account. */
  onSubmitPassword?: (values: ResetValues) => Promise<void>;
  continueHref?: string;
  loginHref?: string;
  linkComponent?: LinkComponent;
}

/** Account confirmation (/confirm): confirming, confirmed, a bad link, or choose a password. */
export function ConfirmScreen({
  phase,
  onSubmitPassword,
  continueHref = "/",
  loginHref = "/auth/login-1",
  linkComponent: Link = PlainLink,
}: ConfirmScreenProps) {
  const { t } = useTranslation("auth");
  const schema = usePasswordSchema();
  const [error, setError] = useState<string>();
  const form = useForm<ResetValues>({ resolver: yupResolver(schema), mode: "onBlur", reValidateMode: "onBlur" });
  if (phase === "password") {
    const submit = form.handleSubmit(async (values) => {
      setError(undefined);
      try {
        await onSubmitPassword?.(values);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    });
    return (
      <AuthCard title={t("confirm.title")} intro={t("confirm.setPassword")}>
        {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t("confirm.title")}>
          <NewPasswordFields form={form} />
          <Button type="submit" loading={form.formState.isSubmitting} {...FORM_ACTION}>
            {t("confirm.submit")}
          </Button>
        </form>
      </AuthCard>
    );
  }
  const failed = phase === "failed" || phase === "missing-token";
  return (
    <StatusScreen
      title={t("confirm.title")}
      phase={phase === "pending" ? "pending" : failed ? "failed" : "done"}
      pendingText={t("confirm.pending")}
      doneText={t("confirm.done")}
      failedText={phase === "missing-token" ? t("confirm.missingToken") : t("confirm.failed")}
      action={
        <Button asChild variant={failed ? "outline" : "solid"}>
          <Link href={failed ? loginHref : continueHref}>{failed ? t("confirm.toLogin") : t("confirm.continue")}</Link>
        </Button>
      }
    />
  );
}
