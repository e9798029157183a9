// @vitest-environment node
import { describe, expect, it } from "vitest";
import { centerTheme, paintedBySeededCss, themeColorKey } from "./center.ts";
import { checkThemeContrast } from "./contrast.ts";
import { centerStylesheet } from "./css.ts";
import { presets } from "./presets.ts";
import { tenantThemes } from "./tenants.ts";

const quiet = { error: () => {} };

describe("a center's theme at run time", () => {
  it("takes the stored profile over the seeded theme of its key", () => {
    const theme = centerTheme("heuvelrug", {
      name: "Vrijwilligerspunt Heuvelrug-Oost",
      primaryColorPreset: "rose",
      shape: "straight",
      headerVariant: "legacy",
      footerVariant: "dark-blue",
    });
    expect(theme).toMatchObject({
      key: "heuvelrug",
      name: "Vrijwilligerspunt Heuvelrug-Oost",
      shape: "straight",
      header: "legacy",
      footer: "dark-blue",
    });
    expect(theme.settings.primaryColorPreset).toBe("rose");
    // What the profile does not say stays the seeded center's.
    expect(theme.settings.secondaryColorPreset).toBe(tenantThemes.heuvelrug.settings.secondaryColorPreset);
  });

  it("maps the stored header 'sticky' to the tab header and keeps the seeded theme without a profile", () => {
    expect(centerTheme("demo", { headerVariant: "sticky" }).header).toBe("tabs");
    expect(centerTheme("public", null)).toBe(tenantThemes.public);
  });

  it("is painted by the seeded stylesheet until its colours change (the fast path)", () => {
    const seeded = centerTheme("rijnstad", { ...tenantThemes.rijnstad.settings, footerVariant: "dark-blue" });
    expect(paintedBySeededCss(seeded, "rijnstad")).toBe(true);
    expect(paintedBySeededCss(centerTheme("rijnstad", { primaryColorPreset: "rose" }), "rijnstad")).toBe(false);
    expect(paintedBySeededCss(centerTheme("rijnstad", { footerVariant: "primary" }), "rijnstad")).toBe(false);
  });

  it("re-applies on the spec's four (presets, background) and the other colour settings, not on the name", () => {
    const base = centerTheme("demo", tenantThemes.demo.settings);
    const key = themeColorKey(base);
    for (const change of [
      { primaryColorPreset: "rose" },
      { secondaryColorPreset: "teal" },
      { mutedColorPreset: "zinc" },
      { backgroundColor: "#f8fafc" },
      { textColor: "#111111" },
    ])
      expect(
        themeColorKey(centerTheme("demo", { ...tenantThemes.demo.settings, ...change })),
        JSON.stringify(change),
      ).not.toBe(key);
    expect(themeColorKey(centerTheme("demo", { ...tenantThemes.demo.settings, name: "Andere naam" }))).toBe(key);
  });

  it("writes the center's colours in a stylesheet that outweighs the seeded one, light and dark", () => {
    const css = centerStylesheet(centerTheme("demo", { primaryColorPreset: "rose" }), quiet);
    expect(css).toContain(":root:root:root {");
    expect(css).toContain(':root:root:root[data-color-scheme="dark"] {');
    expect(css).toContain(`--vl-primary-600: ${presets.rose["600"]};`);
    expect(css).not.toContain("--vl-radius");
  });
});

describe("the contrast check refuses a failing combination and names the pair", () => {
  it("names body text on the background when the text colour is too light", () => {
    const failures = checkThemeContrast({ primaryColorPreset: "indigo", textColor: "#bbbbbb" }, "primary", quiet);
    expect(failures.map((f) => `${f.foreground}/${f.background}`)).toContain("text/background");
    expect(failures.find((f) => f.foreground === "text")).toMatchObject({ scheme: "light" });
  });

  it("names the text on primary buttons for custom shades without a readable fill", () => {
    const pale = Object.fromEntries(
      ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"].map((k) => [k, "#9ca3af"]),
    );
    const failures = checkThemeContrast({ primaryColorShades: pale }, "primary", quiet);
    expect(failures.map((f) => `${f.foreground}/${f.background}`)).toContain("on-solid/solid");
  });
});
