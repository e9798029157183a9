import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useState, type FocusEvent, type ReactNode } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as yup from "yup";
import { ORGANIZATION_TYPES, type OrganizationType } from "@contract/enums.ts";
import { organizationFirstAdminSchema, organizationFormSchema } from "@contract/organizations.ts";
import { formatPostcode, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, uploadVariantUrl } from "@contract/vacancies.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { AddressFields } from "@ui/AddressFields/AddressFields.tsx";
import { ImageUploadField } from "@ui/ImageUploadField/ImageUploadField.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { RichTextEditor, richTextEditorLabels } from "@ui/RichTextEditor/RichTextEditor.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { EMPTY_ORGANIZATION_FORM, type OrganizationFormValues } from "./viewModels.ts";

export interface FirstAdminValues {
  first_name: string;
  last_name: string;
  email: string;
}
export type OrganizationFormAllValues = OrganizationFormValues & { admin: FirstAdminValues };

export interface OrganizationFormScreenProps {
  mode: "add" | "edit";
  initialValues?: OrganizationFormValues;
  /** Center staff change the type (and the status, on the profile); organization admins do not. */
  canChangeType: boolean;
  /**
   * Saves. Rejects with an Error whose `fieldErrors` ({ [form field]: message }) land under their
   * fields; any other message shows above the buttons.
   */
  onSubmit: (values: OrganizationFormAllValues) => Promise<void>;
  /** POST /api/v1/uploads: resolves with the URL of the stored image (its variants are made there). */
  onUpload: (file: File) => Promise<{ url: string }>;
  cancelHref: string;
  linkComponent?: LinkComponent;
}

