/** Builds Storybook when it is missing or older than the sources, then serves it on the given port. */
import { execSync } from "node:child_process";
import { existsSync, statSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { preview } from "vite";

const port = Number(process.argv[2] ?? 6107);
const out = "storybook-static";

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith("__")) continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const built = existsSync(join(out, "iframe.html")) ? statSync(join(out, "iframe.html")).mtimeMs : 0;
const sources = Math.max(...["ui", "tokens", "features", "app", ".storybook"].filter(existsSync).map(newest));
if (built < sources) execSync("npm run build-storybook", { stdio: "inherit" });

const server = await preview({
  configFile: false,
  build: { outDir: out },
  preview: { port, host: "127.0.0.1", strictPort: true },
});
server.printUrls();
