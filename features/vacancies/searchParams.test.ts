import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  clearFilters,
  parseSearchParams,
  serializeSearchParams,
  toApiQueryString,
  withChange,
} from "./searchParams.ts";

describe("parseSearchParams", () => {
  it("reads every filter of the vacancy bank URL", () => {
    expect(
      parseSearchParams(
        "q=tuin&category=zorg&category=sport&near=3811%20AB&distance=25&remote=true&hours_max=4&schedule=flexibel&sort=distance&page=3",
      ),
    ).toEqual({
      q: "tuin",
      category: ["zorg", "sport"],
      near: "3811 AB",
      distance: 25,
      remote: true,
      hours_max: 4,
      schedule: "flexibel",
      sort: "distance",
      page: 3,
    });
  });

  it("accepts category[] and comma lists, without duplicates", () => {
    expect(parseSearchParams("category[]=zorg&category=zorg,dieren").category).toEqual(["zorg", "dieren"]);
  });

  it("ignores bad values instead of failing", () => {
    expect(
      parseSearchParams(
        "q=%20%20&category=onzin&category=<script>&distance=-5&remote=ja&hours_max=999&schedule=soms&sort=random&page=0",
      ),
    ).toEqual({});
    expect(parseSearchParams("page=abc&distance=1e3&hours_max=4.5")).toEqual({});
    expect(parseSearchParams("page=99999999999")).toEqual({});
  });

  it("drops distance and the distance sort without a place", () => {
    expect(parseSearchParams("distance=10&sort=distance")).toEqual({});
  });

  it("trims and shortens the search text", () => {
    expect(parseSearchParams(`q=${"a".repeat(500)}`).q).toHaveLength(100);
    expect(parseSearchParams("q=%20natuur%20%20%20werk%20").q).toBe("natuur werk");
  });

  it("never throws on any input", () => {
    for (const raw of ["%", "q=%E0%A4%A", "&&&==", "category=", "near=%00", "?q=x"]) {
      expect(() => parseSearchParams(raw)).not.toThrow();
    }
  });
});

describe("serializeSearchParams", () => {
  it("round-trips through parse", () => {
    const params = {
      q: "koken",
      category: ["zorg" as const, "buurt" as const],
      near: "Arnhem",
      distance: 5,
      remote: true,
      hours_max: 8,
      schedule: "regelmatig" as const,
      sort: "newest" as const,
      page: 2,
    };
    expect(parseSearchParams(serializeSearchParams(params))).toEqual({ ...params, category: ["buurt", "zorg"] });
  });

  it("leaves defaults out so equal searches give equal URLs", () => {
    expect(serializeSearchParams({ sort: "relevance", page: 1, remote: false, category: [] }).toString()).toBe("");
    expect(serializeSearchParams({ category: ["zorg", "buurt"] }).toString()).toBe("category=buurt&category=zorg");
  });

  it("does not write a distance or distance sort without a place", () => {
    expect(serializeSearchParams({ distance: 10, sort: "distance" }).toString()).toBe("");
  });
});

describe("toApiQueryString", () => {
  it("uses the API's names and a default distance near a place", () => {
    expect(toApiQueryString({ q: "tuin", category: ["zorg", "sport"], near: "Ede", page: 2 })).toBe(
      "q=tuin&category[]=zorg&category[]=sport&near=Ede&distance=10&page[number]=2&page[size]=20",
    );
  });
});

describe("changes", () => {
  it("goes back to page 1 on any change but the page", () => {
    expect(withChange({ q: "x", page: 4 }, { remote: true })).toEqual({ q: "x", remote: true });
    expect(withChange({ q: "x", page: 4 }, { page: 5 })).toEqual({ q: "x", page: 5 });
  });

  it("drops the distance and distance sort when the place is cleared", () => {
    expect(withChange({ near: "Ede", distance: 5, sort: "distance" }, { near: "" })).toEqual({});
  });

  it("counts and clears filters, keeping the search text", () => {
    const params = { q: "tuin", category: ["zorg" as const, "sport" as const], remote: true, near: "Ede" };
    expect(activeFilterCount(params)).toBe(4);
    expect(clearFilters(params)).toEqual({ q: "tuin" });
  });
});
