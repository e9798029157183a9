import { ArrowLeft, GraduationCap } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatLongDate } from "@contract/amsterdam-time.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { DatePicker } from "@ui/DatePicker/DatePicker.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { ExportButton } from "@ui/ExportButton/ExportButton.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { ManageDeleteButton, ManagePage, ManageRowActions, ManageTitleFocus } from "@ui/ManagePage/ManagePage.tsx";
import { useManageForm, useManageList, type ManageMessage } from "@ui/ManagePage/useManage.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Table, type TableColumn } from "@ui/Table/Table.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { SessionLine } from "./SessionFacts.tsx";
import {
  checkSession,
  checkWorkshop,
  formatSessionDay,
  normalTime,
  sessionValuesOf,
  workshopValuesOf,
  type LoadState,
  type SessionValues,
  type Workshop,
  type WorkshopRegistration,
  type WorkshopSession,
  type WorkshopValues,
} from "./types.ts";

export interface WorkshopManageScreenProps {
  state: LoadState;
  /** Every workshop of the center (drafts, published, cancelled). */
  items: readonly Workshop[];
  now: string;
  /** Create (id null) or update; resolves with the workshop as saved. Rejects with a failure keyed by the form's names. */
  onSaveWorkshop: (id: string | null, values: WorkshopValues) => Promise<Workshop>;
  onDeleteWorkshop: (w: Workshop) => Promise<void>;
  /** Cancel the workshop and its coming sessions (the participants are told). */
  onCancelWorkshop: (w: Workshop) => Promise<void>;
  onSaveSession: (workshopId: string, sessionId: string | null, values: SessionValues) => Promise<void>;
  onCancelSession: (s: WorkshopSession) => Promise<void>;
  onLoadRegistrations: (s: WorkshopSession) => Promise<WorkshopRegistration[]>;
  onRemoveRegistration: (r: WorkshopRegistration) => Promise<void>;
  onExport: (s: WorkshopSession) => Promise<void>;
  onRetry?: () => void;
  hrefForWorkshop: (w: Workshop) => string;
  linkComponent?: LinkComponent;
  /** Stories: open this workshop's editor at once. */
  initialEditing?: Workshop | "new" | null;
}

