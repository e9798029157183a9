import { ArrowLeft, CalendarDays, Clock, ExternalLink, MapPin, Tag, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { buttonLinkProps } from "@ui/Button/PlainButton.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { formatDay, formatTimes, placesLeft, type Activity, type LoadState } from "./types.ts";

export interface ActivityDetailScreenProps {
  state: LoadState;
  activity?: Activity | undefined;
  /** Now (ISO): an activity that has ended takes no more registrations. */
  now: string;
  /** Whether someone is signed in (only then "Aanmelden" is a button). */
  signedIn: boolean;
  /** Sign in and come back here. */
  loginHref: string;
  backHref: string;
  /** Take a place; rejects with an Error whose message is the server's (in the user's language). */
  onRegister?: () => Promise<void>;
  onCancel?: () => Promise<void>;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

/** One activity (`/activiteitenkalender/overzicht?activiteit=<id>`): when, where, who, what, and how to sign up. */
export function ActivityDetailScreen(props: ActivityDetailScreenProps) {
  const { t, i18n } = useTranslation("activities");
  const { state, activity: a, linkComponent: Link = PlainLink } = props;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const back = (
    <Link
      href={props.backHref}
      className="inline-flex min-h-11 items-center gap-2 text-link underline underline-offset-4"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t("detail.back")}
    </Link>
  );
  if (state === "loading" || (state === "ready" && !a))
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {back}
        <SkeletonGroup label={t("loading")} className="flex flex-col gap-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-40" />
        </SkeletonGroup>
      </div>
    );
  if (state === "failed" || !a)
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {back}
        <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("detail.failed")}</Notice>
      </div>
    );

  const left = placesLeft(a);
  const over = a.endsAt < props.now;
  async function act(run: (() => Promise<void>) | undefined, done: string) {
    if (!run) return;
    setBusy(true);
    try {
      await run();
      setMessage({ ok: true, text: done });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error && error.message ? error.message : t("failedAction") });
    } finally {
      setBusy(false);
    }
  }

  let registration;
  if (over) registration = <p className="m-0">{t("registration.over")}</p>;
  else if (a.registrationUrl)
    registration = (
      <p className="m-0">
        <a href={a.registrationUrl} rel="noopener noreferrer" target="_blank" {...buttonLinkProps()}>
          {t("registration.linkAction")}
          <ExternalLink aria-hidden />
          <span className="sr-only"> ({t("newWindow")})</span>
        </a>
      </p>
    );
  else if (left === null) registration = <p className="m-0">{t("registration.none")}</p>;
  else
    registration = (
      <div className="flex flex-col items-start gap-3">
        <p className="m-0">
          {left === 0 && !a.registered
            ? t("registration.full")
            : t("registration.placesLeft", { count: left, capacity: a.capacity })}
        </p>
        {a.registered ? (
          <>
            <p className="m-0 font-semibold">{t("registration.youAreIn")}</p>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void act(props.onCancel, t("registration.cancelled"))}
            >
              {t("registration.cancel")}
            </Button>
          </>
        ) : left === 0 ? null : props.signedIn ? (
          <Button disabled={busy} onClick={() => void act(props.onRegister, t("registration.done"))}>
            {t("registration.action")}
          </Button>
        ) : (
          <Link href={props.loginHref} {...buttonLinkProps()}>
            {t("registration.login")}
          </Link>
        )}
      </div>
    );

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {back}
      <h1 className="m-0 text-3xl font-bold">{a.title}</h1>
      <dl className="m-0 grid grid-cols-1 gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <Item icon={<CalendarDays aria-hidden className="size-5" />} label={t("detail.date")}>
          <span className="first-letter:uppercase">{formatDay(a.startsAt, i18n.language)}</span>
        </Item>
        <Item icon={<Clock aria-hidden className="size-5" />} label={t("detail.time")}>
          {formatTimes(a, i18n.language)}
        </Item>
        {a.location ? (
          <Item icon={<MapPin aria-hidden className="size-5" />} label={t("where")}>
            {a.location}
          </Item>
        ) : null}
        {a.organizationName ? (
          <Item icon={<Users aria-hidden className="size-5" />} label={t("detail.organization")}>
            {a.organizationName}
          </Item>
        ) : null}
        <Item icon={<Tag aria-hidden className="size-5" />} label={t("detail.category")}>
          {t(`category.${a.category}`)}
        </Item>
      </dl>
      {a.description ? (
        <div className="flex flex-col gap-3 text-lg leading-relaxed">
          {a.description.split(/\n{2,}/).map((p, i) => (
            <p key={i} className="m-0 whitespace-pre-line">
              {p}
            </p>
          ))}
        </div>
      ) : null}
      <section
        aria-labelledby="activity-registration"
        className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none"
      >
        <h2 id="activity-registration" className="m-0 text-xl font-semibold">
          {t("registration.title")}
        </h2>
        {registration}
        {message ? (
          <Notice tone={message.ok ? "success" : "danger"} role={message.ok ? "status" : "alert"}>
            {message.text}
          </Notice>
        ) : null}
      </section>
    </article>
  );
}

function Item({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="flex items-center gap-2 font-semibold">
        {icon}
        {label}
      </dt>
      <dd className="m-0 ps-7 sm:ps-0">{children}</dd>
    </div>
  );
}
