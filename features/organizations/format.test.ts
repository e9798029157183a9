import { describe, expect, it } from "vitest";
import { formatDay, formatMoment } from "./format.ts";

describe("organizations' dates", () => {
  it("writes a day day first in both languages", () => {
    expect(formatDay("2026-11-27T10:00:00Z", "nl")).toBe("27 november 2026");
    expect(formatDay("2026-11-27T10:00:00Z", "en")).toBe("27 November 2026");
  });
  it("writes a moment with the Dutch clock's time, also in English", () => {
    expect(formatMoment("2026-11-27T13:05:00Z", "nl")).toBe("27 november 2026 om 14:05");
    expect(formatMoment("2026-11-27T13:05:00Z", "en")).toBe("27 November 2026 at 14:05");
  });
  it("returns what it cannot read as it came", () => {
    expect(formatDay("morgen", "en")).toBe("morgen");
  });
});
