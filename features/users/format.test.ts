import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "./format.ts";

describe("users' dates", () => {
  it("writes a moment day first in both languages, on the Dutch clock", () => {
    expect(formatDateTime("2026-11-27T13:05:00Z", "nl")).toBe("27 november 2026 om 14:05");
    expect(formatDateTime("2026-11-27T13:05:00Z", "en")).toBe("27 November 2026 at 14:05");
  });
  it("writes a day day first: 27 November 2026, not November 27, 2026", () => {
    expect(formatDay("2026-11-27T13:05:00Z", "nl")).toBe("27 november 2026");
    expect(formatDay("2026-11-27T13:05:00Z", "en")).toBe("27 November 2026");
    // 23:30 UTC is half past midnight in Amsterdam: already the next day there.
    expect(formatDay("2026-11-27T23:30:00Z", "en")).toBe("28 November 2026");
  });
  it("keeps the fallback for no or an unreadable date", () => {
    expect(formatDay(null, "en")).toBe("–");
    expect(formatDateTime("gisteren", "nl", "onbekend")).toBe("onbekend");
  });
});
