import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { intlLocale } from "@contract/amsterdam-time.ts";
import {
  formatPostcode,
  POSTCODE_PATTERN,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  uploadVariantUrl,
  VACANCY_CATEGORIES,
  VACANCY_LIST_MAX,
  VACANCY_SCHEDULES,
  VACANCY_SUMMARY_MAX,
  VACANCY_TITLE_MAX,
  type VacancyStatus,
} from "@contract/vacancies.ts";
import { vacancyAddressSchema, vacancySchema } from "@contract/vacancy-schemas.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { DatePicker } from "@ui/DatePicker/DatePicker.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { AddressFields } from "@ui/AddressFields/AddressFields.tsx";
import { ImageUploadField } from "@ui/ImageUploadField/ImageUploadField.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { RichTextEditor, richTextEditorLabels } from "@ui/RichTextEditor/RichTextEditor.tsx";
import { Switch } from "@ui/Switch/Switch.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";
import { EMPTY_VACANCY_FORM, hasText, type VacancyFormValues, type VacancyIntent } from "./formValues.ts";
import { Notice } from "@ui/Notice/Notice.tsx";

export interface SharingCenter {
  id: string;
  name: string;
}

export interface VacancyFormScreenProps {
  mode: "add" | "edit";
  initialValues?: VacancyFormValues;
  /** The vacancy's current status (edit); decides which buttons show. */
  currentStatus?: VacancyStatus;
  /**
   * Saves. Rejects with an Error whose `fieldErrors` ({ [form field]: message }) land under
   * their fields; any other message shows above the buttons.
   */
  onSubmit: (values: VacancyFormValues, intent: VacancyIntent) => Promise<void>;
  /** POST /api/v1/uploads: resolves with the URL of the stored image. */
  onUpload: (file: File) => Promise<{ url: string }>;
  /** "Choose from the library" (rendered by the app): hands the chosen image's address and description to `choose`. */
  imagePicker?: (choose: (image: { url: string; alt: string }) => void) => ReactNode;
  /** Other centers to share with; leave out where centre sharing is off. */
  sharingCenters?: readonly SharingCenter[];
  cancelHref?: string;
  linkComponent?: LinkComponent;
  /**
   * Whether the organization may publish (the center approved it). A pending or denied one may
   * prepare drafts: the form then offers no "Publiceren" and says why. True when left out.
   */
  organizationApproved?: boolean;
}

interface FormContext {
  publishing: boolean;
}

const emptyToNull = (value: unknown, original: unknown) =>
  original === "" || original === null || (typeof original === "number" && Number.isNaN(original)) ? null : value;

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

