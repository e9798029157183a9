import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { formatDay, makeFormatters } from "./format.ts";

const t = ((key: string) => key) as unknown as TFunction;

describe("analytics' dates", () => {
  it("writes a period's day day first in both languages", () => {
    expect(formatDay("2026-03-01", "nl")).toBe("1 maart 2026");
    expect(formatDay("2026-03-01", "en")).toBe("1 March 2026");
  });
  it("labels a chart's buckets day first (1 Mar, not Mar 1)", () => {
    expect(makeFormatters(t, "nl").bucket("2026-03-01", "day")).toBe("1 mrt");
    expect(makeFormatters(t, "en").bucket("2026-03-01", "week")).toBe("1 Mar");
    expect(makeFormatters(t, "en").bucket("2026-03-01", "month")).toBe("March 2026");
  });
});
