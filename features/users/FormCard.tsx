import type { ReactNode } from "react";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@ui/Card/Card.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input, type InputProps } from "@ui/Input/Input.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";

/** The frame of the users' forms: a title (the page's h1), an intro and the form. */
export function FormCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl py-4">
      <Card className="sm:p-6">
        <CardHeader>
          <h1 className="text-2xl leading-snug font-semibold text-fg">{title}</h1>
          {intro ? <CardDescription>{intro}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}

export function TextField(props: {
  label: string;
  input: InputProps;
  error?: FieldError;
  required?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation("users");
  return (
    <Field
      label={props.label}
      hint={props.hint}
      error={props.error?.message}
      required={props.required}
      requiredText={props.required ? t("required") : undefined}
    >
      <Input {...props.input} />
    </Field>
  );
}

/** The users' forms while their data loads. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="mx-auto flex w-full max-w-xl flex-col gap-4 py-4">
      <Skeleton variant="text" className="text-3xl" width="60%" />
      <Skeleton variant="block" height="20rem" />
    </SkeletonGroup>
  );
}
