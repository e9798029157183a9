/**
 * The summary of `npm test` (tests/run-all.ts): counts and times per phase, and per Vitest project
 * read from Vitest's JSON report (the projects run in one invocation).
 */
import { relative, sep } from "node:path";

export const VITEST_PROJECTS = ["unit", "server", "storybook"] as const;
export type VitestProject = (typeof VITEST_PROJECTS)[number];

export interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** The exit code of a phase's process; a Vitest project's part has none of its own. */
  exit?: number;
}

/** What tests/run-all.ts reads of Vitest's JSON report (reporter "json"). */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    assertionResults: { status: string }[];
  }[];
}

/**
 * The Vitest project a test file belongs to, by the includes of vitest.config.ts: stories run in
 * the storybook project, server/ and tests/api/ in the server project, every other test file in
 * the unit project. (The JSON report names the file, not its project.)
 */
export function projectOfFile(file: string, root = process.cwd()): VitestProject {
  const path = relative(root, file).split(sep).join("/");
  if (/\.stories\.[jt]sx?$/.test(path)) return "storybook";
  if (path.startsWith("server/") || path.startsWith("tests/api/")) return "server";
  return "unit";
}

/**
 * Each project's counts and time: from its first file's first test to its last file's end. The
 * projects run side by side, so their times overlap and add up to more than the invocation took.
 */
export function vitestParts(report: VitestReport, projects: readonly VitestProject[], root = process.cwd()): Tally[] {
  return projects.map((name) => {
    const files = report.testResults.filter((f) => projectOfFile(f.name, root) === name);
    const tests = files.flatMap((f) => f.assertionResults);
    const count = (status: string) => tests.filter((t) => t.status === status).length;
    // A file that fails outside its tests (an import, a hook) counts as one failure.
    const brokenFiles = files.filter(
      (f) => f.status === "failed" && f.assertionResults.every((t) => t.status !== "failed"),
    ).length;
    const start = Math.min(...files.map((f) => f.startTime));
    const end = Math.max(...files.map((f) => f.endTime));
    return {
      name,
      passed: count("passed"),
      failed: count("failed") + brokenFiles,
      skipped: tests.length - count("passed") - count("failed"),
      seconds: files.length > 0 ? (end - start) / 1000 : 0,
    };
  });
}

/** "3 min 07 s": the seconds rounded before splitting off the minutes (never "3 min 60 s"). */
export function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

/**
 * The closing lines: each phase with its time (and the Vitest projects under the vitest phase),
 * the total, and last "N passed, N failed, N skipped".
 */
export function summaryLines(
  phases: Tally[],
  parts: Tally[],
  /** The run's own time from start to end: less than the phases' sum when phases ran side by side. */
  wallSeconds?: number,
): { lines: string[]; ok: boolean } {
  const row = (t: Tally, indent: string) =>
    `${indent}${t.name.padEnd(14 - indent.length)}${minutes(t.seconds).padStart(12)}  ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`;
  const lines = ["Summary (time per test phase; the Vitest projects ran side by side in one invocation)"];
  for (const t of phases) {
    lines.push(`${row(t, "  ")} (exit ${t.exit ?? 0})`);
    if (t.name === "vitest") for (const p of parts) lines.push(row(p, "    "));
  }
  const sum = phases.reduce((n, t) => n + t.seconds, 0);
  const total = wallSeconds ?? sum;
  const overlap = total < sum - 1 ? `  (phases side by side; one after another ${minutes(sum)})` : "";
  lines.push(`  ${"total".padEnd(12)}${minutes(total).padStart(12)}${overlap}`);
  const passed = phases.reduce((n, t) => n + t.passed, 0);
  const failed = phases.reduce((n, t) => n + t.failed, 0);
  const skipped = phases.reduce((n, t) => n + t.skipped, 0);
  const badExit = phases.some((t) => (t.exit ?? 0) !== 0);
  lines.push(`${passed} passed, ${failed + (badExit && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
  return { lines, ok: !badExit && failed === 0 && passed > 0 };
}
