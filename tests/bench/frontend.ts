/**
 * Front-end benchmark (a script, not a test), for the pages a visit most often starts on
 * (BENCH_PAGES, default `/` and `/vacancies/search`) and, as their reference, the framework floor:
 * a "hello" page of the same stack (tests/bench/floor: React, react-dom, react-router, i18next,
 * TanStack Query and the app's stylesheet), built with the app's build plugins and served
 * precompressed as the app is, in the same run.
 *
 * - First-load JavaScript: every script the browser requests from the start until the page is
 *   interactive (the app has drawn or taken over the page: the `volunteerly:page-ready` mark of
 *   app/prerender/takeover.ts) and the network has been quiet for half a second, with its size
 *   gzipped as the server sends it (level 9, server/web/precompress.ts). Target: at most 133 kB.
 * - Lighthouse with mobile emulation and simulated throttling, BENCH_RUNS (5) runs per page,
 *   rotating over the pages so that drift in the machine's load falls on all alike; the median is
 *   reported beside the floor's. Targets: performance at least 95 and within 3 points of the
 *   floor, accessibility 100. BENCH_LIGHTHOUSE=0 skips it.
 *
 *   node --import tsx tests/bench/frontend.ts
 *
 * It builds the front end when it is stale, starts the real server (`server/main.ts`, embedded
 * database with the demo seed, in a temporary data directory) on BENCH_HOST (gelderland.localhost)
 * and drives Debian's Chromium (or CHROMIUM_PATH). BENCH_DATA_DIR keeps the server's data directory
 * (seeded once) between runs. BENCH_PORT and BENCH_FLOOR_PORT fix the two servers' ports (else free ones).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, extname, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { isStale } from "../../server/web/build.ts";
import { precompress } from "../../server/web/precompress.ts";
import { chromiumArgs, findChromium } from "../support/chromium.ts";
import { runWhenMain } from "./shared.ts";

const root = resolve(import.meta.dirname, "../..");
const env = process.env;
const PAGES = (env.BENCH_PAGES ?? env.BENCH_PAGE ?? "/,/vacancies/search").split(",").map((p) => p.trim());
const HOST = env.BENCH_HOST ?? "gelderland.localhost";
/** Issue 18: first-load JavaScript of / and /vacancies/search at most 133 kB gzipped. */
const BUDGET_KB = 133;
/** Lighthouse performance: at least this, and at most FLOOR_MARGIN below the framework floor's. */
const MIN_PERFORMANCE = 95;
const FLOOR_MARGIN = 3;
/** The mark the app (and the floor) sets once the first page is drawn or taken over. */
const READY_MARK = "volunteerly:page-ready";
/** Quiet network for this long after the page is ready: nothing more belongs to the first load. */
const QUIET_MS = 500;

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
  const sources = ["index.html", "vite.config.ts", "public", "app", "features", "ui", "tokens", "contract"].map((p) =>
    resolve(root, p),
  );
  if (!isStale(resolve(root, "dist/client/index.html"), sources)) return;
  console.log("Building the front end (vite build) ...");
  const r = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error("vite build failed");
}

/** The floor page (tests/bench/floor), built with the app's own build plugins into `outDir`. */
async function buildFloor(outDir: string): Promise<void> {
  const { build } = await import("vite");
  const { default: react } = await import("@vitejs/plugin-react");
  const { default: tailwindcss } = await import("@tailwindcss/vite");
  const config = await import("../../vite.config.ts");
  await build({
    configFile: false,
    root: resolve(root, "tests/bench/floor"),
    logLevel: "error",
    resolve: { alias: config.aliases },
    plugins: [
      config.productionReactRouter(),
      config.pureReactCalls(),
      config.builtinSyncExternalStore(),
      react(),
      tailwindcss(),
    ],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
};

/** Serves the floor's build as the app serves its own: precompressed copies, long-cached assets. */
async function serveFloor(dir: string, port: number): Promise<Server> {
  precompress(dir);
  const server = createHttpServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://floor").pathname);
    const file = resolve(dir, `.${path === "/" ? "/index.html" : path}`);
    if (!file.startsWith(dir) || !existsSync(file) || !extname(file)) return void res.writeHead(404).end();
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = ["br", "gzip"].find(
      (e) => accepted.includes(e) && existsSync(`${file}.${e === "br" ? "br" : "gz"}`),
    );
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      vary: "Accept-Encoding",
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    res.end(readFileSync(encoding ? `${file}.${encoding === "br" ? "br" : "gz"}` : file));
  });
  await new Promise<void>((ok) => server.listen(port, "127.0.0.1", ok));
  return server;
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // The demo seed on a busy machine (a shared one at load 30) can take minutes.
  const deadline = Date.now() + 300_000;
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
  throw new Error("server did not start within 300 s");
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
  /** Milliseconds from the start until the page was interactive (the ready mark), unthrottled. */
  readyMs: number;
}

