import { describe, expect, it } from "vitest";
import { savedSearchPath } from "@contract/saved-searches.ts";
import { hasCriteria, searchSummary } from "./model.ts";

const messages: Record<string, string> = {
  "summary.all": "Alle vacatures",
  "summary.words": "'{{q}}'",
  "summary.near": "binnen {{distance}} km van {{near}}",
  "summary.remote": "op afstand",
  "summary.hours": "tot {{hours}} uur per week",
  "summary.schedules.eenmalig": "eenmalig",
};
const t = (key: string, options: Record<string, unknown> = {}) =>
  (messages[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

describe("saved searches' model", () => {
  it("summarizes a search in the order of the bank's filters, in the user's language", () => {
    expect(
      searchSummary(
        { q: "natuur", category: ["dieren", "zorg"], near: "Zeist", remote: true, hours_max: 4, schedule: "eenmalig" },
        t,
        "nl",
      ),
    ).toBe("'natuur' · Dieren, Zorg · binnen 10 km van Zeist · op afstand · tot 4 uur per week · eenmalig");
    expect(searchSummary({ category: ["dieren"] }, t, "en")).toBe("Animals");
    expect(searchSummary({}, t, "nl")).toBe("Alle vacatures");
    const long = searchSummary({ q: "x".repeat(100), category: ["zorg"] }, t, "nl");
    expect(long).toHaveLength(100);
    expect(long.endsWith("…")).toBe(true);
  });

  it("saves only searches with words or a filter", () => {
    expect(hasCriteria({})).toBe(false);
    expect(hasCriteria({ category: [] })).toBe(false);
    expect(hasCriteria({ q: "tuin" })).toBe(true);
    expect(hasCriteria({ remote: true })).toBe(true);
  });

  it("opens a saved search at the bank's own URL of it", () => {
    expect(savedSearchPath({})).toBe("/vacancies/search");
    expect(savedSearchPath({ q: "natuur en tuin", category: ["zorg", "dieren"], near: "3511 AB", distance: 25 })).toBe(
      "/vacancies/search?q=natuur+en+tuin&category=dieren&category=zorg&near=3511+AB&distance=25",
    );
  });
});
