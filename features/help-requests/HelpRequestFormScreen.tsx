import { yupResolver } from "@hookform/resolvers/yup";
import { CheckCircle2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { HELP_DESCRIPTION_MAX, HELP_KINDS, HELP_PHONE_PATTERN, type HelpKind } from "@contract/help-requests.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";
import { applyFailure } from "@ui/lib/formFailure.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import type { HelpRequestValues } from "./types.ts";

export interface HelpRequestFormScreenProps {
  centerName: string;
  /** The center's privacy statement (AVG). */
  privacyHref: string;
  /** Prefilled from a signed-in user. */
  defaults?: Partial<HelpRequestValues>;
  /** Rejects with a failure whose fieldErrors are keyed by the wire names (name, email, phone, kind, ...). */
  onSubmit: (values: HelpRequestValues) => Promise<void>;
  linkComponent?: LinkComponent;
}

const EMPTY: HelpRequestValues = {
  name: "",
  email: "",
  phone: "",
  kind: "",
  description: "",
  area: "",
  consent: false,
};

const filled = (v: string | undefined) => !!v && v.trim() !== "";

/**
 * /een-op-een-hulp: what one-on-one help is, the kinds of help, and the form a resident asks for help
 * with (each field checked when it is left); a clear confirmation after sending.
 */
export function HelpRequestFormScreen({
  centerName,
  privacyHref,
  defaults,
  onSubmit,
  linkComponent: Link = PlainLink,
}: HelpRequestFormScreenProps) {
  const { t } = useTranslation("help-requests");
  const schema = useMemo(
    () =>
      yup.object({
        name: yup.string().trim().min(2, t("public.errors.name")).max(120).required(t("public.errors.name")),
        email: yup.string().trim().max(254).email(t("public.errors.email")),
        phone: yup
          .string()
          .trim()
          .matches(HELP_PHONE_PATTERN, { message: t("public.errors.phone"), excludeEmptyString: true })
          .test("contact", t("public.errors.contact"), function (phone) {
            return filled(phone) || filled((this.parent as HelpRequestValues).email);
          }),
        kind: yup
          .string()
          .oneOf(HELP_KINDS as readonly string[], t("public.errors.kind"))
          .required(t("public.errors.kind")),
        description: yup
          .string()
          .trim()
          .min(10, t("public.errors.description"))
          .max(HELP_DESCRIPTION_MAX, t("public.errors.descriptionLong"))
          .required(t("public.errors.description")),
        area: yup.string().trim().min(2, t("public.errors.area")).max(120).required(t("public.errors.area")),
        consent: yup.boolean().oneOf([true], t("public.errors.consent")).required(t("public.errors.consent")),
      }),
    [t],
  );
  const form = useForm<HelpRequestValues>({
    resolver: yupResolver(schema) as never,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { ...EMPTY, ...defaults },
  });
  const { errors, isSubmitting } = form.formState;
  const [failed, setFailed] = useState<string>();
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (values) => {
      setFailed(undefined);
      try {
        await onSubmit(values);
        setSent(values.email.trim());
      } catch (e) {
        setFailed(applyFailure(form, e) ?? t("public.checkFields"));
      }
    },
    () => setFailed(t("public.checkFields")),
  );

  const intro = (
    <div className="flex flex-col gap-4">
      <h1 className="m-0 text-3xl font-bold tracking-tight">{t("public.title")}</h1>
      <p className="m-0 max-w-prose text-lg">{t("public.intro", { center: centerName })}</p>
    </div>
  );

  if (sent !== null)
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4" role="status">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success-fg" />
        <h1 className="m-0 text-3xl font-bold">{t("public.sentTitle")}</h1>
        <p className="m-0 text-lg">{t("public.sentText", { center: centerName })}</p>
        {sent ? <p className="m-0">{t("public.sentMail", { email: sent })}</p> : null}
        <div>
          <Button
            variant="outline"
            onClick={() => {
              form.reset({ ...EMPTY, ...defaults });
              setSent(null);
            }}
          >
            {t("public.another")}
          </Button>
        </div>
      </div>
    );

  const how = t("public.how", { returnObjects: true, center: centerName }) as unknown;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10">
      {intro}
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h2 className="m-0 text-xl font-semibold">{t("public.howTitle")}</h2>
          <ol className="m-0 flex list-decimal flex-col gap-2 pl-6">
            {(Array.isArray(how) ? (how as string[]) : []).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col gap-3">
          <h2 className="m-0 text-xl font-semibold">{t("public.kindsTitle")}</h2>
          <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2">
            {HELP_KINDS.map((k) => (
              <li key={k} className="rounded-lg border border-border bg-surface p-3 straight:rounded-none">
                <p className="m-0 font-semibold">{t(`kinds.${k}`)}</p>
                <p className="m-0 text-sm text-fg-muted">{t(`kindHints.${k}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6 straight:rounded-none">
        <h2 className="m-0 text-2xl font-semibold">{t("public.formTitle")}</h2>
        <p className="m-0 text-fg-muted">{t("public.formIntro")}</p>
        {failed ? <Notice tone="danger">{failed}</Notice> : null}
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <Field label={t("public.name")} required requiredText={t("public.required")} error={errors.name?.message}>
            <Input {...calmRegister(form, "name")} autoComplete="name" maxLength={120} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t("public.email")}
              hint={t("public.contactHint")}
              requiredText={t("public.optional")}
              error={errors.email?.message}
            >
              <Input
                {...calmRegister(form, "email", { deps: errors.phone ? ["phone"] : [] })}
                type="email"
                autoComplete="email"
                maxLength={254}
              />
            </Field>
            <Field label={t("public.phone")} hint={t("public.phoneHint")} error={errors.phone?.message}>
              <Input {...calmRegister(form, "phone")} type="tel" autoComplete="tel" maxLength={20} />
            </Field>
          </div>
          <Field label={t("public.kind")} required requiredText={t("public.required")} error={errors.kind?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <Select
                    {...control}
                    name={field.name}
                    value={field.value || undefined}
                    placeholder={t("public.kindPlaceholder")}
                    onValueChange={(v) => {
                      field.onChange(v as HelpKind);
                      form.clearErrors("kind");
                    }}
                    onBlur={field.onBlur}
                    options={HELP_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                  />
                )}
              />
            )}
          </Field>
          <Field
            label={t("public.description")}
            hint={t("public.descriptionHint")}
            required
            requiredText={t("public.required")}
            error={errors.description?.message}
          >
            <Textarea {...calmRegister(form, "description")} rows={5} maxLength={HELP_DESCRIPTION_MAX} />
          </Field>
          <Field
            label={t("public.area")}
            hint={t("public.areaHint")}
            required
            requiredText={t("public.required")}
            error={errors.area?.message}
          >
            <Input {...calmRegister(form, "area")} autoComplete="address-level2" maxLength={120} />
          </Field>
          <Controller
            control={form.control}
            name="consent"
            render={({ field }) => (
              <Checkbox
                label={t("public.consent", { center: centerName })}
                checked={field.value}
                onCheckedChange={(c) => {
                  field.onChange(c === true);
                  if (c === true) form.clearErrors("consent");
                }}
                onBlur={field.onBlur}
                name={field.name}
                invalid={!!errors.consent}
                aria-required
                hint={
                  <>
                    {errors.consent ? <span className="block text-danger-fg">{errors.consent.message}</span> : null}
                    <span className="block">
                      {t("public.consentHint")}{" "}
                      <Link href={privacyHref} className="text-link underline underline-offset-4">
                        {t("public.privacy")}
                      </Link>
                    </span>
                  </>
                }
              />
            )}
          />
          <div>
            <Button type="submit" disabled={isSubmitting} {...FORM_ACTION}>
              {isSubmitting ? t("public.sending") : t("public.send")}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