/**
 * Every script the page requests until it is interactive (the ready mark) and the network has
 * been quiet for QUIET_MS, with its size as served and gzipped (level 9, as the server's copies).
 */
async function firstLoadScripts(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const chunks: Chunk[] = [];
    const messages: Chunk[] = [];
    const pending: Promise<void>[] = [];
    let documentGzip = 0;
    let inFlight = 0;
    let lastActivity = Date.now();
    const activity = (delta: number) => {
      inFlight += delta;
      lastActivity = Date.now();
    };
    page.on("request", () => activity(1));
    page.on("requestfinished", () => activity(-1));
    page.on("requestfailed", () => activity(-1));
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
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, READY_MARK, {
      timeout: 30_000,
    });
    const readyMs = await page.evaluate((mark) => performance.getEntriesByName(mark)[0]!.startTime, READY_MARK);
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await new Promise((r) => setTimeout(r, 50));
    await Promise.all(pending);
    const firstView = await page.evaluate(() => Boolean(document.getElementById("root")?.dataset.firstView));
    return { chunks: chunks.sort((a, b) => b.gzip - a.gzip), documentGzip, firstView, messages, readyMs };
  } finally {
    await browser.close();
  }
}

const sum = (chunks: Chunk[], key: "raw" | "gzip") => chunks.reduce((s, c) => s + c[key], 0);

