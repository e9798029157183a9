import { describe, expect, it } from "vitest";
import { isoMoment } from "./text-rules.ts";

describe("isoMoment", () => {
  const valid = (value: unknown) => isoMoment().isValid(value);

  it("takes ISO 8601 text of this era", async () => {
    expect(await valid("2027-03-10T18:30:00Z")).toBe(true);
    expect(await valid("2027-03-10T18:30:00.000+01:00")).toBe(true);
    expect(await isoMoment().validate("2027-03-10T18:30:00Z")).toEqual(new Date("2027-03-10T18:30:00Z"));
  });

  it("refuses numbers, other text and years the database or a calendar cannot mean", async () => {
    // yup's own date() reads -1000000000 as the year -100000: a 500 from the database (found by properties.test).
    for (const bad of [
      -1000000000,
      0,
      1.5,
      "-1000000000",
      "morgen",
      "1999-12-31T23:00:00Z",
      "+010000-01-01T00:00:00Z",
      "",
    ])
      expect(await valid(bad), String(bad)).toBe(false);
  });

  it("leaves an absent value to required() or optional()", async () => {
    expect(await isoMoment().optional().isValid(undefined)).toBe(true);
    expect(await isoMoment().required().isValid(undefined)).toBe(false);
  });
});
