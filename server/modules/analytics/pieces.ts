/**
 * A range of Dutch days as the fewest roll-up rows that add up to it (migrations 0024, 0029, 0040):
 * the roll-ups keep counts per day ('d'), calendar month ('m') and calendar year ('y'), so a part of
 * a year is either its months and days, or the whole year minus the months and days around it, and
 * a part of a month either its days, or the whole month minus the other days; whichever reads fewer
 * rows. Days, months and years after today hold nothing yet and cost nothing, so "this year" is the
 * year's row minus nothing that exists. Counts are sums, so subtracting is exact.
 *
 * The result is a list of terms: a run of consecutive days, months or years with a coefficient
 * (+1, -1; a unit named twice adds up). A query joins the roll-up rows to the terms and sums
 * coefficient times count; a row matched by two terms counts for both.
 */
import { addDays, type DateRange } from "@contract/analytics.ts";

export type Grain = "d" | "m" | "y";

export interface Term {
  grain: Grain;
  /** The first and last unit's first day (for 'm' the 1st of the month, for 'y' the 1st of January). */
  from: string;
  to: string;
  coef: number;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
};
const monthEnd = (day: string) => addDays(nextMonth(day), -1);
const yearStart = (day: string) => `${day.slice(0, 4)}-01-01`;
const yearEnd = (day: string) => `${day.slice(0, 4)}-12-31`;
const nextYear = (day: string) => `${Number(day.slice(0, 4)) + 1}-01-01`;
/** The first day of the unit after the one starting on `start`. */
export const nextUnit = (grain: Grain, start: string) =>
  grain === "d" ? addDays(start, 1) : grain === "m" ? nextMonth(start) : nextYear(start);

type Unit = [grain: Grain, start: string, coef: number];

/** Rows that exist (or may): a unit starting after today holds nothing yet. */
const cost = (units: Unit[], today: string) => units.filter(([, start]) => start <= today).length;
const negate = (units: Unit[]): Unit[] => units.map(([g, s, c]) => [g, s, -c]);

function days(from: string, to: string): Unit[] {
  const out: Unit[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(["d", d, 1]);
  return out;
}

/** Days `from`..`to` of one month. */
function inMonth(from: string, to: string, today: string): Unit[] {
  const first = monthStart(from);
  const last = monthEnd(from);
  if (from === first && to === last) return [["m", first, 1]];
  const plain = days(from, to);
  const whole: Unit[] = [
    ["m", first, 1],
    ...negate(from > first ? days(first, addDays(from, -1)) : []),
    ...negate(to < last ? days(addDays(to, 1), last) : []),
  ];
  return cost(whole, today) < cost(plain, today) ? whole : plain;
}

/** Days `from`..`to` as months and days (any span). */
function byMonths(from: string, to: string, today: string): Unit[] {
  const out: Unit[] = [];
  for (let m = monthStart(from); m <= to; m = nextMonth(m)) {
    const a = from > m ? from : m;
    const end = monthEnd(m);
    out.push(...inMonth(a, to < end ? to : end, today));
  }
  return out;
}

/** Days `from`..`to` of one year. */
function inYear(from: string, to: string, today: string): Unit[] {
  const first = yearStart(from);
  const last = yearEnd(from);
  if (from === first && to === last) return [["y", first, 1]];
  const plain = byMonths(from, to, today);
  const whole: Unit[] = [
    ["y", first, 1],
    ...negate(from > first ? byMonths(first, addDays(from, -1), today) : []),
    ...negate(to < last ? byMonths(addDays(to, 1), last, today) : []),
  ];
  return cost(whole, today) < cost(plain, today) ? whole : plain;
}

/**
 * The terms that add up to the range. `coarsest` 'm' uses months and days only (a series point),
 * 'y' (the default) years too. `today` (a Dutch day) only steers the choice, never the result.
 */
export function cover(r: DateRange, today: string, coarsest: "m" | "y" = "y"): Term[] {
  const units: Unit[] = [];
  if (coarsest === "m") units.push(...byMonths(r.from, r.to, today));
  else
    for (let y = yearStart(r.from); y <= r.to; y = nextYear(y)) {
      const a = r.from > y ? r.from : y;
      const end = yearEnd(y);
      units.push(...inYear(a, r.to < end ? r.to : end, today));
    }
  // Add up units named more than once, drop those that cancel, join runs of neighbours.
  const net = new Map<string, number>();
  for (const [g, s, c] of units) net.set(`${g} ${s}`, (net.get(`${g} ${s}`) ?? 0) + c);
  const sorted = [...net]
    .filter(([, c]) => c !== 0)
    .map(([key, c]) => [...(key.split(" ") as [Grain, string]), c] as Unit)
    .sort((x, y) => (x[0] === y[0] ? (x[1] < y[1] ? -1 : 1) : x[0] < y[0] ? -1 : 1));
  const terms: Term[] = [];
  for (const [g, s, c] of sorted) {
    const last = terms[terms.length - 1];
    if (last && last.grain === g && last.coef === c && nextUnit(g, last.to) === s) last.to = s;
    else terms.push({ grain: g, from: s, to: s, coef: c });
  }
  return terms;
}

/** The Dutch days a term spans (a day term's own days; months and years from their first to their last day). */
export function termDays(t: Term): DateRange {
  return { from: t.from, to: t.grain === "d" ? t.to : t.grain === "m" ? monthEnd(t.to) : yearEnd(t.to) };
}
