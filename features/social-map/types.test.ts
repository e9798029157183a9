import { describe, expect, it } from "vitest";
import { SOCIAL_MAP_FIXTURES } from "./fixtures.ts";
import {
  addressLine,
  hoursByDay,
  parseDayHours,
  parseLatitude,
  parseLongitude,
  routeUrl,
  socialMapValuesOf,
} from "./types.ts";

describe("social map form values", () => {
  it("reads a day's hours as one or more periods; empty is closed; nonsense and reversed times are refused", () => {
    expect(parseDayHours("monday", "")).toEqual([]);
    expect(parseDayHours("monday", "9:00-12:00, 13.00 – 17:30")).toEqual([
      { day: "monday", opens: "09:00", closes: "12:00" },
      { day: "monday", opens: "13:00", closes: "17:30" },
    ]);
    for (const bad of ["ma-vr", "09:00", "17:00-09:00", "25:00-26:00", "09:00-09:00", "09:00-12:00, x"])
      expect(parseDayHours("monday", bad), bad).toBeNull();
  });

  it("reads coordinates with a comma or a point, within their range", () => {
    expect(parseLatitude("52,0333")).toBe(52.0333);
    expect(parseLatitude(" -90 ")).toBe(-90);
    expect(parseLongitude("5.3417")).toBe(5.3417);
    for (const bad of ["", "90.1", "-91", "52,1,2", "1e2", "noord"]) expect(parseLatitude(bad), bad).toBeNull();
    expect(parseLongitude("180.5")).toBeNull();
  });

  it("turns an entry into form values and back into the same hours, Monday first", () => {
    const entry = SOCIAL_MAP_FIXTURES[0]!;
    const values = socialMapValuesOf(entry);
    expect(values.hours.tuesday).toBe("09:00-17:00, 19:00-22:00");
    expect(values.hours.sunday).toBe("");
    const days = hoursByDay(entry.openingHours);
    expect(days.map(([d]) => d)[0]).toBe("monday");
    expect(days.find(([d]) => d === "tuesday")![1]).toHaveLength(2);
  });

  it("writes the address and the route planner's link", () => {
    expect(addressLine(SOCIAL_MAP_FIXTURES[0]!)).toBe("Klarendalseweg 212, 6822 GH Arnhem");
    expect(addressLine({ street: null, houseNumber: null, postcode: null, city: "Ede" })).toBe("Ede");
    expect(routeUrl({ latitude: 52.1, longitude: 5.2 })).toBe(
      "https://www.openstreetmap.org/directions?route=%3B52.1%2C5.2#map=16/52.1/5.2",
    );
  });
});
