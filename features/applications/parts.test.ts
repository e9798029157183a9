import { describe, expect, it } from "vitest";
import { formatDate } from "./parts.tsx";

describe("applications' dates", () => {
  it("writes a date day first with the month in full, in both languages", () => {
    expect(formatDate("2026-05-04T09:00:00Z", "nl")).toBe("4 mei 2026");
    expect(formatDate("2026-03-12T09:00:00Z", "nl")).toBe("12 maart 2026");
    expect(formatDate("2026-03-12T09:00:00Z", "en")).toBe("12 March 2026");
  });
  it("is empty for no or an unreadable date", () => {
    expect(formatDate(null, "en")).toBe("");
    expect(formatDate("gisteren", "nl")).toBe("");
  });
});
