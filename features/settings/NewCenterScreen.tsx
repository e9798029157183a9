import { yupResolver } from "@hookform/resolvers/yup";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { COLOR_PRESETS, MUTED_COLOR_PRESETS } from "@contract/enums.ts";
import { CENTER_MAX_HOSTS, HOST_NAME, newCenterSchema } from "@contract/settings.ts";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { calmRegister } from "@ui/lib/calmRegister.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { SettingsForm, SettingsPage, useErrorText, useSettingsSubmit } from "./SettingsPage.tsx";

export interface NewCenterValues {
  name: string;
  key: string;
  /** One host name a line. */
  hosts: string;
  primary_color_preset: string;
  secondary_color_preset: string;
  muted_color_preset: string;
  admin_email: string;
  admin_first_name: string;
  admin_last_name: string;
}

export const hostsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

/** The contract's rules; the host names are typed one a line here. */
const schema = newCenterSchema.shape({
  hosts: yup
    .string()
    .required()
    .test("hosts", "${path} is invalid", (v) => {
      const list = hostsOf(v ?? "");
      return list.length > 0 && list.length <= CENTER_MAX_HOSTS && list.every((h) => HOST_NAME.test(h));
    }),
});

export const EMPTY_NEW_CENTER: NewCenterValues = {
  name: "",
  key: "",
  hosts: "",
  primary_color_preset: "indigo",
  secondary_color_preset: "pink",
  muted_color_preset: "slate",
  admin_email: "",
  admin_first_name: "",
  admin_last_name: "",
};

export interface NewCenterScreenProps {
  /** Only superadmins create centers; others see why not. */
  allowed: boolean;
  onSubmit: (values: NewCenterValues) => Promise<void>;
  /** After a success: the new center's address, to open it. */
  created?: { name: string; url: string } | undefined;
}

/** /settings/centers (superadmin): a new center with its host names, colours and first admin, who is invited. */
export function NewCenterScreen({ allowed, onSubmit, created }: NewCenterScreenProps) {
  const { t } = useTranslation("settings");
  return (
    <SettingsPage title={t("newCenter.title")} intro={t("newCenter.intro")} state="ready">
      {allowed ? (
        <NewCenterForm onSubmit={onSubmit} created={created} allowed />
      ) : (
        <Notice tone="info">{t("newCenter.onlySuperadmin")}</Notice>
      )}
    </SettingsPage>
  );
}

function NewCenterForm({ onSubmit, created }: NewCenterScreenProps) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const [done, setDone] = useState(false);
  const form = useForm<NewCenterValues>({
    resolver: yupResolver(schema) as never,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: EMPTY_NEW_CENTER,
  });
  const { submit, result } = useSettingsSubmit(form, async (v) => {
    await onSubmit(v);
    setDone(true);
    form.reset(EMPTY_NEW_CENTER);
  });
  const { errors, isSubmitting } = form.formState;
  const text = (
    name: "name" | "key" | "admin_email" | "admin_first_name" | "admin_last_name",
    extra: Record<string, unknown> = {},
  ) => (
    <Field
      label={t(`newCenter.fields.${name}`)}
      required
      requiredText={t("required")}
      error={errorText(errors[name], t(`newCenter.fields.${name}`))}
      {...(name === "key" ? { hint: t("newCenter.keyHint") } : {})}
    >
      <Input {...calmRegister(form, name)} {...extra} />
    </Field>
  );
  const select = (
    name: "primary_color_preset" | "secondary_color_preset" | "muted_color_preset",
    names: readonly string[],
  ) => (
    <Field label={t(`fields.${name}`)}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select
              {...control}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={names.map((n) => ({ value: n, label: t(`presets.${n}`) }))}
            />
          )}
        />
      )}
    </Field>
  );
  return (
    <SettingsForm
      label={t("newCenter.title")}
      submit={() => void submit()}
      result={done && created ? undefined : result}
      busy={isSubmitting}
      submitLabel={t("newCenter.submit")}
    >
      {done && created ? (
        <Notice tone="success">
          {t("newCenter.created", { name: created.name })}{" "}
          <a href={created.url} className="text-link underline underline-offset-4">
            {created.url}
          </a>
        </Notice>
      ) : null}
      {text("name")}
      {text("key", { spellCheck: false, autoCapitalize: "none" })}
      <Field
        label={t("newCenter.fields.hosts")}
        hint={t("newCenter.hostsHint")}
        required
        requiredText={t("required")}
        error={errorText(errors.hosts, t("newCenter.fields.hosts"))}
      >
        <Textarea rows={3} spellCheck={false} {...calmRegister(form, "hosts")} />
      </Field>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-bold">{t("design.colors")}</legend>
        {select("primary_color_preset", COLOR_PRESETS)}
        {select("secondary_color_preset", COLOR_PRESETS)}
        {select("muted_color_preset", MUTED_COLOR_PRESETS)}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-bold">{t("newCenter.admin")}</legend>
        {text("admin_email", { type: "email", autoComplete: "off" })}
        {text("admin_first_name", { autoComplete: "off" })}
        {text("admin_last_name", { autoComplete: "off" })}
      </fieldset>
    </SettingsForm>
  );
}
