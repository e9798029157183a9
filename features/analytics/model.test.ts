import { describe, expect, it } from "vitest";
import { emptyFigures } from "@contract/analytics.ts";
import { analyticsFixture, organizationRowsFixture } from "./fixtures.ts";
import {
  changeMessage,
  changeOf,
  hoursParts,
  isEmptyPeriod,
  keyFigures,
  organizationSummary,
  organizationsTableSummary,
  seriesSummary,
  statusSummary,
  type Formatters,
} from "./model.ts";

const f: Formatters = {
  count: (n) => String(n),
  share: (n) => `${Math.round(n * 1000) / 10}%`,
  hours: (h) => `${h}h`,
  bucket: (start, bucket) => `${bucket}:${start}`,
};

describe("change against the previous period", () => {
  it("gives the difference, the relative change and whether it is good news", () => {
    expect(changeOf(12, 10)).toEqual({
      current: 12,
      previous: 10,
      delta: 2,
      relative: 0.2,
      direction: "up",
      tone: "good",
    });
    expect(changeOf(8, 10).tone).toBe("bad");
    // Waiting longer is bad news, waiting less good.
    expect(changeOf(30, 40, true)).toMatchObject({ direction: "down", tone: "good", relative: -0.25 });
    expect(changeOf(5, 5)).toMatchObject({ direction: "same", tone: "neutral", delta: 0 });
    // Nothing to compare with: no relative change from zero, no change from nothing.
    expect(changeOf(3, 0)).toMatchObject({ delta: 3, relative: null, direction: "up" });
    expect(changeOf(null, 4)).toMatchObject({ delta: null, direction: "none" });
    expect(changeOf(4, null)).toMatchObject({ delta: null, direction: "none" });
  });

  it("says the change in words, shares in percentage points", () => {
    const figs = keyFigures(analyticsFixture);
    const by = (k: string) => figs.find((x) => x.key === k)!;
    expect(changeMessage(by("applications_received"), f)).toEqual({
      key: "change.up",
      values: { amount: "7", previous: "55" },
    });
    expect(changeMessage(by("median_first_answer_hours"), f)).toEqual({
      key: "change.down",
      values: { amount: "10.5h", previous: "41h" },
    });
    expect(changeMessage(by("accepted_share"), f)).toEqual({
      key: "change.downPoints",
      values: { amount: "6.8", previous: "45.5%" },
    });
    expect(changeMessage(by("new_volunteers"), f)).toEqual({ key: "change.same", values: { previous: "38" } });
    expect(changeMessage({ ...by("median_first_answer_hours"), ...changeOf(null, 3, true) }, f).key).toBe(
      "change.noCurrent",
    );
    expect(changeMessage({ ...by("median_first_answer_hours"), ...changeOf(3, null, true) }, f).key).toBe(
      "change.noPrevious",
    );
  });
});

describe("summaries", () => {
  it("sums up the statuses", () => {
    expect(statusSummary(analyticsFixture.current, f)).toEqual({
      key: "summary.status",
      values: { received: "62", accepted: "24", share: "38.7%", awaiting: "7", median: "30.5h" },
    });
    expect(statusSummary(emptyFigures(), f).key).toBe("summary.statusNone");
  });

  it("names the busiest bucket of the series", () => {
    expect(seriesSummary(analyticsFixture.series, "day", f)).toEqual({
      key: "summary.series_day",
      values: { total: "62", vacancies: "17", peak: "day:2026-11-09", peakCount: "5" },
    });
    expect(
      seriesSummary([{ start: "2026-01-01", applications_received: 0, vacancies_published: 0 }], "month", f).key,
    ).toBe("summary.seriesNone");
  });

  it("counts the new organizations", () => {
    expect(organizationSummary(analyticsFixture.current, f)).toEqual({
      key: "summary.organizations",
      values: { total: "6", approved: "3", pending: "2", other: "1" },
    });
    expect(organizationSummary(emptyFigures(), f).key).toBe("summary.organizationsNone");
  });

  it("points at the organization that leaves most applications waiting", () => {
    expect(organizationsTableSummary(organizationRowsFixture, f)).toEqual({
      key: "summary.waiting",
      values: { organizations: "2", applications: "6", top: "Buurthuis De Linde", topCount: "5" },
    });
    expect(organizationsTableSummary(organizationRowsFixture.slice(2), f).key).toBe("summary.noneWaiting");
  });
});

describe("the rest", () => {
  it("says waiting times in hours up to two days, then in days", () => {
    expect(hoursParts(30.46)).toEqual({ unit: "hours", value: 30.5 });
    expect(hoursParts(47.9)).toEqual({ unit: "hours", value: 47.9 });
    expect(hoursParts(96)).toEqual({ unit: "days", value: 4 });
  });
  it("knows an empty period", () => {
    expect(isEmptyPeriod(analyticsFixture)).toBe(false);
    expect(isEmptyPeriod({ current: emptyFigures() })).toBe(true);
  });
});
