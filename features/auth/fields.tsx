import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "@ui/Field/Field.tsx";
import { Input, type InputProps } from "@ui/Input/Input.tsx";

export interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
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