/** The contract's schema with each field's label in the page's language (so messages name the field). */
function labelled<S extends yup.ObjectSchema<yup.AnyObject>>(schema: S, label: (key: string) => string): S {
  const shape = Object.fromEntries(
    Object.entries(schema.fields).map(([k, f]) => [k, (f as yup.Schema).label(label(k))]),
  );
  return schema.shape(shape) as unknown as S;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /organizations/{id}/edit and /organizations/add: validated on blur with the contract's schemas. */
export function OrganizationFormScreen({
  mode,
  initialValues = EMPTY_ORGANIZATION_FORM,
  canChangeType,
  onSubmit,
  onUpload,
  cancelHref,
  linkComponent: Link = PlainLink,
}: OrganizationFormScreenProps) {
  const { t, i18n } = useTranslation("organizations");
  const locale = i18n.language;
  const schema = useMemo(() => {
    const org = labelled(organizationFormSchema, (k) => t(`fields.${k}`));
    const shape = { ...org.fields } as unknown as Record<string, yup.Schema>;
    if (mode === "add")
      shape.admin = labelled(organizationFirstAdminSchema, (k) =>
        t(`form.admin${k === "first_name" ? "FirstName" : k === "last_name" ? "LastName" : "Email"}`),
      );
    return org.shape(shape);
  }, [t, mode]);
  const form = useForm<OrganizationFormAllValues>({
    resolver: yupResolver(schema) as unknown as Resolver<OrganizationFormAllValues>,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { ...initialValues, admin: { first_name: "", last_name: "", email: "" } },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string>();
  const logoUrl = useWatch({ control: form.control, name: "logo_url" });
  const name = useWatch({ control: form.control, name: "name" });
  const required = { required: true, requiredText: t("required") };
  // A postcode is shown as it is written ("3511ab" becomes "3511 AB") once the field is left, as the vacancy form does.
  const postcodeField = calmRegister(form, "postcode");
  const onPostcodeBlur = (event: FocusEvent<HTMLInputElement>) => {
    const written = formatPostcode(event.currentTarget.value);
    if (written && written !== event.currentTarget.value) form.setValue("postcode", written);
    return postcodeField.onBlur(event);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(undefined);
      try {
        await onSubmit(values);
      } catch (error) {
        const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
        if (fieldErrors && Object.keys(fieldErrors).length) {
          for (const [field, message] of Object.entries(fieldErrors))
            form.setError(field as keyof OrganizationFormAllValues, { message });
          setFormError(t("form.fixErrors"));
        } else setFormError(error instanceof Error ? error.message : t("toast.saveFailed"));
      }
    },
    () => setFormError(t("form.fixErrors")),
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {mode === "add" ? t("form.addTitle") : t("form.editTitle", { name: initialValues.name || name })}
        </h1>
        {mode === "add" ? <p className="text-fg-muted">{t("form.addIntro")}</p> : null}
      </div>
      <form noValidate className="flex flex-col gap-6" onSubmit={(e) => void submit(e)}>
        <Section id="org-form-organization" title={t("form.sections.organization")}>
          <Field label={t("fields.name")} {...required} error={errors.name?.message}>
            <Input autoComplete="organization" {...calmRegister(form, "name")} />
          </Field>
          <Field
            label={t("fields.organization_type")}
            hint={canChangeType ? undefined : t("form.typeLocked")}
            disabled={!canChangeType}
            error={errors.organization_type?.message}
          >
            {(control) => (
              <Controller
                control={form.control}
                name="organization_type"
                render={({ field }) => (
                  <Select
                    {...control}
                    ref={field.ref}
                    value={field.value}
                    onValueChange={(v) => field.onChange(v as OrganizationType)}
                    onBlur={field.onBlur}
                    disabled={!canChangeType}
                    options={ORGANIZATION_TYPES.filter(
                      (ty) => ty !== "VolunteerCenter" || initialValues.organization_type === "VolunteerCenter",
                    ).map((ty) => ({ value: ty, label: t(`types.${ty}`) }))}
                  />
                )}
              />
            )}
          </Field>
          <Field label={t("fields.description")} error={errors.description?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="description"
                render={({ field }) => (
                  <RichTextEditor
                    {...control}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    labels={richTextEditorLabels((k) => t(`editor.${k}`))}
                  />
                )}
              />
            )}
          </Field>
        </Section>

        <Section id="org-form-contact" title={t("form.sections.contact")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("fields.email")} error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...calmRegister(form, "email")} />
            </Field>
            <Field label={t("fields.phone")} error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...calmRegister(form, "phone")} />
            </Field>
          </div>
          <Field label={t("fields.website")} hint={t("form.websiteHint")} error={errors.website?.message}>
            <Input type="url" autoComplete="url" {...calmRegister(form, "website")} />
          </Field>
        </Section>

        <Section id="org-form-address" title={t("form.sections.address")}>
          <AddressFields
            labels={{
              street: t("fields.street"),
              houseNumber: t("fields.house_number"),
              postcode: t("fields.postcode"),
              city: t("fields.city"),
            }}
            postcodeHint={t("form.postcodeHint")}
            errors={{
              street: errors.street?.message,
              houseNumber: errors.house_number?.message,
              postcode: errors.postcode ? t("form.postcodeInvalid") : undefined,
              city: errors.city?.message,
            }}
            inputs={{
              street: calmRegister(form, "street"),
              houseNumber: calmRegister(form, "house_number"),
              postcode: { ...postcodeField, onBlur: onPostcodeBlur },
              city: calmRegister(form, "city"),
            }}
          />
        </Section>

        <Section id="org-form-logo" title={t("form.sections.logo")}>
          <ImageUploadField
            label={t("fields.logo_url")}
            value={logoUrl}
            previewSrc={uploadVariantUrl(logoUrl, 320) ?? undefined}
            previewAlt={t("form.logoPreview")}
            variant="logo"
            clearLabel={t("form.logoClear")}
            onClear={() => form.setValue("logo_url", "", { shouldDirty: true })}
            onUpload={async (file) => {
              const { url } = await onUpload(file);
              form.setValue("logo_url", url, { shouldDirty: true });
            }}
            uploadingLabel={t("form.logoUploading")}
            failedMessage={t("form.logoUploadFailed")}
            error={errors.logo_url?.message}
            accept={UPLOAD_CONTENT_TYPES.join(",")}
            maxSize={UPLOAD_MAX_BYTES}
            locale={locale}
            buttonLabel={t("form.logoChoose")}
            dropLabel={t("form.logoDrop")}
            description={t("form.logoDescription")}
            removeLabel={(file) => t("form.logoRemove", { name: file.name })}
            filesLabel={t("form.logoFiles")}
            messages={{
              wrongType: (file) => t("form.logoWrongType", { name: file.name }),
              tooLarge: (file, max) => t("form.logoTooLarge", { name: file.name, max }),
              tooMany: () => t("form.logoTooMany"),
            }}
          />
        </Section>

        {mode === "add" ? (
          <Section id="org-form-admin" title={t("form.sections.admin")}>
            <p className="m-0 text-fg-muted">{t("form.adminHint")}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t("form.adminFirstName")} {...required} error={errors.admin?.first_name?.message}>
                <Input autoComplete="off" {...calmRegister(form, "admin.first_name")} />
              </Field>
              <Field label={t("form.adminLastName")} {...required} error={errors.admin?.last_name?.message}>
                <Input autoComplete="off" {...calmRegister(form, "admin.last_name")} />
              </Field>
            </div>
            <Field label={t("form.adminEmail")} {...required} error={errors.admin?.email?.message}>
              <Input type="email" autoComplete="off" {...calmRegister(form, "admin.email")} />
            </Field>
          </Section>
        ) : null}

        {formError ? <Notice>{formError}</Notice> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={isSubmitting} {...FORM_ACTION}>
            {mode === "add" ? t("form.create") : t("form.save")}
          </Button>
          <Link href={cancelHref} className="text-link underline underline-offset-4" {...FORM_ACTION}>
            {t("form.cancel")}
          </Link>
        </div>
      </form>
    </div>
  );
}
