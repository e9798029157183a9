import type { FieldError, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PASSWORD_MIN_LENGTH } from "@contract/schemas.ts";
import { Field } from "@ui/Field/Field.tsx";
import { Input, type InputProps } from "@ui/Input/Input.tsx";
import { calmRegister, type CalmRegistration } from "@ui/lib/calmRegister.ts";

export interface TextFieldProps {
  label: string;
  registration: CalmRegistration;
  error?: FieldError;
  type?: InputProps["type"];
  autoComplete?: string;
  hint?: string;
  required?: boolean;
}

/** A labelled input wired to react-hook-form, its error announced under it. */
export function TextField({ label, registration, error, type = "text", autoComplete, hint, required }: TextFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <Field label={label} error={error?.message} hint={hint} required={required} requiredText={t("required")}>
      <Input type={type} autoComplete={autoComplete} {...registration} />
    </Field>
  );
}

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** The new password and its confirmation, as the reset and the invited-user confirmation ask them. */
export function NewPasswordFields({ form }: { form: UseFormReturn<NewPasswordValues> }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <TextField
        label={t("fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint", { min: PASSWORD_MIN_LENGTH })}
        registration={calmRegister(form, "password")}
        error={form.formState.errors.password}
        required
      />
      <TextField
        label={t("fields.passwordConfirmation")}
        type="password"
        autoComplete="new-password"
        registration={calmRegister(form, "passwordConfirmation")}
        error={form.formState.errors.passwordConfirmation}
        required
      />
    </>
  );
}
