import { yupResolver } from "@hookform/resolvers/yup";
import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, useForm, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FOOTER_VARIANTS } from "@contract/enums.ts";
import {
  FOOTER_MAX_COLUMNS,
  FOOTER_MAX_LINKS,
  SOCIAL_MAX_LINKS,
  SOCIAL_PLATFORMS,
  centerFooterSchema,
} from "@contract/settings.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { calmRegister } from "@ui/lib/calmRegister.ts";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Switch } from "@ui/Switch/Switch.tsx";
import { SettingsForm, SettingsPage, useErrorText, useSettingsSubmit } from "./SettingsPage.tsx";
import type { CenterSettings, SettingsState } from "./types.ts";

export interface FooterValues {
  footer_columns: { title: string; links: { label: string; url: string }[] }[];
  social_links: { platform: string; url: string }[];
  footer_show_address: boolean;
  footer_variant: string;
}

export const footerValuesOf = (s: CenterSettings): FooterValues => ({
  footer_columns: s.footer_columns ?? [],
  social_links: s.social_links ?? [],
  footer_show_address: s.footer_show_address ?? true,
  footer_variant: s.footer_variant,
});

export interface FooterSettingsScreenProps {
  state: SettingsState;
  settings?: CenterSettings | undefined;
  onSubmit: (values: FooterValues) => Promise<void>;
  onRetry?: () => void;
}

/** /settings/footer: columns of links, social links, the address, and the footer's colour. */
export function FooterSettingsScreen(props: FooterSettingsScreenProps) {
  const { t } = useTranslation("settings");
  return (
    <SettingsPage title={t("footer.title")} intro={t("footer.intro")} state={props.state} onRetry={props.onRetry}>
      {props.settings ? <FooterForm {...props} settings={props.settings} /> : null}
    </SettingsPage>
  );
}

type Errors = FieldErrors<FooterValues>;

function ColumnEditor({
  form,
  index,
  onRemove,
}: {
  form: UseFormReturn<FooterValues>;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const links = useFieldArray({ control: form.control, name: `footer_columns.${index}.links` });
  const errors = (form.formState.errors as Errors).footer_columns?.[index];
  const n = index + 1;
  return (
    <fieldset data-slot="footer-column" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 font-bold">{t("footer.column", { n })}</legend>
      <Field
        label={t("footer.columnTitle", { n })}
        required
        requiredText={t("required")}
        error={errorText(errors?.title, t("footer.columnTitle", { n }))}
      >
        <Input {...calmRegister(form, `footer_columns.${index}.title`)} />
      </Field>
      {links.fields.map((link, j) => (
        <div key={link.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <Field
            label={t("footer.linkLabel", { n: j + 1 })}
            error={errorText(errors?.links?.[j]?.label, t("footer.linkLabel", { n: j + 1 }))}
          >
            <Input {...calmRegister(form, `footer_columns.${index}.links.${j}.label`)} />
          </Field>
          <Field
            label={t("footer.linkUrl", { n: j + 1 })}
            hint={t("footer.linkHint")}
            error={errorText(errors?.links?.[j]?.url, t("footer.linkUrl", { n: j + 1 }))}
          >
            <Input spellCheck={false} {...calmRegister(form, `footer_columns.${index}.links.${j}.url`)} />
          </Field>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("footer.removeLink", { n: j + 1 })}
            onClick={() => links.remove(j)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-3">
        {links.fields.length < FOOTER_MAX_LINKS ? (
          <Button variant="outline" size="sm" onClick={() => links.append({ label: "", url: "" })}>
            <Plus aria-hidden /> {t("footer.addLink")}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden /> {t("footer.removeColumn", { n })}
        </Button>
      </div>
    </fieldset>
  );
}

function FooterForm({ settings, onSubmit }: FooterSettingsScreenProps & { settings: CenterSettings }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const form = useForm<FooterValues>({
    resolver: yupResolver(centerFooterSchema) as never,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: footerValuesOf(settings),
  });
  const columns = useFieldArray({ control: form.control, name: "footer_columns" });
  const social = useFieldArray({ control: form.control, name: "social_links" });
  const { submit, result } = useSettingsSubmit(form, onSubmit);
  const { errors, isSubmitting } = form.formState;
  return (
    <SettingsForm label={t("footer.title")} submit={() => void submit()} result={result} busy={isSubmitting}>
      <div className="flex flex-col gap-4">
        <h2 id="footer-columns" className="text-xl font-bold">
          {t("footer.columns")}
        </h2>
        {columns.fields.length === 0 ? <p className="text-fg-muted">{t("footer.noColumns")}</p> : null}
        {columns.fields.map((column, i) => (
          <ColumnEditor key={column.id} form={form} index={i} onRemove={() => columns.remove(i)} />
        ))}
        {columns.fields.length < FOOTER_MAX_COLUMNS ? (
          <div>
            <Button variant="outline" onClick={() => columns.append({ title: "", links: [{ label: "", url: "" }] })}>
              <Plus aria-hidden /> {t("footer.addColumn")}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-4">
        <h2 id="footer-social" className="text-xl font-bold">
          {t("footer.social")}
        </h2>
        {social.fields.map((link, i) => (
          <div key={link.id} data-slot="social-link" className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
            <Field label={t("footer.platform", { n: i + 1 })}>
              {(control) => (
                <Controller
                  control={form.control}
                  name={`social_links.${i}.platform`}
                  render={({ field }) => (
                    <Select
                      {...control}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      options={SOCIAL_PLATFORMS.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
                    />
                  )}
                />
              )}
            </Field>
            <Field
              label={t("footer.socialUrl", { n: i + 1 })}
              error={errorText(errors.social_links?.[i]?.url, t("footer.socialUrl", { n: i + 1 }))}
            >
              <Input
                type="url"
                spellCheck={false}
                placeholder="https://"
                {...calmRegister(form, `social_links.${i}.url`)}
              />
            </Field>
            <Button
              variant="outline"
              size="icon"
              aria-label={t("footer.removeSocial", { n: i + 1 })}
              onClick={() => social.remove(i)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        {social.fields.length < SOCIAL_MAX_LINKS ? (
          <div>
            <Button variant="outline" onClick={() => social.append({ platform: "facebook", url: "" })}>
              <Plus aria-hidden /> {t("footer.addSocial")}
            </Button>
          </div>
        ) : null}
      </div>
      <Controller
        control={form.control}
        name="footer_show_address"
        render={({ field }) => (
          <Switch checked={field.value} onCheckedChange={field.onChange} label={t("footer.showAddress")} />
        )}
      />
      <Field group label={t("fields.footer_variant")} hint={t("footer.variantHint")}>
        <Controller
          control={form.control}
          name="footer_variant"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onChange={field.onChange}
              options={FOOTER_VARIANTS.map((v) => ({ value: v, label: t(`footer.variant.${v}`) }))}
            />
          )}
        />
      </Field>
    </SettingsForm>
  );
}
