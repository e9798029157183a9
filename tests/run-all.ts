/**
 * `npm test`: the test phases in turn, then the time each took and one closing line "N passed, N failed".
 *   1. Vitest, ONE invocation of its projects: unit (jsdom), server (API on PGlite, or PostgreSQL
 *      with DATABASE_URL), storybook (stories in Chromium); each project's time from the JSON report
 *   2. Playwright, side by side: end-to-end (tests/e2e: the a11y sweeps two at a time, then the
 *      journeys one at a time) and visual regression of stories per tenant (tests/visual, one worker,
 *      its output printed once it is done). The journeys keep one worker busy for most of the e2e
 *      phase; the visual tests use the other core meanwhile instead of adding their minutes after it.
 * Options: --only=vitest|unit|server|storybook|e2e|visual (repeatable) runs a subset.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { findChromium } from "./support/chromium.ts";
import { summaryLines, VITEST_PROJECTS, vitestParts, type Tally, type VitestReport } from "./support/test-summary.ts";

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

const tallies: Tally[] = [];
const runStarted = Date.now();

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

/** The Vitest projects (one start-up instead of one per project); each one's part from the JSON report. */
const parts: Tally[] = [];
function vitest(projects: (typeof VITEST_PROJECTS)[number][]) {
  const out = `${reports}/vitest.json`;
  const { exit, seconds } = run(
    `vitest ${projects.join(" + ")}`,
    "npx",
    [
      "vitest",
      "run",
      ...projects.flatMap((p) => ["--project", p]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ],
    { VITEST_PROJECTS: projects.join(",") },
  );
  const r = readJson(out) as VitestReport | undefined;
  tallies.push({
    name: "vitest",
    passed: r?.numPassedTests ?? 0,
    failed: r?.numFailedTests ?? (exit ? 1 : 0),
    skipped: (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0),
    exit,
    seconds,
  });
  if (r) parts.push(...vitestParts(r, projects));
}
const vitestProjects = VITEST_PROJECTS.filter((p) => wants(p, "vitest"));
if (vitestProjects.length > 0) vitest(vitestProjects);

/**
 * One Playwright invocation, asynchronous so that two can run side by side. With `quiet` its output
 * is kept (and written to test-results/reports/<name>.log) and printed when it ends, not mixed into
 * the other's.
 */
async function playwright(name: string, config: string, extraEnv: Record<string, string> = {}, quiet = false) {
  const out = `${reports}/${name}.json`;
  const args = ["playwright", "test", "--config", config, "--reporter=list,json"];
  console.log(`\n=== ${name}: npx ${args.join(" ")}${quiet ? " (output when it is done)" : ""}`);
  const started = Date.now();
  const child = spawn("npx", args, {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    // Playwright resolves a relative output name against the config folder: pass an absolute path.
    env: { ...env, ...extraEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(out) },
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  const exit = await new Promise<number>((done) => {
    child.on("error", () => done(1));
    child.on("close", (code) => done(code ?? 1));
  });
  const seconds = (Date.now() - started) / 1000;
  if (quiet) {
    const text = Buffer.concat(output).toString();
    writeFileSync(`${reports}/${name}.log`, text);
    console.log(`\n=== ${name} output\n${text}`);
  }
  console.log(`=== ${name} finished in ${seconds.toFixed(1)} s with exit code ${exit}`);
  const r = readJson(out) as
    { stats?: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  const s = r?.stats;
  return {
    name,
    passed: (s?.expected ?? 0) + (s?.flaky ?? 0),
    failed: s?.unexpected ?? (exit ? 1 : 0),
    skipped: s?.skipped ?? 0,
    exit,
    seconds,
  };
}
const e2e = wants("e2e") && existsSync("tests/e2e/playwright.config.ts");
const visual = wants("visual") && existsSync("tests/visual/playwright.config.ts");
// Beside the e2e phase the visual tests take one worker (the journeys take one).
const phases = await Promise.all([
  e2e ? playwright("e2e", "tests/e2e/playwright.config.ts") : undefined,
  visual
    ? playwright("visual", "tests/visual/playwright.config.ts", e2e ? { VISUAL_WORKERS: "1" } : {}, e2e)
    : undefined,
]);
for (const phase of phases) if (phase) tallies.push(phase);

const { lines, ok } = summaryLines(tallies, parts, (Date.now() - runStarted) / 1000);
console.log(`\n${lines.join("\n")}`);
process.exit(ok ? 0 : 1);
