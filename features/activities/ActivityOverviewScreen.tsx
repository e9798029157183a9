import { CalendarDays, CalendarRange } from "lucide-react";
import { useTranslation } from "react-i18next";
import { dayKey } from "@contract/amsterdam-time.ts";
import { buttonLinkProps } from "@ui/Button/PlainButton.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { cn } from "@ui/lib/cn.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Pagination } from "@ui/Pagination/Pagination.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { ActivityCard } from "./ActivityCard.tsx";
import { byDay, CATEGORIES, formatDay, type Activity, type ActivityCategory, type LoadState } from "./types.ts";

export interface ActivityOverviewScreenProps {
  state: LoadState;
  /** Upcoming published activities of this page, in order of start. */
  items: readonly Activity[];
  /** The chosen kind of activity (null: all). */
  category: ActivityCategory | null;
  page: number;
  pageCount: number;
  /** Today's Dutch day (its heading says "vandaag"). */
  today: string;
  /** The address of a page of the list with a kind (state in the URL: `?soort=training&pagina=2`). */
  hrefFor: (options: { category: ActivityCategory | null; page: number }) => string;
  hrefForActivity: (activity: Activity) => string;
  calendarHref: string;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

/** `/activiteitenkalender/overzicht`: the upcoming activities grouped by day, filtered by kind, paged. */
export function ActivityOverviewScreen(props: ActivityOverviewScreenProps) {
  const { t, i18n } = useTranslation("activities");
  const { state, items, category, page, pageCount, linkComponent: Link = PlainLink } = props;

  let body;
  if (state === "loading")
    body = (
      <SkeletonGroup label={t("loading")} className="flex flex-col gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </SkeletonGroup>
    );
  else if (state === "failed")
    body = <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("failed")}</Notice>;
  else if (!items.length)
    body = (
      <EmptyState
        bordered
        icon={<CalendarDays />}
        title={category ? t("overview.emptyCategory", { category: t(`category.${category}`) }) : t("overview.empty")}
        description={t("overview.emptyHint")}
      />
    );
  else
    body = (
      <>
        {[...byDay(items).entries()].map(([day, own]) => (
          <section key={day} aria-labelledby={`day-${day}`} className="flex flex-col gap-3">
            <h2 id={`day-${day}`} className="m-0 flex flex-wrap items-center gap-2 text-xl font-semibold">
              <span className="first-letter:uppercase">{formatDay(own[0]!.startsAt, i18n.language)}</span>
              {day === props.today ? (
                <span className="rounded-full bg-solid px-2 text-sm text-on-solid">{t("calendar.today")}</span>
              ) : null}
            </h2>
            <ul className="m-0 flex list-none flex-col gap-3 p-0">
              {own.map((a) => (
                <li key={a.id}>
                  <ActivityCard activity={a} href={props.hrefForActivity(a)} linkComponent={Link} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {pageCount > 1 ? (
          <Pagination
            page={page}
            pageCount={pageCount}
            label={t("overview.pagination")}
            previousLabel={t("previous")}
            nextLabel={t("next")}
            pageLabel={(n) => t("pageN", { n })}
            hrefFor={(n) => props.hrefFor({ category, page: n })}
            linkComponent={Link}
          />
        ) : null}
      </>
    );

  const chip = (active: boolean) =>
    cn(
      "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium underline-offset-4 hover:underline",
      active ? "border-transparent bg-solid text-on-solid" : "border-border-strong bg-surface text-fg",
    );
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="m-0 text-3xl font-bold">{t("overview.title")}</h1>
        <Link href={props.calendarHref} {...buttonLinkProps({ variant: "outline" })}>
          <CalendarRange aria-hidden />
          {t("overview.asCalendar")}
        </Link>
      </div>
      <nav aria-label={t("overview.filter")}>
        <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
          {[null, ...CATEGORIES].map((c) => (
            <li key={c ?? "all"}>
              <Link
                href={props.hrefFor({ category: c, page: 1 })}
                className={chip(c === category)}
                aria-current={c === category ? "page" : undefined}
              >
                {c ? t(`category.${c}`) : t("overview.all")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </div>
  );
}

/** Today's Dutch day of a clock (the screens take it as a prop, so stories and tests fix it). */
export const todayOf = (now: Date) => dayKey(now);
