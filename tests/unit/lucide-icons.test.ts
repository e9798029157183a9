// @vitest-environment node
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { lucideIcons } from "../../vite.config.ts";

describe("lucideIcons (vite.config.ts)", () => {
  const plugin = lucideIcons();
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
  const icons = resolve(import.meta.dirname, "../../node_modules/lucide-react/dist/esm/icons");

  it("gives lucide's icon modules the app's createLucideIcon", () => {
    expect(resolveId("../createLucideIcon.mjs", `${icons}/search.mjs`)).toBe(
      resolve(import.meta.dirname, "../../ui/lib/lucideIcon.ts"),
    );
  });

  it("leaves every other import alone", () => {
    expect(resolveId("./createLucideIcon.mjs", resolve(import.meta.dirname, "../../ui/Icon.tsx"))).toBeNull();
    expect(resolveId("../shared/src/utils/mergeClasses.mjs", `${icons}/search.mjs`)).toBeNull();
  });
});