/** `/workshops/beheer`: center staff plan workshops and their sessions, and follow the registrations. */
export function WorkshopManageScreen(props: WorkshopManageScreenProps) {
  const { t, i18n } = useTranslation("workshops");
  const { editing, setEditing, message, setMessage, act } = useManageList<Workshop>(
    t("failedAction"),
    props.initialEditing ?? null,
  );
  const Link = props.linkComponent ?? PlainLink;

  if (editing) {
    const current = editing === "new" ? null : (props.items.find((i) => i.id === editing.id) ?? editing);
    return (
      <WorkshopEditor
        {...props}
        workshop={current}
        message={message}
        onMessage={setMessage}
        onClose={() => {
          setEditing(null);
          setMessage(undefined);
        }}
        onSaved={(w) => {
          setEditing(w);
          setMessage({ ok: true, text: t("manage.saved") });
        }}
      />
    );
  }

  async function remove(w: Workshop) {
    await act(() => props.onDeleteWorkshop(w), t("manage.deleted", { title: w.title }));
  }

  const next = (w: Workshop) => w.sessions.find((s) => !s.cancelledAt && s.startsAt > props.now);
  const body = props.items.length ? (
    <ul aria-label={t("manage.list")} className="m-0 flex list-none flex-col gap-2 p-0">
      {props.items.map((w) => {
        const n = next(w);
        return (
          <li
            key={w.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 className="m-0 text-base font-semibold">
                {w.status === "published" ? (
                  <Link href={props.hrefForWorkshop(w)} className="text-fg underline-offset-4 hover:underline">
                    {w.title}
                  </Link>
                ) : (
                  w.title
                )}
              </h2>
              <p className="m-0 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                <Badge variant={w.status === "published" ? "success" : w.status === "cancelled" ? "danger" : "muted"}>
                  {t(`status.${w.status}`)}
                </Badge>
                {/* One run of text: the dot is bound to the count (no-break space), so a narrow line never starts with it. */}
                <span>
                  {w.sessions.length ? t("sessionsCount", { count: w.sessions.length }) : t("manage.noSessions")}
                  {n ? `\u00a0· ${t("manage.nextSession", { date: formatLongDate(n.startsAt, i18n.language) })}` : null}
                </span>
              </p>
            </div>
            <ManageRowActions
              name={w.title}
              editLabel={t("manage.edit")}
              deleteLabel={t("manage.delete")}
              confirm={{
                question: t("manage.confirmDelete", { title: w.title }),
                detail: t("manage.confirmDeleteText"),
                cancelLabel: t("manage.keep"),
              }}
              onEdit={() => {
                setMessage(undefined);
                setEditing(w);
              }}
              onDelete={() => void remove(w)}
            />
          </li>
        );
      })}
    </ul>
  ) : (
    <EmptyState bordered icon={<GraduationCap />} title={t("manage.empty")} description={t("manage.emptyHint")} />
  );

  return (
    <ManagePage
      title={t("manage.title")}
      addLabel={t("manage.add")}
      onAdd={() => {
        setMessage(undefined);
        setEditing("new");
      }}
      message={message}
      state={props.state}
      stateLabels={{ loading: t("loading"), failed: t("failed"), retry: t("retry") }}
      onRetry={props.onRetry}
    >
      {body}
    </ManagePage>
  );
}

/**
 * The form's own checks per field: a field's message appears when it loses focus, and goes as soon
 * as a change makes the field right (not only on the next blur: the form does not shift under the
 * pointer on its way to "Opslaan"). The whole form is checked again on save.
 */
function fieldChecks<V>(
  setErrors: (f: (e: Record<string, string>) => Record<string, string>) => void,
  check: (values: V) => Record<string, string>,
) {
  const apply = (name: string, values: V, add: boolean) =>
    setErrors((old) => {
      const found = check(values)[name];
      if (found ? !add || old[name] === found : !(name in old)) return old;
      const next = { ...old };
      if (found) next[name] = found;
      else delete next[name];
      return next;
    });
  return {
    blur: (name: string, values: V) => apply(name, values, true),
    change: (name: string, values: V) => apply(name, values, false),
  };
}

function WorkshopEditor(
  props: WorkshopManageScreenProps & {
    workshop: Workshop | null;
    message: ManageMessage | undefined;
    onMessage: (m: ManageMessage | undefined) => void;
    onClose: () => void;
    onSaved: (w: Workshop) => void;
  },
) {
  const { t } = useTranslation("workshops");
  const w = props.workshop;
  const [values, setValues] = useState<WorkshopValues>(workshopValuesOf(w));
  const { errors, setErrors, failed, busy, submit } = useManageForm({
    checkFields: t("form.checkFields"),
    failed: t("failedAction"),
  });
  const checks = fieldChecks<WorkshopValues>(setErrors, (v) => checkWorkshop(v, t));
  const [sessionForm, setSessionForm] = useState<WorkshopSession | "new" | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After an action whose button went away (a cancelled session has no cancel button), focus goes to the title.
  const focusTitle = () => heading.current?.focus();

  async function save(e: FormEvent) {
    e.preventDefault();
    await submit(checkWorkshop(values, t), async () =>
      props.onSaved(await props.onSaveWorkshop(w?.id ?? null, values)),
    );
  }
  async function act(run: () => Promise<void>, done: string) {
    try {
      await run();
      props.onMessage({ ok: true, text: done });
      setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) focusTitle();
      });
    } catch (error) {
      props.onMessage({ ok: false, text: error instanceof Error && error.message ? error.message : t("failedAction") });
    }
  }
  async function cancelWorkshop() {
    if (!w) return;
    await act(() => props.onCancelWorkshop(w), t("manage.workshopCancelled"));
  }

  return (
    <ManageTitleFocus onFocusTitle={focusTitle}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <Button type="button" variant="link" className="self-start px-0" onClick={props.onClose}>
          <ArrowLeft aria-hidden />
          {t("manage.back")}
        </Button>
        {props.message ? (
          <Notice tone={props.message.ok ? "success" : "danger"} role={props.message.ok ? "status" : "alert"}>
            {props.message.text}
          </Notice>
        ) : null}
        <form className="flex flex-col gap-4" onSubmit={(e) => void save(e)} noValidate>
          <h1 ref={heading} tabIndex={-1} className="m-0 text-2xl font-bold focus:outline-none">
            {w ? t("form.editTitle") : t("form.newTitle")}
          </h1>
          {failed ? <Notice tone="danger">{failed}</Notice> : null}
          <Field label={t("form.title")} required error={errors.title}>
            <Input
              value={values.title}
              onChange={(e) => {
                const next = { ...values, title: e.target.value };
                setValues(next);
                checks.change("title", next);
              }}
              onBlur={() => checks.blur("title", values)}
              maxLength={150}
            />
          </Field>
          <Field label={t("form.description")} hint={t("form.descriptionHint")} error={errors.description}>
            <Textarea
              value={values.description}
              onChange={(e) => setValues({ ...values, description: e.target.value })}
              rows={6}
              maxLength={5000}
            />
          </Field>
          {w?.status !== "cancelled" ? (
            <Checkbox
              label={t("form.published")}
              hint={t("form.publishedHint")}
              checked={values.published}
              onCheckedChange={(c) => setValues({ ...values, published: c === true })}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {t("form.save")}
            </Button>
            {w && w.status !== "cancelled" && w.sessions.some((s) => !s.cancelledAt && s.startsAt > props.now) ? (
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="outline">
                    {t("manage.cancelWorkshop")}
                  </Button>
                }
                title={t("manage.confirmCancelWorkshop", { title: w.title })}
                description={t("manage.confirmCancelWorkshopText")}
                confirmLabel={t("manage.cancelWorkshop")}
                cancelLabel={t("manage.dontCancel")}
                onConfirm={() => void cancelWorkshop()}
              />
            ) : null}
          </div>
        </form>
        {w ? (
          <section aria-labelledby="manage-sessions" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="manage-sessions" className="m-0 text-xl font-semibold">
                {t("manage.sessions")}
              </h2>
              {w.status !== "cancelled" && sessionForm === null ? (
                <Button type="button" variant="outline" onClick={() => setSessionForm("new")}>
                  {t("manage.addSession")}
                </Button>
              ) : null}
            </div>
            {sessionForm === "new" ? (
              <SessionForm
                session={null}
                onCancel={() => setSessionForm(null)}
                onSave={async (v) => {
                  await props.onSaveSession(w.id, null, v);
                  setSessionForm(null);
                  props.onMessage({ ok: true, text: t("manage.sessionSaved") });
                }}
              />
            ) : null}
            {w.sessions.length ? (
              <ul className="m-0 flex list-none flex-col gap-3 p-0">
                {w.sessions.map((s) =>
                  sessionForm !== null && sessionForm !== "new" && sessionForm.id === s.id ? (
                    <li key={s.id}>
                      <SessionForm
                        session={s}
                        onCancel={() => setSessionForm(null)}
                        onSave={async (v) => {
                          await props.onSaveSession(w.id, s.id, v);
                          setSessionForm(null);
                          props.onMessage({ ok: true, text: t("manage.sessionSaved") });
                        }}
                      />
                    </li>
                  ) : (
                    <li key={s.id}>
                      <SessionRow {...props} session={s} onEdit={() => setSessionForm(s)} act={act} />
                    </li>
                  ),
                )}
              </ul>
            ) : sessionForm === null ? (
              <p className="m-0 text-fg-muted">{t("manage.noSessions")}</p>
            ) : null}
          </section>
        ) : null}
      </div>
    </ManageTitleFocus>
  );
}

