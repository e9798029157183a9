import type { ReactNode } from "react";
import type { FieldError } from "react-hook-form";
export { applyFailure, type SubmitFailure } from "@ui/lib/formFailure.ts";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@ui/Card/Card.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input, type InputProps } from "@ui/Input/Input.tsx";

export function SignupCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl py-4">
      <Card className="p-6">
        <CardHeader>
          <h1 className="text-2xl leading-snug font-semibold text-fg">{title}</h1>
          {intro ? <CardDescription>{intro}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}

export interface TextFieldProps {
  label: string;
  input: InputProps;
  error?: FieldError;
  hint?: string;
  required?: boolean;
}

export function TextField({ label, input, error, hint, required }: TextFieldProps) {
  const { t } = useTranslation("signup");
  return (
    <Field
      label={label}
      error={error?.message}
      hint={hint}
      required={required}
      requiredText={required ? t("required") : undefined}
    >
      <Input {...input} />
    </Field>
  );
}
