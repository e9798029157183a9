/**
 * A range of Dutch days as the fewest roll-up rows that add up to it (migrations 0024, 0029, 0040):
 * the roll-ups keep counts per day ('d'), calendar month ('m') and calendar year ('y'), so a part of
 * a year is either its months and days, or the whole year minus the months and days around it, and
 * a part of a month either its days, or the whole month minus the other days; whichever reads fewer
 * rows. Days, months and years after today hold nothing yet and cost nothing, so "this year" is the
 * year's row minus nothing that exists. Counts are sums, so subtracting is exact.
 *
 * The result is a list of terms: a run of consecutive days, months or years with a coefficient
 * (+1, -1; a unit named twice adds up). A query sums coefficient times count over the rows of each
 * term. Computed on day, month and year numbers (no date strings until the end): it runs for
 * every series point of every request.
 */
import type { DateRange } from "@contract/analytics.ts";

export type Grain = "d" | "m" | "y";

export interface Term {
  grain: Grain;
  /** The first and last unit's first day (for 'm' the 1st of the month, for 'y' the 1st of January). */
  from: string;
  to: string;
  coef: number;
}

/** A run of units in number space: days since 1970-01-01, months y * 12 + m - 1, or years. */
interface Run {
  grain: Grain;
  a: number;
  b: number;
  coef: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const monthOfDay = (d: number) => {
  const date = new Date(d * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
};
const firstOfMonth = (m: number) => Date.UTC(Math.floor(m / 12), m % 12, 1) / DAY_MS;
const lastOfMonth = (m: number) => firstOfMonth(m + 1) - 1;
const yearOfDay = (d: number) => new Date(d * DAY_MS).getUTCFullYear();
const firstOfYear = (y: number) => firstOfMonth(y * 12);
const lastOfYear = (y: number) => firstOfMonth((y + 1) * 12) - 1;

/** The first day of a unit, as a Dutch day. */
const startOf = (grain: Grain, n: number) =>
  dayString(grain === "d" ? n : grain === "m" ? firstOfMonth(n) : firstOfYear(n));

/** The first day of the unit after the one starting on `start`. */
export const nextUnit = (grain: Grain, start: string) => {
  const d = dayNumber(start);
  return startOf(grain, grain === "d" ? d + 1 : grain === "m" ? monthOfDay(d) + 1 : yearOfDay(d) + 1);
};

/** Rows that exist (or may): a unit starting after today holds nothing yet. */
function cost(runs: Run[], today: number): number {
  let n = 0;
  for (const r of runs) {
    const last = r.grain === "d" ? today : r.grain === "m" ? monthOfDay(today) : yearOfDay(today);
    n += Math.max(0, Math.min(r.b, last) - r.a + 1);
  }
  return n;
}
const negate = (runs: Run[]): Run[] => runs.map((r) => ({ ...r, coef: -r.coef }));
const days = (a: number, b: number): Run[] => (a <= b ? [{ grain: "d", a, b, coef: 1 }] : []);

/** Days `a`..`b` of one month. */
function inMonth(a: number, b: number, today: number): Run[] {
  const m = monthOfDay(a);
  const first = firstOfMonth(m);
  const last = lastOfMonth(m);
  const month: Run = { grain: "m", a: m, b: m, coef: 1 };
  if (a === first && b === last) return [month];
  const plain = days(a, b);
  const whole = [month, ...negate(days(first, a - 1)), ...negate(days(b + 1, last))];
  return cost(whole, today) < cost(plain, today) ? whole : plain;
}

/** Days `a`..`b` as months and days (any span). */
function byMonths(a: number, b: number, today: number): Run[] {
  const out: Run[] = [];
  for (let m = monthOfDay(a); m <= monthOfDay(b); m++)
    out.push(...inMonth(Math.max(a, firstOfMonth(m)), Math.min(b, lastOfMonth(m)), today));
  return out;
}

/** Days `a`..`b` of one year. */
function inYear(a: number, b: number, today: number): Run[] {
  const y = yearOfDay(a);
  const first = firstOfYear(y);
  const last = lastOfYear(y);
  const year: Run = { grain: "y", a: y, b: y, coef: 1 };
  if (a === first && b === last) return [year];
  const plain = byMonths(a, b, today);
  const whole = [
    year,
    ...negate(a > first ? byMonths(first, a - 1, today) : []),
    ...negate(b < last ? byMonths(b + 1, last, today) : []),
  ];
  return cost(whole, today) < cost(plain, today) ? whole : plain;
}

/**
 * The terms that add up to the range. `coarsest` 'm' uses months and days only (a series point),
 * 'y' (the default) years too. `today` (a Dutch day) only steers the choice, never the result.
 */
export function cover(r: DateRange, today: string, coarsest: "m" | "y" = "y"): Term[] {
  const a = dayNumber(r.from);
  const b = dayNumber(r.to);
  const t = dayNumber(today);
  const runs: Run[] = [];
  if (coarsest === "m") runs.push(...byMonths(a, b, t));
  else
    for (let y = yearOfDay(a); y <= yearOfDay(b); y++)
      runs.push(...inYear(Math.max(a, firstOfYear(y)), Math.min(b, lastOfYear(y)), t));
  // The net coefficient of each unit (units named twice add up, opposite ones cancel), as runs:
  // per grain, a sweep over the points where a run starts or ends.
  const terms: Term[] = [];
  for (const grain of ["d", "m", "y"] as const) {
    const steps = new Map<number, number>();
    for (const run of runs)
      if (run.grain === grain) {
        steps.set(run.a, (steps.get(run.a) ?? 0) + run.coef);
        steps.set(run.b + 1, (steps.get(run.b + 1) ?? 0) - run.coef);
      }
    let coef = 0;
    let start = 0;
    for (const point of [...steps.keys()].sort((x, y) => x - y)) {
      const next = coef + steps.get(point)!;
      if (next === coef) continue;
      if (coef !== 0) terms.push({ grain, from: startOf(grain, start), to: startOf(grain, point - 1), coef });
      coef = next;
      start = point;
    }
  }
  return terms;
}

/** The Dutch days a term spans (a day term's own days; months and years from their first to their last day). */
export function termDays(t: Term): DateRange {
  const to = dayNumber(t.to);
  return {
    from: t.from,
    to: t.grain === "d" ? t.to : dayString(t.grain === "m" ? lastOfMonth(monthOfDay(to)) : lastOfYear(yearOfDay(to))),
  };
}
