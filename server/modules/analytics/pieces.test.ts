import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "@contract/analytics.ts";
import { cover, termDays } from "./pieces.ts";

/** How often each day between `from` and `to` is counted by the terms. */
function counted(terms: ReturnType<typeof cover>, from: string, to: string) {
  const out: Record<string, number> = {};
  for (let d = from; d <= to; d = addDays(d, 1)) out[d] = 0;
  for (const t of terms) {
    // Each unit of the term (a day, a month, a year) counts every one of its days.
    const span = termDays(t);
    for (let d = span.from; d <= span.to; d = addDays(d, 1)) if (d in out) out[d]! += t.coef;
  }
  return out;
}

describe("cover", () => {
  it("counts every day of the range once and no other day, whatever today is", () => {
    fc.assert(
      fc.property(
        fc.nat(3000),
        fc.integer({ min: 1, max: 800 }),
        fc.integer({ min: -400, max: 1200 }),
        fc.constantFrom("m" as const, "y" as const),
        (start, length, todayOffset, coarsest) => {
          const from = addDays("2018-01-01", start);
          const to = addDays(from, length - 1);
          const terms = cover({ from, to }, addDays(from, todayOffset), coarsest);
          const window = counted(
            terms,
            addDays(`${from.slice(0, 4)}-01-01`, -1),
            addDays(`${to.slice(0, 4)}-12-31`, 1),
          );
          for (const [day, n] of Object.entries(window))
            expect([day, n]).toEqual([day, day >= from && day <= to ? 1 : 0]);
          if (coarsest === "m") expect(terms.some((t) => t.grain === "y")).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("reads whole years, months and days, subtracting where that reads fewer rows", () => {
    expect(cover({ from: "2025-01-01", to: "2025-12-31" }, "2026-06-01")).toEqual([
      { grain: "y", from: "2025-01-01", to: "2025-01-01", coef: 1 },
    ]);
    // This year up to today: the year's row; the months and days after today hold nothing yet.
    expect(cover({ from: "2026-01-01", to: "2026-11-27" }, "2026-11-27")).toEqual([
      { grain: "d", from: "2026-11-28", to: "2026-11-30", coef: -1 },
      { grain: "m", from: "2026-12-01", to: "2026-12-01", coef: -1 },
      { grain: "y", from: "2026-01-01", to: "2026-01-01", coef: 1 },
    ]);
    // A few days: the days themselves.
    expect(cover({ from: "2026-03-02", to: "2026-03-04" }, "2026-11-27")).toEqual([
      { grain: "d", from: "2026-03-02", to: "2026-03-04", coef: 1 },
    ]);
    // Most of a past month: the month minus the other days.
    expect(cover({ from: "2026-03-02", to: "2026-03-31" }, "2026-11-27")).toEqual([
      { grain: "d", from: "2026-03-01", to: "2026-03-01", coef: -1 },
      { grain: "m", from: "2026-03-01", to: "2026-03-01", coef: 1 },
    ]);
    // Two years up to today: a few days, a month, a whole year, and this year's row.
    const terms = cover({ from: "2024-11-27", to: "2026-11-27" }, "2026-11-27");
    expect(terms.filter((t) => t.grain === "y")).toEqual([
      { grain: "y", from: "2025-01-01", to: "2026-01-01", coef: 1 },
    ]);
    expect(terms.filter((t) => t.from <= "2026-11-27")).toEqual([
      { grain: "d", from: "2024-11-27", to: "2024-11-30", coef: 1 },
      { grain: "m", from: "2024-12-01", to: "2024-12-01", coef: 1 },
      { grain: "y", from: "2025-01-01", to: "2026-01-01", coef: 1 },
    ]);
  });
});
