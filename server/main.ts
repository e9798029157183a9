/**
 * `npm start`: migrate, seed the demo (embedded PGlite default or SEED_DEMO=1), build the front
 * end when missing, serve API and page on one port, stop cleanly on SIGTERM/SIGINT.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { seedDemo } from "./db/seed.ts";
import { errorReportingFromEnv } from "./monitoring/errorReporting.ts";
import { isStale } from "./web/build.ts";

const root = resolve(import.meta.dirname, "..");
const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? "127.0.0.1";
const databaseUrl = env.DATABASE_URL;
const embedded = !databaseUrl;
const dataDir = resolve(root, env.DATA_DIR ?? ".data");
const dev = env.NODE_ENV !== "production";

function ensureFrontEnd(): string {
  const dist = resolve(root, "dist/client");
  const sources = ["index.html", "public", "app", "features", "ui", "tokens", "contract"].map((p) => resolve(root, p));
  if (!isStale(resolve(dist, "index.html"), sources)) return dist;
  if (!existsSync(resolve(root, "index.html"))) {
    console.log("No front-end entry (index.html) yet: serving a placeholder page.");
    return dist;
  }
  console.log("Building the front end (npx vite build): it is missing or older than its sources ...");
  const r = spawnSync("npx", ["vite", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) console.error("Front-end build failed; serving a placeholder page.");
  return dist;
}

/** PGlite has one writer: refuse to open the embedded database a second server is using. */
function lockEmbedded(dir: string): () => void {
  const file = resolve(dir, "pglite.pid");
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, "utf8"));
    let alive = false;
    try {
      if (pid && pid !== process.pid) {
        process.kill(pid, 0);
        alive = true;
      }
    } catch (err) {
      alive = (err as NodeJS.ErrnoException).code === "EPERM";
    }
    if (alive)
      throw new Error(
        `Another Volunteerly server (pid ${pid}) is using ${dir}. Stop it, or start this one with DATA_DIR=<other dir>.`,
      );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/**
 * Scheme and port of links built from a host-map entry: PUBLIC_SCHEME (http, or https behind a TLS
 * proxy) and PUBLIC_PORT (default PORT for http, none for https). Never from a request header.
 */
function publicLinks(): { linkScheme: "http" | "https"; linkPort: number | null } {
  const scheme = env.PUBLIC_SCHEME ?? "http";
  if (scheme !== "http" && scheme !== "https") throw new Error(`PUBLIC_SCHEME must be http or https, not '${scheme}'.`);
  const raw = env.PUBLIC_PORT;
  const linkPort = raw === undefined || raw === "" ? (scheme === "https" ? null : port) : Number(raw);
  if (linkPort !== null && !(Number.isInteger(linkPort) && linkPort > 0 && linkPort < 65536))
    throw new Error(`PUBLIC_PORT must be a port number, not '${raw}'.`);
  return { linkScheme: scheme, linkPort };
}

const generalLimit = Number.parseInt(env.RATE_LIMIT_GENERAL_PER_MINUTE ?? "", 10) || 0;

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const unlock = embedded ? lockEmbedded(dataDir) : () => {};
  const database = await openDatabase(embedded ? { dataDir: resolve(dataDir, "pglite") } : { url: databaseUrl });
  const applied = await migrate(database);
  if (applied.length) console.log(`Migrations applied: ${applied.join(", ")}`);
  const seed =
    embedded || env.SEED_DEMO === "1" ? await seedDemo(database, { uploadsDir: resolve(dataDir, "uploads") }) : null;
  const webRoot = ensureFrontEnd();
  const app = await buildApp({
    database,
    logger: { level: env.LOG_LEVEL ?? "info" },
    mail: { smtpUrl: env.SMTP_URL, dir: resolve(dataDir, "mail"), from: env.MAIL_FROM, startWorker: true },
    dev,
    web: { root: webRoot, apiBaseUrl: env.API_BASE_URL ?? "" },
    port,
    // Links in mail: the center's base_url, else <PUBLIC_SCHEME>://<host-map entry>:<PUBLIC_PORT>.
    ...publicLinks(),
    trustProxy: env.TRUST_PROXY === "1",
    moveOrganizations: env.MOVE_ORGANIZATIONS === "1",
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(",") : [],
    errorReporting: errorReportingFromEnv(env),
    // The general per-IP limit (requests a minute); raised by the e2e run, where one browser sweeps every page.
    ...(generalLimit ? { rateLimits: { generalPerIp: { max: generalLimit, windowMs: 60_000 } } } : {}),
  });
  await app.listen({ port, host });

  const lines = [
    "",
    `Volunteerly is running (${database.kind}${embedded ? `, ${resolve(dataDir, "pglite")}` : ""}).`,
    "Centers:",
  ];
  for (const c of app.services.centers.all())
    for (const h of c.hosts)
      lines.push(
        `  ${c.name.padEnd(30)} http://${h}:${port}${c.isDefault && h === c.hosts[0] ? "  (default center)" : ""}`,
      );
  lines.push(`  (any other host)               http://${host}:${port} -> default center`);
  if (seed) {
    lines.push("", "Demo logins (password Vrijwilliger!2026):");
    for (const l of seed.logins) lines.push(`  ${l.email.padEnd(32)} ${l.role}`);
  }
  if (dev && !env.SMTP_URL)
    lines.push("", `Mailbox (development, this machine only): http://localhost:${port}/dev/mailbox`);
  console.log(lines.join("\n"));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    try {
      await app.close(); // waits for requests in flight and the mail worker
      await database.close();
      unlock();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  // A promise nobody awaited (e.g. a rollback after the database dropped a connection) is logged; it
  // does not take the whole server down for everyone. Requests still answer through their handlers.
  process.on("unhandledRejection", (reason) => {
    app.log.error({ err: reason }, "unhandled promise rejection");
    app.errorReporter?.capture(reason);
  });
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err) => {
  console.error(err instanceof Error && err.message.startsWith("Another Volunteerly server") ? err.message : err);
  process.exit(1);
});
