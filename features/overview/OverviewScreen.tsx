import { FileText, MapPin, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { StatusBadge } from "@ui/Badge/StatusBadge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardLink, CardTitle } from "@ui/Card/Card.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import type { OverviewApplication, OverviewVacancy, SectionState } from "./model.ts";

export interface OverviewScreenProps {
  /** The volunteer's first name, if known. */
  name: string | null;
  applications: { state: SectionState; items: readonly OverviewApplication[]; total: number; onRetry?: () => void };
  suggestions: {
    state: SectionState;
    items: readonly OverviewVacancy[];
    /** The labels of the volunteer's interests; empty: the newest vacancies are shown. */
    interests: readonly string[];
    onRetry?: () => void;
  };
  hrefs: {
    applications: string;
    /** The vacancy bank, searching the interests when there are any. */
    vacancyBank: string;
    /** Where the interests are set. */
    interests: string;
  };
  linkComponent?: LinkComponent;
}

const linkClass = "font-medium text-link underline underline-offset-4 hover:no-underline";

/** A volunteer's home after signing in: their applications and vacancies that suit their interests. */
export function OverviewScreen({
  name,
  applications,
  suggestions,
  hrefs,
  linkComponent: Link = PlainLink,
}: OverviewScreenProps) {
  const { t } = useTranslation("overview");
  const loading = (label: string, height: string) => (
    <SkeletonGroup label={label} className="flex flex-col gap-3">
      <Skeleton className={height} />
      <Skeleton className={height} />
    </SkeletonGroup>
  );

  let applicationsBody;
  if (applications.state === "loading") applicationsBody = loading(t("applications.loading"), "h-16");
  else if (applications.state === "failed")
    applicationsBody = (
      <Notice retry={{ label: t("retry"), onRetry: applications.onRetry }}>{t("applications.failed")}</Notice>
    );
  else if (!applications.items.length)
    applicationsBody = (
      <EmptyState
        bordered
        size="sm"
        icon={<FileText />}
        title={t("applications.empty")}
        description={t("applications.emptyHint")}
        action={
          <Button asChild variant="outline" icon={<Search />}>
            <Link href={hrefs.vacancyBank}>{t("applications.toBank")}</Link>
          </Button>
        }
      />
    );
  else
    applicationsBody = (
      <>
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {applications.items.map((a) => (
            <li
              key={a.id}
              className="relative flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-border bg-surface p-4 hover:border-border-strong has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus"
            >
              <div className="flex min-w-0 flex-col">
                <Link
                  href={a.href}
                  className="font-semibold break-words text-fg underline-offset-4 after:absolute after:inset-0 after:rounded-[inherit] hover:underline focus-visible:underline focus-visible:outline-none"
                >
                  {a.vacancyTitle}
                </Link>
                <span className="text-sm text-fg-muted">
                  {t("applications.at", { organization: a.organizationName })}
                </span>
              </div>
              <StatusBadge entity="application" status={a.status} label={t(`status.${a.status}`)} />
            </li>
          ))}
        </ul>
        <Link href={hrefs.applications} className={linkClass}>
          {t("applications.all", { count: applications.total })}
        </Link>
      </>
    );

  const interestsNote = suggestions.interests.length ? (
    <p className="m-0 text-fg-muted">
      {t("suggestions.byInterests", { interests: suggestions.interests.join(", ") })}{" "}
      <Link href={hrefs.interests} className={linkClass}>
        {t("suggestions.changeInterests")}
      </Link>
    </p>
  ) : (
    <p className="m-0 text-fg-muted">
      {t("suggestions.newest")}{" "}
      <Link href={hrefs.interests} className={linkClass}>
        {t("suggestions.setInterests")}
      </Link>
    </p>
  );

  let suggestionsBody;
  if (suggestions.state === "loading") suggestionsBody = loading(t("suggestions.loading"), "h-32");
  else if (suggestions.state === "failed")
    suggestionsBody = (
      <Notice retry={{ label: t("retry"), onRetry: suggestions.onRetry }}>{t("suggestions.failed")}</Notice>
    );
  else if (!suggestions.items.length)
    suggestionsBody = (
      <EmptyState
        bordered
        size="sm"
        icon={<Search />}
        title={t("suggestions.empty")}
        description={t("suggestions.emptyHint")}
      />
    );
  else
    suggestionsBody = (
      <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 md:grid-cols-2">
        {suggestions.items.map((v) => (
          <li key={v.id} className="min-w-0">
            <Card interactive className="h-full">
              <CardHeader>
                <CardTitle level={3}>
                  <CardLink as={Link} href={v.href}>
                    {v.title}
                  </CardLink>
                </CardTitle>
                {v.organizationName ? <CardDescription>{v.organizationName}</CardDescription> : null}
              </CardHeader>
              <CardContent className="flex flex-col gap-2">
                {v.summary ? <p className="m-0 line-clamp-2 text-fg">{v.summary}</p> : null}
                {v.place ? (
                  <p className="m-0 flex items-center gap-1.5 text-sm text-fg-muted [&_svg]:size-4">
                    <MapPin aria-hidden />
                    {v.place}
                  </p>
                ) : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold tracking-tight">
          {name ? t("greeting", { name }) : t("greetingAnonymous")}
        </h1>
        <p className="m-0 text-fg-muted">{t("intro")}</p>
      </div>
      <section aria-labelledby="overview-applications" className="flex flex-col gap-4">
        <h2 id="overview-applications" className="m-0 text-xl font-semibold">
          {t("applications.title")}
        </h2>
        {applicationsBody}
      </section>
      <section aria-labelledby="overview-suggestions" className="flex flex-col gap-4">
        <h2 id="overview-suggestions" className="m-0 text-xl font-semibold">
          {t("suggestions.title")}
        </h2>
        {interestsNote}
        {suggestionsBody}
        {suggestions.state === "ready" ? (
          <Link href={hrefs.vacancyBank} className={linkClass}>
            {t("suggestions.more")}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
