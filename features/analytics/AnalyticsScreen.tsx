import { ArrowDownRight, ArrowRight, ArrowUpRight, ChartNoAxesColumn, Minus } from "lucide-react";
import { useId, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PERIOD, type AnalyticsAttributes } from "@contract/analytics.ts";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { ExportButton } from "@ui/ExportButton/ExportButton.tsx";
import { cn } from "@ui/lib/cn.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { BarChart, type BarSeries } from "./BarChart.tsx";
import { formatDay, makeFormatters } from "./format.ts";
import {
  applicationStatusRows,
  changeMessage,
  formatValue,
  isEmptyPeriod,
  keyFigures,
  organizationStatusRows,
  seriesSummary,
  statusSummary,
  organizationSummary,
  type Formatters,
  type KeyFigureView,
  type Message,
} from "./model.ts";
import { PeriodPicker, type PeriodValue } from "./PeriodPicker.tsx";

export interface AnalyticsScreenProps {
  state: "loading" | "failed" | "ready";
  data?: AnalyticsAttributes | null;
  period: PeriodValue;
  onPeriodChange: (period: PeriodValue) => void;
  /** Today (YYYY-MM-DD, Dutch): the last day of a chosen range. */
  today: string;
  /** The server's message when the chosen range is refused (422). */
  periodError?: string | null;
  onRetry?: () => void;
  /** Downloads every figure as CSV; leave out to hide the button. */
  onExport?: () => Promise<void>;
  linkComponent?: LinkComponent;
}

/**
 * The heading and the period bar of both analytics pages: the period, what the page shows for it,
 * the link to the other page (for the same period) and the export once there is something to export.
 */
export function AnalyticsFrame({
  title,
  intro,
  period,
  onPeriodChange,
  today,
  periodError,
  shown,
  other,
  onExport,
  children,
}: {
  title: string;
  intro: string;
  period: PeriodValue;
  onPeriodChange: (period: PeriodValue) => void;
  today: string;
  periodError?: string | null | undefined;
  shown?: string | null | undefined;
  /** The other analytics page, e.g. { path: "/analytics/index-2", label: "Per organisatie" }. */
  other: { path: string; label: string; linkComponent?: LinkComponent | undefined };
  /** Shown when set: the page has figures to export. */
  onExport?: (() => Promise<void>) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation("analytics");
  const Link = other.linkComponent ?? PlainLink;
  return (
    <div className="flex w-full flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="m-0 text-fg-muted">{intro}</p>
      </div>
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
        <PeriodPicker value={period} onChange={onPeriodChange} today={today} error={periodError} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="m-0 text-sm text-fg-muted" aria-live="polite">
            {shown ?? ""}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Link href={`${other.path}${periodSearch(period)}`} className="text-link underline underline-offset-4">
              {other.label}
            </Link>
            {onExport ? <ExportButton label={t("export")} onExport={onExport} /> : null}
          </div>
        </div>
      </div>
      {children}
    </div>
  );
}

/** The period as the pages' query string ('?period=last_month'), empty for the default. */
export function periodSearch(p: PeriodValue): string {
  const q = new URLSearchParams();
  if (p.period === "range") {
    q.set("period", "range");
    if (p.from) q.set("from", p.from);
    if (p.to) q.set("to", p.to);
  } else if (p.period !== DEFAULT_PERIOD) q.set("period", p.period);
  const s = q.toString();
  return s ? `?${s}` : "";
}

export const useFormatters = () => {
  const { t, i18n } = useTranslation("analytics");
  return useMemo(() => makeFormatters(t, i18n.language), [t, i18n.language]);
};

/** 'Deze periode: 1 t/m 26 november, vergeleken met 1 t/m 26 oktober'. */
export function periodShown(
  t: (key: string, values: Record<string, string>) => string,
  data: { from: string; to: string; previous_from: string; previous_to: string } | null | undefined,
  locale: string,
) {
  if (!data) return null;
  return t("period.shown", {
    from: formatDay(data.from, locale),
    to: formatDay(data.to, locale),
    previousFrom: formatDay(data.previous_from, locale),
    previousTo: formatDay(data.previous_to, locale),
  });
}

function FigureCard({ figure, f }: { figure: KeyFigureView; f: Formatters }) {
  const { t } = useTranslation("analytics");
  const change: Message = changeMessage(figure, f);
  const Icon =
    figure.direction === "up"
      ? ArrowUpRight
      : figure.direction === "down"
        ? ArrowDownRight
        : figure.direction === "same"
          ? ArrowRight
          : Minus;
  const hint =
    figure.key === "accepted_share" || figure.key === "median_first_answer_hours" || figure.key === "awaiting_answer";
  return (
    <div data-figure={figure.key} className="flex h-full flex-col gap-1 rounded-lg border border-border bg-surface p-4">
      <span className="text-sm font-medium text-fg-muted">{t(`figures.${figure.key}`)}</span>
      <span className="text-3xl font-bold tabular-nums">
        {figure.current === null ? t("table.none") : formatValue(f, figure.kind, figure.current)}
      </span>
      {hint ? <span className="text-sm text-fg-muted">{t(`hint.${figure.key}`)}</span> : null}
      <span
        data-tone={figure.tone}
        className={cn(
          "mt-auto flex items-start gap-1 text-sm",
          figure.tone === "good" && "text-success-fg",
          figure.tone === "bad" && "text-danger-fg",
          figure.tone === "neutral" && "text-fg-muted",
        )}
      >
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t(change.key, change.values)}
      </span>
    </div>
  );
}

