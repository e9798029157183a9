import { CalendarDays, ChevronLeft, ChevronRight, List, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { clockTime, intlLocale, shiftMonth } from "@contract/amsterdam-time.ts";
import { buttonLinkProps } from "@ui/Button/PlainButton.tsx";
import { cn } from "@ui/lib/cn.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { ActivityCard } from "./ActivityCard.tsx";
import { byDay, formatDay, formatMonth, type Activity, type LoadState } from "./types.ts";

export interface ActivityCalendarScreenProps {
  state: LoadState;
  /** The month shown, "2026-12". */
  month: string;
  /** Today's Dutch day, "2026-12-03" (marked in the grid). */
  today: string;
  /** The published activities that start in the month. */
  items: readonly Activity[];
  /** The address of another month (kept in the URL: `?maand=2026-12`). */
  hrefForMonth: (month: string) => string;
  hrefForActivity: (activity: Activity) => string;
  /** The list view. */
  overviewHref: string;
  /** Center staff: where they manage the activities. */
  manageHref?: string;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The weeks of a month (Monday first) as Dutch day keys, null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${pad(d)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Monday to Sunday, short and long, in the language of the page. */
function weekdays(locale: string) {
  const tag = intlLocale(locale);
  const short = new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  // 5 January 2026 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 0, 5 + i));
    return { short: short.format(d).replace(".", ""), long: long.format(d) };
  });
}

/**
 * `/activiteitenkalender`: the month grid, a real table with a header per weekday, today marked,
 * each day with the titles of its activities; links to the previous and next month keep the month
 * in the URL. On a phone the grid gives way to an agenda: the days with activities, one under the other.
 */
export function ActivityCalendarScreen(props: ActivityCalendarScreenProps) {
  const { t, i18n } = useTranslation("activities");
  const { state, month, today, items, linkComponent: Link = PlainLink } = props;
  const monthName = formatMonth(month, i18n.language);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const days = byDay(items);
  // Day keys ("2026-11-21") sort as dates: a day before today has been.
  const allPast = month === today.slice(0, 7) && items.length > 0 && [...days.keys()].every((day) => day < today);
  const titleId = "calendar-month";

  let body;
  if (state === "loading")
    body = (
      <SkeletonGroup label={t("loading")} className="flex flex-col gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-96" />
      </SkeletonGroup>
    );
  else if (state === "failed")
    body = <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("failed")}</Notice>;
  else
    body = (
      <>
        {items.length === 0 ? (
          <Notice tone="info">
            <CalendarDays aria-hidden className="size-5" />
            {t("calendar.emptyMonth", { month: monthName })}
          </Notice>
        ) : allPast ? (
          // Late in the month a visitor would see only what has been: the way on, at once.
          <Notice tone="info">
            <CalendarDays aria-hidden className="size-5" />
            <span>
              {t("calendar.noneLeft", { month: monthName })}{" "}
              <Link href={props.hrefForMonth(next)} className="text-link underline underline-offset-4">
                {t("calendar.toMonth", { month: formatMonth(next, i18n.language) })}
              </Link>
            </span>
          </Notice>
        ) : null}
        <table aria-labelledby={titleId} className="hidden w-full table-fixed border-collapse md:table">
          <thead>
            <tr>
              {weekdays(i18n.language).map((d) => (
                <th key={d.long} scope="col" className="border-b border-border p-2 text-start text-sm font-semibold">
                  <span aria-hidden>{d.short}</span>
                  <span className="sr-only">{d.long}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week, w) => (
              <tr key={w}>
                {week.map((day, i) => {
                  if (!day) return <td key={`empty-${i}`} className="border border-border bg-surface-sunken" />;
                  const own = days.get(day) ?? [];
                  const isToday = day === today;
                  return (
                    <td key={day} className="h-28 border border-border bg-surface p-1 align-top">
                      <div className="flex flex-col gap-1">
                        <span
                          aria-current={isToday ? "date" : undefined}
                          className={cn(
                            "inline-flex size-8 items-center justify-center rounded-full text-sm",
                            isToday && "bg-solid font-bold text-on-solid",
                          )}
                        >
                          {Number(day.slice(8))}
                          {isToday ? <span className="sr-only"> ({t("calendar.today")})</span> : null}
                        </span>
                        {own.length ? (
                          <ul className="m-0 flex list-none flex-col gap-1 p-0">
                            {own.map((a) => (
                              <li key={a.id}>
                                <Link
                                  href={props.hrefForActivity(a)}
                                  className="block min-h-11 rounded-sm bg-primary-50 px-1.5 py-1 text-sm leading-snug text-black underline-offset-2 hover:underline"
                                >
                                  <span className="font-semibold">{clockTime(a.startsAt)}</span> {a.title}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {items.length ? (
          <ol aria-labelledby={titleId} className="m-0 flex list-none flex-col gap-6 p-0 md:hidden">
            {[...days.entries()].map(([day, own]) => (
              <li key={day} className="flex flex-col gap-3">
                <h3 className="m-0 flex flex-wrap items-center gap-2 text-lg font-semibold">
                  <span aria-current={day === today ? "date" : undefined} className="first-letter:uppercase">
                    {formatDay(own[0]!.startsAt, i18n.language)}
                  </span>
                  {day === today ? (
                    <span className="rounded-full bg-solid px-2 text-sm text-on-solid">{t("calendar.today")}</span>
                  ) : day < today ? (
                    <span className="rounded-full border border-border px-2 text-sm font-normal text-fg-muted">
                      {t("calendar.past")}
                    </span>
                  ) : null}
                </h3>
                <ul className="m-0 flex list-none flex-col gap-3 p-0">
                  {own.map((a) => (
                    <li key={a.id}>
                      <ActivityCard activity={a} href={props.hrefForActivity(a)} level={3} linkComponent={Link} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : null}
      </>
    );

  const monthLink = "inline-flex min-h-11 items-center gap-1 text-link underline underline-offset-4";
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="m-0 text-3xl font-bold">{t("calendar.title")}</h1>
        <div className="flex flex-wrap gap-3">
          {props.manageHref ? (
            <Link href={props.manageHref} {...buttonLinkProps({ variant: "outline" })}>
              <Settings aria-hidden />
              {t("manage.title")}
            </Link>
          ) : null}
          <Link href={props.overviewHref} {...buttonLinkProps({ variant: "outline" })}>
            <List aria-hidden />
            {t("calendar.asList")}
          </Link>
        </div>
      </div>
      <nav
        aria-label={t("calendar.months")}
        className="grid grid-cols-2 items-center gap-x-3 gap-y-1 md:flex md:flex-wrap md:justify-between"
      >
        <Link href={props.hrefForMonth(previous)} className={monthLink}>
          <ChevronLeft aria-hidden className="size-5" />
          {t("calendar.previous")}
          <span className="sr-only">: {formatMonth(previous, i18n.language)}</span>
        </Link>
        <div className="order-first col-span-2 flex flex-col items-center md:order-none">
          <h2 id={titleId} className="m-0 text-2xl font-semibold first-letter:uppercase" aria-live="polite">
            {monthName}
          </h2>
          {today.slice(0, 7) !== month ? (
            <Link href={props.hrefForMonth(today.slice(0, 7))} className={monthLink}>
              {t("calendar.thisMonth")}
            </Link>
          ) : null}
        </div>
        <Link href={props.hrefForMonth(next)} className={cn(monthLink, "justify-self-end")}>
          {t("calendar.next")}
          <span className="sr-only">: {formatMonth(next, i18n.language)}</span>
          <ChevronRight aria-hidden className="size-5" />
        </Link>
      </nav>
      {body}
    </div>
  );
}
