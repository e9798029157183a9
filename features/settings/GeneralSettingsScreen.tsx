import { yupResolver } from "@hookform/resolvers/yup";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { LOCALES } from "@contract/enums.ts";
import { centerGeneralSchema } from "@contract/settings.ts";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { calmRegister } from "@ui/lib/calmRegister.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { SettingsForm, SettingsPage, useErrorText, useSettingsSubmit } from "./SettingsPage.tsx";
import type { CenterSettings, SettingsState } from "./types.ts";

export interface GeneralValues {
  name: string;
  email: string;
  phone: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  default_locale: string;
}

export const generalValuesOf = (s: CenterSettings): GeneralValues => ({
  name: s.name ?? "",
  email: s.email ?? "",
  phone: s.phone ?? "",
  street: s.street ?? "",
  house_number: s.house_number ?? "",
  postcode: s.postcode ?? "",
  city: s.city ?? "",
  default_locale: s.default_locale ?? "nl",
});

/** The contract's rules, with the name required here (a center always has one). */
const schema = centerGeneralSchema.concat(yup.object({ name: yup.string().trim().min(2).required() }));

export interface GeneralSettingsScreenProps {
  state: SettingsState;
  settings?: CenterSettings | undefined;
  onSubmit: (values: GeneralValues) => Promise<void>;
  onRetry?: () => void;
  /** Superadmins: where a new center is made. */
  newCenterHref?: string | undefined;
  linkComponent?: LinkComponent;
}

/** /settings: the center's name, public e-mail and phone, address and default language. */
export function GeneralSettingsScreen(props: GeneralSettingsScreenProps) {
  const { t } = useTranslation("settings");
  return (
    <SettingsPage title={t("general.title")} intro={t("general.intro")} state={props.state} onRetry={props.onRetry}>
      {props.settings ? <GeneralForm {...props} settings={props.settings} /> : null}
    </SettingsPage>
  );
}

function GeneralForm({
  settings,
  onSubmit,
  newCenterHref,
  linkComponent: Link = PlainLink,
}: GeneralSettingsScreenProps & { settings: CenterSettings }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const form = useForm<GeneralValues>({
    resolver: yupResolver(schema) as never,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: generalValuesOf(settings),
  });
  const { submit, result } = useSettingsSubmit(form, onSubmit);
  const { errors, isSubmitting } = form.formState;
  const text = (name: keyof GeneralValues, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      error={errorText(errors[name], label)}
      {...(name === "name" ? { required: true, requiredText: t("required") } : {})}
    >
      <Input {...calmRegister(form, name)} {...extra} />
    </Field>
  );
  return (
    <>
      <SettingsForm label={t("general.title")} submit={() => void submit()} result={result} busy={isSubmitting}>
        {text("name", t("fields.name"), { autoComplete: "organization" })}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold">{t("general.contact")}</legend>
          {text("email", t("fields.email"), { type: "email", autoComplete: "email" })}
          {text("phone", t("fields.phone"), { type: "tel", autoComplete: "tel" })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold">{t("general.address")}</legend>
          {text("street", t("fields.street"), { autoComplete: "address-line1" })}
          {text("house_number", t("fields.houseNumber"))}
          {text("postcode", t("fields.postcode"), { autoComplete: "postal-code" })}
          {text("city", t("fields.city"), { autoComplete: "address-level2" })}
        </fieldset>
        <Field group label={t("fields.defaultLocale")} hint={t("general.localeHint")}>
          <Controller
            control={form.control}
            name="default_locale"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onChange={field.onChange}
                orientation="horizontal"
                options={LOCALES.map((l) => ({ value: l, label: t(`locales.${l}`) }))}
              />
            )}
          />
        </Field>
      </SettingsForm>
      {newCenterHref ? (
        <section className="flex flex-col gap-2 border-t border-border pt-6">
          <h2 className="text-xl font-bold">{t("general.platform")}</h2>
          <p className="text-fg-muted">{t("general.platformIntro")}</p>
          <Link href={newCenterHref} className="text-link underline underline-offset-4">
            {t("general.newCenter")}
          </Link>
        </section>
      ) : null}
    </>
  );
}
