import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LOCALES, type Locale } from "@contract/enums.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { AccountDeletionSection, DataExportSection, type AccountDeletionSectionProps } from "./AccountDataSections.tsx";

export interface SettingsScreenProps {
  locale: Locale;
  /** Saves the account's language (PATCH /api/v1/current_user). */
  onSubmit: (values: { locale: Locale }) => Promise<void>;
  /** Downloads the account's own data; the 'Mijn gegevens downloaden' section shows when given. */
  onExport?: () => Promise<void>;
  /** Deletes the account; the 'Account verwijderen' section shows when given. */
  onDeleteAccount?: AccountDeletionSectionProps["onDelete"];
  /** The notification choices (in-app, e-mail, both per kind), shown after the language. */
  notificationPreferences?: React.ReactNode;
}

/** /profile-edit/settings: the language of the account's e-mails, the data export and deleting the account. */
export function SettingsScreen({
  locale: initial,
  onSubmit,
  onExport,
  onDeleteAccount,
  notificationPreferences,
}: SettingsScreenProps) {
  const { t } = useTranslation("profile");
  const [locale, setLocale] = useState<Locale>(initial);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(undefined);
    try {
      await onSubmit({ locale });
      setResult({ ok: true, message: t("settings.saved") });
    } catch (e) {
      setResult({ ok: false, message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("settings.title")}</h1>
        <p className="text-fg-muted">{t("settings.intro")}</p>
      </div>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`rounded-lg border bg-surface p-3 ${result.ok ? "border-success text-success-fg" : "border-danger text-danger-fg"}`}
        >
          {result.message}
        </p>
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t("settings.title")}>
        <Field label={t("settings.language")} group>
          <RadioGroup
            name="locale"
            value={locale}
            onChange={(value) => setLocale(value as Locale)}
            options={LOCALES.map((l) => ({ value: l, label: t(`settings.languages.${l}`) }))}
          />
        </Field>
        <div>
          <Button type="submit" loading={busy}>
            {t("settings.submit")}
          </Button>
        </div>
      </form>
      {notificationPreferences}
      {onExport ? <DataExportSection onExport={onExport} /> : null}
      {onDeleteAccount ? <AccountDeletionSection onDelete={onDeleteAccount} /> : null}
    </div>
  );
}
