import { describe, expect, it } from "vitest";
import {
  CSV_BOM,
  contentDisposition,
  csvCell,
  csvDocument,
  csvLine,
  datedFileName,
  pagedBatches,
  type CsvColumn,
} from "./csv.ts";

describe("csv writer", () => {
  it("quotes separators, quotes and line breaks as RFC 4180 asks, and nothing else", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('zei "hoi"')).toBe('"zei ""hoi"""');
    expect(csvCell("regel 1\nregel 2")).toBe('"regel 1\nregel 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell("Cafë Zoë")).toBe("Cafë Zoë");
  });

  it("neutralizes cells a spreadsheet would run as a formula", () => {
    for (const evil of ["=1+1", "+31 6 1234", "-2+3", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(evil).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell("a=b")).toBe("a=b");
    // Numbers are numbers, also negative ones.
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(3.5)).toBe("3.5");
  });

  it("writes empty cells for null and undefined, words for booleans, local time for dates", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true, "nl")).toBe("ja");
    expect(csvCell(false, "en")).toBe("no");
    expect(csvCell(new Date("2026-07-01T10:05:00Z"))).toBe("2026-07-01 12:05");
    expect(csvCell(new Date("2026-01-01T10:05:00Z"))).toBe("2026-01-01 11:05");
  });

  it("separates with ; in Dutch and , in English, lines ending in CRLF", () => {
    expect(csvLine(["a", 1, null], "nl")).toBe("a;1;\r\n");
    expect(csvLine(["a", 1, null], "en")).toBe("a,1,\r\n");
  });

  it("starts a document with the BOM and the header in the requested language", () => {
    const columns: CsvColumn<{ name: string }>[] = [
      { header: { nl: "Naam", en: "Name" }, value: (r) => r.name },
      { header: { nl: "Lengte", en: "Length" }, value: (r) => r.name.length },
    ];
    const nl = csvDocument([{ name: "Zoë" }, { name: "=x" }], columns, "nl");
    expect(nl.startsWith(CSV_BOM)).toBe(true);
    expect(nl).toBe(`${CSV_BOM}Naam;Lengte\r\nZoë;3\r\n'=x;2\r\n`);
    expect(csvDocument([], columns, "en")).toBe(`${CSV_BOM}Name,Length\r\n`);
  });

  it("names the file in ASCII and in UTF-8", () => {
    expect(contentDisposition("organisaties-2026-11-26.csv")).toBe(
      "attachment; filename=\"organisaties-2026-11-26.csv\"; filename*=UTF-8''organisaties-2026-11-26.csv",
    );
    expect(contentDisposition('vrijwilligers "Zoë".csv')).toBe(
      "attachment; filename=\"vrijwilligers _Zoe_.csv\"; filename*=UTF-8''vrijwilligers%20%22Zo%C3%AB%22.csv",
    );
    expect(datedFileName("users", new Date("2026-11-26T23:30:00Z"))).toBe("users-2026-11-27.csv");
  });

  it("reads pages until a short one, and never more than maxRows", async () => {
    const asked: number[][] = [];
    const source = Array.from({ length: 7 }, (_, i) => i);
    const fetch = async (p: { number: number; size: number }) => {
      asked.push([p.number, p.size]);
      return source.slice((p.number - 1) * p.size, p.number * p.size);
    };
    const out: number[][] = [];
    for await (const b of pagedBatches(fetch, { size: 3 })) out.push([...b]);
    expect(out).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    asked.length = 0;
    const capped: number[] = [];
    for await (const b of pagedBatches(fetch, { size: 3, maxRows: 4 })) capped.push(...b);
    expect(capped).toEqual([0, 1, 2, 3]);
    expect(asked).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });
});
