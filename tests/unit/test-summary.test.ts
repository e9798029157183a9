// @vitest-environment node
import { describe, expect, it } from "vitest";
import { minutes, projectOfFile, summaryLines, vitestParts, type VitestReport } from "../support/test-summary.ts";

const root = "/repo";
const file = (name: string, startTime: number, endTime: number, statuses: string[], status = "passed") => ({
  name: `${root}/${name}`,
  startTime,
  endTime,
  status,
  assertionResults: statuses.map((s) => ({ status: s })),
});

describe("npm test's summary", () => {
  it("names the Vitest project of each file as vitest.config.ts includes it", () => {
    expect(projectOfFile(`${root}/ui/Button/Button.stories.tsx`, root)).toBe("storybook");
    expect(projectOfFile(`${root}/features/vacancies/VacancyForm.stories.tsx`, root)).toBe("storybook");
    expect(projectOfFile(`${root}/tests/api/vacancies.test.ts`, root)).toBe("server");
    expect(projectOfFile(`${root}/server/context.test.ts`, root)).toBe("server");
    expect(projectOfFile(`${root}/app/App.test.tsx`, root)).toBe("unit");
    expect(projectOfFile(`${root}/tests/unit/lint-boundaries.test.ts`, root)).toBe("unit");
  });

  it("reads each project's counts and time span from the JSON report of one invocation", () => {
    const report: VitestReport = {
      numPassedTests: 6,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        file("app/App.test.tsx", 1_000, 5_000, ["passed", "passed"]),
        file("ui/lib/cn.test.ts", 20_000, 61_000, ["passed", "skipped"]),
        file("tests/api/users.test.ts", 2_000, 92_000, ["passed", "failed"], "failed"),
        // Failed to import: no tests, still a failure of its project.
        file("tests/api/broken.test.ts", 3_000, 3_000, [], "failed"),
        file("ui/Button/Button.stories.tsx", 4_000, 14_500, ["passed", "passed"]),
      ],
    };
    expect(vitestParts(report, ["unit", "server", "storybook"], root)).toEqual([
      { name: "unit", passed: 3, failed: 0, skipped: 1, seconds: 60 },
      { name: "server", passed: 1, failed: 2, skipped: 0, seconds: 90 },
      { name: "storybook", passed: 2, failed: 0, skipped: 0, seconds: 10.5 },
    ]);
    // A project that was not asked for is not reported; one without files took no time.
    expect(vitestParts({ ...report, testResults: [] }, ["unit"], root)).toEqual([
      { name: "unit", passed: 0, failed: 0, skipped: 0, seconds: 0 },
    ]);
  });

  it("prints each phase's time, the Vitest projects under it, and ends with the counts", () => {
    const { lines, ok } = summaryLines(
      [
        { name: "vitest", passed: 10, failed: 0, skipped: 1, seconds: 299.6, exit: 0 },
        { name: "e2e", passed: 80, failed: 0, skipped: 0, seconds: 420, exit: 0 },
      ],
      [{ name: "unit", passed: 4, failed: 0, skipped: 1, seconds: 59.5 }],
    );
    expect(lines[1]).toMatch(/^ {2}vitest +5 min 00 s {2}10 passed, 0 failed, 1 skipped \(exit 0\)$/);
    expect(lines[2]).toMatch(/^ {4}unit +1 min 00 s {2}4 passed, 0 failed, 1 skipped$/);
    expect(lines[3]).toMatch(/^ {2}e2e +7 min 00 s/);
    expect(lines[4]).toMatch(/^ {2}total +12 min 00 s$/);
    expect(lines.at(-1)).toBe("90 passed, 0 failed, 1 skipped");
    expect(ok).toBe(true);
  });

  it("gives the run's own time as the total when phases ran side by side, and their sum beside it", () => {
    const phases = [
      { name: "vitest", passed: 1, failed: 0, skipped: 0, seconds: 300, exit: 0 },
      { name: "e2e", passed: 1, failed: 0, skipped: 0, seconds: 600, exit: 0 },
      { name: "visual", passed: 1, failed: 0, skipped: 0, seconds: 180, exit: 0 },
    ];
    expect(summaryLines(phases, [], 905).lines.at(-2)).toMatch(
      /^ {2}total +15 min 05 s {2}\(phases side by side; one after another 18 min 00 s\)$/,
    );
    // One after another: the run's time is the sum (plus start-up), no second figure.
    expect(summaryLines(phases.slice(0, 2), [], 900.4).lines.at(-2)).toMatch(/^ {2}total +15 min 00 s$/);
  });

  it("fails the run on a bad exit even when no test failed, and when nothing passed", () => {
    const crashed = summaryLines([{ name: "e2e", passed: 3, failed: 0, skipped: 0, seconds: 1, exit: 1 }], []);
    expect(crashed.lines.at(-1)).toBe("3 passed, 1 failed, 0 skipped");
    expect(crashed.ok).toBe(false);
    expect(summaryLines([{ name: "e2e", passed: 0, failed: 0, skipped: 0, seconds: 1, exit: 0 }], []).ok).toBe(false);
  });

  it("rounds before splitting minutes", () => {
    expect(minutes(179.6)).toBe("3 min 00 s");
    expect(minutes(59.4)).toBe("0 min 59 s");
  });
});
