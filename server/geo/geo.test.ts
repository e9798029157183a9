import { describe, expect, it } from "vitest";
import { distanceKm, normalizePostcode, resolveLocation, resolvePlace, resolvePostcode } from "./index.ts";
import { PLACES, POSTCODE_REGIONS } from "./places.ts";

describe("geo", () => {
  it("has every 2-digit postcode region and at least 150 distinct places inside the Netherlands", () => {
    for (let r = 10; r <= 99; r++) expect(POSTCODE_REGIONS[String(r)], String(r)).toBeDefined();
    expect(new Set(PLACES.map((p) => p[0])).size).toBeGreaterThanOrEqual(150);
    for (const [name, lat, lng] of [
      ...PLACES,
      ...Object.entries(POSTCODE_REGIONS).map(([k, v]) => [k, ...v] as const),
    ]) {
      expect(lat, String(name)).toBeGreaterThan(50.7);
      expect(lat, String(name)).toBeLessThan(53.6);
      expect(lng, String(name)).toBeGreaterThan(3.3);
      expect(lng, String(name)).toBeLessThan(7.3);
    }
  });

  it("knows every place of the demo seed", () => {
    for (const name of [
      "Arnhem",
      "Nijmegen",
      "Apeldoorn",
      "Ede",
      "Wageningen",
      "Utrecht",
      "Doorn",
      "Amerongen",
      "Zeist",
      "Amersfoort",
      "Rhenen",
      "Veenendaal",
      "Leersum",
      "Driebergen",
      "Tiel",
      "Zutphen",
      "Doetinchem",
      "Harderwijk",
      "Amsterdam",
      "Zaandam",
    ])
      expect(resolvePlace(name), name).not.toBeNull();
  });

  it("ignores case, accents, punctuation and knows other spellings", () => {
    expect(resolvePlace("ARNHEM")?.label).toBe("Arnhem");
    expect(resolvePlace("sudwest-fryslan")?.label).toBe("Súdwest-Fryslân");
    expect(resolvePlace("Den Bosch")?.label).toBe("'s-Hertogenbosch");
    expect(resolvePlace("'s-Gravenhage")?.label).toBe("Den Haag");
    expect(resolvePlace("Atlantis")).toBeNull();
    expect(resolvePlace("")).toBeNull();
  });

  it("resolves postcodes to their region, near the place they belong to", () => {
    const arnhem = resolvePlace("Arnhem")!;
    const pc = resolvePostcode("6811 AB")!;
    expect(pc.kind).toBe("postcode");
    expect(distanceKm(pc, arnhem)).toBeLessThan(10);
    expect(resolvePostcode("6811ab")).not.toBeNull();
    expect(resolvePostcode("6811")).not.toBeNull();
    expect(resolvePostcode("0811 AB")).toBeNull();
    expect(resolveLocation("3941")!.kind).toBe("postcode");
    expect(resolveLocation("Doorn")!.kind).toBe("place");
  });

  it("normalizes postcodes and measures distances", () => {
    expect(normalizePostcode("1234ab")).toBe("1234 AB");
    expect(normalizePostcode(" 1234 Ab ")).toBe("1234 AB");
    expect(normalizePostcode("123 AB")).toBeNull();
    const d = distanceKm(resolvePlace("Arnhem")!, resolvePlace("Nijmegen")!);
    expect(d).toBeGreaterThan(15);
    expect(d).toBeLessThan(22);
  });
});
