// @vitest-environment node
import { describe, expect, it } from "vitest";
import { COLOR_PRESETS, MUTED_COLOR_PRESETS, SHADE_KEYS } from "../../contract/enums.ts";
import { colorPresetNames, mutedPresetNames, shadeKeys } from "../../tokens/presets.ts";
import { tenantThemes } from "../../tokens/tenants.ts";
import { CENTER_SEEDS } from "../../server/db/seed.ts";

/**
 * contract/ (what the server validates) and tokens/ (what the browser renders) may not import each
 * other, so the preset names stand in both; this keeps them one list.
 */
describe("contract and tokens agree", () => {
  it("on the colour presets and shade keys", () => {
    expect([...COLOR_PRESETS]).toEqual([...colorPresetNames]);
    expect([...MUTED_COLOR_PRESETS]).toEqual([...mutedPresetNames]);
    expect([...SHADE_KEYS]).toEqual([...shadeKeys]);
  });
  it("on each seeded center's branding (the server's seed and the Storybook tenants)", () => {
    expect(CENTER_SEEDS.map((c) => c.key).sort()).toEqual(Object.keys(tenantThemes).sort());
    for (const seed of CENTER_SEEDS) {
      const theme = tenantThemes[seed.key as keyof typeof tenantThemes];
      expect({ name: seed.name, primary: seed.primary, secondary: seed.secondary, muted: seed.muted }).toEqual({
        name: theme.name,
        primary: theme.settings.primaryColorPreset,
        secondary: theme.settings.secondaryColorPreset,
        muted: theme.settings.mutedColorPreset,
      });
      expect(seed.shape ?? "rounded").toBe(theme.shape);
      expect(seed.header ?? "tabs").toBe(theme.header);
      expect(seed.footer ?? "primary").toBe(theme.footer);
    }
  });
});
