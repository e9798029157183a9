// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { markPureReactCalls } from "../../vite.config.ts";

describe("markPureReactCalls (the build's pure-react-calls plugin)", () => {
  it("marks React's component and context factories pure and drops displayName lines", () => {
    const code = [
      "var Ctx = React.createContext(null);",
      'Ctx.displayName = "Ctx";',
      "var Form = React10.forwardRef(function Form(props, ref) { return null; });",
      "var Memo = memo(Inner);",
      "var value = useMemo(() => 1, []);",
      "window.__version = `1`;",
      "function memo(fn) { return fn; }",
      "var cached = lib.memo(fn);",
    ].join("\n");
    const out = markPureReactCalls(code, "lib.mjs")!.code;
    expect(out).toContain("var Ctx = /* @__PURE__ */ React.createContext(null);");
    expect(out).toContain("var Form = /* @__PURE__ */ React10.forwardRef(");
    expect(out).toContain("var Memo = /* @__PURE__ */ memo(Inner);");
    // Other calls and other property writes stay as they are.
    expect(out).toContain("var value = useMemo(() => 1, []);");
    expect(out).toContain("window.__version = `1`;");
    expect(out).toContain("function memo(fn) { return fn; }");
    expect(out).toContain("var cached = lib.memo(fn);");
    expect(out).not.toContain("displayName");
    // Nothing is marked twice.
    expect(markPureReactCalls(out, "lib.mjs")).toBeNull();
  });

  it.each([
    ["react-i18next", "dist/es/context.js"],
    ["@tanstack/react-query", "build/modern/QueryClientProvider.js"],
  ])("marks the contexts %s creates at the top level (%s)", (pkg, file) => {
    const path = resolve(import.meta.dirname, "../../node_modules", pkg, file);
    const source = readFileSync(path, "utf8");
    const calls = source.match(/(?<![\w$.])(?:React\d*\.)?createContext\(/g)?.length ?? 0;
    expect(calls).toBeGreaterThan(0);
    const out = markPureReactCalls(source, file)!.code;
    expect(out.match(/\/\* @__PURE__ \*\/ (?:React\d*\.)?createContext\(/g)?.length).toBe(calls);
    expect(out).not.toMatch(/^\w+\.displayName = /m);
  });

  it("finds the factories in react-router's production build", () => {
    const dir = resolve(import.meta.dirname, "../../node_modules/react-router/dist/production");
    const file = readdirSync(dir).find(
      (f) => f.endsWith(".mjs") && readFileSync(resolve(dir, f), "utf8").includes("forwardRef("),
    )!;
    const out = markPureReactCalls(readFileSync(resolve(dir, file), "utf8"), file)!.code;
    expect(out.match(/\/\* @__PURE__ \*\/ React\d*\.(forwardRef|createContext)\(/g)?.length).toBeGreaterThan(10);
    expect(out).not.toMatch(/^\w+\.displayName = /m);
  });
});
