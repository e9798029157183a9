import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { NAME_MAX_LENGTH } from "@contract/schemas.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";

export interface ProfileEditValues {
  firstName: string;
  lastName: string;
  phone: string;
}

export interface ProfileEditScreenProps {
  initialValues: ProfileEditValues;
  /** Saves (PATCH /api/v1/current_user); a rejection may carry `fieldErrors`. */
  onSubmit: (values: ProfileEditValues) => Promise<void>;
  backHref?: string;
  linkComponent?: LinkComponent;
}

/** Edit profile (/profile-edit, 'Bewerk profiel'): name and phone, validated on blur. */
export function ProfileEditScreen({
  initialValues,
  onSubmit,
  backHref = "/profiel",
  linkComponent: Link = PlainLink,
}: ProfileEditScreenProps) {
  const { t } = useTranslation("profile");
  const schema = useMemo(
    () =>
      yup.object({
        firstName: yup.string().label(t("fields.firstName")).trim().max(NAME_MAX_LENGTH).required(),
        lastName: yup.string().label(t("fields.lastName")).trim().max(NAME_MAX_LENGTH).required(),
        phone: yup.string().label(t("fields.phone")).trim().max(30).defined(),
      }),
    [t],
  );
  const form = useForm<ProfileEditValues>({
    resolver: yupResolver(schema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: initialValues,
  });
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setResult(undefined);
    try {
      await onSubmit(values);
      setResult({ ok: true, message: t("edit.saved") });
    } catch (e) {
      const failure = e as Error & { fieldErrors?: Record<string, string> };
      const own = Object.entries(failure.fieldErrors ?? {}).filter(([k]) => k in values);
      for (const [name, message] of own) form.setError(name as keyof ProfileEditValues, { type: "server", message });
      if (own.length === 0) setResult({ ok: false, message: failure.message });
    }
  });
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("edit.title")}</h1>
        <p className="text-fg-muted">{t("edit.intro")}</p>
      </div>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`rounded-lg border bg-surface p-3 ${result.ok ? "border-success text-success-fg" : "border-danger text-danger-fg"}`}
        >
          {result.message}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t("edit.title")}>
        <Field label={t("fields.firstName")} required requiredText={t("required")} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...calmRegister(form, "firstName")} />
        </Field>
        <Field label={t("fields.lastName")} required requiredText={t("required")} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...calmRegister(form, "lastName")} />
        </Field>
        <Field label={t("fields.phone")} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...calmRegister(form, "phone")} />
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={isSubmitting} {...FORM_ACTION}>
            {t("edit.submit")}
          </Button>
          <Link href={backHref} className="text-link underline underline-offset-4">
            {t("edit.back")}
          </Link>
        </div>
      </form>
    </div>
  );
}
