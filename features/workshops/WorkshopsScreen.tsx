import { GraduationCap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { buttonLinkProps } from "@ui/Button/PlainButton.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { PlacesBadge, SessionLine } from "./SessionFacts.tsx";
import { splitSessions, type LoadState, type Workshop } from "./types.ts";

/** Sessions a card shows before "and n more". */
const CARD_SESSIONS = 3;

export interface WorkshopsScreenProps {
  state: LoadState;
  /** Published workshops with a session still to come. */
  items: readonly Workshop[];
  /** Workshops the viewer is registered or waiting for. */
  mine: readonly Workshop[];
  /** Now (ISO): sessions that began are not offered. */
  now: string;
  hrefForWorkshop: (w: Workshop) => string;
  /** Center staff: the way to manage workshops. */
  manageHref?: string | undefined;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

/** `/workshops`: my registrations first, then the center's upcoming workshops with their sessions. */
export function WorkshopsScreen(props: WorkshopsScreenProps) {
  const { t } = useTranslation("workshops");
  const Link = props.linkComponent ?? PlainLink;

  let body;
  if (props.state === "loading")
    body = (
      <SkeletonGroup label={t("loading")} className="flex flex-col gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </SkeletonGroup>
    );
  else if (props.state === "failed")
    body = <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("failed")}</Notice>;
  else
    body = (
      <>
        {props.mine.length ? <Mine {...props} /> : null}
        <section aria-labelledby="workshops-upcoming" className="flex flex-col gap-4">
          <h2 id="workshops-upcoming" className="m-0 text-xl font-semibold">
            {t("list.upcoming")}
          </h2>
          {props.items.length ? (
            <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 lg:grid-cols-2">
              {props.items.map((w) => (
                <li key={w.id}>
                  <WorkshopCard workshop={w} {...props} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState bordered icon={<GraduationCap />} title={t("list.empty")} description={t("list.emptyHint")} />
          )}
        </section>
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex max-w-3xl flex-col gap-2">
          <h1 className="m-0 text-3xl font-bold">{t("title")}</h1>
          <p className="m-0 text-lg text-fg-muted">{t("intro")}</p>
        </div>
        {props.manageHref ? (
          <Link href={props.manageHref} {...buttonLinkProps({ variant: "outline" })}>
            {t("manageLink")}
          </Link>
        ) : null}
      </div>
      {body}
    </div>
  );
}

function WorkshopCard({ workshop: w, ...props }: WorkshopsScreenProps & { workshop: Workshop }) {
  const { t } = useTranslation("workshops");
  const Link = props.linkComponent ?? PlainLink;
  const upcoming = splitSessions(w.sessions, props.now).upcoming.filter((s) => !s.cancelledAt);
  const shown = upcoming.slice(0, CARD_SESSIONS);
  const intro = w.description?.split(/\n{2,}/)[0];
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none">
      <h3 className="m-0 text-lg font-semibold">
        <Link href={props.hrefForWorkshop(w)} className="text-fg underline-offset-4 hover:underline">
          {w.title}
        </Link>
      </h3>
      {intro ? <p className="m-0 line-clamp-3 text-fg-muted">{intro}</p> : null}
      <ul className="m-0 flex list-none flex-col gap-2 p-0 text-sm">
        {shown.map((s) => (
          <li key={s.id} className="flex flex-col gap-1 border-t border-border pt-2">
            <SessionLine session={s} />
            <span>
              <PlacesBadge session={s} />
            </span>
          </li>
        ))}
      </ul>
      {upcoming.length > CARD_SESSIONS ? (
        <p className="m-0 text-sm text-fg-muted">{t("moreSessions", { count: upcoming.length - CARD_SESSIONS })}</p>
      ) : null}
      <p className="m-0 mt-auto pt-1">
        <Link
          href={props.hrefForWorkshop(w)}
          aria-label={t("viewNamed", { title: w.title })}
          {...buttonLinkProps({ variant: "outline", size: "sm" })}
        >
          {t("view")}
        </Link>
      </p>
    </article>
  );
}

function Mine(props: WorkshopsScreenProps) {
  const { t } = useTranslation("workshops");
  const Link = props.linkComponent ?? PlainLink;
  const rows = props.mine.flatMap((w) =>
    w.sessions
      .filter((s) => s.myStatus && !s.cancelledAt && s.endsAt >= props.now)
      .map((s) => ({ workshop: w, session: s })),
  );
  if (!rows.length) return null;
  return (
    <section
      aria-labelledby="workshops-mine"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-sunken p-4 straight:rounded-none"
    >
      <h2 id="workshops-mine" className="m-0 text-xl font-semibold">
        {t("list.mine")}
      </h2>
      <p className="m-0 text-fg-muted">{t("list.mineHint")}</p>
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {rows.map(({ workshop: w, session: s }) => (
          <li key={s.id} className="flex flex-col gap-1 rounded-md bg-surface p-3 straight:rounded-none">
            <Link href={props.hrefForWorkshop(w)} className="font-semibold text-link underline underline-offset-4">
              {w.title}
            </Link>
            <span className="text-sm">
              <SessionLine session={s} />
            </span>
            <span>
              <Badge variant={s.myStatus === "registered" ? "success" : "info"}>
                {s.myStatus === "registered"
                  ? t("myStatus.registered")
                  : t("myStatus.waiting", { position: s.myPosition ?? "?" })}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
