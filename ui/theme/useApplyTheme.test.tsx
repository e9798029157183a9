import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import * as apply from "@tokens/apply.ts";
import { tenantThemes, type TenantTheme } from "@tokens/tenants.ts";
import { useApplyTheme } from "./useApplyTheme.ts";

function Probe({ theme, scheme }: { theme: TenantTheme; scheme: "light" | "dark" }) {
  useApplyTheme(theme, scheme);
  return null;
}

describe("useApplyTheme", () => {
  it("applies the theme on <html> and re-applies only when a preset, the background, tenant or scheme changes", () => {
    const spy = vi.spyOn(apply, "applyTheme");
    const base = tenantThemes.demo;
    const { rerender } = render(<Probe theme={base} scheme="light" />);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.tenant).toBe("demo");

    rerender(<Probe theme={{ ...base, settings: { ...base.settings, textColor: "#111111" } }} scheme="light" />);
    expect(spy).toHaveBeenCalledTimes(1);

    for (const change of [
      { primaryColorPreset: "rose" },
      { secondaryColorPreset: "lime" },
      { mutedColorPreset: "zinc" },
      { backgroundColor: "#fafafa" },
    ]) {
      const before = spy.mock.calls.length;
      rerender(<Probe theme={{ ...base, settings: { ...base.settings, ...change } }} scheme="light" />);
      expect(spy.mock.calls.length).toBe(before + 1);
      rerender(<Probe theme={base} scheme="light" />);
    }
    const before = spy.mock.calls.length;
    rerender(<Probe theme={base} scheme="dark" />);
    expect(spy.mock.calls.length).toBe(before + 1);
    expect(document.documentElement.dataset.colorScheme).toBe("dark");
    spy.mockRestore();
  });
});
