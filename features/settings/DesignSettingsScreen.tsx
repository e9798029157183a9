import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { COLOR_PRESETS, HEADER_VARIANTS, MUTED_COLOR_PRESETS, SHAPES } from "@contract/enums.ts";
import { CONTRAST_PAIR_FIELDS, CONTRAST_PAIR_NAMES, centerDesignSchema } from "@contract/settings.ts";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { calmRegister } from "@ui/lib/calmRegister.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { centerTheme } from "@tokens/center.ts";
import { checkThemeContrast } from "@tokens/contrast.ts";
import { isTenantKey } from "@tokens/tenants.ts";
import { ImageField } from "./ImageField.tsx";
import { SettingsForm, SettingsPage, useErrorText, useSettingsSubmit } from "./SettingsPage.tsx";
import {
  ShadesField,
  derivedShades,
  previewShades,
  shadesDraftOf,
  shadesDraftSchema,
  storedShades,
  type ShadesDraft,
} from "./ShadesField.tsx";
import { ThemePreview } from "./ThemePreview.tsx";
import type { CenterSettings, SettingsState, UploadImage } from "./types.ts";

export interface DesignValues {
  primary_color_preset: string;
  secondary_color_preset: string;
  muted_color_preset: string;
  primary_color_shades: string;
  secondary_color_shades: string;
  background_color: string;
  text_color: string;
  website_logo_url: string;
  favicon_url: string;
  header_variant: string;
  shape: string;
}

const shadesText = (v: unknown) =>
  v && typeof v === "object" ? JSON.stringify(v, null, 2) : typeof v === "string" ? v : "";

export const designValuesOf = (s: CenterSettings): DesignValues => ({
  primary_color_preset: s.primary_color_preset,
  secondary_color_preset: s.secondary_color_preset,
  muted_color_preset: s.muted_color_preset,
  primary_color_shades: shadesText(s.primary_color_shades),
  secondary_color_shades: shadesText(s.secondary_color_shades),
  background_color: s.background_color ?? "",
  text_color: s.text_color ?? "",
  website_logo_url: s.website_logo_url ?? "",
  favicon_url: s.favicon_url ?? "",
  header_variant: s.header_variant,
  shape: s.shape,
});

/** The form's values: the wire's, with each colour's custom shades as a draft (derived or eleven shades). */
interface DesignFormValues extends Omit<DesignValues, "primary_color_shades" | "secondary_color_shades"> {
  primary_color_shades: ShadesDraft;
  secondary_color_shades: ShadesDraft;
}

const designFormSchema = centerDesignSchema
  .omit(["primary_color_shades", "secondary_color_shades"])
  .shape({ primary_color_shades: shadesDraftSchema, secondary_color_shades: shadesDraftSchema });

function formValuesOf(s: CenterSettings): DesignFormValues {
  const values = designValuesOf(s);
  return {
    ...values,
    primary_color_shades: shadesDraftOf(s.primary_color_shades, derivedShades(values.primary_color_preset)),
    secondary_color_shades: shadesDraftOf(s.secondary_color_shades, derivedShades(values.secondary_color_preset)),
  };
}

const wireValuesOf = (v: DesignFormValues): DesignValues => ({
  ...v,
  primary_color_shades: storedShades(v.primary_color_shades),
  secondary_color_shades: storedShades(v.secondary_color_shades),
});

export interface DesignSettingsScreenProps {
  state: SettingsState;
  settings?: CenterSettings | undefined;
  /** The center's key: the seeded look a preview starts from. */
  centerKey: string;
  onSubmit: (values: DesignValues) => Promise<void>;
  onUpload: UploadImage;
  onRetry?: () => void;
}

/**
 * /settings/design: colour presets, custom shades, background and text colour, logo, favicon,
 * header and shape, with a live preview. A combination that fails WCAG AA is named and not sent.
 */
export function DesignSettingsScreen(props: DesignSettingsScreenProps) {
  const { t } = useTranslation("settings");
  return (
    <SettingsPage title={t("design.title")} intro={t("design.intro")} state={props.state} onRetry={props.onRetry}>
      {props.settings ? <DesignForm {...props} settings={props.settings} /> : null}
    </SettingsPage>
  );
}

