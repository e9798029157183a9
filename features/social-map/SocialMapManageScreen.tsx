import { MapPin } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SOCIAL_MAP_CATEGORIES, OPENING_DAYS, type SocialMapCategory, type OpeningDay } from "@contract/social-map.ts";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { ManagePage, ManageRowActions } from "@ui/ManagePage/ManagePage.tsx";
import { useManageForm, useManageList } from "@ui/ManagePage/useManage.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { LazyMap, MapConsent } from "./LazyMap.tsx";
import {
  addressLine,
  capitalize,
  emptySocialMapValues,
  parseDayHours,
  parseLatitude,
  parseLongitude,
  socialMapValuesOf,
  type LoadState,
  type SocialMapEntry,
  type SocialMapValues,
} from "./types.ts";

const NO_ENTRIES: SocialMapEntry[] = [];

export interface SocialMapManageScreenProps {
  state: LoadState;
  entries: readonly SocialMapEntry[];
  onSave: (id: string | null, values: SocialMapValues) => Promise<void>;
  onDelete: (entry: SocialMapEntry) => Promise<void>;
  hrefFor: (entry: SocialMapEntry) => string;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
  /** The visitor allowed third-party content: the form shows a map to pick the place on. */
  mapAllowed: boolean;
  onAllowMap: () => void;
  /** Open the form at once (stories). */
  initialEditing?: SocialMapEntry | "new";
}

