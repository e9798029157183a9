/**
 * Issue 14.19, section 7: the error-reporting service and the build manifest, in the browser.
 * The service is a stand-in started here: a plain HTTP server that collects the envelopes the
 * official SDK sends to the DSN's host. A second server of ours (the same build) runs with
 * SENTRY_DSN pointing at it; the suite's own server has none.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { freshData } from "./data-template.ts";
import { decideConsent, url } from "./support.ts";
import { E2E_PORT, E2E_ROOT } from "./playwright.config.ts";

const HOST = "demo.localhost";
const REPORTING_PORT = E2E_PORT + 50;
const snapshot = resolve(import.meta.dirname, "../..", E2E_ROOT);
test.use({ locale: "nl-NL" });

let ingest: Server;
let ingestPort = 0;
const envelopes: string[] = [];
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  ingest = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "POST") envelopes.push(Buffer.concat(chunks).toString("utf8"));
      res.writeHead(200, { "access-control-allow-origin": "*", "access-control-allow-headers": "*" }).end("{}");
    });
  });
  await new Promise<void>((ok) => ingest.listen(0, "127.0.0.1", ok));
  ingestPort = (ingest.address() as { port: number }).port;
});

test.afterAll(async () => {
  if (server?.pid) process.kill(server.pid, "SIGTERM");
  await new Promise((ok) => ingest.close(ok));
});

/** Our server (the suite's build) with SENTRY_DSN set to the stand-in service. */
async function startReportingServer(): Promise<void> {
  freshData(snapshot, `e2e-data-reporting-${E2E_PORT}`);
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: snapshot,
    env: {
      ...process.env,
      PORT: String(REPORTING_PORT),
      DATA_DIR: `e2e-data-reporting-${E2E_PORT}`,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      RATE_LIMIT_GENERAL_PER_MINUTE: "20000",
      SENTRY_DSN: `http://public0key@127.0.0.1:${ingestPort}/7`,
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${REPORTING_PORT}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 90_000,
        intervals: [500],
      },
    )
    .toBe(200);
}

const eventMessages = () =>
  envelopes.flatMap((envelope) => {
    const lines = envelope.split("\n");
    const out: string[] = [];
    for (let i = 1; i + 1 < lines.length; i++)
      if (/"type":"event"/.test(lines[i]!)) out.push(lines[i + 1]!.match(/"value":"([^"]*)"/)?.[1] ?? "");
    return out;
  });

const scripts = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") seen.push(new URL(r.url()).pathname);
  });
  return seen;
};

test("without a DSN the SDK is not loaded and nothing is sent", async ({ page, context }) => {
  await decideConsent(context, HOST);
  const loaded = scripts(page);
  const outside: string[] = [];
  page.on("request", (r) => {
    if (!new URL(r.url()).hostname.endsWith("localhost")) outside.push(r.url());
  });
  await page.goto(url(HOST, "/vacancies/search"), { waitUntil: "networkidle" });
  expect(await page.evaluate(() => window.__VOLUNTEERLY_CONFIG__?.errorReporting)).toBeUndefined();
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error("an error nobody hears")), 0));
  await page.waitForTimeout(1000);
  expect(loaded.filter((p) => /\/(sentry|replay)-/.test(p))).toEqual([]);
  expect(outside).toEqual([]);
  expect(envelopes).toEqual([]);
});

test("with a DSN browser errors arrive; session recordings only after analytical consent", async ({ page }) => {
  test.setTimeout(150_000);
  await startReportingServer();
  const loaded = scripts(page);
  const sdk = page.waitForResponse((r) => /\/assets\/sentry-[^/]*\.js$/.test(r.url()));
  await page.goto(`http://${HOST}:${REPORTING_PORT}/vacancies/search`);
  await sdk;
  // The SDK came after the page's own scripts; no recordings before the visitor has chosen.
  expect(loaded.findIndex((p) => /\/sentry-/.test(p))).toBeGreaterThan(0);
  // The SDK's file has arrived; it starts once it has run (later on a busy machine): an error thrown
  // before that is nobody's, so one is thrown on every look until the service has one.
  await expect
    .poll(
      async () => {
        await page.evaluate(() =>
          setTimeout(() => {
            throw new Error("browser error for the service");
          }, 0),
        );
        return eventMessages();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toContain("browser error for the service");
  expect(loaded.filter((p) => /\/replay-/.test(p))).toEqual([]);

  // Rejecting keeps it so; accepting analytical cookies fetches the recorder.
  const recorder = page.waitForResponse((r) => /\/assets\/replay-[^/]*\.js$/.test(r.url()));
  await page.getByRole("button", { name: "Alles accepteren" }).click();
  await recorder;
});

test("a new build on the server makes the next link click a full page load", async ({ page, context }) => {
  await decideConsent(context, HOST);
  await page.clock.install();
  await page.goto(url(HOST, "/vacancies/search"), { waitUntil: "load" });
  const first = page.locator("[data-vacancy-id] a").first();
  await expect(first).toBeVisible();
  // An ordinary navigation first: the page stays (the marker survives).
  await page.evaluate(() => ((window as { marker?: number }).marker = 1));
  await first.click();
  await expect(page).toHaveURL(/\/vacancies\/\d+$/);
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
  await page.goBack();
  await expect(first).toBeVisible();

  // A deploy: the manifest names another build. The tab finds out at its next check...
  await page.route("**/build-manifest.json", (route) => route.fulfill({ json: { buildId: "a-newer-build" } }));
  const asked = page.waitForResponse((r) => r.url().endsWith("/build-manifest.json"));
  await page.clock.fastForward("05:01");
  await asked;
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
  // ...and the next link is a full load of the new page.
  const loaded = page.waitForEvent("load");
  await first.click();
  await loaded;
  await expect(page).toHaveURL(/\/vacancies\/\d+$/);
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBeUndefined();
});
