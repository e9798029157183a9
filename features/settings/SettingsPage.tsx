import { useState, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { FORM_ACTION } from "@ui/lib/calmRegister.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import type { SettingsState, SubmitFailure } from "./types.ts";

export interface SettingsPageProps {
  title: string;
  intro: string;
  state: SettingsState;
  onRetry?: (() => void) | undefined;
  children?: ReactNode;
}

/** Heading, intro and the three states every settings screen has (loading, failed, ready). */
export function SettingsPage({ title, intro, state, onRetry, children }: SettingsPageProps) {
  const { t } = useTranslation("settings");
  return (
    <div className="flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-fg-muted">{intro}</p>
      </div>
      {state === "loading" ? (
        <SkeletonGroup label={t("loading")}>
          <Skeleton lines={6} />
        </SkeletonGroup>
      ) : state === "failed" ? (
        <Notice tone="danger" retry={onRetry ? { label: t("retry"), onRetry } : undefined}>
          {t("failed")}
        </Notice>
      ) : (
        children
      )}
    </div>
  );
}

/**
 * Saves a settings form: the server's field messages land under their fields (attributes are the
 * field names), anything else above the form; a success is announced.
 */
export function useSettingsSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  onSubmit: (values: T) => Promise<void>,
) {
  const { t } = useTranslation("settings");
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const submit = form.handleSubmit(
    async (values) => {
      setResult(undefined);
      try {
        await onSubmit(values);
        setResult({ ok: true, message: t("saved") });
      } catch (e) {
        const failure = e as SubmitFailure;
        const own = Object.entries(failure.fieldErrors ?? {}).filter(([k]) => k in values);
        for (const [name, message] of own)
          form.setError(
            name as Parameters<typeof form.setError>[0],
            { type: "server", message },
            { shouldFocus: true },
          );
        setResult({ ok: false, message: own.length > 0 ? t("fixErrors") : failure.message || t("saveFailed") });
      }
    },
    () => setResult({ ok: false, message: t("fixErrors") }),
  );
  return { submit, result };
}

/** The form with its result line and save button. */
export function SettingsForm({
  label,
  submit,
  result,
  busy,
  children,
  submitLabel,
}: {
  label: string;
  submit: () => void;
  result: { ok: boolean; message: string } | undefined;
  busy: boolean;
  children: ReactNode;
  submitLabel?: string;
}) {
  const { t } = useTranslation("settings");
  return (
    <form
      noValidate
      data-slot="settings-form"
      data-label={label}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {children}
      {result ? <Notice tone={result.ok ? "success" : "danger"}>{result.message}</Notice> : null}
      <div>
        <Button type="submit" loading={busy} {...FORM_ACTION}>
          {submitLabel ?? t("save")}
        </Button>
      </div>
    </form>
  );
}

/** A yup error's text in the user's language: by its type, naming the field (the contract's messages are English). */
export function useErrorText() {
  const { t } = useTranslation("settings");
  return (error: { type?: string | number; message?: string } | undefined, field: string): string | undefined => {
    if (!error) return undefined;
    if (error.type === "server") return error.message;
    const key = `errors.${String(error.type)}`;
    return t(key, { field, defaultValue: t("errors.invalid", { field }) });
  };
}
