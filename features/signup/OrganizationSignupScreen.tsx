import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { SIGNUP_ORGANIZATION_TYPES, type OrganizationType } from "@contract/enums.ts";
import { EMAIL_MAX_LENGTH } from "@contract/schemas.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { AccountFields } from "./AccountFields.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { applyFailure, SignupCard, TextField } from "./parts.tsx";
import { useAccountSchema, type VolunteerSignupValues } from "./VolunteerSignupScreen.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";

export interface OrganizationSignupValues extends VolunteerSignupValues {
  organizationName: string;
  organizationType: OrganizationType | "";
  organizationEmail?: string;
  organizationPhone?: string;
  website?: string;
  description?: string;
}

export interface OrganizationSignupScreenProps {
  /** Registers the organization and its first admin (POST /api/v1/organizations); may reject with field errors. */
  onSubmit: (values: OrganizationSignupValues) => Promise<void>;
}

/** Organization signup (/organizations/signup): the organization, then its first administrator. */
export function OrganizationSignupScreen({ onSubmit }: OrganizationSignupScreenProps) {
  const { t } = useTranslation("signup");
  const account = useAccountSchema();
  const schema = useMemo(
    () =>
      yup.object({
        organizationName: yup.string().label(t("fields.organizationName")).trim().min(2).max(150).required(),
        organizationType: yup
          .string()
          .label(t("fields.organizationType"))
          .oneOf([...SIGNUP_ORGANIZATION_TYPES, ""])
          .required(),
        organizationEmail: yup
          .string()
          .label(t("fields.organizationEmail"))
          .trim()
          .max(EMAIL_MAX_LENGTH)
          .email()
          .optional(),
        organizationPhone: yup.string().label(t("fields.organizationPhone")).trim().max(30).optional(),
        website: yup.string().label(t("fields.website")).trim().url().max(300).optional(),
        description: yup.string().label(t("fields.description")).trim().max(5000).optional(),
        ...account,
      }),
    [t, account],
  );
  const form = useForm<OrganizationSignupValues>({
    resolver: yupResolver(schema) as never,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: {
      organizationName: "",
      organizationType: "",
      organizationEmail: "",
      organizationPhone: "",
      website: "",
      description: "",
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      password: "",
      passwordConfirmation: "",
    },
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
  const options = SIGNUP_ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`organizationTypes.${type}`) }));
  return (
    <SignupCard title={t("organization.title")} intro={t("organization.intro")}>
      {error ? <Notice>{error}</Notice> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label={t("organization.title")}>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("organization.organizationSection")}</legend>
          <TextField
            label={t("fields.organizationName")}
            required
            error={errors.organizationName}
            input={{ autoComplete: "organization", ...calmRegister(form, "organizationName") }}
          />
          <Controller
            control={form.control}
            name="organizationType"
            render={({ field }) => (
              <Field
                label={t("fields.organizationType")}
                required
                requiredText={t("required")}
                error={errors.organizationType?.message}
              >
                <Select
                  options={options}
                  placeholder={t("fields.organizationTypePlaceholder")}
                  value={field.value || undefined}
                  onValueChange={(value) => {
                    field.onChange(value);
                    void form.trigger("organizationType");
                  }}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              </Field>
            )}
          />
          <TextField
            label={t("fields.organizationEmail")}
            error={errors.organizationEmail}
            input={{ type: "email", ...calmRegister(form, "organizationEmail") }}
          />
          <TextField
            label={t("fields.organizationPhone")}
            error={errors.organizationPhone}
            input={{ type: "tel", ...calmRegister(form, "organizationPhone") }}
          />
          <TextField
            label={t("fields.website")}
            error={errors.website}
            input={{ type: "url", placeholder: "https://", ...calmRegister(form, "website") }}
          />
          <Field label={t("fields.description")} error={errors.description?.message}>
            <Textarea rows={4} {...calmRegister(form, "description")} />
          </Field>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("organization.contactSection")}</legend>
          <p className="text-sm text-fg-muted">{t("organization.contactHint")}</p>
          <AccountFields register={(name) => calmRegister(form, name)} errors={errors} />
        </fieldset>
        <Button type="submit" loading={isSubmitting} {...FORM_ACTION}>
          {t("organization.submit")}
        </Button>
      </form>
    </SignupCard>
  );
}
