import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "../support/chromium.ts";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
const dataDir = "test-results/e2e-data";

/** End-to-end journeys against the built app and the real server on a fresh embedded database. */
export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "../../test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://demo.localhost:${E2E_PORT}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: {
    command: `rm -rf ${dataDir} && npx vite build --logLevel warn && node --import tsx server/main.ts`,
    cwd: "../..",
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      // One browser on one IP visits every page of every tenant.
      RATE_LIMIT_GENERAL_PER_MINUTE: "20000",
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
