import { describe, expect, it } from "vitest";
import { barScales } from "./BarChart.tsx";

describe("barScales", () => {
  it("counts in whole numbers from zero on the value axis, whichever way the bars lie", () => {
    for (const horizontal of [false, true]) {
      const scales = barScales(horizontal, "black", "grey");
      const values = horizontal ? scales.x : scales.y;
      const categories = horizontal ? scales.y : scales.x;
      expect(values).toMatchObject({ beginAtZero: true, ticks: { precision: 0 } });
      expect(categories).not.toHaveProperty("beginAtZero");
    }
  });
});
