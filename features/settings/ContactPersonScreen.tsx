import { yupResolver } from "@hookform/resolvers/yup";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { centerContactSchema } from "@contract/settings.ts";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { calmRegister } from "@ui/lib/calmRegister.ts";
import { ImageField } from "./ImageField.tsx";
import { SettingsForm, SettingsPage, useErrorText, useSettingsSubmit } from "./SettingsPage.tsx";
import type { CenterSettings, SettingsState, UploadImage } from "./types.ts";

export interface ContactValues {
  contact_name: string;
  contact_role: string;
  contact_email: string;
  contact_phone: string;
  contact_photo_url: string;
}

export const contactValuesOf = (s: CenterSettings): ContactValues => ({
  contact_name: s.contact_name ?? "",
  contact_role: s.contact_role ?? "",
  contact_email: s.contact_email ?? "",
  contact_phone: s.contact_phone ?? "",
  contact_photo_url: s.contact_photo_url ?? "",
});

export interface ContactPersonScreenProps {
  state: SettingsState;
  settings?: CenterSettings | undefined;
  onSubmit: (values: ContactValues) => Promise<void>;
  onUpload: UploadImage;
  onRetry?: () => void;
}

/** /settings/contact-person: who visitors and organizations without a contact of their own can reach. */
export function ContactPersonScreen(props: ContactPersonScreenProps) {
  const { t } = useTranslation("settings");
  return (
    <SettingsPage title={t("contact.title")} intro={t("contact.intro")} state={props.state} onRetry={props.onRetry}>
      {props.settings ? <ContactForm {...props} settings={props.settings} /> : null}
    </SettingsPage>
  );
}

function ContactForm({ settings, onSubmit, onUpload }: ContactPersonScreenProps & { settings: CenterSettings }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const form = useForm<ContactValues>({
    resolver: yupResolver(centerContactSchema) as never,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: contactValuesOf(settings),
  });
  const { submit, result } = useSettingsSubmit(form, onSubmit);
  const { errors, isSubmitting } = form.formState;
  const text = (name: Exclude<keyof ContactValues, "contact_photo_url">, extra: Record<string, unknown> = {}) => (
    <Field label={t(`fields.${name}`)} error={errorText(errors[name], t(`fields.${name}`))}>
      <Input {...calmRegister(form, name)} {...extra} />
    </Field>
  );
  return (
    <SettingsForm label={t("contact.title")} submit={() => void submit()} result={result} busy={isSubmitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("contact_name", { autoComplete: "name" })}
        {text("contact_role", { autoComplete: "organization-title" })}
        {text("contact_email", { type: "email", autoComplete: "email" })}
        {text("contact_phone", { type: "tel", autoComplete: "tel" })}
      </div>
      <Controller
        control={form.control}
        name="contact_photo_url"
        render={({ field }) => (
          <ImageField
            label={t("fields.contact_photo_url")}
            value={field.value}
            onChange={field.onChange}
            onUpload={onUpload}
            error={errorText(errors.contact_photo_url, t("fields.contact_photo_url"))}
            previewAlt={t("contact.photoAlt", { name: form.getValues("contact_name") || t("contact.title") })}
            previewClassName="size-24 rounded-full"
          />
        )}
      />
    </SettingsForm>
  );
}
