// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildTenantsCss, generatedCssPath } from "./build-css.ts";
import { contrastRatio } from "./color.ts";
import { checkThemeContrast } from "./contrast.ts";
import { resolveColors } from "./resolve.ts";
import { FOOTER_DARK_BLUE, roleColors } from "./roles.ts";
import { tenantKeys, tenantThemes } from "./tenants.ts";

describe("WCAG AA contrast of the seeded tenants", () => {
  it.each(tenantKeys)("%s meets AA for body text and text on fills, light and dark", (key) => {
    const theme = tenantThemes[key];
    expect(checkThemeContrast(theme.settings, theme.footer)).toEqual([]);
  });

  it("refuses a failing combination", () => {
    const failures = checkThemeContrast({
      primaryColorPreset: "yellow",
      backgroundColor: "#777777",
      textColor: "#888888",
    });
    expect(failures.map((f) => f.pair)).toContain("body text");
    expect(failures.every((f) => f.ratio < 4.5)).toBe(true);
  });

  it("gives yellow, lime and sky fills dark text", () => {
    for (const preset of ["yellow", "lime"]) {
      const roles = roleColors(resolveColors({ primaryColorPreset: preset }), "light", "primary");
      expect(roles["on-solid"]).not.toBe("255 255 255");
      expect(contrastRatio(roles["on-solid"], roles.solid)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses the fixed dark blue footer for rijnstad and primary 500 elsewhere", () => {
    const r = tenantThemes.rijnstad;
    expect(roleColors(resolveColors(r.settings), "light", r.footer).footer).toBe(FOOTER_DARK_BLUE);
    const d = tenantThemes.demo;
    const colors = resolveColors(d.settings);
    expect(roleColors(colors, "light", d.footer).footer).toBe(colors.primary["500"]);
  });

  it("matches the known contrast ratios", () => {
    expect(contrastRatio("0 0 0", "255 255 255")).toBeCloseTo(21, 5);
    expect(contrastRatio("255 255 255", "255 255 255")).toBe(1);
  });
});

describe("tenant variants", () => {
  it("has straight shapes only for the municipality vacancy bank and the legacy header only for the public tenant", () => {
    expect(tenantKeys.filter((k) => tenantThemes[k].shape === "straight")).toEqual(["rijnstad"]);
    expect(tenantKeys.filter((k) => tenantThemes[k].header === "legacy")).toEqual(["public"]);
    expect(tenantKeys.filter((k) => tenantThemes[k].footer === "dark-blue")).toEqual(["rijnstad"]);
  });
  it("keeps the generated stylesheet in step with the tokens (run npm run tokens:css)", () => {
    expect(readFileSync(generatedCssPath, "utf8")).toBe(buildTenantsCss());
  });
});
