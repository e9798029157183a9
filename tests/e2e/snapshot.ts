/**
 * Copies the sources of the checkout into `<target>` (node_modules linked, not copied) for the
 * e2e server: see playwright.config.ts. Usage: node --import tsx tests/e2e/snapshot.ts <target>
 */
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { resolve, sep } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const target = resolve(root, process.argv[2] ?? "");
if (!process.argv[2] || !target.startsWith(resolve(root, "test-results") + sep))
  throw new Error("snapshot.ts: give a target folder inside test-results/");

/** Top-level folders that are not sources of the app or the server. */
const SKIP = new Set(["node_modules", ".git", "test-results", "dist", ".data", "storybook-static", "tests"]);

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
for (const entry of readdirSync(root)) {
  if (!SKIP.has(entry)) cpSync(resolve(root, entry), resolve(target, entry), { recursive: true });
}
symlinkSync(resolve(root, "node_modules"), resolve(target, "node_modules"), "junction");
