import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RELATIVE_TIME } from "../constants.ts";
import { msUntilNextChange, RelativeTime, relativeTimeParts } from "./RelativeTime.tsx";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe("relativeTimeParts", () => {
  it("reads anything under a minute as just now, in the past and (clock skew) the future", () => {
    expect(RELATIVE_TIME.justNowSeconds).toBe(60);
    expect(relativeTimeParts(now, now)).toEqual({ kind: "just-now" });
    expect(relativeTimeParts(ago(59), now)).toEqual({ kind: "just-now" });
    expect(relativeTimeParts(ago(59.999), now)).toEqual({ kind: "just-now" });
    expect(relativeTimeParts(ago(-59), now)).toEqual({ kind: "just-now" });
  });
  it("counts whole minutes from 60 s on", () => {
    expect(relativeTimeParts(ago(60), now)).toEqual({ kind: "relative", value: -1, unit: "minute" });
    expect(relativeTimeParts(ago(119), now)).toEqual({ kind: "relative", value: -1, unit: "minute" });
    expect(relativeTimeParts(ago(59 * 60 + 59), now)).toEqual({ kind: "relative", value: -59, unit: "minute" });
  });
  it("counts hours, days, weeks, months and years", () => {
    expect(relativeTimeParts(ago(3600), now)).toEqual({ kind: "relative", value: -1, unit: "hour" });
    expect(relativeTimeParts(ago(23 * 3600 + 3599), now)).toEqual({ kind: "relative", value: -23, unit: "hour" });
    expect(relativeTimeParts(ago(86400), now)).toEqual({ kind: "relative", value: -1, unit: "day" });
    expect(relativeTimeParts(ago(6 * 86400), now)).toEqual({ kind: "relative", value: -6, unit: "day" });
    expect(relativeTimeParts(ago(14 * 86400), now)).toEqual({ kind: "relative", value: -2, unit: "week" });
    expect(relativeTimeParts(ago(90 * 86400), now)).toEqual({ kind: "relative", value: -3, unit: "month" });
    expect(relativeTimeParts(ago(800 * 86400), now)).toEqual({ kind: "relative", value: -2, unit: "year" });
  });
  it("gives future dates a positive value", () => {
    expect(relativeTimeParts(ago(-60), now)).toEqual({ kind: "relative", value: 1, unit: "minute" });
    expect(relativeTimeParts(ago(-3 * 3600), now)).toEqual({ kind: "relative", value: 3, unit: "hour" });
    expect(relativeTimeParts("2026-03-12T12:00:00Z", now)).toEqual({ kind: "relative", value: 2, unit: "day" });
  });
});

describe("msUntilNextChange", () => {
  it("waits exactly until the text would change", () => {
    expect(msUntilNextChange(ago(0), now)).toBe(60_000);
    expect(msUntilNextChange(ago(45), now)).toBe(15_000);
    expect(msUntilNextChange(ago(90), now)).toBe(30_000);
    expect(msUntilNextChange(ago(-90), now)).toBe(30_001);
    expect(msUntilNextChange(ago(5 * 86400), now)).toBe(3_600_000);
  });
  it("never fires faster than a second", () => {
    expect(msUntilNextChange(ago(3600 - 0.5), now)).toBe(1000);
  });
});

describe("RelativeTime", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it("renders a <time> with the ISO date, the full date as title and the just-now label", () => {
    render(<RelativeTime date={ago(10)} justNowLabel="zojuist" />);
    const time = screen.getByText("zojuist");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", ago(10).toISOString());
    expect(time.getAttribute("title")).toMatch(/2026/);
  });
  it("writes the relative text in the given locale", () => {
    render(<RelativeTime date={ago(5 * 60)} justNowLabel="just now" locale="en" />);
    expect(screen.getByText("5 minutes ago")).toBeInTheDocument();
  });
  it("updates itself when the minute has passed", () => {
    render(<RelativeTime date={ago(50)} justNowLabel="zojuist" />);
    expect(screen.getByText("zojuist")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("1 minuut geleden")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("2 minuten geleden")).toBeInTheDocument();
  });
  it("reads the clock afresh when it is given another date", () => {
    const { rerender } = render(<RelativeTime date={ago(5 * 86400)} justNowLabel="zojuist" />);
    expect(screen.getByText("5 dagen geleden")).toBeInTheDocument();
    act(() => vi.setSystemTime(new Date(now.getTime() + 30 * 60_000)));
    rerender(<RelativeTime date={new Date(now.getTime() + 30 * 60_000 - 5_000)} justNowLabel="zojuist" />);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText("zojuist")).toBeInTheDocument();
  });
  it("keeps a fixed now still", () => {
    render(<RelativeTime date={ago(50)} now={now} justNowLabel="zojuist" />);
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByText("zojuist")).toBeInTheDocument();
  });
});
