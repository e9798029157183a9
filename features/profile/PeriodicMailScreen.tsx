import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PERIODIC_MAIL_FREQUENCIES, PERIODIC_MAIL_NEAR_MAX, type PeriodicMailFrequency } from "@contract/schemas.ts";
import { VACANCY_CATEGORIES, VACANCY_DISTANCES_KM, type VacancyCategory } from "@contract/vacancies.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Spinner } from "@ui/Spinner/Spinner.tsx";
import { useToast } from "@ui/Toast/Toast.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";

export interface PeriodicMailValues {
  periodicMail: PeriodicMailFrequency;
  interests: VacancyCategory[];
  /** A place or postcode: only vacancies within `distance` km of it (empty: anywhere). */
  near: string;
  distance: number;
}

/** The vacancy bank's default radius, which the mail uses when only a place is given. */
const DEFAULT_DISTANCE_KM = 10;

export interface PeriodicMailScreenProps {
  state: "loading" | "failed" | "ready";
  /** The saved choice; 'never' and no interests when the account has none yet. */
  initialValues?: Partial<PeriodicMailValues>;
  /** Saves (PATCH /api/v1/current_user with { user: { periodic_mail, interests, periodic_mail_near, periodic_mail_distance } }). */
  onSubmit: (values: PeriodicMailValues) => Promise<void>;
}

const isFrequency = (v: unknown): v is PeriodicMailFrequency =>
  (PERIODIC_MAIL_FREQUENCIES as readonly unknown[]).includes(v);
const isCategory = (v: unknown): v is VacancyCategory => (VACANCY_CATEGORIES as readonly unknown[]).includes(v);

/** /profile-edit/periodieke-mail: how often a mail of new vacancies comes, and about which categories. */
export function PeriodicMailScreen({ state, initialValues, onSubmit }: PeriodicMailScreenProps) {
  const { t } = useTranslation("profile");
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("periodicMail.title")}</h1>
        <p className="text-fg-muted">{t("periodicMail.intro")}</p>
      </div>
      {state === "loading" ? (
        <p role="status" className="flex items-center gap-3">
          <Spinner />
          {t("periodicMail.loading")}
        </p>
      ) : state === "failed" ? (
        <Notice>{t("periodicMail.failed")}</Notice>
      ) : (
        <PeriodicMailForm initialValues={initialValues} onSubmit={onSubmit} />
      )}
    </div>
  );
}

function PeriodicMailForm({ initialValues, onSubmit }: Pick<PeriodicMailScreenProps, "initialValues" | "onSubmit">) {
  const { t } = useTranslation("profile");
  const { toast } = useToast();
  const [frequency, setFrequency] = useState<PeriodicMailFrequency>(
    isFrequency(initialValues?.periodicMail) ? initialValues.periodicMail : "never",
  );
  const [interests, setInterests] = useState<Set<VacancyCategory>>(
    () => new Set((initialValues?.interests ?? []).filter(isCategory)),
  );
  const [near, setNear] = useState(initialValues?.near ?? "");
  const [distance, setDistance] = useState<number>(initialValues?.distance ?? DEFAULT_DISTANCE_KM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const toggle = (category: VacancyCategory, on: boolean) =>
    setInterests((current) => {
      const next = new Set(current);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      // In the order of the contract, so the saved list does not depend on the order of clicking.
      await onSubmit({
        periodicMail: frequency,
        interests: VACANCY_CATEGORIES.filter((c) => interests.has(c)),
        near: near.trim(),
        distance,
      });
      toast({ title: t("periodicMail.saved"), tone: "success" });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" aria-label={t("periodicMail.title")}>
      {error ? <Notice>{error}</Notice> : null}
      <Field label={t("periodicMail.frequency")} group>
        <RadioGroup
          name="periodic_mail"
          value={frequency}
          onChange={(value) => {
            if (isFrequency(value)) setFrequency(value);
          }}
          options={PERIODIC_MAIL_FREQUENCIES.map((f) => ({
            value: f,
            label: t(`periodicMail.frequencies.${f}.label`),
            hint: t(`periodicMail.frequencies.${f}.hint`),
          }))}
        />
      </Field>
      <Field label={t("periodicMail.interests")} hint={t("periodicMail.interestsHint")} group>
        {() => (
          <div className="grid gap-x-6 sm:grid-cols-2">
            {VACANCY_CATEGORIES.map((category) => (
              <Checkbox
                key={category}
                name="interests"
                value={category}
                label={t(`categories.${category}`)}
                checked={interests.has(category)}
                onCheckedChange={(checked) => toggle(category, checked === true)}
              />
            ))}
          </div>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("periodicMail.near")} hint={t("periodicMail.nearHint")}>
          <Input
            name="periodic_mail_near"
            value={near}
            maxLength={PERIODIC_MAIL_NEAR_MAX}
            autoComplete="postal-code"
            onChange={(e) => setNear(e.target.value)}
          />
        </Field>
        <Field label={t("periodicMail.distance")} disabled={!near.trim()}>
          {(control) => (
            <Select
              {...control}
              name="periodic_mail_distance"
              value={String(distance)}
              onChange={(value) => setDistance(Number(value))}
              options={VACANCY_DISTANCES_KM.map((km) => ({
                value: String(km),
                label: t("periodicMail.withinKm", { km }),
              }))}
            />
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" loading={busy}>
          {t("periodicMail.submit")}
        </Button>
      </div>
    </form>
  );
}
