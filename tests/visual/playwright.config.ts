import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "../support/chromium.ts";

const port = Number(process.env.VISUAL_PORT ?? 6107);

/** Local visual regression: stories per tenant against committed baselines (Chromatic's role offline). */
export default defineConfig({
  testDir: ".",
  testMatch: "*.visual.ts",
  snapshotPathTemplate: "{testDir}/__baselines__/{arg}{ext}",
  outputDir: "../../test-results/visual",
  fullyParallel: true,
  // npm test runs these beside the e2e phase with one worker (VISUAL_WORKERS=1, see tests/run-all.ts).
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: "disabled", caret: "hide" } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: {
    command: `node --import tsx tests/support/serve-storybook.ts ${port}`,
    url: `http://127.0.0.1:${port}/iframe.html`,
    cwd: "../..",
    reuseExistingServer: false,
    // The Storybook build takes several times longer on a busy machine.
    timeout: 420_000,
  },
});
