import { describe, expect, it } from "vitest";
import { applyTheme } from "./apply.ts";
import { presets } from "./presets.ts";
import { tenantThemes } from "./tenants.ts";

describe("applyTheme", () => {
  it("puts attributes and variables on the root element", () => {
    const root = document.documentElement;
    applyTheme(root, tenantThemes.rijnstad, "dark");
    expect(root.dataset.tenant).toBe("rijnstad");
    expect(root.dataset.shape).toBe("straight");
    expect(root.dataset.footer).toBe("dark-blue");
    expect(root.dataset.colorScheme).toBe("dark");
    expect(root.style.getPropertyValue("--vl-primary-500")).toBe(presets.sky["500"]);
    expect(root.style.getPropertyValue("--vl-radius")).toBe("0px");
    applyTheme(root, tenantThemes.public, "light");
    expect(root.dataset.header).toBe("legacy");
    expect(root.style.getPropertyValue("--vl-primary-500")).toBe(presets.emerald["500"]);
    expect(root.style.getPropertyValue("--vl-radius")).toBe("0.5rem");
  });
});
