import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { PlacesBadge, SessionLine } from "./SessionFacts.tsx";
import {
  formatSessionDay,
  placesLeft,
  splitSessions,
  type LoadState,
  type Workshop,
  type WorkshopSession,
} from "./types.ts";

export interface WorkshopDetailScreenProps {
  state: LoadState;
  workshop?: Workshop | undefined;
  /** Now (ISO): sessions that began take no registrations and are shown apart. */
  now: string;
  backHref: string;
  /** Take a place or join the waiting list; resolves with the session as it is now. Rejects with the server's message. */
  onRegister?: (session: WorkshopSession) => Promise<WorkshopSession | undefined>;
  onCancel?: (session: WorkshopSession) => Promise<void>;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

/** One workshop (`/workshops?workshop=<id>`): what it is, and its sessions to register for. */
export function WorkshopDetailScreen(props: WorkshopDetailScreenProps) {
  const { t } = useTranslation("workshops");
  const { state, workshop: w, linkComponent: Link = PlainLink } = props;
  const back = (
    <Link
      href={props.backHref}
      className="inline-flex min-h-11 items-center gap-2 text-link underline underline-offset-4"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t("detail.back")}
    </Link>
  );
  if (state === "loading" || (state === "ready" && !w))
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {back}
        <SkeletonGroup label={t("loading")} className="flex flex-col gap-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-40" />
        </SkeletonGroup>
      </div>
    );
  if (state === "failed" || !w)
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {back}
        <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("detail.failed")}</Notice>
      </div>
    );

  const { upcoming, past } = splitSessions(w.sessions, props.now);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {back}
      <h1 className="m-0 text-3xl font-bold">{w.title}</h1>
      {w.status === "cancelled" ? <Notice tone="info">{t("detail.workshopCancelled")}</Notice> : null}
      {w.description ? (
        <div className="flex flex-col gap-3 text-lg leading-relaxed">
          {w.description.split(/\n{2,}/).map((p, i) => (
            <p key={i} className="m-0 whitespace-pre-line">
              {p}
            </p>
          ))}
        </div>
      ) : null}
      <section aria-labelledby="workshop-sessions" className="flex flex-col gap-3">
        <h2 id="workshop-sessions" className="m-0 text-xl font-semibold">
          {t("detail.sessions")}
        </h2>
        {upcoming.length ? (
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {upcoming.map((s) => (
              <li key={s.id}>
                <SessionCard session={s} {...props} workshop={w} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="m-0">{t("detail.noSessions")}</p>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="workshop-past" className="flex flex-col gap-2 text-fg-muted">
          <h2 id="workshop-past" className="m-0 text-lg font-semibold">
            {t("detail.past")}
          </h2>
          <ul className="m-0 flex list-none flex-col gap-2 p-0 text-sm">
            {past.map((s) => (
              <li key={s.id}>
                <SessionLine session={s} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

function SessionCard({
  session: s,
  ...props
}: WorkshopDetailScreenProps & { session: WorkshopSession; workshop: Workshop }) {
  const { t, i18n } = useTranslation("workshops");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const date = formatSessionDay(s.startsAt, i18n.language);
  const open = !s.cancelledAt && props.workshop.status === "published";
  const full = placesLeft(s) === 0;

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      setMessage({ ok: true, text: await action() });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error && error.message ? error.message : t("failedAction") });
    } finally {
      setBusy(false);
    }
  }
  const register = () =>
    run(async () => {
      const now = await props.onRegister?.(s);
      return (now?.myStatus ?? (full ? "waiting" : "registered")) === "waiting"
        ? t("registration.waiting")
        : t("registration.registered");
    });
  const cancel = () =>
    run(async () => {
      await props.onCancel?.(s);
      return t("registration.cancelledDone");
    });

  let action = null;
  if (open && s.myStatus === "registered")
    action = (
      <Button
        variant="outline"
        disabled={busy}
        aria-label={t("registration.cancelNamed", { date })}
        onClick={() => void cancel()}
      >
        {t("registration.cancel")}
      </Button>
    );
  else if (open && s.myStatus === "waiting")
    action = (
      <Button
        variant="outline"
        disabled={busy}
        aria-label={t("registration.leaveWaitingNamed", { date })}
        onClick={() => void cancel()}
      >
        {t("registration.leaveWaiting")}
      </Button>
    );
  else if (open)
    action = (
      <Button
        variant={full ? "outline" : undefined}
        disabled={busy}
        aria-label={full ? t("registration.waitNamed", { date }) : t("registration.registerNamed", { date })}
        onClick={() => void register()}
      >
        {full ? t("registration.wait") : t("registration.register")}
      </Button>
    );

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none">
      <h3 className="m-0 text-base font-semibold">
        <SessionLine session={s} />
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <PlacesBadge session={s} />
        {s.myStatus && !s.cancelledAt ? (
          <Badge variant={s.myStatus === "registered" ? "solid" : "info"}>
            {s.myStatus === "registered"
              ? t("myStatus.registered")
              : t("myStatus.waiting", { position: s.myPosition ?? "?" })}
          </Badge>
        ) : null}
      </div>
      {action ? <div>{action}</div> : null}
      {message ? (
        <Notice tone={message.ok ? "success" : "danger"} role={message.ok ? "status" : "alert"}>
          {message.text}
        </Notice>
      ) : null}
    </div>
  );
}
