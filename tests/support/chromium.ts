import { existsSync } from "node:fs";
import { createRequire } from "node:module";

/** Flags that keep Chromium quiet on machines without internet (see ../shared/TOOLCHAIN.md). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

const installHint = [
  "No Chromium found for the browser tests.",
  "Install one of these and run the tests again:",
  "  - Debian/Ubuntu: sudo apt-get install -y --no-install-recommends chromium fonts-liberation",
  "  - any system with internet: npx playwright install chromium",
  "  - or point CHROMIUM_PATH at a Chromium or Chrome executable.",
].join("\n");

function playwrightOwnChromium(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright-core") as { chromium: { executablePath(): string } };
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Browser discovery order: CHROMIUM_PATH, /usr/bin/chromium, Playwright's own download.
 * Throws with installation instructions when none is found.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.\n${installHint}`);
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const own = playwrightOwnChromium();
  if (own) return own;
  throw new Error(installHint);
}