export interface ChartTableColumn {
  header: string;
  values: readonly (string | number)[];
}

/** A chart with its text summary and the same data as a table (WCAG 1.1.1, 1.3.1). */
export function ChartSection({
  title,
  summary,
  labels,
  labelHeader,
  series,
  horizontal,
  locale,
  f,
}: {
  title: string;
  summary: string;
  labels: readonly string[];
  labelHeader: string;
  series: readonly BarSeries[];
  horizontal?: boolean;
  locale: string;
  f: Formatters;
}) {
  const { t } = useTranslation("analytics");
  const uid = useId();
  return (
    <section
      aria-labelledby={`${uid}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={`${uid}-title`} className="m-0 text-lg font-semibold">
        {title}
      </h2>
      <p className="m-0" data-slot="chart-summary">
        {summary}
      </p>
      <BarChart labels={labels} series={series} description={summary} locale={locale} horizontal={horizontal} />
      <div>
        <table className="w-full border-collapse text-sm" data-slot="chart-table">
          <caption className="sr-only">{t("charts.tableCaption", { title })}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                {labelHeader}
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="py-2 ps-3 text-end font-semibold">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${label}-${i}`} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                  {label}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="py-1.5 ps-3 text-end tabular-nums">
                    {f.count(s.values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /analytics: the center's key figures for a period with their change, and three charts with tables. */
export function AnalyticsScreen({
  state,
  data,
  period,
  onPeriodChange,
  today,
  periodError,
  onRetry,
  onExport,
  linkComponent: Link = PlainLink,
}: AnalyticsScreenProps) {
  const { t, i18n } = useTranslation("analytics");
  const locale = i18n.language;
  const f = useFormatters();
  const uid = useId();

  let body: ReactNode;
  if (state === "loading") {
    body = (
      <SkeletonGroup label={t("loading")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </SkeletonGroup>
    );
  } else if (state === "failed" || !data) {
    body = <Notice retry={{ label: t("retry"), onRetry }}>{t("failed")}</Notice>;
  } else if (isEmptyPeriod(data)) {
    body = (
      <EmptyState icon={<ChartNoAxesColumn />} title={t("empty.title")} description={t("empty.description")} bordered />
    );
  } else {
    const seriesText = seriesSummary(data.series, data.bucket, f);
    const statusText = statusSummary(data.current, f);
    const orgText = organizationSummary(data.current, f);
    const statusRows = applicationStatusRows(data);
    const orgRows = organizationStatusRows(data);
    const periods = (rows: { current: number; previous: number }[]): BarSeries[] => [
      { label: t("charts.current"), values: rows.map((r) => r.current), color: "--color-solid" },
      { label: t("charts.previous"), values: rows.map((r) => r.previous), color: "--color-fg-muted" },
    ];
    body = (
      <>
        <section aria-labelledby={`${uid}-figures`} className="flex flex-col gap-3">
          <h2 id={`${uid}-figures`} className="m-0 text-xl font-semibold">
            {t("figures.title")}
          </h2>
          <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3">
            {keyFigures(data).map((fig) => (
              <li key={fig.key}>
                <FigureCard figure={fig} f={f} />
              </li>
            ))}
          </ul>
        </section>
        <ChartSection
          title={t("charts.series")}
          summary={t(seriesText.key, seriesText.values)}
          labelHeader={t(`charts.bucket_${data.bucket}`)}
          labels={data.series.map((p) => f.bucket(p.start, data.bucket))}
          series={[
            {
              label: t("charts.applications"),
              values: data.series.map((p) => p.applications_received),
              color: "--color-solid",
            },
            {
              label: t("charts.vacancies"),
              values: data.series.map((p) => p.vacancies_published),
              color: "--color-accent",
            },
          ]}
          locale={locale}
          f={f}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <ChartSection
            title={t("charts.status")}
            summary={t(statusText.key, statusText.values)}
            labelHeader={t("charts.status_column")}
            labels={statusRows.map((r) => t(`applicationStatus.${r.status}`))}
            series={periods(statusRows)}
            horizontal
            locale={locale}
            f={f}
          />
          <ChartSection
            title={t("charts.organizations")}
            summary={t(orgText.key, orgText.values)}
            labelHeader={t("charts.status_column")}
            labels={orgRows.map((r) => t(`organizationStatus.${r.status}`))}
            series={periods(orgRows)}
            horizontal
            locale={locale}
            f={f}
          />
        </div>
      </>
    );
  }

  return (
    <AnalyticsFrame
      title={t("title")}
      intro={t("intro")}
      period={period}
      onPeriodChange={onPeriodChange}
      today={today}
      periodError={periodError}
      shown={state === "ready" ? periodShown(t, data, locale) : null}
      other={{ path: "/analytics/index-2", label: t("toOrganizations"), linkComponent: Link }}
      onExport={state === "ready" && data ? onExport : undefined}
    >
      {body}
    </AnalyticsFrame>
  );
}
