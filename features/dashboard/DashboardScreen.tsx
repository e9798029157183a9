import {
  Bell,
  Building2,
  CalendarClock,
  FileText,
  HeartHandshake,
  Inbox,
  ListChecks,
  Megaphone,
  UserCheck,
  UsersRound,
} from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DashboardAttributes } from "@contract/applications.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { RelativeTime } from "@ui/RelativeTime/RelativeTime.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { StatCard } from "@ui/StatCard/StatCard.tsx";
import { visibleFigures, type FigureKey } from "./figures.ts";
import { Notice } from "@ui/Notice/Notice.tsx";

/** One of the newest new applications. */
export interface DashboardApplication {
  id: string;
  volunteerName: string;
  vacancyTitle: string;
  createdAt: string;
}

export interface DashboardScreenProps {
  state: "loading" | "failed" | "ready";
  /** The name to greet with ('Welkom, Anna'). */
  firstName?: string;
  /** The figures; null fields are not for this viewer and are not shown. */
  figures?: DashboardAttributes | null;
  /** The newest new applications; leave out for viewers who do not handle applications. */
  newest?: { state: "loading" | "failed" | "ready"; items: readonly DashboardApplication[] };
  onRetry?: () => void;
  linkComponent?: LinkComponent;
  /** A fixed 'now' for relative times (stories). */
  now?: string;
}

const icons: Record<FigureKey, ReactNode> = {
  new_applications: <Inbox />,
  open_applications: <ListChecks />,
  organizations_to_approve: <Building2 />,
  published_vacancies: <Megaphone />,
  draft_vacancies: <FileText />,
  vacancies_ending_soon: <CalendarClock />,
  my_open_applications: <UserCheck />,
  unread_notifications: <Bell />,
  open_help_requests: <HeartHandshake />,
  pool_volunteers: <UsersRound />,
};

/** /dashboard: a welcome, the key figures that wait on this viewer, and the newest applications. */
export function DashboardScreen({
  state,
  firstName,
  figures,
  newest,
  onRetry,
  linkComponent: Link = PlainLink,
  now,
}: DashboardScreenProps) {
  const { t, i18n } = useTranslation("dashboard");
  const locale = i18n.language;
  const shown = visibleFigures(figures);
  const uid = useId();

  let body;
  if (state === "loading") {
    body = (
      <SkeletonGroup label={t("loading")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </SkeletonGroup>
    );
  } else if (state === "failed") {
    body = <Notice retry={{ label: t("retry"), onRetry }}>{t("failed")}</Notice>;
  } else {
    body = (
      <>
        <section aria-labelledby={`${uid}-dashboard-figures`} className="flex flex-col gap-3">
          <h2 id={`${uid}-dashboard-figures`} className="sr-only">
            {t("figuresTitle")}
          </h2>
          {shown.length === 0 ? (
            <p className="m-0 text-fg-muted">{t("noFigures")}</p>
          ) : (
            <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 xl:grid-cols-4">
              {shown.map((f) => (
                <li key={f.key} data-figure={f.key}>
                  <StatCard
                    label={t(`figures.${f.key}`)}
                    value={f.value}
                    icon={icons[f.key]}
                    href={f.href}
                    linkComponent={Link}
                    locale={locale}
                    tone={f.attention ? "attention" : "default"}
                    className="h-full"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        {newest ? (
          <section
            aria-labelledby={`${uid}-dashboard-newest`}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`${uid}-dashboard-newest`} className="m-0 text-lg font-semibold">
                {t("newestTitle")}
              </h2>
              <Link href="/applications?status=new" className="text-link underline underline-offset-4">
                {t("allApplications")}
              </Link>
            </div>
            {newest.state === "loading" ? (
              <SkeletonGroup label={t("loading")} className="flex flex-col gap-2">
                <Skeleton variant="text" lines={3} />
              </SkeletonGroup>
            ) : newest.state === "failed" ? (
              <p role="alert" className="m-0 text-danger-fg">
                {t("newestFailed")}
              </p>
            ) : newest.items.length === 0 ? (
              <p className="m-0 text-fg-muted">{t("newestEmpty")}</p>
            ) : (
              <ul className="m-0 flex list-none flex-col divide-y divide-border p-0">
                {newest.items.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
                    <span>
                      <Link
                        href={`/applications/${a.id}`}
                        className="font-medium text-link underline underline-offset-4"
                      >
                        {a.volunteerName}
                      </Link>{" "}
                      <span className="text-fg-muted">{t("newestOn", { title: a.vacancyTitle })}</span>
                    </span>
                    <RelativeTime
                      date={a.createdAt}
                      justNowLabel={t("justNow")}
                      locale={locale}
                      now={now}
                      className="text-sm text-fg-muted"
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex w-full flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold tracking-tight">
          {firstName ? t("welcome", { name: firstName }) : t("welcomeAnonymous")}
        </h1>
        <p className="m-0 text-fg-muted">{t("intro")}</p>
      </div>
      {body}
    </div>
  );
}