function SessionRow(
  props: WorkshopManageScreenProps & {
    session: WorkshopSession;
    onEdit: () => void;
    act: (run: () => Promise<void>, done: string) => Promise<void>;
  },
) {
  const { t, i18n } = useTranslation("workshops");
  const s = props.session;
  const date = formatSessionDay(s.startsAt, i18n.language);
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<{ state: LoadState; rows: WorkshopRegistration[] }>({ state: "loading", rows: [] });
  const load = async () => {
    setList((l) => ({ ...l, state: "loading" }));
    try {
      setList({ state: "ready", rows: await props.onLoadRegistrations(s) });
    } catch {
      setList({ state: "failed", rows: [] });
    }
  };
  const started = s.startsAt <= props.now;

  async function cancel() {
    await props.act(() => props.onCancelSession(s), t("manage.sessionCancelled"));
  }
  async function remove(r: WorkshopRegistration) {
    await props.act(
      async () => {
        await props.onRemoveRegistration(r);
        await load();
      },
      t("manage.removed", { name: r.name }),
    );
  }

  const columns: TableColumn<WorkshopRegistration>[] = [
    { id: "name", header: t("manage.name"), cell: (r) => r.name, rowHeader: true },
    { id: "email", header: t("manage.email"), cell: (r) => r.email },
    {
      id: "status",
      header: t("manage.status"),
      cell: (r) =>
        r.status === "registered" ? (
          <Badge variant="success">{t("manage.registeredStatus")}</Badge>
        ) : (
          <Badge variant="info">{t("manage.waitingStatus", { position: r.position })}</Badge>
        ),
    },
    { id: "created", header: t("manage.registeredOn"), cell: (r) => formatLongDate(r.createdAt, i18n.language, true) },
    {
      id: "actions",
      header: <span className="sr-only">{t("manage.actions")}</span>,
      align: "end",
      cell: (r) => (
        <ManageDeleteButton
          name={r.name}
          label={t("manage.remove")}
          confirm={{
            question: t("manage.confirmRemove", { name: r.name }),
            detail: t("manage.confirmRemoveText"),
            cancelLabel: t("manage.keep"),
          }}
          onDelete={() => void remove(r)}
        />
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none">
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold">
          <SessionLine session={s} />
        </span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          {s.cancelledAt ? <Badge variant="danger">{t("cancelled")}</Badge> : null}
          {t("manage.counts", { registered: s.registeredCount, capacity: s.capacity, waiting: s.waitingCount })}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-label={open ? undefined : t("manage.showRegistrationsNamed", { date })}
          onClick={() => {
            if (!open) void load();
            setOpen(!open);
          }}
        >
          {open ? t("manage.hideRegistrations") : t("manage.showRegistrations")}
        </Button>
        {!s.cancelledAt && !started ? (
          <>
            <Button
              size="sm"
              variant="outline"
              aria-label={t("manage.editSessionNamed", { date })}
              onClick={props.onEdit}
            >
              {t("manage.editSession")}
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="outline" aria-label={t("manage.cancelSessionNamed", { date })}>
                  {t("manage.cancelSession")}
                </Button>
              }
              title={t("manage.confirmCancelSession", { date })}
              description={t("manage.confirmCancelSessionText")}
              confirmLabel={t("manage.cancelSessionConfirm")}
              cancelLabel={t("manage.dontCancel")}
              onConfirm={() => void cancel()}
            />
          </>
        ) : null}
      </div>
      {open ? (
        list.state === "failed" ? (
          <Notice retry={{ label: t("retry"), onRetry: () => void load() }}>{t("failed")}</Notice>
        ) : (
          <div className="flex flex-col gap-2">
            <div className="flex justify-end">
              <ExportButton size="sm" label={t("manage.export")} onExport={() => props.onExport(s)} />
            </div>
            <Table
              caption={t("manage.registrations", { date })}
              columns={columns}
              rows={list.rows}
              getRowId={(r) => r.id}
              loading={list.state === "loading"}
              loadingLabel={t("loading")}
              loadingRows={2}
              empty={<p className="m-0 p-3 text-fg-muted">{t("manage.noRegistrations")}</p>}
            />
          </div>
        )
      ) : null}
    </div>
  );
}

function SessionForm({
  session,
  onSave,
  onCancel,
}: {
  session: WorkshopSession | null;
  onSave: (values: SessionValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation("workshops");
  const [values, setValues] = useState<SessionValues>(sessionValuesOf(session));
  const { errors, setErrors, failed, busy, submit } = useManageForm({
    checkFields: t("form.checkFields"),
    failed: t("failedAction"),
  });
  const checks = fieldChecks<SessionValues>(setErrors, (v) => checkSession(v, t));
  // The values as last set (a date picker reports its value and its blur in one event, before a render).
  const latest = useRef(values);
  const set = <K extends keyof SessionValues>(k: K, v: SessionValues[K]) => {
    const next = { ...latest.current, [k]: v };
    latest.current = next;
    setValues(next);
    checks.change(k, next);
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    const normal = { ...values, startTime: normalTime(values.startTime), endTime: normalTime(values.endTime) };
    latest.current = normal;
    setValues(normal);
    await submit(checkSession(normal, t), () => onSave(normal));
  }
  function blurTime(k: "startTime" | "endTime", text: string) {
    const next = { ...latest.current, [k]: normalTime(text) };
    latest.current = next;
    setValues(next);
    checks.blur(k, next);
  }

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-border-strong bg-surface p-4 straight:rounded-none"
      onSubmit={(e) => void save(e)}
      noValidate
      aria-labelledby="session-form-title"
    >
      <h3 id="session-form-title" className="m-0 text-lg font-semibold">
        {session ? t("form.sessionEdit") : t("form.sessionNew")}
      </h3>
      {failed ? <Notice tone="danger">{failed}</Notice> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field label={t("form.date")} required error={errors.date ?? errors.starts_at}>
          {(control) => (
            <DatePicker
              {...control}
              value={values.date}
              onValueChange={(v) => set("date", v)}
              onBlur={() => checks.blur("date", latest.current)}
              locale={i18n.language === "en" ? "en-GB" : "nl-NL"}
              placeholder={t("form.datePlaceholder")}
              labels={{
                openCalendar: t("form.openCalendar"),
                previousMonth: t("form.previousMonth"),
                nextMonth: t("form.nextMonth"),
              }}
            />
          )}
        </Field>
        <Field label={t("form.startTime")} required error={errors.startTime}>
          <Input
            inputMode="numeric"
            placeholder={t("form.timePlaceholder")}
            value={values.startTime}
            onChange={(e) => set("startTime", e.target.value)}
            onBlur={(e) => blurTime("startTime", e.target.value)}
          />
        </Field>
        <Field label={t("form.endTime")} required error={errors.endTime ?? errors.ends_at}>
          <Input
            inputMode="numeric"
            placeholder={t("form.timePlaceholder")}
            value={values.endTime}
            onChange={(e) => set("endTime", e.target.value)}
            onBlur={(e) => blurTime("endTime", e.target.value)}
          />
        </Field>
      </div>
      <Checkbox
        label={t("form.online")}
        hint={t("form.onlineHint")}
        checked={values.online}
        onCheckedChange={(c) => {
          set("online", c === true);
          checks.change("location", latest.current);
        }}
      />
      <Field
        label={values.online ? t("form.locationOnline") : t("form.location")}
        required={!values.online}
        hint={values.online ? undefined : t("form.locationHint")}
        error={errors.location}
      >
        <Input
          value={values.location}
          onChange={(e) => set("location", e.target.value)}
          onBlur={() => checks.blur("location", latest.current)}
          maxLength={200}
        />
      </Field>
      <Field label={t("form.capacity")} required hint={t("form.capacityHint")} error={errors.capacity}>
        <Input
          inputMode="numeric"
          value={values.capacity}
          onChange={(e) => set("capacity", e.target.value)}
          onBlur={() => checks.blur("capacity", latest.current)}
          className="max-w-40"
        />
      </Field>
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