function DesignForm({
  settings,
  centerKey,
  onSubmit,
  onUpload,
}: DesignSettingsScreenProps & { settings: CenterSettings }) {
  const { t, i18n } = useTranslation("settings");
  const errorText = useErrorText();
  const form = useForm<DesignFormValues>({
    resolver: yupResolver(designFormSchema) as never,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: formValuesOf(settings),
  });
  const values = useWatch({ control: form.control }) as DesignFormValues;
  const derived = useMemo(
    () => ({
      primary: derivedShades(values.primary_color_preset),
      secondary: derivedShades(values.secondary_color_preset),
    }),
    [values.primary_color_preset, values.secondary_color_preset],
  );
  const theme = useMemo(
    () =>
      centerTheme(isTenantKey(centerKey) ? centerKey : "demo", {
        name: settings.name,
        primaryColorPreset: values.primary_color_preset,
        secondaryColorPreset: values.secondary_color_preset,
        mutedColorPreset: values.muted_color_preset,
        // A shade still being typed keeps its derived colour in the preview until it is one.
        primaryColorShades: previewShades(values.primary_color_shades, derived.primary),
        secondaryColorShades: previewShades(values.secondary_color_shades, derived.secondary),
        backgroundColor: /^#[0-9a-f]{3,6}$/i.test(values.background_color) ? values.background_color : null,
        textColor: /^#[0-9a-f]{3,6}$/i.test(values.text_color) ? values.text_color : null,
        shape: values.shape,
        headerVariant: values.header_variant,
        footerVariant: settings.footer_variant,
      }),
    [centerKey, settings.name, settings.footer_variant, values, derived],
  );
  const lang = i18n.language === "en" ? "en" : "nl";
  const failures = useMemo(() => {
    const seen = new Set<string>();
    return checkThemeContrast(theme.settings, theme.footer, { error: () => {} }).filter((f) => {
      const key = `${f.foreground}/${f.background}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [theme]);
  const contrastMessage = (f: (typeof failures)[number]) =>
    t("design.contrastPair", {
      pair: CONTRAST_PAIR_NAMES[`${f.foreground}/${f.background}`]?.[lang] ?? `${f.foreground}/${f.background}`,
      ratio: f.ratio.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      scheme: t(`design.scheme.${f.scheme}`),
    });
  const contrastMessages = failures.map(contrastMessage);
  /** The failing pairs these shades change (the attributes of CONTRAST_PAIR_FIELDS, as the server points at them). */
  const contrastOf = (name: "primary_color_shades" | "secondary_color_shades") =>
    failures
      .filter((f) => CONTRAST_PAIR_FIELDS[`${f.foreground}/${f.background}`]?.includes(name))
      .map(contrastMessage);
  const { submit, result } = useSettingsSubmit(form, async (v) => {
    if (failures.length > 0) throw new Error(t("design.contrastRefused"));
    await onSubmit(wireValuesOf(v));
  });
  const { errors, isSubmitting } = form.formState;
  const presetOptions = (names: readonly string[]) => names.map((n) => ({ value: n, label: t(`presets.${n}`) }));
  const select = (
    name: "primary_color_preset" | "secondary_color_preset" | "muted_color_preset",
    names: readonly string[],
  ) => (
    <Field label={t(`fields.${name}`)} error={errorText(errors[name], t(`fields.${name}`))}>
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
              options={presetOptions(names)}
            />
          )}
        />
      )}
    </Field>
  );
  const shades = (name: "primary_color_shades" | "secondary_color_shades") => {
    const preset = name === "primary_color_shades" ? values.primary_color_preset : values.secondary_color_preset;
    return (
      <ShadesField
        form={form}
        name={name}
        derived={name === "primary_color_shades" ? derived.primary : derived.secondary}
        colorName={t(`presets.${preset}`)}
        contrastProblems={contrastOf(name)}
      />
    );
  };
  const color = (name: "background_color" | "text_color") => (
    <Field
      label={t(`fields.${name}`)}
      hint={t("design.colorHint")}
      error={errorText(errors[name], t(`fields.${name}`))}
    >
      <Input
        // A sample of what fits the field: a light page, dark text (a white sample read as the stored value).
        placeholder={name === "text_color" ? "#1e293b" : "#ffffff"}
        spellCheck={false}
        {...calmRegister(form, name)}
      />
    </Field>
  );
  const radios = (name: "header_variant" | "shape", options: readonly string[]) => (
    <Field group label={t(`fields.${name}`)}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            value={field.value}
            onChange={field.onChange}
            options={options.map((o) => ({ value: o, label: t(`design.${name}.${o}`) }))}
          />
        )}
      />
    </Field>
  );
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <SettingsForm label={t("design.title")} submit={() => void submit()} result={result} busy={isSubmitting}>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-bold">{t("design.colors")}</legend>
          {select("primary_color_preset", COLOR_PRESETS)}
          {shades("primary_color_shades")}
          {select("secondary_color_preset", COLOR_PRESETS)}
          {shades("secondary_color_shades")}
          {select("muted_color_preset", MUTED_COLOR_PRESETS)}
          {color("background_color")}
          {color("text_color")}
        </fieldset>
        {failures.length > 0 ? (
          <Notice tone="danger" data-slot="contrast-problems">
            <div>
              <p className="m-0 font-bold">{t("design.contrastTitle")}</p>
              <ul className="m-0 ps-5">
                {contrastMessages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          </Notice>
        ) : null}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-bold">{t("design.images")}</legend>
          <Controller
            control={form.control}
            name="website_logo_url"
            render={({ field }) => (
              <ImageField
                label={t("fields.website_logo_url")}
                value={field.value}
                onChange={field.onChange}
                onUpload={onUpload}
                error={errorText(errors.website_logo_url, t("fields.website_logo_url"))}
                previewAlt={t("design.logoAlt", { name: settings.name })}
              />
            )}
          />
          <Controller
            control={form.control}
            name="favicon_url"
            render={({ field }) => (
              <ImageField
                label={t("fields.favicon_url")}
                hint={t("design.faviconHint")}
                value={field.value}
                onChange={field.onChange}
                onUpload={onUpload}
                error={errorText(errors.favicon_url, t("fields.favicon_url"))}
                previewAlt={t("design.faviconAlt")}
                previewClassName="size-10"
              />
            )}
          />
        </fieldset>
        {radios("header_variant", HEADER_VARIANTS)}
        {radios("shape", SHAPES)}
      </SettingsForm>
      <div className="flex flex-col gap-2 lg:sticky lg:top-20 lg:self-start">
        <h2 className="text-xl font-bold">{t("design.preview")}</h2>
        <ThemePreview theme={theme} logoUrl={values.website_logo_url || undefined} />
      </div>
    </div>
  );
}
