import { useEffect, useState, type Ref, type TimeHTMLAttributes } from "react";
import { RELATIVE_TIME } from "../constants.ts";
import { cn } from "../lib/cn.ts";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The units a relative time is written in, largest first, with their length in seconds and the
 * distance (in seconds) from which on they are used. Months and years are calendar
 * approximations (30 and 365 days), as is usual for relative times.
 */
export const RELATIVE_TIME_UNITS = [
  { unit: "year", seconds: 365 * DAY, from: 365 * DAY },
  { unit: "month", seconds: 30 * DAY, from: 30 * DAY },
  { unit: "week", seconds: 7 * DAY, from: 7 * DAY },
  { unit: "day", seconds: DAY, from: DAY },
  { unit: "hour", seconds: HOUR, from: HOUR },
  { unit: "minute", seconds: MINUTE, from: RELATIVE_TIME.justNowSeconds },
] as const satisfies ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; seconds: number; from: number }>;

/** The refresh never waits longer than this, nor shorter than the minimum (timers drift, tabs sleep). */
export const RELATIVE_TIME_REFRESH = { maxDelayMs: HOUR * 1000, minDelayMs: 1000 } as const;

export type RelativeTimeUnit = (typeof RELATIVE_TIME_UNITS)[number]["unit"];
export type RelativeTimeParts =
  | { kind: "just-now" }
  /** `value` is negative in the past, positive in the future (as Intl.RelativeTimeFormat wants it). */
  | { kind: "relative"; value: number; unit: RelativeTimeUnit };

type DateInput = Date | string | number;
const toMs = (d: DateInput) => (d instanceof Date ? d.getTime() : typeof d === "number" ? d : Date.parse(d));

/**
 * How `date` reads relative to `now`: 'just now' within RELATIVE_TIME.justNowSeconds either side
 * (a clock a little ahead of the server's should not say 'in 5 seconds'), else whole units,
 * rounded towards zero: 59 s is just now, 60 s one minute, 119 s still one minute.
 */
export function relativeTimeParts(date: DateInput, now: DateInput): RelativeTimeParts {
  const diffSeconds = (toMs(date) - toMs(now)) / 1000;
  const distance = Math.abs(diffSeconds);
  if (!(distance >= RELATIVE_TIME.justNowSeconds)) return { kind: "just-now" };
  const { unit, seconds } = RELATIVE_TIME_UNITS.find((u) => distance >= u.from)!;
  const value = Math.floor(distance / seconds) * Math.sign(diffSeconds);
  return { kind: "relative", value, unit };
}

/** Milliseconds until the text of relativeTimeParts(date, now) next changes (bounded by RELATIVE_TIME_REFRESH). */
export function msUntilNextChange(date: DateInput, now: DateInput): number {
  const diffMs = toMs(date) - toMs(now);
  const justNowMs = RELATIVE_TIME.justNowSeconds * 1000;
  let next: number;
  if (diffMs >= justNowMs) {
    // Future: the count drops as soon as the distance falls below its current whole unit.
    const { seconds } = RELATIVE_TIME_UNITS.find((u) => diffMs / 1000 >= u.from)!;
    next = (diffMs % (seconds * 1000)) + 1;
  } else if (diffMs > -justNowMs) {
    // Just now: until it is RELATIVE_TIME.justNowSeconds old.
    next = diffMs + justNowMs;
  } else {
    const distance = -diffMs;
    const { seconds } = RELATIVE_TIME_UNITS.find((u) => distance / 1000 >= u.from)!;
    const unitMs = seconds * 1000;
    next = unitMs - (distance % unitMs);
  }
  return Math.min(RELATIVE_TIME_REFRESH.maxDelayMs, Math.max(RELATIVE_TIME_REFRESH.minDelayMs, next));
}

/** The full date of the tooltip. */
export const RELATIVE_TIME_TITLE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "full", timeStyle: "short" };

export type RelativeTimeProps = Omit<TimeHTMLAttributes<HTMLTimeElement>, "children" | "dateTime"> & {
  ref?: Ref<HTMLTimeElement>;
  date: DateInput;
  /** The text under a minute ('zojuist', 'just now'): ui has no translations. */
  justNowLabel: string;
  /** BCP 47 locale for the relative text and the full date. */
  locale?: string;
  /** 'auto' writes 'gisteren' where 'always' writes '1 dag geleden'. */
  numeric?: Intl.RelativeTimeFormatNumeric;
  /** A fixed 'now' (stories, server snapshots); the text then no longer updates itself. */
  now?: DateInput;
  /** Options for the full date in the tooltip. */
  titleFormat?: Intl.DateTimeFormatOptions;
};

/** A <time> that reads '5 minuten geleden' and keeps itself current; the full date is in its title. */
export function RelativeTime({
  ref,
  date,
  justNowLabel,
  locale = "nl",
  numeric = "auto",
  now: fixedNow,
  titleFormat = RELATIVE_TIME_TITLE_FORMAT,
  className,
  title,
  ...rest
}: RelativeTimeProps) {
  const time = toMs(date);
  // The clock reading the text is computed with, and the date it was read for.
  const [clock, setClock] = useState(() => ({ time, now: Date.now() }));
  const now = fixedNow === undefined ? clock.now : toMs(fixedNow);

  useEffect(() => {
    if (fixedNow !== undefined || Number.isNaN(time)) return;
    // A new date reads the clock at once (the last reading may be old); otherwise wait for the next change.
    const delay = clock.time === time ? msUntilNextChange(time, Date.now()) : 0;
    const timer = setTimeout(() => setClock({ time, now: Date.now() }), delay);
    return () => clearTimeout(timer);
  }, [time, fixedNow, clock]);

  if (Number.isNaN(time)) return null;
  const parts = relativeTimeParts(time, now);
  const text =
    parts.kind === "just-now"
      ? justNowLabel
      : new Intl.RelativeTimeFormat(locale, { numeric }).format(parts.value, parts.unit);
  return (
    <time
      ref={ref}
      data-slot="relative-time"
      data-state={parts.kind}
      dateTime={new Date(time).toISOString()}
      title={title ?? new Intl.DateTimeFormat(locale, titleFormat).format(time)}
      className={cn("whitespace-nowrap", className)}
      {...rest}
    >
      {text}
    </time>
  );
}
