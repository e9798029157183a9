/**
 * `npm test`: every test project in turn, then one closing line "N passed, N failed".
 *   1. Vitest: unit (jsdom), server (API on PGlite, or PostgreSQL with DATABASE_URL), storybook (stories in Chromium)
 *   2. Playwright: end-to-end journeys (tests/e2e) and visual regression of stories per tenant (tests/visual)
 * Options: --only=vitest|unit|server|storybook|e2e|visual (repeatable) runs a subset.
 * Each project runs on its own, so that the summary can say how long each one took.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { findChromium } from "./support/chromium.ts";

const only = process.argv.filter((a) => a.startsWith("--only=")).map((a) => a.slice(7));
const wants = (step: string, group?: string) =>
  only.length === 0 || only.includes(step) || (group !== undefined && only.includes(group));
const reports = "test-results/reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let chromium: string;
try {
  chromium = findChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const env = { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  exit: number;
  seconds: number;
}
const tallies: Tally[] = [];

function run(
  name: string,
  cmd: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): { exit: number; seconds: number } {
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const seconds = (Date.now() - started) / 1000;
  console.log(`=== ${name} finished in ${seconds.toFixed(1)} s with exit code ${result.status}`);
  return { exit: result.status ?? 1, seconds };
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

/** One Vitest project (unit: jsdom; server: the API on PGlite, or PostgreSQL with DATABASE_URL; storybook: stories in Chromium). */
function vitest(project: string) {
  const out = `${reports}/vitest-${project}.json`;
  const { exit, seconds } = run(
    `vitest ${project}`,
    "npx",
    ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    { VITEST_PROJECTS: project },
  );
  const r = readJson(out) as
    { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } | undefined;
  tallies.push({
    name: project,
    passed: r?.numPassedTests ?? 0,
    failed: r?.numFailedTests ?? (exit ? 1 : 0),
    skipped: (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0),
    exit,
    seconds,
  });
}
for (const project of ["unit", "server", "storybook"]) if (wants(project, "vitest")) vitest(project);

function playwright(name: string, config: string) {
  const out = `${reports}/${name}.json`;
  const { exit, seconds } = run(name, "npx", ["playwright", "test", "--config", config, "--reporter=list,json"], {
    // Playwright resolves a relative output name against the config folder: pass an absolute path.
    PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(out),
  });
  const r = readJson(out) as
    { stats?: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  const s = r?.stats;
  tallies.push({
    name,
    passed: (s?.expected ?? 0) + (s?.flaky ?? 0),
    failed: s?.unexpected ?? (exit ? 1 : 0),
    skipped: s?.skipped ?? 0,
    exit,
    seconds,
  });
}
if (wants("e2e") && existsSync("tests/e2e/playwright.config.ts")) playwright("e2e", "tests/e2e/playwright.config.ts");
if (wants("visual") && existsSync("tests/visual/playwright.config.ts"))
  playwright("visual", "tests/visual/playwright.config.ts");

const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
};
console.log("\nSummary (time per test project)");
for (const t of tallies)
  console.log(
    `  ${t.name.padEnd(10)} ${minutes(t.seconds).padStart(12)}  ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped (exit ${t.exit})`,
  );
console.log(`  ${"total".padEnd(10)} ${minutes(tallies.reduce((n, t) => n + t.seconds, 0)).padStart(12)}`);
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
const skipped = tallies.reduce((n, t) => n + t.skipped, 0);
const badExit = tallies.some((t) => t.exit !== 0);
console.log(`${passed} passed, ${failed + (badExit && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(badExit || failed > 0 || passed === 0 ? 1 : 0);
