import { ArrowLeft, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { HELP_NOTE_MAX, HELP_REQUEST_TRANSITIONS, type HelpRequestStatus } from "@contract/help-requests.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { formatDate, STATUS_BADGE } from "./format.ts";
import type { HelpRequest, HelpRequestChange, LoadState, VolunteerOption } from "./types.ts";

export interface HelpRequestDetailProps {
  state: LoadState | "missing";
  request?: HelpRequest | null;
  /** Saves a change; rejects when the server refused it. */
  onChange: (change: HelpRequestChange) => Promise<void>;
  /** Active volunteers of the center whose name matches. */
  searchVolunteers: (query: string) => Promise<VolunteerOption[]>;
  onRetry?: () => void;
  backHref: string;
  linkComponent?: LinkComponent | undefined;
}

type Found = { state: "idle" | "busy" | "failed" } | { state: "done"; volunteers: VolunteerOption[] };

/** One help request for center staff: the request, its status changes, the match with a volunteer, a note. */
export function HelpRequestDetail(props: HelpRequestDetailProps) {
  const { t, i18n } = useTranslation("help-requests");
  const Link = props.linkComponent ?? PlainLink;
  const r = props.request;
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found>({ state: "idle" });

  const back = (
    <Link
      href={props.backHref}
      className="inline-flex min-h-11 items-center gap-2 text-link underline underline-offset-4"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t("staff.back")}
    </Link>
  );

  if (props.state !== "ready" || !r) {
    let body;
    if (props.state === "loading")
      body = (
        <SkeletonGroup label={t("staff.detailLoading")} className="flex flex-col gap-3">
          <Skeleton variant="text" className="text-3xl" width="50%" />
          <Skeleton className="h-48" />
        </SkeletonGroup>
      );
    else if (props.state === "failed")
      body = <Notice retry={{ label: t("staff.retry"), onRetry: props.onRetry }}>{t("staff.detailFailed")}</Notice>;
    else body = <Notice>{t("staff.notFound")}</Notice>;
    return (
      <div className="flex flex-col gap-4">
        {back}
        {body}
      </div>
    );
  }

  async function act(change: HelpRequestChange, done: string): Promise<boolean> {
    setBusy(true);
    setMessage(undefined);
    try {
      await props.onChange(change);
      setMessage({ ok: true, text: done });
      return true;
    } catch {
      setMessage({ ok: false, text: t("staff.failedAction") });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function find(e: FormEvent) {
    e.preventDefault();
    if (!query.trim()) return;
    setFound({ state: "busy" });
    try {
      setFound({ state: "done", volunteers: await props.searchVolunteers(query.trim()) });
    } catch {
      setFound({ state: "failed" });
    }
  }

  const moves = HELP_REQUEST_TRANSITIONS[r.status].filter((s) => s !== "matched");
  const moveLabel = (s: HelpRequestStatus) =>
    s === "matching" && r.status === "matched" ? t("staff.to.matchingAgain") : t(`staff.to.${s}`);
  const contact = [
    r.email ? (
      <a key="e" className="text-link underline underline-offset-4" href={`mailto:${r.email}`}>
        {r.email}
      </a>
    ) : null,
    r.phone ? (
      <a key="p" className="text-link underline underline-offset-4" href={`tel:${r.phone.replace(/[^+0-9]/g, "")}`}>
        {r.phone}
      </a>
    ) : null,
  ].filter(Boolean);

  return (
    <div className="flex flex-col gap-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="m-0 text-3xl font-bold tracking-tight">{r.name}</h1>
        <Badge variant={STATUS_BADGE[r.status]}>{t(`statuses.${r.status}`)}</Badge>
      </div>
      <div aria-live="polite">
        {message ? <Notice tone={message.ok ? "success" : "danger"}>{message.text}</Notice> : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-4">
          <h2 className="m-0 text-xl font-semibold">{t("staff.question")}</h2>
          <p className="m-0 whitespace-pre-line break-words">{r.description}</p>
          <dl className="m-0 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">{t("staff.kind")}</dt>
            <dd className="m-0">{t(`kinds.${r.kind}`)}</dd>
            <dt className="font-semibold">{t("staff.area")}</dt>
            <dd className="m-0">{r.area}</dd>
            <dt className="font-semibold">{t("staff.contact")}</dt>
            <dd className="m-0 flex flex-wrap gap-x-3">{contact}</dd>
            <dt className="font-semibold">{t("staff.status")}</dt>
            <dd className="m-0">
              {t(`statuses.${r.status}`)} ·{" "}
              <time dateTime={r.createdAt}>
                {t("staff.received", { date: formatDate(r.createdAt, i18n.language) })}
              </time>
            </dd>
            <dt className="font-semibold">{t("staff.volunteer")}</dt>
            <dd className="m-0">{r.volunteerName ?? t("staff.noVolunteer")}</dd>
          </dl>
          {moves.length ? (
            <div role="group" aria-label={t("staff.actions")} className="flex flex-wrap gap-2">
              {moves.map((s) => (
                <Button
                  key={s}
                  variant={s === "closed" ? "outline" : "solid"}
                  disabled={busy}
                  onClick={() => void act({ status: s }, t("staff.statusChanged", { status: t(`statuses.${s}`) }))}
                >
                  {moveLabel(s)}
                </Button>
              ))}
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          {r.status === "new" || r.status === "matching" ? (
            <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none">
              <h2 className="m-0 text-lg font-semibold">{t("staff.matchTitle")}</h2>
              {r.status === "new" ? (
                <p className="m-0 text-sm text-fg-muted">{t("staff.matchStart")}</p>
              ) : (
                <>
                  <p className="m-0 text-sm text-fg-muted">{t("staff.matchHint")}</p>
                  <form onSubmit={(e) => void find(e)} className="flex flex-col gap-2">
                    <Field label={t("staff.volunteerSearch")}>
                      <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} maxLength={100} />
                    </Field>
                    <div>
                      <Button
                        type="submit"
                        variant="outline"
                        icon={<Search aria-hidden />}
                        disabled={found.state === "busy"}
                      >
                        {t("staff.volunteerSearchButton")}
                      </Button>
                    </div>
                  </form>
                  <div aria-live="polite">
                    {found.state === "failed" ? (
                      <p className="m-0 text-danger-fg">{t("staff.volunteerFailed")}</p>
                    ) : found.state === "done" && !found.volunteers.length ? (
                      <p className="m-0 text-fg-muted">{t("staff.volunteerNone")}</p>
                    ) : found.state === "done" ? (
                      <ul aria-label={t("staff.volunteerResults")} className="m-0 flex list-none flex-col gap-2 p-0">
                        {found.volunteers.map((v) => (
                          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2">
                            <span>
                              <span className="font-semibold">{v.name}</span>
                              <span className="block text-sm text-fg-muted">{v.email}</span>
                            </span>
                            <Button
                              disabled={busy}
                              onClick={() =>
                                void act(
                                  { status: "matched", volunteer_id: v.id },
                                  t("staff.matched", { request: r.name, volunteer: v.name }),
                                )
                              }
                            >
                              {t("staff.match")}
                              <span className="sr-only">: {v.name}</span>
                            </Button>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                </>
              )}
            </div>
          ) : null}
          <div className="flex flex-col gap-2">
            <Field label={t("staff.note")} hint={t("staff.noteHint")}>
              <Textarea
                value={note ?? r.note ?? ""}
                onChange={(e) => setNote(e.target.value)}
                rows={4}
                maxLength={HELP_NOTE_MAX}
              />
            </Field>
            <div>
              <Button
                variant="outline"
                disabled={busy || note === null}
                onClick={() => void act({ note: note ?? "" }, t("staff.saved")).then((ok) => ok && setNote(null))}
              >
                {t("staff.saveNote")}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
