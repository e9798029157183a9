import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

const ROOT = join(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every word of every string in the front end's code that could be a Tailwind class. */
function classTokens(): string[] {
  const tokens = new Set<string>();
  for (const file of ["ui", "features", "app"].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const [, text] of readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|`([^`]*)`/g))
      for (const token of (text ?? "").split(/\s+/))
        if (/^!?-?[a-z@[][\w:[\]&_\-/.%()#,>*=@'!]*$/.test(token) && /[a-z]/.test(token)) tokens.add(token);
  }
  // Only what the full configuration knows as a class: it keeps a class once when it is given twice.
  return [...tokens].filter((token) => twMerge(`${token} ${token}`) === token).sort();
}

/** The variants before a class ("hover:", "sm:dark:"): only classes with the same ones can conflict. */
const variantsOf = (token: string) => token.slice(0, token.lastIndexOf(":") + 1);

describe("cn", () => {
  it("lets a later class win over an earlier one of the same kind", () => {
    expect(cn("px-4 py-2 text-sm text-fg", "px-2 text-base text-link")).toBe("py-2 px-2 text-base text-link");
    expect(cn("h-24 w-full rounded-lg", "h-20")).toBe("w-full rounded-lg h-20");
    expect(cn("border border-transparent", "border-border")).toBe("border border-border");
    expect(cn("hover:bg-surface-raised", "bg-solid hover:bg-solid-hover")).toBe("bg-solid hover:bg-solid-hover");
    expect(cn("p-6", false, undefined, ["mt-2"])).toBe("p-6 mt-2");
  });

  it("merges like tailwind-merge's full configuration on every pair of classes our code uses", () => {
    const byVariants = new Map<string, string[]>();
    for (const token of classTokens()) {
      const key = variantsOf(token);
      byVariants.set(key, [...(byVariants.get(key) ?? []), token]);
    }
    const differences: string[] = [];
    let pairs = 0;
    for (const tokens of byVariants.values())
      for (const a of tokens)
        for (const b of tokens) {
          if (a === b) continue;
          pairs++;
          const expected = twMerge(`${a} ${b}`);
          const actual = cn(`${a} ${b}`);
          if (actual !== expected) differences.push(`"${a} ${b}": "${actual}", full configuration "${expected}"`);
        }
    expect(pairs).toBeGreaterThan(10_000);
    expect(differences.slice(0, 40)).toEqual([]);
  });
});