/** /vacancies/add and /vacancies/{id}/edit: the vacancy in sections, validated on blur. */
export function VacancyFormScreen({
  mode,
  initialValues = EMPTY_VACANCY_FORM,
  currentStatus = "draft",
  onSubmit,
  onUpload,
  imagePicker,
  sharingCenters,
  cancelHref = "/vacancies",
  linkComponent: Link = PlainLink,
  organizationApproved = true,
}: VacancyFormScreenProps) {
  const { t, i18n } = useTranslation("vacancies");
  const locale = i18n.language;
  const context = useRef<FormContext>({ publishing: false }).current;
  const schema = useMemo(() => {
    // The contract's rules, labelled for this form's messages.
    const f = vacancySchema.fields;
    const a = vacancyAddressSchema.fields;
    const str = (schema: unknown) => (schema as yup.StringSchema<string | null | undefined>).clone();
    const num = (schema: unknown) => (schema as yup.NumberSchema<number | null | undefined>).clone();
    const whenPublishing = (test: (value: unknown, parent: VacancyFormValues) => boolean, message: string) => ({
      name: "publishable",
      message,
      test(this: yup.TestContext, value: unknown) {
        const ctx = this.options.context as FormContext | undefined;
        return !ctx?.publishing || test(value, this.parent as VacancyFormValues);
      },
    });
    return yup.object({
      // The contract's rules, with "required" first so an empty title says so (not "too short").
      title: yup
        .string()
        .label(t("fields.title"))
        .trim()
        .required(t("form.titleRequired"))
        .min(3)
        .max(VACANCY_TITLE_MAX),
      summary: yup.string().label(t("fields.summary")).trim().max(VACANCY_SUMMARY_MAX).defined(),
      description: yup
        .string()
        .label(t("fields.description"))
        .defined()
        .test(whenPublishing((v) => hasText(v as string), t("form.descriptionRequired"))),
      categories: yup
        .array(yup.string().oneOf(VACANCY_CATEGORIES).defined())
        .label(t("fields.categories"))
        .max(VACANCY_LIST_MAX)
        .defined(),
      skills: yup.string().label(t("fields.skills")).max(1000).defined(),
      targetGroups: yup.string().label(t("fields.targetGroups")).max(1000).defined(),
      remote: yup.boolean().defined(),
      street: str(a.street).label(t("fields.street")).defined(),
      houseNumber: str(a.house_number).label(t("fields.houseNumber")).defined(),
      postcode: yup
        .string()
        .label(t("fields.postcode"))
        .trim()
        .matches(POSTCODE_PATTERN, { excludeEmptyString: true, message: t("form.postcodeInvalid") })
        .defined(),
      city: str(a.city)
        .label(t("fields.city"))
        .defined()
        .test(whenPublishing((v, p) => p.remote || Boolean((v as string)?.trim()), t("form.locationRequired"))),
      hoursPerWeek: num(f.hours_per_week).label(t("fields.hoursPerWeek")).transform(emptyToNull).defined(),
      schedule: yup
        .string()
        .label(t("fields.schedule"))
        .oneOf(["", ...VACANCY_SCHEDULES])
        .defined(),
      startDate: yup.string().label(t("fields.startDate")).defined(),
      endDate: yup
        .string()
        .label(t("fields.endDate"))
        .defined()
        .test("after-start", t("form.endBeforeStart"), function (value) {
          const start = (this.parent as VacancyFormValues).startDate;
          return !value || !start || value >= start;
        }),
      positions: num(f.positions).label(t("fields.positions")).transform(emptyToNull).defined(),
      minimumAge: num(f.minimum_age).label(t("fields.minimumAge")).transform(emptyToNull).defined(),
      vogRequired: yup.boolean().defined(),
      contactName: yup.string().label(t("fields.contactName")).trim().max(100).defined(),
      contactEmail: yup.string().label(t("fields.contactEmail")).trim().max(254).email().defined(),
      contactPhone: yup.string().label(t("fields.contactPhone")).trim().max(30).defined(),
      imageUrl: yup.string().label(t("fields.image")).max(500).defined(),
      imageAlt: yup
        .string()
        .label(t("fields.imageAlt"))
        .trim()
        .max(200)
        .defined()
        .test("alt-required", t("form.imageAltRequired"), function (value) {
          return !(this.parent as VacancyFormValues).imageUrl || Boolean(value?.trim());
        }),
      sharedWithCenters: yup.array(yup.string().defined()).defined(),
    });
  }, [t]);

  const form = useForm<VacancyFormValues, FormContext>({
    resolver: yupResolver(schema) as unknown as Resolver<VacancyFormValues, FormContext>,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: initialValues,
    context,
  });
  const { errors, isSubmitting } = form.formState;
  // A postcode is shown as it is written ("3511ab" becomes "3511 AB") once the field is left.
  const postcodeField = calmRegister(form, "postcode");
  const onPostcodeBlur = (event: FocusEvent<HTMLInputElement>) => {
    const written = formatPostcode(event.currentTarget.value);
    if (written && written !== event.currentTarget.value) form.setValue("postcode", written);
    return postcodeField.onBlur(event);
  };
  const [formError, setFormError] = useState<string>();
  const [intent, setIntent] = useState<VacancyIntent>();
  const imageUrl = form.watch("imageUrl");
  const imageAlt = form.watch("imageAlt");
  const required = { required: true, requiredText: t("required") };
  // "Check the fields with an error" goes once no field has one any more.
  const shownFormError = formError === t("form.fixErrors") && Object.keys(errors).length === 0 ? undefined : formError;

  const submitWith = (next: VacancyIntent) => {
    context.publishing = next === "publish" || (next === "save" && currentStatus === "published");
    setIntent(next);
    return form.handleSubmit(
      async (values) => {
        setFormError(undefined);
        try {
          await onSubmit(values, next);
        } catch (e) {
          const failure = e as Error & { fieldErrors?: Record<string, string> };
          const own = Object.entries(failure.fieldErrors ?? {}).filter(([k]) => k in EMPTY_VACANCY_FORM);
          for (const [name, message] of own)
            form.setError(name as keyof VacancyFormValues, { type: "server", message }, { shouldFocus: true });
          setFormError(own.length > 0 ? t("form.fixErrors") : failure.message || t("form.failedSave"));
        }
      },
      () => setFormError(t("form.fixErrors")),
    )();
  };

  const buttons =
    mode === "edit" && currentStatus !== "draft" ? (
      <Button
        type="button"
        loading={isSubmitting && intent === "save"}
        onClick={() => void submitWith("save")}
        {...FORM_ACTION}
      >
        {t("form.save")}
      </Button>
    ) : (
      <>
        {organizationApproved ? (
          <Button
            type="button"
            loading={isSubmitting && intent === "publish"}
            onClick={() => void submitWith("publish")}
            {...FORM_ACTION}
          >
            {t("form.publish")}
          </Button>
        ) : null}
        <Button
          type="button"
          variant={organizationApproved ? "outline" : undefined}
          loading={isSubmitting && intent === "draft"}
          onClick={() => void submitWith("draft")}
          {...FORM_ACTION}
        >
          {t("form.saveDraft")}
        </Button>
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {mode === "add" ? t("form.addTitle") : t("form.editTitle")}
        </h1>
        <p className="text-fg-muted">{t("form.intro")}</p>
      </div>
      <form
        noValidate
        aria-label={mode === "add" ? t("form.addTitle") : t("form.editTitle")}
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          void submitWith(mode === "edit" && currentStatus !== "draft" ? "save" : "draft");
        }}
      >
        <Section id="vacancy-section-basis" title={t("form.sections.basis")}>
          <Field label={t("fields.title")} {...required} error={errors.title?.message}>
            <Input {...calmRegister(form, "title")} />
          </Field>
          <Field label={t("fields.summary")} hint={t("form.summaryHint")} error={errors.summary?.message}>
            <Textarea rows={2} maxLength={VACANCY_SUMMARY_MAX} showCount {...calmRegister(form, "summary")} />
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
                    labels={richTextEditorLabels((k) => t(`form.editor.${k}`))}
                  />
                )}
              />
            )}
          </Field>
          <Field label={t("fields.categories")} group error={errors.categories?.message}>
            <Controller
              control={form.control}
              name="categories"
              render={({ field }) => (
                <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 md:grid-cols-3">
                  {VACANCY_CATEGORIES.map((c) => (
                    <Checkbox
                      key={c}
                      label={t(`categories.${c}`)}
                      checked={field.value.includes(c)}
                      onCheckedChange={(checked) =>
                        field.onChange(checked === true ? [...field.value, c] : field.value.filter((x) => x !== c))
                      }
                    />
                  ))}
                </div>
              )}
            />
          </Field>
          <Field label={t("fields.skills")} hint={t("form.listHint")} error={errors.skills?.message}>
            <Input {...calmRegister(form, "skills")} />
          </Field>
          <Field label={t("fields.targetGroups")} hint={t("form.listHint")} error={errors.targetGroups?.message}>
            <Input {...calmRegister(form, "targetGroups")} />
          </Field>
        </Section>

        <Section id="vacancy-section-location" title={t("form.sections.location")}>
          <Controller
            control={form.control}
            name="remote"
            render={({ field }) => (
              <Switch
                label={t("fields.remote")}
                hint={t("form.remoteHint")}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <AddressFields
            labels={{
              street: t("fields.street"),
              houseNumber: t("fields.houseNumber"),
              postcode: t("fields.postcode"),
              city: t("fields.city"),
            }}
            postcodeHint={t("form.postcodeHint")}
            errors={{
              street: errors.street?.message,
              houseNumber: errors.houseNumber?.message,
              postcode: errors.postcode?.message,
              city: errors.city?.message,
            }}
            inputs={{
              street: calmRegister(form, "street"),
              houseNumber: calmRegister(form, "houseNumber"),
              postcode: { ...postcodeField, onBlur: onPostcodeBlur },
              city: calmRegister(form, "city"),
            }}
          />
        </Section>

        <Section id="vacancy-section-time" title={t("form.sections.time")}>
          <Field label={t("fields.hoursPerWeek")} error={errors.hoursPerWeek?.message} className="sm:w-48">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={40}
              {...calmRegister(form, "hoursPerWeek", {
                setValueAs: (v) => (v === "" || v === null ? null : Number(v)),
              })}
            />
          </Field>
          <Field label={t("fields.schedule")} group error={errors.schedule?.message}>
            <Controller
              control={form.control}
              name="schedule"
              render={({ field }) => (
                <RadioGroup
                  orientation="horizontal"
                  value={field.value}
                  onValueChange={field.onChange}
                  options={VACANCY_SCHEDULES.map((s) => ({ value: s, label: t(`schedules.${s}`) }))}
                />
              )}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            {(["startDate", "endDate"] as const).map((name) => (
              <Field key={name} label={t(`fields.${name}`)} error={errors[name]?.message}>
                {(control) => (
                  <Controller
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <DatePicker
                        {...field}
                        {...control}
                        locale={intlLocale(locale)}
                        labels={{
                          openCalendar: t("form.calendar.openCalendar"),
                          previousMonth: t("form.calendar.previousMonth"),
                          nextMonth: t("form.calendar.nextMonth"),
                        }}
                      />
                    )}
                  />
                )}
              </Field>
            ))}
          </div>
        </Section>

        <Section id="vacancy-section-requirements" title={t("form.sections.requirements")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("fields.positions")} error={errors.positions?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                {...calmRegister(form, "positions", { setValueAs: (v) => (v === "" || v === null ? null : Number(v)) })}
              />
            </Field>
            <Field label={t("fields.minimumAge")} error={errors.minimumAge?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                {...calmRegister(form, "minimumAge", {
                  setValueAs: (v) => (v === "" || v === null ? null : Number(v)),
                })}
              />
            </Field>
          </div>
          <Controller
            control={form.control}
            name="vogRequired"
            render={({ field }) => (
              <Checkbox
                label={t("fields.vogRequired")}
                checked={field.value}
                onCheckedChange={(c) => field.onChange(c === true)}
              />
            )}
          />
        </Section>

        <Section id="vacancy-section-contact" title={t("form.sections.contact")}>
          <Field label={t("fields.contactName")} error={errors.contactName?.message}>
            <Input autoComplete="name" {...calmRegister(form, "contactName")} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("fields.contactEmail")} error={errors.contactEmail?.message}>
              <Input type="email" autoComplete="email" {...calmRegister(form, "contactEmail")} />
            </Field>
            <Field label={t("fields.contactPhone")} error={errors.contactPhone?.message}>
              <Input type="tel" autoComplete="tel" {...calmRegister(form, "contactPhone")} />
            </Field>
          </div>
        </Section>

        <Section id="vacancy-section-image" title={t("form.sections.image")}>
          <ImageUploadField
            label={t("fields.image")}
            value={imageUrl}
            previewSrc={uploadVariantUrl(imageUrl, 640) ?? undefined}
            previewAlt={imageAlt || t("form.imagePreview")}
            clearLabel={t("form.imageClear")}
            onClear={() => form.setValue("imageUrl", "", { shouldDirty: true })}
            onUpload={async (file) => {
              const { url } = await onUpload(file);
              form.setValue("imageUrl", url, { shouldDirty: true });
            }}
            uploadingLabel={t("form.imageUploading")}
            failedMessage={t("form.imageUploadFailed")}
            library={imagePicker?.((image) => {
              form.setValue("imageUrl", image.url, { shouldDirty: true });
              form.setValue("imageAlt", image.alt, { shouldDirty: true });
            })}
            error={errors.imageUrl?.message}
            accept={UPLOAD_CONTENT_TYPES.join(",")}
            maxSize={UPLOAD_MAX_BYTES}
            locale={locale}
            buttonLabel={t("form.imageChoose")}
            dropLabel={t("form.imageDrop")}
            description={t("form.imageDescription")}
            removeLabel={(file) => t("form.imageRemove", { name: file.name })}
            filesLabel={t("form.imageFiles")}
            messages={{
              wrongType: (file) => t("form.imageWrongType", { name: file.name }),
              tooLarge: (file, max) => t("form.imageTooLarge", { name: file.name, max }),
              tooMany: () => t("form.imageTooMany"),
            }}
          />
          <Field
            label={t("fields.imageAlt")}
            hint={t("form.imageAltHint")}
            required={Boolean(imageUrl)}
            requiredText={t("required")}
            error={errors.imageAlt?.message}
          >
            <Input {...calmRegister(form, "imageAlt")} />
          </Field>
        </Section>

        {sharingCenters && sharingCenters.length > 0 ? (
          <Section id="vacancy-section-sharing" title={t("form.sections.sharing")}>
            <Field label={t("fields.sharedWithCenters")} group hint={t("form.sharingHint")}>
              <Controller
                control={form.control}
                name="sharedWithCenters"
                render={({ field }) => (
                  <div className="flex flex-col">
                    {sharingCenters.map((c) => (
                      <Checkbox
                        key={c.id}
                        label={c.name}
                        checked={field.value.includes(c.id)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true ? [...field.value, c.id] : field.value.filter((x) => x !== c.id),
                          )
                        }
                      />
                    ))}
                  </div>
                )}
              />
            </Field>
          </Section>
        ) : null}

        {!organizationApproved && !(mode === "edit" && currentStatus !== "draft") ? (
          <Notice tone="info">{t("form.notApproved")}</Notice>
        ) : null}
        {shownFormError ? <Notice>{shownFormError}</Notice> : null}
        <div className="flex flex-wrap items-center gap-3">
          {buttons}
          <Link href={cancelHref} className="text-link underline underline-offset-4">
            {t("form.cancel")}
          </Link>
        </div>
      </form>
    </div>
  );
}
