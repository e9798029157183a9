import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { COLOR_PRESETS, HEADER_VARIANTS, MUTED_COLOR_PRESETS, SHAPES } from "@contract/enums.ts";
import { CONTRAST_PAIR_NAMES, centerDesignSchema, shadesProblem } from "@contract/settings.ts";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { calmRegister } from "@ui/lib/calmRegister.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { centerTheme } from "@tokens/center.ts";
import { checkThemeContrast } from "@tokens/contrast.ts";
import { isTenantKey } from "@tokens/tenants.ts";
import { ImageField } from "./ImageField.tsx";
import { SettingsForm, SettingsPage, useErrorText, useSettingsSubmit } from "./SettingsPage.tsx";
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
  const form = useForm<DesignValues>({
    resolver: yupResolver(centerDesignSchema) as never,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: designValuesOf(settings),
  });
  const values = useWatch({ control: form.control }) as DesignValues;
  const theme = useMemo(
    () =>
      centerTheme(isTenantKey(centerKey) ? centerKey : "demo", {
        name: settings.name,
        primaryColorPreset: values.primary_color_preset,
        secondaryColorPreset: values.secondary_color_preset,
        mutedColorPreset: values.muted_color_preset,
        // Shades still being typed are left out of the preview until they are complete.
        primaryColorShades: shadesProblem(values.primary_color_shades) ? null : values.primary_color_shades,
        secondaryColorShades: shadesProblem(values.secondary_color_shades) ? null : values.secondary_color_shades,
        backgroundColor: /^#[0-9a-f]{3,6}$/i.test(values.background_color) ? values.background_color : null,
        textColor: /^#[0-9a-f]{3,6}$/i.test(values.text_color) ? values.text_color : null,
        shape: values.shape,
        headerVariant: values.header_variant,
        footerVariant: settings.footer_variant,
      }),
    [centerKey, settings.name, settings.footer_variant, values],
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
  const contrastMessages = failures.map((f) =>
    t("design.contrastPair", {
      pair: CONTRAST_PAIR_NAMES[`${f.foreground}/${f.background}`]?.[lang] ?? `${f.foreground}/${f.background}`,
      ratio: f.ratio.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      scheme: t(`design.scheme.${f.scheme}`),
    }),
  );
  const { submit, result } = useSettingsSubmit(form, async (v) => {
    if (failures.length > 0) throw new Error(t("design.contrastRefused"));
    await onSubmit(v);
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
  const shades = (name: "primary_color_shades" | "secondary_color_shades") => (
    <Field
      label={t(`fields.${name}`)}
      hint={t("design.shadesHint")}
      error={errorText(errors[name], t(`fields.${name}`))}
    >
      <Textarea rows={4} spellCheck={false} className="font-mono text-sm" {...calmRegister(form, name)} />
    </Field>
  );
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
          {select("secondary_color_preset", COLOR_PRESETS)}
          {select("muted_color_preset", MUTED_COLOR_PRESETS)}
          {shades("primary_color_shades")}
          {shades("secondary_color_shades")}
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