/** /content/sociale-kaart: center staff add, edit and delete the places of the social map. */
export function SocialMapManageScreen(props: SocialMapManageScreenProps) {
  const { t } = useTranslation("social-map");
  const { linkComponent: Link = PlainLink } = props;
  const { editing, setEditing, message, act, saved } = useManageList<SocialMapEntry>(
    t("manage.failedAction"),
    props.initialEditing ?? null,
  );

  if (editing)
    return (
      <EntryForm
        entry={editing === "new" ? null : editing}
        mapAllowed={props.mapAllowed}
        onAllowMap={props.onAllowMap}
        onCancel={() => setEditing(null)}
        onSave={async (values) => {
          await props.onSave(editing === "new" ? null : editing.id, values);
          saved(t("manage.saved"));
        }}
      />
    );

  async function remove(entry: SocialMapEntry) {
    await act(() => props.onDelete(entry), t("manage.deleted", { name: entry.name }));
  }

  const body = !props.entries.length ? (
    <EmptyState bordered icon={<MapPin />} title={t("emptyAll")} description={t("manage.emptyHint")} />
  ) : (
    <ul aria-label={t("manage.list")} className="m-0 flex list-none flex-col gap-2 p-0">
      {props.entries.map((e) => (
        <li
          key={e.id}
          className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 straight:rounded-none sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <h2 className="m-0 text-base font-semibold">
              <Link href={props.hrefFor(e)} className="text-link underline underline-offset-4">
                {e.name}
              </Link>
            </h2>
            <p className="m-0 text-sm text-fg-muted">
              {t(`categories.${e.category}`)} · {addressLine(e)}
            </p>
          </div>
          <ManageRowActions
            name={e.name}
            editLabel={t("manage.edit")}
            deleteLabel={t("manage.delete")}
            confirm={{
              question: t("manage.confirmDelete", { name: e.name }),
              detail: t("manage.confirmDeleteText"),
              cancelLabel: t("manage.cancel"),
            }}
            onEdit={() => setEditing(e)}
            onDelete={() => void remove(e)}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <ManagePage
      title={t("manage.title")}
      addLabel={t("manage.add")}
      onAdd={() => setEditing("new")}
      message={message}
      state={props.state}
      stateLabels={{ loading: t("loading"), failed: t("failed"), retry: t("retry") }}
      onRetry={props.onRetry}
    >
      <p className="m-0 text-fg-muted">{t("manage.intro")}</p>
      {body}
    </ManagePage>
  );
}

/** The form's own checks (the server checks again and answers per field). */
function check(v: SocialMapValues, t: (k: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.name.trim().length < 2) errors.name = t("form.nameRequired");
  if (!v.category) errors.category = t("form.categoryRequired");
  if (v.city.trim().length < 2) errors.city = t("form.cityRequired");
  if (parseLatitude(v.latitude) === null) errors.latitude = t("form.latitudeInvalid");
  if (parseLongitude(v.longitude) === null) errors.longitude = t("form.longitudeInvalid");
  for (const day of OPENING_DAYS)
    if (parseDayHours(day, v.hours[day]) === null) errors[`hours.${day}`] = t("form.hoursInvalid");
  return errors;
}

function EntryForm({
  entry,
  onSave,
  onCancel,
  mapAllowed,
  onAllowMap,
}: {
  entry: SocialMapEntry | null;
  mapAllowed: boolean;
  onAllowMap: () => void;
  onSave: (values: SocialMapValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("social-map");
  const [values, setValues] = useState<SocialMapValues>(entry ? socialMapValuesOf(entry) : emptySocialMapValues);
  const {
    errors,
    failed,
    busy,
    submit: save,
  } = useManageForm({
    checkFields: t("form.checkFields"),
    failed: t("manage.failedAction"),
  });
  const id = useId();
  const set = (k: Exclude<keyof SocialMapValues, "hours">, v: string) => setValues((old) => ({ ...old, [k]: v }));
  const lat = parseLatitude(values.latitude);
  const lon = parseLongitude(values.longitude);
  const picked = lat !== null && lon !== null ? { latitude: lat, longitude: lon } : null;
  const setHours = (day: OpeningDay, v: string) => setValues((old) => ({ ...old, hours: { ...old.hours, [day]: v } }));

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    await save(check(values, t), () => onSave(values));
  }

  const text = (
    k: Exclude<keyof SocialMapValues, "hours" | "category">,
    label: string,
    extra: {
      hint?: string;
      required?: boolean;
      max?: number;
      type?: "email" | "url" | "tel";
      inputMode?: "decimal";
    } = {},
  ) => (
    <Field label={label} hint={extra.hint} required={extra.required} error={errors[k]}>
      <Input
        type={extra.type ?? "text"}
        inputMode={extra.inputMode}
        value={values[k]}
        maxLength={extra.max ?? 120}
        onChange={(ev) => set(k, ev.target.value)}
      />
    </Field>
  );

  return (
    <form className="mx-auto flex w-full max-w-2xl flex-col gap-5" onSubmit={(ev) => void submit(ev)} noValidate>
      <h1 className="m-0 text-2xl font-bold">{entry ? t("form.editTitle") : t("form.newTitle")}</h1>
      {failed ? <Notice tone="danger">{failed}</Notice> : null}
      {text("name", t("form.name"), { required: true })}
      <Field label={t("form.category")} required error={errors.category}>
        <Select
          value={values.category || undefined}
          placeholder={t("form.categoryRequired")}
          options={SOCIAL_MAP_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          onValueChange={(v) => setValues((old) => ({ ...old, category: v as SocialMapCategory }))}
        />
      </Field>
      <Field label={t("form.description")} error={errors.description}>
        <Textarea
          value={values.description}
          rows={4}
          maxLength={2000}
          onChange={(ev) => set("description", ev.target.value)}
        />
      </Field>

      <fieldset className="m-0 flex flex-col gap-4 border-0 p-0">
        <legend className="mb-2 text-lg font-semibold">{t("form.address")}</legend>
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          {text("street", t("form.street"))}
          {text("house_number", t("form.houseNumber"), { max: 20 })}
        </div>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          {text("postcode", t("form.postcode"), { max: 7 })}
          {text("city", t("form.city"), { required: true, max: 80 })}
        </div>
      </fieldset>

      <fieldset className="m-0 flex flex-col gap-4 border-0 p-0" aria-describedby={`${id}-coordinates`}>
        <legend className="mb-2 text-lg font-semibold">{t("form.coordinates")}</legend>
        <p id={`${id}-coordinates`} className="m-0 text-sm text-fg-muted">
          {t("form.coordinatesHint")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("latitude", t("form.latitude"), {
            required: true,
            hint: t("form.latitudeHint"),
            max: 20,
            inputMode: "decimal",
          })}
          {text("longitude", t("form.longitude"), {
            required: true,
            hint: t("form.longitudeHint"),
            max: 20,
            inputMode: "decimal",
          })}
        </div>
        <p className="m-0 text-sm text-fg-muted">{t("form.pickHint")}</p>
        <div className="h-72 overflow-hidden rounded-lg border border-border straight:rounded-none">
          {mapAllowed ? (
            <LazyMap
              entries={NO_ENTRIES}
              hrefFor={() => ""}
              markerLabel={() => ""}
              label={t("form.pickLabel")}
              picked={picked}
              onPick={(latitude, longitude) =>
                setValues((old) => ({ ...old, latitude: String(latitude), longitude: String(longitude) }))
              }
            />
          ) : (
            <MapConsent onAllow={onAllowMap} />
          )}
        </div>
      </fieldset>

      <fieldset className="m-0 flex flex-col gap-4 border-0 p-0">
        <legend className="mb-2 text-lg font-semibold">{t("form.contact")}</legend>
        {text("phone", t("form.phone"), { type: "tel", max: 30 })}
        {text("email", t("form.email"), { type: "email", max: 254 })}
        {text("website", t("form.website"), { type: "url", hint: t("form.websiteHint"), max: 500 })}
      </fieldset>

      <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby={`${id}-hours`}>
        <legend className="mb-2 text-lg font-semibold">{t("form.hours")}</legend>
        <p id={`${id}-hours`} className="m-0 text-sm text-fg-muted">
          {t("form.hoursHint")}
        </p>
        {OPENING_DAYS.map((day) => (
          <Field key={day} label={capitalize(t(`days.${day}`))} error={errors[`hours.${day}`]}>
            <Input value={values.hours[day]} maxLength={60} onChange={(ev) => setHours(day, ev.target.value)} />
          </Field>
        ))}
        {errors.opening_hours ? <Notice tone="danger">{errors.opening_hours}</Notice> : null}
        {text("opening_hours_note", t("form.hoursNote"), { hint: t("form.hoursNoteHint"), max: 200 })}
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {t("form.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("form.cancel")}
        </Button>
      </div>
    </form>
  );
}
