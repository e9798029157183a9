import { describe, expect, it } from "vitest";
import { dutchClock } from "./seed.ts";

describe("dutchClock (times of the demo messages)", () => {
  it("reads the time on the Dutch clock in winter (UTC+1) and summer (UTC+2)", () => {
    expect(dutchClock(new Date("2026-11-27T05:16:00Z"), 5, "14:10").toISOString()).toBe("2026-11-22T13:10:00.000Z");
    expect(dutchClock(new Date("2026-07-10T20:00:00Z"), 0, "09:15").toISOString()).toBe("2026-07-10T07:15:00.000Z");
  });

  it("takes today's date in Amsterdam, not in UTC", () => {
    // 23:30 UTC on 27 November is already 28 November in Amsterdam.
    expect(dutchClock(new Date("2026-11-27T23:30:00Z"), 1, "16:45").toISOString()).toBe("2026-11-27T15:45:00.000Z");
  });

  it("crosses the change to summer time", () => {
    // 29 March 2026: clocks go forward at 02:00; a day later 10:00 is 08:00 UTC.
    expect(dutchClock(new Date("2026-03-30T12:00:00Z"), 2, "10:00").toISOString()).toBe("2026-03-28T09:00:00.000Z");
    expect(dutchClock(new Date("2026-03-30T12:00:00Z"), 0, "10:00").toISOString()).toBe("2026-03-30T08:00:00.000Z");
  });
});
