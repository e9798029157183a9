/** contract/analytics.ts: the periods, the one compared with, and what a request may ask for. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ANALYTICS_MAX_RANGE_DAYS,
  addDays,
  analyticsFilter,
  analyticsUrlPeriod,
  bucketOf,
  daysIn,
  isIsoDate,
  namedRange,
  previousRange,
  resolvePeriod,
} from "@contract/analytics.ts";

describe("named periods and the period before", () => {
  it("this month up to today against the same days of last month", () => {
    const r = namedRange("this_month", "2026-03-31");
    expect(r).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    // 31 March -> 28 February.
    expect(previousRange("this_month", r)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(previousRange("this_month", namedRange("this_month", "2026-01-15"))).toEqual({
      from: "2025-12-01",
      to: "2025-12-15",
    });
  });
  it("last month against the whole month before", () => {
    const r = namedRange("last_month", "2026-03-10");
    expect(r).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(previousRange("last_month", r)).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(namedRange("last_month", "2026-01-05")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });
  it("this year against the same days of last year (29 February -> 28 February)", () => {
    const r = namedRange("this_year", "2028-02-29");
    expect(r).toEqual({ from: "2028-01-01", to: "2028-02-29" });
    expect(previousRange("this_year", r)).toEqual({ from: "2027-01-01", to: "2027-02-28" });
  });
  it("a chosen range against as many days right before it", () => {
    expect(previousRange("range", { from: "2019-03-01", to: "2019-03-31" })).toEqual({
      from: "2019-01-29",
      to: "2019-02-28",
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 0, max: 730 }), (start, length) => {
        const from = addDays("2001-01-01", start);
        const r = { from, to: addDays(from, length) };
        const p = previousRange("range", r);
        expect(daysIn(p)).toBe(daysIn(r));
        expect(addDays(p.to, 1)).toBe(r.from);
      }),
    );
  });
  it("buckets by day, week and month", () => {
    expect(bucketOf({ from: "2026-01-01", to: "2026-01-31" })).toBe("day");
    expect(bucketOf({ from: "2026-01-01", to: "2026-03-31" })).toBe("week");
    expect(bucketOf({ from: "2026-01-01", to: "2026-12-31" })).toBe("month");
  });
});

describe("what a request may ask for", () => {
  const today = "2026-11-26";
  it("resolves named periods and the default", () => {
    expect(resolvePeriod({}, today)).toMatchObject({ period: "this_month", range: { from: "2026-11-01", to: today } });
    expect(resolvePeriod({ period: "this_year" }, today)).toMatchObject({ range: { from: "2026-01-01" } });
  });
  it("refuses bad ranges with the field to blame", () => {
    expect(resolvePeriod({ from: "2026-02-30", to: "2026-03-01" }, today)).toEqual({
      error: { code: "invalid_date", field: "from" },
    });
    expect(resolvePeriod({ period: "range", from: "2026-03-01" }, today)).toEqual({
      error: { code: "blank", field: "to" },
    });
    expect(resolvePeriod({ from: "2026-03-02", to: "2026-03-01" }, today)).toEqual({
      error: { code: "period_order", field: "to" },
    });
    expect(resolvePeriod({ from: "2026-03-02", to: "2026-11-27" }, today)).toEqual({
      error: { code: "period_out_of_bounds", field: "to" },
    });
    const longest = { from: addDays(today, -(ANALYTICS_MAX_RANGE_DAYS - 1)), to: today };
    expect(resolvePeriod(longest, today)).toMatchObject({ period: "range" });
    expect(resolvePeriod({ ...longest, from: addDays(longest.from, -1) }, today)).toEqual({
      error: { code: "period_too_long", field: "to" },
    });
  });
  it("knows real days", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-1")).toBe(false);
  });
  it("reads the page's URL and writes the API filter", () => {
    const url = (q: string) => new URLSearchParams(q);
    expect(analyticsUrlPeriod(url(""))).toEqual({ period: "this_month" });
    expect(analyticsUrlPeriod(url("period=decade"))).toEqual({ period: "this_month" });
    expect(analyticsUrlPeriod(url("period=last_month"))).toEqual({ period: "last_month" });
    expect(analyticsUrlPeriod(url("from=2026-01-01&to=2026-01-31"))).toEqual({
      period: "range",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(analyticsFilter({ period: "this_year" })).toEqual({ period_eq: "this_year" });
    expect(analyticsFilter({ period: "range", from: "2026-01-01", to: "2026-01-31" })).toEqual({
      date_gteq: "2026-01-01",
      date_lteq: "2026-01-31",
    });
  });
});
