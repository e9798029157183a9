import { describe, expect, it, vi } from "vitest";
import { FALLBACK_CHANNELS, toChannels } from "./color.ts";
import { colorPresetNames, mutedPresetNames, presets, shadeKeys } from "./presets.ts";
import {
  COLOR_PRESET_NOT_FOUND,
  INVALID_CUSTOM_SHADES,
  parseCustomShades,
  resolveColors,
  themeDependencies,
} from "./resolve.ts";

const logger = () => ({ error: vi.fn() });
const fullShades = Object.fromEntries(shadeKeys.map((k, i) => [k, `#0${i % 10}0${i % 10}0${i % 10}`]));

describe("presets", () => {
  it("has every preset of the specification with eleven shades", () => {
    expect([...mutedPresetNames]).toEqual(["gray", "slate", "stone", "zinc", "neutral"]);
    expect(colorPresetNames).toHaveLength(17);
    for (const name of colorPresetNames) {
      expect(Object.keys(presets[name])).toEqual([...shadeKeys]);
      for (const key of shadeKeys) expect(presets[name][key]).toMatch(/^\d{1,3} \d{1,3} \d{1,3}$/);
    }
  });
  it("orders every scale from light to dark", () => {
    const sum = (c: string) =>
      c
        .split(" ")
        .map(Number)
        .reduce((a, b) => a + b, 0);
    for (const name of colorPresetNames) expect(sum(presets[name]["50"])).toBeGreaterThan(sum(presets[name]["950"]));
  });
});

describe("resolveColors", () => {
  it("falls back to slate for muted and to the muted preset for secondary", () => {
    const r = resolveColors({ primaryColorPreset: "teal" }, logger());
    expect(r.presets).toEqual({ primary: "teal", secondary: "slate", muted: "slate" });
    expect(r.muted).toBe(presets.slate);
    expect(r.secondary).toBe(presets.slate);
  });
  it("uses the muted preset as the secondary fallback", () => {
    const r = resolveColors({ primaryColorPreset: "teal", mutedColorPreset: "stone" }, logger());
    expect(r.presets.secondary).toBe("stone");
    expect(r.secondary).toEqual(presets.stone);
  });
  it("logs 'Color preset not found' for an unknown preset and ignores it", () => {
    const log = logger();
    const r = resolveColors(
      { primaryColorPreset: "tomato", secondaryColorPreset: "emerald", mutedColorPreset: "indigo" },
      log,
    );
    expect(log.error).toHaveBeenCalledWith(COLOR_PRESET_NOT_FOUND, "tomato");
    expect(log.error).toHaveBeenCalledWith(COLOR_PRESET_NOT_FOUND, "indigo"); // not a muted preset
    expect(r.presets.muted).toBe("slate");
    expect(r.presets.secondary).toBe("emerald");
    expect(r.presets.primary).not.toBe("tomato");
  });
  it("accepts custom shades as JSON with all eleven keys", () => {
    const log = logger();
    const r = resolveColors({ primaryColorPreset: "teal", primaryColorShades: JSON.stringify(fullShades) }, log);
    expect(log.error).not.toHaveBeenCalled();
    expect(r.primary["50"]).toBe("0 0 0");
    expect(r.primary["100"]).toBe(toChannels("#010101"));
  });
  it("logs and ignores custom shades that are not valid JSON", () => {
    const log = logger();
    const r = resolveColors({ primaryColorPreset: "teal", primaryColorShades: "{not json" }, log);
    expect(log.error).toHaveBeenCalledWith(INVALID_CUSTOM_SHADES, expect.anything());
    expect(r.primary).toBe(presets.teal);
  });
  it("logs and ignores custom shades missing one of the eleven keys", () => {
    const log = logger();
    const { 950: _dropped, ...ten } = fullShades;
    const r = resolveColors({ secondaryColorPreset: "rose", secondaryColorShades: JSON.stringify(ten) }, log);
    expect(log.error).toHaveBeenCalledWith(INVALID_CUSTOM_SHADES, "missing keys 950");
    expect(r.secondary).toBe(presets.rose);
  });
  it("turns an unparseable colour into '0 0 0'", () => {
    const shades = { ...fullShades, 500: "banana" };
    expect(parseCustomShades(JSON.stringify(shades), logger())?.["500"]).toBe(FALLBACK_CHANNELS);
    expect(resolveColors({ backgroundColor: "not-a-colour", textColor: "#112233" }, logger())).toMatchObject({
      background: "0 0 0",
      text: "17 34 51",
    });
  });
  it("re-applies on primary, secondary, muted preset or background changes only", () => {
    const a = themeDependencies({ primaryColorPreset: "teal", textColor: "#000" });
    expect(themeDependencies({ primaryColorPreset: "teal", textColor: "#fff" })).toEqual(a);
    expect(themeDependencies({ primaryColorPreset: "rose" })).not.toEqual(a);
    expect(themeDependencies({ primaryColorPreset: "teal", backgroundColor: "#fff" })).not.toEqual(a);
  });
});

describe("toChannels", () => {
  it.each([
    ["#fff", "255 255 255"],
    ["#4F46E5", "79 70 229"],
    ["rgb(1, 2, 3)", "1 2 3"],
    ["rgb(1 2 3 / 50%)", "1 2 3"],
    ["10 20 30", "10 20 30"],
    ["", "0 0 0"],
    ["#12", "0 0 0"],
    ["300 0 0", "0 0 0"],
    [42, "0 0 0"],
  ])("%s -> %s", (input, expected) => expect(toChannels(input)).toBe(expected));
});
