import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isStale } from "./build.ts";

describe("isStale (npm start rebuilds an old front end)", () => {
  it("is stale when the output is missing or older than a source, fresh otherwise", () => {
    const dir = mkdtempSync(join(tmpdir(), "vl-build-"));
    const src = join(dir, "src");
    mkdirSync(join(src, "deep"), { recursive: true });
    const source = join(src, "deep", "a.ts");
    const output = join(dir, "index.html");
    writeFileSync(source, "x");
    expect(isStale(output, [src])).toBe(true);
    writeFileSync(output, "built");
    utimesSync(source, new Date(1_000_000), new Date(1_000_000));
    expect(isStale(output, [src])).toBe(false);
    utimesSync(source, new Date(), new Date(Date.now() + 10_000));
    expect(isStale(output, [src])).toBe(true);
  });

  it("takes single files among the sources", () => {
    const dir = mkdtempSync(join(tmpdir(), "vl-build-"));
    const page = join(dir, "index.html");
    const output = join(dir, "out.html");
    writeFileSync(page, "page");
    writeFileSync(output, "built");
    utimesSync(page, new Date(1_000_000), new Date(1_000_000));
    expect(isStale(output, [page, join(dir, "missing")])).toBe(false);
    utimesSync(page, new Date(), new Date(Date.now() + 10_000));
    expect(isStale(output, [page])).toBe(true);
  });
});
