/**
 * A PostgreSQL cluster of a test's own (TOOLCHAIN.md "Testing failure and load"): initdb into a
 * temporary folder, its own port and socket directory, so the test can restart or stop it without
 * touching the machine's server. As root the commands run as the `postgres` user (PostgreSQL
 * refuses to run as root), on a folder that user owns; otherwise as the current user.
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** Asynchronous, so the app in this process keeps serving (and failing) meanwhile. */
  restart(mode?: "fast" | "immediate" | "smart"): Promise<void>;
  stop(): void;
  /** Stop the server (if running) and remove the folder; safe to call more than once. */
  destroy(): void;
}

/** The server binaries: PG_BINDIR, else the newest /usr/lib/postgresql/<major>/bin. */
function binDir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((d) => existsSync(join(root, d, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors.length) throw new Error("no PostgreSQL server binaries (set PG_BINDIR to the folder with initdb)");
  return join(root, majors[0]!, "bin");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "volunteerly-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const argv = (command: string): [string, string[]] =>
    asRoot ? ["su", ["postgres", "-s", "/bin/bash", "-c", command]] : ["/bin/bash", ["-c", command]];
  const sh = (command: string) => void execFileSync(...argv(command), { stdio: "pipe" });
  const shAsync = async (command: string) => void (await promisify(execFile)(...argv(command)));
  const data = join(dir, "data");
  const port = await freePort();
  const ctlCommand = (action: string, extra = "") =>
    `${quote(join(bin, "pg_ctl"))} -D ${quote(data)} -l ${quote(join(dir, "log"))} ` +
    `-o ${quote(`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`)} -w ${extra} ${action}`;
  const ctl = (action: string, extra = "") => sh(ctlCommand(action, extra));
  let running = false;
  try {
    sh(`${quote(join(bin, "initdb"))} -D ${quote(data)} -A trust -U postgres >/dev/null`);
    ctl("start");
    running = true;
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const stop = () => {
    if (running) ctl("stop", "-m immediate");
    running = false;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart(mode = "fast") {
      await shAsync(ctlCommand("restart", `-m ${mode}`));
      running = true;
    },
    stop,
    destroy() {
      try {
        stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