/** One page's first load, script by script, beside the floor's and the target. */
function printFirstLoad(label: string, load: FirstLoad, floorKb?: number): number {
  const total = sum(load.chunks, "gzip") / 1024;
  console.log(
    `\nFirst load of ${label} (mobile viewport): ${load.chunks.length} scripts until interactive ` +
      `(${Math.round(load.readyMs)} ms, unthrottled); the page ${kb(load.documentGzip)} kB gzipped, ` +
      `${load.firstView ? "with its first view (drawn before the scripts run)" : "without a first view"}`,
  );
  console.log(`${"script".padEnd(60)} ${"raw kB".padStart(8)} ${"gzip kB".padStart(8)}`);
  for (const c of load.chunks) console.log(`${c.file.padEnd(60)} ${kb(c.raw).padStart(8)} ${kb(c.gzip).padStart(8)}`);
  const verdict =
    floorKb === undefined ? "" : `   target <= ${BUDGET_KB} kB: ${total <= BUDGET_KB ? "met" : "NOT met"}`;
  console.log(
    `${"total".padEnd(60)} ${kb(sum(load.chunks, "raw")).padStart(8)} ${total.toFixed(1).padStart(8)}${verdict}`,
  );
  for (const m of load.messages)
    console.log(`${`${m.file} (messages, JSON)`.padEnd(60)} ${kb(m.raw).padStart(8)} ${kb(m.gzip).padStart(8)}`);
  return total;
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
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not measure counts as 0 in the median; what went wrong is said.
    if (runtimeError)
      console.log(`    Lighthouse could not measure ${url}: ${runtimeError.code}: ${runtimeError.message}`);
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

/** Each vacancy route's module: its own chunk, or the group chunk it travels in (gzipped, the chunk alone). */
function printVacancyRouteChunks() {
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
}

interface Target {
  label: string;
  url: string;
}

/** BENCH_RUNS Lighthouse runs of every target, rotating over them; each target's runs in order. */
async function lighthouseRuns(targets: Target[], count: number): Promise<LighthouseRun[][]> {
  const runs: LighthouseRun[][] = targets.map(() => []);
  for (let i = 0; i < count; i++)
    for (let k = 0; k < targets.length; k++) {
      const j = (i + k) % targets.length;
      const run = await lighthouseRun(targets[j]!.url);
      runs[j]!.push(run);
      console.log(
        `  run ${i + 1} ${targets[j]!.label.padEnd(20)} ${describeRun(run)}, accessibility ${run.accessibility}`,
      );
    }
  return runs;
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
  return {
    performance: pick("performance"),
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    si: pick("si"),
  };
}

export async function main() {
  buildIfStale();
  // BENCH_PORT / BENCH_FLOOR_PORT: fixed ports (a shared machine where each has their own), else free ones.
  const port = env.BENCH_PORT ? Number(env.BENCH_PORT) : await freePort();
  const floorPort = env.BENCH_FLOOR_PORT ? Number(env.BENCH_FLOOR_PORT) : await freePort();
  // BENCH_DATA_DIR: a data directory to keep between runs (seeded once), else a temporary one.
  const dataDir = env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), "volunteerly-bench-web-"));
  const floorDir = mkdtempSync(join(tmpdir(), "volunteerly-bench-floor-"));
  const floor: Target = { label: "floor (hello)", url: `http://127.0.0.1:${floorPort}/` };
  const pages: Target[] = PAGES.map((page) => ({ label: page, url: `http://${HOST}:${port}${page}` }));
  let floorServer: Server | undefined;
  let server: ChildProcess | undefined;
  try {
    await buildFloor(floorDir);
    floorServer = await serveFloor(floorDir, floorPort);
    server = await startServer(port, dataDir);
    const floorLoad = await firstLoadScripts(floor.url);
    const floorKb = printFirstLoad("the framework floor (a hello page of the same stack)", floorLoad);
    const totals = new Map<string, number>();
    for (const page of pages)
      totals.set(page.label, printFirstLoad(`${page.label} on ${HOST}`, await firstLoadScripts(page.url), floorKb));
    console.log(`\nFirst-load JavaScript, gzipped, until interactive (target <= ${BUDGET_KB} kB):`);
    console.log(`  ${"floor (hello)".padEnd(22)} ${floorKb.toFixed(1).padStart(6)} kB`);
    for (const [label, total] of totals)
      console.log(
        `  ${label.padEnd(22)} ${total.toFixed(1).padStart(6)} kB   (${(total - floorKb).toFixed(1)} kB beyond the floor; ` +
          `target <= ${BUDGET_KB} kB: ${total <= BUDGET_KB ? "met" : "NOT met"})`,
      );
    printVacancyRouteChunks();
    if (env.BENCH_LIGHTHOUSE !== "0") {
      const count = Math.max(1, Number(env.BENCH_RUNS ?? 5) || 5);
      const targets = [floor, ...pages];
      console.log(`\nLighthouse (mobile emulation, simulated throttling), ${count} runs per page, rotating:`);
      const runs = await lighthouseRuns(targets, count);
      const medians = runs.map(medianRun);
      const reference = medians[0]!;
      console.log(`\nLighthouse medians of ${count} runs (accessibility: the lowest run):`);
      console.log(
        `  ${"floor (hello)".padEnd(22)} ${describeRun(reference)}, accessibility ${reference.accessibility}`,
      );
      for (let j = 1; j < targets.length; j++) {
        const m = medians[j]!;
        const least = Math.max(MIN_PERFORMANCE, reference.performance - FLOOR_MARGIN);
        console.log(`  ${targets[j]!.label.padEnd(22)} ${describeRun(m)}, accessibility ${m.accessibility}`);
        console.log(
          `  ${"".padEnd(22)} performance ${m.performance} beside the floor's ${reference.performance} ` +
            `(target >= ${least}: ${m.performance >= least ? "met" : "NOT met"}); TBT ${Math.round(m.tbt)} ms beside ` +
            `${Math.round(reference.tbt)} ms; accessibility ${m.accessibility} (target 100: ${m.accessibility === 100 ? "met" : "NOT met"})`,
        );
      }
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    if (floorServer) await new Promise((r) => floorServer!.close(r));
    if (!env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
}

runWhenMain(import.meta.url, main);
