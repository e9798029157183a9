import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { badgeVariants } from "../Badge/Badge.tsx";
import { buttonVariants } from "../Button/Button.tsx";
import { cardVariants } from "../Card/Card.tsx";
import { emptyStateVariants } from "../EmptyState/EmptyState.tsx";
import { headerVariants } from "../Header/Header.tsx";
import { inputVariants } from "../Input/Input.tsx";
import { noticeVariants } from "../Notice/Notice.tsx";
import { skeletonVariants } from "../Skeleton/Skeleton.tsx";
import { linkVariants, listVariants } from "../Topnav/Topnav.tsx";
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

/** Every combination of the given variants' values. */
function combinations(values: Record<string, readonly unknown[]>): Record<string, unknown>[] {
  return Object.entries(values).reduce<Record<string, unknown>[]>(
    (all, [key, options]) => all.flatMap((combo) => options.map((option) => ({ ...combo, [key]: option }))),
    [{}],
  );
}

describe("the first load's components (drawn before the merge arrives, see cn.ts)", () => {
  const components: [string, (props: never) => string, Record<string, readonly unknown[]>][] = [
    [
      "Button",
      buttonVariants,
      {
        variant: ["solid", "secondary", "outline", "ghost", "danger", "link"],
        size: ["sm", "md", "lg", "icon"],
      },
    ],
    [
      "Badge",
      badgeVariants,
      {
        variant: ["neutral", "info", "success", "warning", "danger", "muted", "solid", "accent"],
        size: ["sm", "md"],
        wrap: [true, false],
      },
    ],
    ["Card", cardVariants, { variant: ["default", "raised", "sunken", "outline"], interactive: [true, false] }],
    ["EmptyState", emptyStateVariants, { size: ["sm", "md"], bordered: [true, false] }],
    ["Header", headerVariants, { variant: ["tabs", "legacy"] }],
    ["Input", inputVariants, { size: ["md", "lg"] }],
    ["Notice", noticeVariants, { tone: ["danger", "success", "info"] }],
    ["Skeleton", skeletonVariants, { variant: ["text", "circle", "block"] }],
    ["Topnav list", listVariants, { variant: ["tabs", "legacy"], orientation: ["horizontal", "vertical"] }],
    [
      "Topnav link",
      linkVariants,
      { variant: ["tabs", "legacy"], orientation: ["horizontal", "vertical"], active: [true, false] },
    ],
  ];
  it.each(components)("%s: no variant's class overrides another", (_name, variants, values) => {
    const overridden: string[] = [];
    for (const props of combinations(values)) {
      const classes = variants(props as never)
        .split(/\s+/)
        .filter(Boolean);
      const kept = new Set(cn(classes.join(" ")).split(" "));
      const dropped = classes.filter((c) => !kept.has(c));
      if (dropped.length > 0) overridden.push(`${JSON.stringify(props)}: ${dropped.join(" ")}`);
    }
    expect(overridden).toEqual([]);
  });
});
