import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@contract/schemas.ts";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { AccountFields } from "./AccountFields.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { applyFailure, SignupCard } from "./parts.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";
import type { VolunteerSignupValues } from "./values.ts";

export type { VolunteerSignupValues };

export function useAccountSchema() {
  const { t } = useTranslation("signup");
  return useMemo(
    () => ({
      firstName: yup.string().label(t("fields.firstName")).trim().max(NAME_MAX_LENGTH).required(),
      lastName: yup.string().label(t("fields.lastName")).trim().max(NAME_MAX_LENGTH).required(),
      email: yup.string().label(t("fields.email")).trim().max(EMAIL_MAX_LENGTH).email().required(),
      phone: yup.string().label(t("fields.phone")).trim().max(30).optional(),
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

export interface VolunteerSignupScreenProps {
  /** Creates the account (POST /api/v1/users); may reject with field errors. */
  onSubmit: (values: VolunteerSignupValues) => Promise<void>;
  loginHref?: string;
  linkComponent?: LinkComponent;
}

/** Volunteer signup (/signup). */
export function VolunteerSignupScreen({
  onSubmit,
  loginHref = "/auth/login-1",
  linkComponent: Link = PlainLink,
}: VolunteerSignupScreenProps) {
  const { t } = useTranslation("signup");
  const fields = useAccountSchema();
  const schema = useMemo(() => yup.object(fields), [fields]);
  const form = useForm<VolunteerSignupValues>({
    resolver: yupResolver(schema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", password: "", passwordConfirmation: "" },
  });
  const [error, setError] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await onSubmit(values);
    } catch (e) {
      setError(applyFailure(form, e));
    }
  });
  return (
    <SignupCard title={t("volunteer.title")} intro={t("volunteer.intro")}>
      {error ? <Notice>{error}</Notice> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t("volunteer.title")}>
        <AccountFields register={(name) => calmRegister(form, name)} errors={errors} />
        <Button type="submit" loading={isSubmitting} {...FORM_ACTION}>
          {t("volunteer.submit")}
        </Button>
      </form>
      <p className="text-sm text-fg-muted">
        {t("volunteer.haveAccount")}{" "}
        <Link href={loginHref} className="text-link underline underline-offset-4">
          {t("volunteer.login")}
        </Link>
      </p>
    </SignupCard>
  );
}
