/**
 * Front-end benchmark (a script, not a test): the JavaScript the public vacancy bank
 * (/vacancies/search) loads on a first visit, gzipped, per chunk; and a Lighthouse run of that page
 * with mobile emulation, printing its performance and accessibility scores.
 *
 *   node --import tsx tests/bench/frontend.ts
 *
 * It builds the front end when it is stale, starts the real server (`server/main.ts`, embedded
 * database with the demo seed, in a temporary data directory) and drives Debian's Chromium (or
 * CHROMIUM_PATH). Targets: first-load JavaScript under 150 kB gzipped, Lighthouse performance
 * at least 95 and accessibility 100. BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_RUNS (3) is the
 * number of Lighthouse runs, whose median is reported (one run on a busy machine says little).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { isStale } from "../../server/web/build.ts";
import { chromiumArgs, findChromium } from "../support/chromium.ts";
import { runWhenMain } from "./shared.ts";

const root = resolve(import.meta.dirname, "../..");
const env = process.env;
const PAGE = env.BENCH_PAGE ?? "/vacancies/search";
const HOST = env.BENCH_HOST ?? "gelderland.localhost";
const BUDGET_KB = 150;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on("error", fail);
  });
}

function buildIfStale() {
  const sources = ["index.html", "public", "app", "features", "ui", "tokens", "contract"].map((p) => resolve(root, p));
  if (!isStale(resolve(root, "dist/client/index.html"), sources)) return;
  console.log("Building the front end (vite build) ...");
  const r = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error("vite build failed");
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill("SIGTERM");
  throw new Error("server did not start within 120 s");
}

interface Chunk {
  file: string;
  raw: number;
  gzip: number;
}

interface FirstLoad {
  chunks: Chunk[];
  /** The page (HTML) as served, gzipped. */
  documentGzip: number;
  /** Whether the page came with its first view (server-rendered HTML, see server/web/firstView.ts). */
  firstView: boolean;
  /** The message files (JSON data, not scripts) the page fetched. */
  messages: Chunk[];
}

/** Every script the page loads until the network is idle, with its size as served and gzipped. */
async function firstLoadScripts(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const chunks: Chunk[] = [];
    const messages: Chunk[] = [];
    const pending: Promise<void>[] = [];
    let documentGzip = 0;
    page.on("response", (res) => {
      if (res.request().resourceType() === "document")
        pending.push(res.body().then((body) => void (documentGzip = gzipSync(body, { level: 9 }).length)));
      const isMessages = /\/assets\/messages-[^/]*\.json$/.test(new URL(res.url()).pathname);
      if (res.request().resourceType() !== "script" && !isMessages) return;
      pending.push(
        res.body().then((body) => {
          (isMessages ? messages : chunks).push({
            file: new URL(res.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.locator("h1").first().waitFor();
    await Promise.all(pending);
    const firstView = await page.evaluate(() => Boolean(document.getElementById("root")?.dataset.firstView));
    return { chunks: chunks.sort((a, b) => b.gzip - a.gzip), documentGzip, firstView, messages };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Milliseconds, and CLS as a score. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error("Lighthouse returned nothing");
    const { categories, audits } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      si: value("speed-index"),
    };
  } finally {
    chrome.kill();
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function describeRun(r: Omit<LighthouseRun, "accessibility">): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return `performance ${r.performance}: FCP ${s(r.fcp)}, LCP ${s(r.lcp)}, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, SI ${s(r.si)}`;
}

export async function main() {
  buildIfStale();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "volunteerly-bench-web-"));
  const server = await startServer(port, dataDir);
  const url = `http://${HOST}:${port}${PAGE}`;
  try {
    const { chunks, documentGzip, firstView, messages } = await firstLoadScripts(url);
    const total = chunks.reduce((s, c) => s + c.gzip, 0);
    console.log(
      `\nFirst load of ${PAGE} on ${HOST} (mobile viewport): ${chunks.length} scripts; the page ${kb(documentGzip)} kB ` +
        `gzipped, ${firstView ? "with its first view (drawn before the scripts run)" : "without a first view"}`,
    );
    console.log(`${"chunk".padEnd(60)} ${"raw kB".padStart(8)} ${"gzip kB".padStart(8)}`);
    for (const c of chunks) console.log(`${c.file.padEnd(60)} ${kb(c.raw).padStart(8)} ${kb(c.gzip).padStart(8)}`);
    console.log(
      `${"total".padEnd(60)} ${kb(chunks.reduce((s, c) => s + c.raw, 0)).padStart(8)} ${kb(total).padStart(8)}` +
        `   (target < ${BUDGET_KB} kB gzipped: ${total / 1024 < BUDGET_KB ? "met" : "NOT met"})`,
    );
    for (const m of messages)
      console.log(`${`${m.file} (messages, JSON)`.padEnd(60)} ${kb(m.raw).padStart(8)} ${kb(m.gzip).padStart(8)}`);
    // Each vacancy route's module: its own chunk, or the group chunk it travels in (the search page
    // goes with the vacancy bank's chunk, part of the first load above).
    const manifest = JSON.parse(readFileSync(resolve(root, "dist/client/.vite/manifest.json"), "utf8")) as Record<
      string,
      { file: string }
    >;
    const routeDir = "app/routes/modules/vacancies";
    const sources = new Map<string, string[]>();
    const sourcesOf = (file: string) => {
      if (!sources.has(file)) {
        const path = resolve(root, "dist/client", `${file}.map`);
        const map = (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : { sources: [] }) as {
          sources: string[];
        };
        sources.set(
          file,
          map.sources.map((src) => relative(root, resolve(root, "dist/client", dirname(file), src))),
        );
      }
      return sources.get(file)!;
    };
    const routes = readdirSync(resolve(root, routeDir)).filter((f) => /^[A-Z]\w*\.tsx$/.test(f));
    console.log("\nVacancy route chunks (gzipped, the chunk alone):");
    for (const name of routes) {
      const src = `${routeDir}/${name}`;
      const own = manifest[src]?.file;
      const file =
        own ?? Object.values(manifest).find((m) => m.file.endsWith(".js") && sourcesOf(m.file).includes(src))?.file;
      if (!file) throw new Error(`no chunk holds ${src}`);
      const size = kb(gzipSync(readFileSync(resolve(root, "dist/client", file)), { level: 9 }).length).padStart(7);
      console.log(`  ${src.padEnd(50)} ${size} kB${own ? "" : `  (in ${file}, with the code it shares)`}`);
    }
    if (env.BENCH_LIGHTHOUSE !== "0") {
      const runs: LighthouseRun[] = [];
      const count = Math.max(1, Number(env.BENCH_RUNS ?? 3) || 3);
      console.log(`\nLighthouse (mobile emulation, simulated throttling) of ${url}, ${count} runs`);
      for (let i = 0; i < count; i++) {
        const run = await lighthouseRun(url);
        runs.push(run);
        console.log(`  run ${i + 1}: ${describeRun(run)}`);
      }
      const pick = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
      console.log(
        `  median: ${describeRun({ performance: pick("performance"), fcp: pick("fcp"), lcp: pick("lcp"), tbt: pick("tbt"), cls: pick("cls"), si: pick("si") })}`,
      );
      console.log(
        `  performance ${pick("performance")} (target >= 95), accessibility ${Math.min(...runs.map((r) => r.accessibility))} (target 100)`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(import.meta.url, main);
