import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DELIVERY_CHOICES, type DeliveryChoice } from "@contract/notification-templates.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import type { LoadState } from "./types.ts";

export interface NotificationPreferencesSectionProps {
  state: LoadState;
  /** The choice per kind (keys: PREFERENCE_KEYS). */
  preferences: Readonly<Record<string, DeliveryChoice>>;
  onSave: (preferences: Record<string, DeliveryChoice>) => Promise<void>;
  onRetry?: () => void;
}

/** The part of /profile-edit/settings where a user chooses in-app, e-mail or both per kind of message. */
export function NotificationPreferencesSection(props: NotificationPreferencesSectionProps) {
  const { t } = useTranslation("notification-templates");
  const [values, setValues] = useState<Record<string, DeliveryChoice>>({ ...props.preferences });
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const [seen, setSeen] = useState(props.preferences);
  if (seen !== props.preferences) {
    setSeen(props.preferences);
    setValues({ ...props.preferences });
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(undefined);
    try {
      await props.onSave(values);
      setResult({ ok: true, text: t("preferences.saved") });
    } catch {
      setResult({ ok: false, text: t("form.failedAction") });
    } finally {
      setBusy(false);
    }
  };
  let body;
  if (props.state === "loading")
    body = (
      <SkeletonGroup label={t("preferences.loading")} className="flex flex-col gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </SkeletonGroup>
    );
  else if (props.state === "failed")
    body = <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("preferences.failed")}</Notice>;
  else
    body = (
      <form onSubmit={submit} className="flex flex-col gap-4">
        {Object.keys(props.preferences).map((key) => (
          <Field key={key} label={t(`names.${key}`)} group>
            <RadioGroup
              name={`${headingId}-${key}`}
              orientation="horizontal"
              value={values[key] ?? "both"}
              onChange={(v) => setValues((old) => ({ ...old, [key]: v as DeliveryChoice }))}
              options={DELIVERY_CHOICES.map((c) => ({ value: c, label: t(`preferences.choice.${c}`) }))}
            />
          </Field>
        ))}
        <div>
          <Button type="submit" disabled={busy}>
            {t("preferences.save")}
          </Button>
        </div>
      </form>
    );
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-6">
      <h2 id={headingId} className="m-0 text-xl font-semibold">
        {t("preferences.title")}
      </h2>
      <p className="m-0 text-fg-muted">{t("preferences.intro")}</p>
      <Notice tone="info">{t("preferences.security")}</Notice>
      <div aria-live="polite">
        {result ? <Notice tone={result.ok ? "success" : "danger"}>{result.text}</Notice> : null}
      </div>
      {body}
    </div>
  );
}
