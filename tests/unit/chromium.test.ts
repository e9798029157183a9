// @vitest-environment node
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findChromium } from "../support/chromium.ts";

describe("browser discovery", () => {
  it("prefers CHROMIUM_PATH when it exists", () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });
  it("explains how to install a browser when CHROMIUM_PATH is wrong", () => {
    expect(() => findChromium({ CHROMIUM_PATH: "/nonexistent/chromium" })).toThrow(
      /apt-get install .*chromium[\s\S]*npx playwright install chromium/,
    );
  });
  it("falls back to /usr/bin/chromium", () => {
    if (existsSync("/usr/bin/chromium")) expect(findChromium({})).toBe("/usr/bin/chromium");
    else expect(() => findChromium({})).not.toThrow(/CHROMIUM_PATH points/);
  });
});
