// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe("the direction of imports (DESIGN.md) is enforced by lint", () => {
  it.each([
    [
      "ui may not import i18next",
      "ui/Probe/Probe.ts",
      'import i18next from "i18next";\nexport const x = i18next;\n',
      "no-restricted-imports",
    ],
    [
      "ui may not import react-query",
      "ui/Probe/Probe.ts",
      'import { useQuery } from "@tanstack/react-query";\nexport const x = useQuery;\n',
      "no-restricted-imports",
    ],
    [
      "ui may not import jotai",
      "ui/Probe/Probe.ts",
      'import { atom } from "jotai";\nexport const x = atom;\n',
      "no-restricted-imports",
    ],
    [
      "ui may not import the router",
      "ui/Probe/Probe.ts",
      'import { Link } from "react-router";\nexport const x = Link;\n',
      "no-restricted-imports",
    ],
    [
      "ui may not import app",
      "ui/Probe/Probe.ts",
      'import { readPageConfig as y } from "../../app/config.ts";\nexport const x = y;\n',
      "boundaries/dependencies",
    ],
    [
      "tokens may not import ui",
      "tokens/probe.ts",
      'import { cn } from "../ui/lib/cn.ts";\nexport const x = cn;\n',
      "boundaries/dependencies",
    ],
    [
      "server may not import ui",
      "server/probe.ts",
      'import { cn } from "../ui/lib/cn.ts";\nexport const x = cn;\n',
      "boundaries/dependencies",
    ],
  ])("%s", async (_name, file, code, rule) => {
    expect(await rulesFor(file, code)).toContain(rule);
  });

  it("lets ui import tokens and its own files", async () => {
    const code =
      'import { cn } from "../lib/cn.ts";\nimport { presets } from "@tokens/presets.ts";\nexport const x = [cn, presets];\n';
    expect(await rulesFor("ui/Probe/Probe.ts", code)).toEqual([]);
  });

  it.each([
    ["a static import back", 'import { ROUTES } from "./table.ts";\nexport const x = ROUTES;\n'],
    ["a lazy import() back", 'export const x = () => import("./table.ts");\n'],
  ])("refuses an import cycle: %s (the table imports app/routes/types.ts)", async (_name, code) => {
    expect(await rulesFor("app/routes/types.ts", code)).toContain("import-x/no-cycle");
  });

  it("does not count a type-only import as a cycle", async () => {
    const code = 'import type { ROUTES } from "./table.ts";\nexport type X = typeof ROUTES;\n';
    expect(await rulesFor("app/routes/types.ts", code)).not.toContain("import-x/no-cycle");
  });

  it("runs jsx-a11y on components", async () => {
    const code = 'export function P() {\n  return <img src="x.png" />;\n}\n';
    expect(await rulesFor("ui/Probe/Probe.tsx", code)).toContain("jsx-a11y/alt-text");
  });
});
