import type { ReactNode } from "react";
import type { FieldError, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@ui/Card/Card.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input, type InputProps } from "@ui/Input/Input.tsx";

/** What an onSubmit may reject with: a message for the form and messages per field (camelCase names). */
export interface SubmitFailure extends Error {
  fieldErrors?: Record<string, string>;
}

/** Shows a rejected submit: field messages under their fields, the rest above the form. */
export function applyFailure<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): string | undefined {
  const failure = error as SubmitFailure;
  const fields = Object.entries(failure.fieldErrors ?? {}).filter(([name]) => name in form.getValues());
  for (const [name, message] of fields) form.setError(name as Path<T>, { type: "server", message });
  if (fields.length > 0) return undefined;
  return failure instanceof Error ? failure.message : String(error);
}

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
