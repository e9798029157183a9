import { describe, expect, it } from "vitest";
import { formatDate, formatDistance, formatNumber, placeOf } from "./format.ts";

describe("format", () => {
  it("writes distances in the locale's number format", () => {
    expect(formatDistance(3.24, "nl")).toBe("3,2 km");
    expect(formatDistance(3.24, "en")).toBe("3.2 km");
    expect(formatDistance(12.6, "nl")).toBe("13 km");
  });

  it("writes counts in the locale's number format", () => {
    expect(formatNumber(7, "nl")).toBe("7");
    expect(formatNumber(999, "en")).toBe("999");
    expect(formatNumber(1234, "nl")).toBe("1.234");
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(2.5, "nl")).toBe("2,5");
    expect(formatNumber(-3, "en")).toBe("-3");
  });

  it("writes dates in the locale and survives bad input", () => {
    expect(formatDate("2026-03-01", "nl")).toBe("1 maart 2026");
    expect(formatDate("2026-03-01", "en")).toBe("1 March 2026");
    expect(formatDate("morgen", "nl")).toBe("morgen");
  });

  it("names the place unless the work is remote", () => {
    expect(placeOf({ city: "Arnhem", postcode: "6811 AB", remote: false })).toBe("Arnhem");
    expect(placeOf({ city: null, postcode: "6811 AB", remote: false })).toBe("6811 AB");
    expect(placeOf({ city: "Arnhem", postcode: null, remote: true })).toBeNull();
  });
});
