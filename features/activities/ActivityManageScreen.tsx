import { CalendarDays } from "lucide-react";
import { useState, type FormEvent } from "react";
import { normalTime } from "@contract/amsterdam-time.ts";
import { useTranslation } from "react-i18next";
import { intlLocale } from "@contract/amsterdam-time.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { DatePicker } from "@ui/DatePicker/DatePicker.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { ManagePage, ManageRowActions } from "@ui/ManagePage/ManagePage.tsx";
import { useManageForm, useManageList } from "@ui/ManagePage/useManage.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import {
  activityValuesOf,
  CATEGORIES,
  emptyActivityValues,
  formatDay,
  formatTimes,
  type Activity,
  type ActivityValues,
  type LoadState,
} from "./types.ts";

export interface ActivityManageScreenProps {
  state: LoadState;
  /** Drafts and published activities, in order of start. */
  items: readonly Activity[];
  /** The center's organizations an activity may belong to. */
  organizations: readonly { id: string; name: string }[];
  /** Create (id null) or update; rejects with a failure whose fieldErrors are keyed by the form's names. */
  onSave: (id: string | null, values: ActivityValues) => Promise<void>;
  onDelete: (item: Activity) => Promise<void>;
  onRetry?: () => void;
  /** The public address of one activity. */
  hrefForActivity: (item: Activity) => string;
  linkComponent?: LinkComponent;
}

