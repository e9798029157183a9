import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ANALYTICS_PERIODS, type AnalyticsPeriod, type PeriodQuery } from "@contract/analytics.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Input } from "@ui/Input/Input.tsx";

export interface PeriodValue extends PeriodQuery {
  period: AnalyticsPeriod;
}

export interface PeriodPickerProps {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
  /** Today (YYYY-MM-DD): the last day one may choose. */
  today: string;
  /** The server's word on a chosen range (422), shown under the dates. */
  error?: string | null;
}

/**
 * The period: this month, last month, this year (one press each) or a chosen range (two dates and
 * a button, so nothing loads before both are chosen). Toggle buttons in a labelled group.
 */
export function PeriodPicker({ value, onChange, today, error }: PeriodPickerProps) {
  const { t } = useTranslation("analytics");
  const uid = useId();
  const [custom, setCustom] = useState(value.period === "range");
  const [from, setFrom] = useState(value.from ?? "");
  const [to, setTo] = useState(value.to ?? "");
  const [local, setLocal] = useState<string | null>(null);
  const active: AnalyticsPeriod = custom ? "range" : value.period;
  const message = local ?? error ?? null;

  return (
    <div className="flex flex-col gap-3" data-slot="period-picker">
      <div role="group" aria-labelledby={`${uid}-legend`} className="flex flex-wrap items-center gap-2">
        <span id={`${uid}-legend`} className="me-1 font-medium">
          {t("period.legend")}
        </span>
        {ANALYTICS_PERIODS.map((p) => (
          <Button
            key={p}
            variant={active === p ? "solid" : "outline"}
            aria-pressed={active === p}
            onClick={() => {
              setLocal(null);
              if (p === "range") setCustom(true);
              else {
                setCustom(false);
                onChange({ period: p });
              }
            }}
          >
            {t(`period.${p}`)}
          </Button>
        ))}
      </div>
      {custom ? (
        <form
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!from || !to) return setLocal(t("period.incomplete"));
            if (to < from) return setLocal(t("period.order"));
            setLocal(null);
            onChange({ period: "range", from, to });
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${uid}-from`}>
            {t("period.from")}
            <Input
              id={`${uid}-from`}
              type={"date" as "text"}
              value={from}
              max={today}
              onChange={(e) => setFrom(e.target.value)}
              invalid={!!message}
              aria-describedby={message ? `${uid}-error` : undefined}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${uid}-to`}>
            {t("period.to")}
            <Input
              id={`${uid}-to`}
              type={"date" as "text"}
              value={to}
              max={today}
              onChange={(e) => setTo(e.target.value)}
              invalid={!!message}
              aria-describedby={message ? `${uid}-error` : undefined}
            />
          </label>
          <Button type="submit">{t("period.apply")}</Button>
        </form>
      ) : null}
      {message ? (
        <p id={`${uid}-error`} role="alert" className="m-0 text-sm text-danger-fg">
          {message}
        </p>
      ) : null}
    </div>
  );
}
