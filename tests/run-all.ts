/**
 * `npm test`: the test phases in turn, then the time each took and one closing line "N passed, N failed".
 *   1. Vitest, ONE invocation of its projects: unit (jsdom), server (API on PGlite, or PostgreSQL
 *      with DATABASE_URL), storybook (stories in Chromium); each project's time from the JSON report
 *   2. Playwright, side by side: end-to-end in two shards, each with a server and database of its own
 *      (tests/e2e: the a11y sweeps two at a time, the journeys one at a time within a shard), and
 *      visual regression of stories per tenant (tests/visual, one worker). The outputs of all but the
 *      first shard are printed once they are done. The e2e phase waits on the browser and the server
 *      much of its time (a core stayed 20-35 % idle with one journey at a time), so the shards and the
 *      visual run fill the cores instead of adding their minutes after each other.
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
async function playwright(
  name: string,
  config: string,
  extraEnv: Record<string, string> = {},
  quiet = false,
  extraArgs: string[] = [],
) {
  const file = name.replace(/[^a-z0-9]+/gi, "-");
  const out = `${reports}/${file}.json`;
  const args = ["playwright", "test", "--config", config, "--reporter=list,json", ...extraArgs];
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
    writeFileSync(`${reports}/${file}.log`, text);
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

/**
 * The e2e phase in two shards (Playwright's --shard: the tests in file order, halved by count), each
 * against a server of its own on its own port with its own database, so that the journeys (one at a
 * time within a shard, as they share state) run two at a time. Both servers run one snapshot of the
 * sources, built here once while the visual run builds Storybook beside it.
 */
const E2E_SHARDS = 2;
const E2E_ROOT = "test-results/e2e-root-npm-test";
async function buildE2eRoot(): Promise<boolean> {
  console.log(`\n=== e2e build: the sources' snapshot in ${E2E_ROOT}, built once for ${E2E_SHARDS} shards`);
  const started = Date.now();
  const step = (cmd: string, args: string[], cwd = ".") =>
    new Promise<number>((done) => {
      const child = spawn(cmd, args, { cwd, stdio: "inherit", env });
      child.on("error", () => done(1));
      child.on("close", (code) => done(code ?? 1));
    });
  // The build and the servers' seeded database side by side (tests/e2e/data-template.ts).
  const ok =
    (await step(process.execPath, ["--import", "tsx", "tests/e2e/snapshot.ts", E2E_ROOT])) === 0 &&
    (
      await Promise.all([
        step("npx", ["vite", "build", "--logLevel", "warn"], E2E_ROOT),
        step(process.execPath, ["--import", "tsx", "tests/e2e/data-template.ts", E2E_ROOT]),
      ])
    ).every((code) => code === 0);
  console.log(`=== e2e build finished in ${((Date.now() - started) / 1000).toFixed(1)} s${ok ? "" : ": FAILED"}`);
  return ok;
}
async function e2eShards() {
  if (!(await buildE2eRoot()))
    return [{ name: "e2e build", passed: 0, failed: 1, skipped: 0, exit: 1, seconds: 0 } satisfies Tally];
  const port = Number(process.env.E2E_PORT ?? 3107);
  return Promise.all(
    Array.from({ length: E2E_SHARDS }, (_, i) =>
      playwright(
        `e2e ${i + 1}/${E2E_SHARDS}`,
        "tests/e2e/playwright.config.ts",
        { E2E_ROOT, E2E_PORT: String(port + i) },
        i > 0,
        [`--shard=${i + 1}/${E2E_SHARDS}`],
      ),
    ),
  );
}
// Beside the e2e phase the visual tests take one worker.
const phases = await Promise.all([
  e2e ? e2eShards() : [],
  visual
    ? playwright("visual", "tests/visual/playwright.config.ts", e2e ? { VISUAL_WORKERS: "1" } : {}, e2e)
    : undefined,
]);
for (const phase of phases.flat()) if (phase) tallies.push(phase);

const { lines, ok } = summaryLines(tallies, parts, (Date.now() - runStarted) / 1000);
console.log(`\n${lines.join("\n")}`);
process.exit(ok ? 0 : 1);