/** `/activiteitenkalender/beheer`: center staff add, change, publish and delete activities. */
export function ActivityManageScreen(props: ActivityManageScreenProps) {
  const { t, i18n } = useTranslation("activities");
  const { editing, setEditing, message, act, saved } = useManageList<Activity>(t("failedAction"));
  const Link = props.linkComponent ?? PlainLink;

  if (editing)
    return (
      <ActivityForm
        item={editing === "new" ? null : editing}
        organizations={props.organizations}
        onCancel={() => setEditing(null)}
        onSave={async (values) => {
          await props.onSave(editing === "new" ? null : editing.id, values);
          saved(t("manage.saved"));
        }}
      />
    );

  async function remove(item: Activity) {
    await act(() => props.onDelete(item), t("manage.deleted", { title: item.title }));
  }

  let body;
  if (!props.items.length)
    body = (
      <EmptyState bordered icon={<CalendarDays />} title={t("manage.empty")} description={t("manage.emptyHint")} />
    );
  else
    body = (
      <ul aria-label={t("manage.list")} className="m-0 flex list-none flex-col gap-2 p-0">
        {props.items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 className="m-0 text-base font-semibold">
                {item.status === "published" ? (
                  <Link href={props.hrefForActivity(item)} className="text-fg underline-offset-4 hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </h2>
              <p className="m-0 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                <Badge variant={item.status === "published" ? "success" : "muted"}>{t(`status.${item.status}`)}</Badge>
                {/* One run of text, each dot bound to the words before it (no-break space): a narrow line
                    wraps inside the text, never with a dot at its start or end. */}
                <span className="first-letter:uppercase">
                  {formatDay(item.startsAt, i18n.language)}
                  {`\u00a0· ${formatTimes(item, i18n.language)}`}
                  {item.capacity !== null
                    ? `\u00a0· ${t("manage.registered", { count: item.registrationsCount, capacity: item.capacity })}`
                    : null}
                </span>
              </p>
            </div>
            <ManageRowActions
              name={item.title}
              editLabel={t("manage.edit")}
              deleteLabel={t("manage.delete")}
              confirm={{
                question: t("manage.confirmDelete", { title: item.title }),
                detail: t("manage.confirmDeleteText"),
                cancelLabel: t("manage.cancel"),
              }}
              onEdit={() => setEditing(item)}
              onDelete={() => void remove(item)}
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
      {body}
    </ManagePage>
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export { normalTime };

/** The form's own checks, before the server's (keyed by the form's names). */
export function checkActivity(v: ActivityValues, t: (key: string) => string): Record<string, string> {
  const e: Record<string, string> = {};
  if (v.title.trim().length < 3) e.title = t("form.titleRequired");
  if (!v.date) e.date = t("form.dateRequired");
  if (!TIME.test(v.startTime)) e.startTime = t("form.timeRequired");
  if (!TIME.test(v.endTime)) e.endTime = t("form.timeRequired");
  else if (TIME.test(v.startTime) && v.endTime < v.startTime) e.endTime = t("form.endBeforeStart");
  if (!v.category) e.category = t("form.categoryRequired");
  if (v.registration === "link" && !/^https?:\/\/\S+$/.test(v.registration_url.trim()))
    e.registration_url = t("form.urlRequired");
  if (v.registration === "capacity" && !/^[1-9]\d{0,3}$/.test(v.capacity.trim()))
    e.capacity = t("form.capacityRequired");
  return e;
}

function ActivityForm({
  item,
  organizations,
  onSave,
  onCancel,
}: {
  item: Activity | null;
  organizations: ActivityManageScreenProps["organizations"];
  onSave: (values: ActivityValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation("activities");
  const [values, setValues] = useState<ActivityValues>(item ? activityValuesOf(item) : emptyActivityValues);
  const {
    errors,
    failed,
    busy,
    submit: save,
  } = useManageForm({
    checkFields: t("form.checkFields"),
    failed: t("failedAction"),
  });
  const set = <K extends keyof ActivityValues>(k: K, v: ActivityValues[K]) => setValues((old) => ({ ...old, [k]: v }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const normal = { ...values, startTime: normalTime(values.startTime), endTime: normalTime(values.endTime) };
    await save(checkActivity(normal, t), () => onSave(normal));
  }

  return (
    <form className="mx-auto flex w-full max-w-3xl flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="m-0 text-2xl font-bold">{item ? t("form.editTitle") : t("form.newTitle")}</h1>
      {failed ? <Notice tone="danger">{failed}</Notice> : null}
      <Field label={t("form.title")} required error={errors.title}>
        <Input value={values.title} onChange={(e) => set("title", e.target.value)} maxLength={150} />
      </Field>
      <Field label={t("form.description")} error={errors.description}>
        <Textarea
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          rows={5}
          maxLength={5000}
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field label={t("form.date")} required error={errors.date}>
          {(control) => (
            <DatePicker
              {...control}
              value={values.date}
              onValueChange={(v) => set("date", v)}
              locale={intlLocale(i18n.language)}
              placeholder={t("form.datePlaceholder")}
              labels={{
                openCalendar: t("form.calendar.open"),
                previousMonth: t("calendar.previous"),
                nextMonth: t("calendar.next"),
              }}
            />
          )}
        </Field>
        <Field label={t("form.startTime")} required error={errors.startTime ?? errors.starts_at}>
          <Input
            inputMode="numeric"
            placeholder={t("form.timePlaceholder")}
            value={values.startTime}
            onChange={(e) => set("startTime", e.target.value)}
            onBlur={(e) => set("startTime", normalTime(e.target.value))}
          />
        </Field>
        <Field label={t("form.endTime")} required error={errors.endTime ?? errors.ends_at}>
          <Input
            inputMode="numeric"
            placeholder={t("form.timePlaceholder")}
            value={values.endTime}
            onChange={(e) => set("endTime", e.target.value)}
            onBlur={(e) => set("endTime", normalTime(e.target.value))}
          />
        </Field>
      </div>
      <Field label={t("form.location")} hint={t("form.locationHint")} error={errors.location}>
        <Input value={values.location} onChange={(e) => set("location", e.target.value)} maxLength={200} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t("form.category")} required error={errors.category}>
          {(control) => (
            <Select
              {...control}
              value={values.category || undefined}
              placeholder={t("form.categoryPlaceholder")}
              onValueChange={(v) => set("category", v as ActivityValues["category"])}
              options={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            />
          )}
        </Field>
        <Field label={t("form.organization")} hint={t("form.organizationHint")} error={errors.organization_id}>
          {(control) => (
            <Select
              {...control}
              value={values.organization_id || "none"}
              onValueChange={(v) => set("organization_id", v === "none" ? "" : v)}
              options={[
                { value: "none", label: t("form.noOrganization") },
                ...organizations.map((o) => ({ value: o.id, label: o.name })),
              ]}
            />
          )}
        </Field>
      </div>
      <Field group label={t("form.registration")}>
        <RadioGroup
          value={values.registration}
          onValueChange={(v) => set("registration", v as ActivityValues["registration"])}
          options={(["none", "link", "capacity"] as const).map((r) => ({
            value: r,
            label: t(`form.registrationKind.${r}`),
          }))}
        />
      </Field>
      {values.registration === "link" ? (
        <Field
          label={t("form.registrationUrl")}
          required
          hint={t("form.registrationUrlHint")}
          error={errors.registration_url}
        >
          <Input
            type="url"
            value={values.registration_url}
            onChange={(e) => set("registration_url", e.target.value)}
            maxLength={500}
          />
        </Field>
      ) : null}
      {values.registration === "capacity" ? (
        <Field label={t("form.capacity")} required hint={t("form.capacityHint")} error={errors.capacity}>
          <Input
            inputMode="numeric"
            value={values.capacity}
            onChange={(e) => set("capacity", e.target.value)}
            className="max-w-40"
          />
        </Field>
      ) : null}
      <Checkbox
        label={t("form.published")}
        hint={t("form.publishedHint")}
        checked={values.status === "published"}
        onCheckedChange={(c) => set("status", c === true ? "published" : "draft")}
      />
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
