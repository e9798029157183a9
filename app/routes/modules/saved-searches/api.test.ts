import { describe, expect, it } from "vitest";
import { savedSearchPath } from "@contract/saved-searches.ts";
import { parseSearchParams, serializeSearchParams } from "@features/vacancies/searchParams.ts";
import { queryOfSearch, toSavedSearch } from "./api.ts";

describe("saved searches' wiring", () => {
  it("keeps the bank's search without order and page, and opens it at the bank's own URL", () => {
    for (const url of [
      "q=natuur",
      "q=schooltuin&category=natuur_en_milieu",
      "category=zorg&category=dieren&near=Utrecht&distance=25&remote=true&hours_max=4&schedule=eenmalig",
      "near=3511%20AB&q=taal%20en%20koffie",
    ]) {
      const params = parseSearchParams(url);
      const path = savedSearchPath(queryOfSearch(params));
      expect(path).toBe(`/vacancies/search?${serializeSearchParams(params).toString()}`);
    }
    expect(queryOfSearch(parseSearchParams("q=tuin&sort=newest&page=3"))).toEqual({ q: "tuin" });
  });

  it("reads the wire's camelCased query back into the contract's names", () => {
    const s = toSavedSearch({
      id: "4",
      type: "saved_search",
      name: "Korte klussen",
      query: { q: "klus", category: ["buurt", "onbekend"], hoursMax: 2, remote: true, schedule: "flexibel" },
      searchPath: "/vacancies/search?q=klus",
      createdAt: "2026-11-27T10:00:00Z",
    } as never);
    expect(s).toEqual({
      id: "4",
      name: "Korte klussen",
      query: { q: "klus", category: ["buurt"], hours_max: 2, remote: true, schedule: "flexibel" },
      searchPath: "/vacancies/search?q=klus",
      createdAt: "2026-11-27T10:00:00Z",
    });
  });
});
