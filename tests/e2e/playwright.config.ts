import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "../support/chromium.ts";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
/**
 * The server runs from a snapshot of the sources taken at the start of the run, built into its
 * own dist/ (node_modules linked): several people share one checkout, and a build started by
 * anybody else (`npm start` rebuilds a stale dist/client) would replace the assets under a
 * running sweep. Per port, so that two runs (different E2E_PORT) do not touch each other.
 */
const snapshot = `test-results/e2e-root-${E2E_PORT}`;
/**
 * The server's folder: this run's own snapshot, or one that is built already (E2E_ROOT, relative to
 * the checkout): `npm test` builds one snapshot for both of its e2e shards (tests/run-all.ts), each
 * shard a server of its own on its own port with its own database (DATA_DIR per port).
 */
export const E2E_ROOT = process.env.E2E_ROOT ?? snapshot;
const build =
  `node --import tsx tests/e2e/snapshot.ts ${snapshot} && node --import tsx tests/e2e/data-template.ts ${snapshot}` +
  ` && cd ${snapshot} && npx vite build --logLevel warn`;
/** The server's database: a copy of the snapshot's migrated and seeded one (tests/e2e/data-template.ts). */
const dataDir = `e2e-data-${E2E_PORT}`;
const freshData = `node --import tsx tests/e2e/data-template.ts --fresh ${E2E_ROOT} ${dataDir}`;

/** End-to-end journeys against the built app and the real server on a fresh embedded database. */
export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  // Traces of a run on its own port stay apart from the default run's (which wipes its folder when it starts).
  outputDir: process.env.E2E_PORT ? `../../test-results/e2e-${E2E_PORT}` : "../../test-results/e2e",
  // Two workers for the projects that allow them; the journeys stay in one (see projects).
  workers: 2,
  retries: 0,
  // Realistic limits for a machine that is busy with other work (a sign-in hashes at the production
  // cost, a first page load builds the app's start): every wait is on a condition, so an idle
  // machine never waits them out, and a hang still fails.
  timeout: 60_000,
  // Screenshot baselines of the tenants' branding, committed next to the specs (not `__screenshots__`, which .gitignore drops).
  snapshotPathTemplate: "{testDir}/__baselines__/{testFileName}/{arg}{ext}",
  expect: { timeout: 15_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: "disabled", caret: "hide" } },
  use: {
    baseURL: `http://demo.localhost:${E2E_PORT}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  projects: [
    // The accessibility sweeps: read-only, on accounts of their own, a browser context each, so
    // they run two at a time. Listed first, so that they are handed out first (and the journeys
    // meet at most the last sweep beside them).
    { name: "a11y", testMatch: "a11y.spec.ts", fullyParallel: true, workers: 2 },
    // The journeys share state (the mailbox, accounts they change, the demo center's data) and
    // some depend on what another left: one at a time, in file order.
    { name: "journeys", testIgnore: "a11y.spec.ts", fullyParallel: false, workers: 1 },
  ],
  webServer: {
    command: `${process.env.E2E_ROOT ? "true" : `(${build})`} && ${freshData} && cd ${E2E_ROOT} && node --import tsx server/main.ts`,
    cwd: "../..",
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      // One browser on one IP visits every page of every tenant.
      RATE_LIMIT_GENERAL_PER_MINUTE: "20000",
      // The installation's moving-organizations flag: organizations.spec.ts moves one (issue 15).
      MOVE_ORGANIZATIONS: "1",
    },
    reuseExistingServer: false,
    // The build alone takes half a minute on an idle 2-core machine, several times that on a busy one.
    timeout: 420_000,
    stdout: "pipe",
  },
});
