import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { APPLICATION_AVAILABILITY_MAX, APPLICATION_MOTIVATION_MAX } from "@contract/applications.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";
import { Notice } from "@ui/Notice/Notice.tsx";

/** The contract's minimum length of a motivation (applicationSchema). */
export const MOTIVATION_MIN = 10;

export interface ApplyValues {
  motivation: string;
  availability: string;
}

export interface ApplyFormProps {
  /** Sends the application with trimmed values; a rejection may carry `fieldErrors` and keeps what was typed. */
  onSubmit: (values: ApplyValues) => Promise<void>;
  onCancel?: () => void;
  /** A message above the form (a failed submit that is not about one field). */
  error?: string;
  /** Moves focus to the motivation when the form appears. */
  focusOnMount?: boolean;
}

/** The application form: motivation (required, 10 to 2000 characters) and availability, validated on blur. */
export function ApplyForm({ onSubmit, onCancel, error, focusOnMount = false }: ApplyFormProps) {
  const { t } = useTranslation("applications");
  const schema = useMemo(
    () =>
      yup.object({
        motivation: yup
          .string()
          .label(t("apply.motivation"))
          .trim()
          .required(t("apply.motivationRequired"))
          .min(MOTIVATION_MIN, t("apply.motivationMin", { min: MOTIVATION_MIN }))
          .max(APPLICATION_MOTIVATION_MAX, t("apply.motivationMax", { max: APPLICATION_MOTIVATION_MAX })),
        availability: yup
          .string()
          .label(t("apply.availability"))
          .trim()
          .max(APPLICATION_AVAILABILITY_MAX, t("apply.availabilityMax", { max: APPLICATION_AVAILABILITY_MAX }))
          .defined(),
      }),
    [t],
  );
  const form = useForm<ApplyValues>({
    resolver: yupResolver(schema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { motivation: "", availability: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    if (focusOnMount) setFocus("motivation");
  }, [focusOnMount, setFocus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      const failure = e as Error & { fieldErrors?: Record<string, string> };
      for (const [name, message] of Object.entries(failure.fieldErrors ?? {}))
        if (name === "motivation" || name === "availability") form.setError(name, { type: "server", message });
    }
  });
  const count = (n: number, max: number | undefined) => t("apply.count", { count: n, max });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="apply-form">
      {error ? <Notice>{error}</Notice> : null}
      <Field
        label={t("apply.motivation")}
        hint={t("apply.motivationHint", { min: MOTIVATION_MIN })}
        required
        requiredText={t("apply.required")}
        error={errors.motivation?.message}
      >
        <Textarea
          rows={6}
          showCount
          maxLength={APPLICATION_MOTIVATION_MAX}
          formatCount={count}
          {...calmRegister(form, "motivation")}
        />
      </Field>
      <Field label={t("apply.availability")} hint={t("apply.availabilityHint")} error={errors.availability?.message}>
        <Textarea
          rows={2}
          showCount
          maxLength={APPLICATION_AVAILABILITY_MAX}
          formatCount={count}
          {...calmRegister(form, "availability")}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isSubmitting} {...FORM_ACTION}>
          {t("apply.submit")}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} {...FORM_ACTION}>
            {t("apply.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
