import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { VACANCY_CATEGORIES } from "@contract/vacancies.ts";
import {
  POOL_AVAILABILITY,
  POOL_DEFAULT_TRAVEL_KM,
  POOL_PLACE_MAX,
  POOL_SKILLS,
  POOL_SUMMARY_MAX,
  POOL_TRAVEL_KM,
} from "@contract/volunteer-pool.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Switch } from "@ui/Switch/Switch.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { useToast } from "@ui/Toast/Toast.tsx";
import { formatDate, STATE_BADGE } from "./format.ts";
import type { LoadState, PoolInvitation, PoolProfileValues } from "./types.ts";

export interface PoolProfileSectionProps {
  state: LoadState;
  centerName: string;
  initialValues?: PoolProfileValues;
  /** In the pool since (ISO), or null. */
  availableSince: string | null;
  /** Saves (PUT /api/v1/pool_profile); a rejection may carry `fieldErrors` (place, summary). */
  onSubmit: (values: PoolProfileValues) => Promise<void>;
  invitations: readonly PoolInvitation[];
  /** The vacancy page of an invitation. */
  vacancyHref: (vacancyId: string) => string;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

const DEFAULTS: PoolProfileValues = {
  available: false,
  skills: [],
  categories: [],
  availability: [],
  place: "",
  travelKm: POOL_DEFAULT_TRAVEL_KM,
  summary: "",
};

/**
 * The volunteer pool in the volunteer's own profile (/profile-edit#vrijwilligerspool): the consent
 * with what it means, what they offer and when and where, and the invitations they got.
 */
export function PoolProfileSection(props: PoolProfileSectionProps) {
  const { t, i18n } = useTranslation("volunteer-pool");
  const titleId = useId();
  return (
    <section
      id="vrijwilligerspool"
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-xl scroll-mt-24 flex-col gap-4 border-t border-border py-6"
    >
      <div className="flex flex-col gap-2">
        <h2 id={titleId} className="m-0 text-2xl font-bold tracking-tight">
          {t("profile.title")}
        </h2>
        <p className="m-0 text-fg-muted">{t("profile.intro")}</p>
      </div>
      {props.state === "loading" ? (
        <SkeletonGroup label={t("profile.loading")} className="flex flex-col gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
        </SkeletonGroup>
      ) : props.state === "failed" ? (
        <Notice retry={{ label: t("profile.retry"), onRetry: props.onRetry }}>{t("profile.failed")}</Notice>
      ) : (
        <>
          <PoolForm {...props} />
          <Invitations {...props} language={i18n.language} />
        </>
      )}
    </section>
  );
}

function PoolForm(props: PoolProfileSectionProps) {
  const { t, i18n } = useTranslation("volunteer-pool");
  const { toast } = useToast();
  const [values, setValues] = useState<PoolProfileValues>({ ...DEFAULTS, ...props.initialValues });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof PoolProfileValues>(key: K, value: PoolProfileValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const toggle = (key: "skills" | "categories" | "availability", value: string, on: boolean) =>
    setValues((v) => {
      const list = v[key] as string[];
      return { ...v, [key]: on ? [...list, value] : list.filter((x) => x !== value) };
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setFieldErrors({});
    if (values.available && !values.place.trim()) {
      setFieldErrors({ place: t("profile.placeHint") });
      return;
    }
    setBusy(true);
    try {
      // In the contract's order, so the saved lists do not depend on the order of clicking.
      await props.onSubmit({
        ...values,
        skills: POOL_SKILLS.filter((s) => values.skills.includes(s)),
        categories: VACANCY_CATEGORIES.filter((c) => values.categories.includes(c)),
        availability: POOL_AVAILABILITY.filter((a) => values.availability.includes(a)),
        place: values.place.trim(),
        summary: values.summary.trim(),
      });
      toast({ title: values.available ? t("profile.saved") : t("profile.left"), tone: "success" });
    } catch (err) {
      const failure = err as Error & { fieldErrors?: Record<string, string> };
      if (failure.fieldErrors && Object.keys(failure.fieldErrors).length) setFieldErrors(failure.fieldErrors);
      else setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const checkboxes = (key: "skills" | "categories" | "availability", all: readonly string[]) => (
    <div className="grid gap-x-6 sm:grid-cols-2">
      {all.map((v) => (
        <Checkbox
          key={v}
          name={key}
          value={v}
          label={t(`${key}.${v}`)}
          checked={(values[key] as string[]).includes(v)}
          onCheckedChange={(checked) => toggle(key, v, checked === true)}
        />
      ))}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {error ? <Notice>{error}</Notice> : null}
      <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 straight:rounded-none">
        <Switch
          name="available"
          checked={values.available}
          onCheckedChange={(on) => set("available", on)}
          label={<span className="font-semibold">{t("profile.consent")}</span>}
          hint={t("profile.consentHint", { center: props.centerName })}
        />
        <p className="m-0 text-sm text-fg-muted" aria-live="polite">
          {props.availableSince && props.initialValues?.available
            ? t("profile.since", { date: formatDate(props.availableSince, i18n.language) })
            : t("profile.notIn")}
        </p>
      </div>
      <Field label={t("profile.skills")} group>
        {() => checkboxes("skills", POOL_SKILLS)}
      </Field>
      <Field label={t("profile.categories")} hint={t("profile.categoriesHint")} group>
        {() => checkboxes("categories", VACANCY_CATEGORIES)}
      </Field>
      <Field label={t("profile.availability")} group>
        {() => checkboxes("availability", POOL_AVAILABILITY)}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("profile.place")}
          hint={t("profile.placeHint")}
          required={values.available}
          requiredText="*"
          error={fieldErrors.place}
        >
          <Input
            name="place"
            value={values.place}
            maxLength={POOL_PLACE_MAX}
            autoComplete="address-level2"
            onChange={(e) => set("place", e.target.value)}
          />
        </Field>
        <Field label={t("profile.travel")} disabled={!values.place.trim()}>
          {(control) => (
            <Select
              {...control}
              name="travel_km"
              value={String(values.travelKm)}
              onChange={(v) => set("travelKm", Number(v))}
              options={POOL_TRAVEL_KM.map((km) => ({ value: String(km), label: t("profile.travelKm", { km }) }))}
            />
          )}
        </Field>
      </div>
      <Field label={t("profile.summary")} hint={t("profile.summaryHint")} error={fieldErrors.summary}>
        <Textarea
          name="summary"
          rows={3}
          value={values.summary}
          maxLength={POOL_SUMMARY_MAX}
          onChange={(e) => set("summary", e.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" loading={busy}>
          {t("profile.save")}
        </Button>
      </div>
    </form>
  );
}

function Invitations(props: PoolProfileSectionProps & { language: string }) {
  const { t } = useTranslation("volunteer-pool");
  const Link = props.linkComponent ?? PlainLink;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="m-0 text-xl font-semibold">{t("profile.invitations")}</h3>
      {props.invitations.length === 0 ? (
        <p className="m-0 text-fg-muted">{t("profile.invitationsNone")}</p>
      ) : (
        <ul aria-label={t("profile.invitations")} className="m-0 flex list-none flex-col gap-3 p-0">
          {props.invitations.map((i) => (
            <li
              key={i.id}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 straight:rounded-none"
            >
              <div className="flex flex-wrap items-center gap-2">
                {i.state === "applied" ? <Badge variant={STATE_BADGE.applied}>{t("profile.applied")}</Badge> : null}
                <h4 className="m-0 text-base font-semibold">
                  {i.vacancyTitle} · {i.organizationName}
                </h4>
              </div>
              <p className="m-0 text-sm text-fg-muted">
                {i.invitedByName ? `${t("profile.invitationFrom", { name: i.invitedByName })} · ` : null}
                <time dateTime={i.createdAt}>
                  {t("profile.invitedOn", { date: formatDate(i.createdAt, props.language) })}
                </time>
              </p>
              {i.message ? <p className="m-0 whitespace-pre-line break-words">{i.message}</p> : null}
              <Link href={props.vacancyHref(i.vacancyId)} className="text-link underline underline-offset-4">
                {t("profile.view")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
