// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const benches = resolve(import.meta.dirname, "../bench");
/** The benchmarks run.ts calls, each also runnable by itself (`node --import tsx tests/bench/<name>.ts`); what a bench mounts beside today's code to compare lives in tests/bench/reference/. */
const suites = readdirSync(benches).filter((f) => f.endsWith(".ts") && !["run.ts", "shared.ts"].includes(f));

describe("benchmark entry points", () => {
  it.each(suites)("%s starts through runWhenMain of shared.ts, not a start block of its own", (file) => {
    const source = readFileSync(resolve(benches, file), "utf8");
    expect(source).toMatch(/^export async function main\(/m);
    expect(source).toMatch(/^runWhenMain\(import\.meta\.url, main\);$/m);
    expect(source).not.toMatch(/import\.meta\.url === /);
  });
});
