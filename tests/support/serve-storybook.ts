/** Builds Storybook when it is missing or older than the sources, then serves it on the given port. */
import { execSync } from "node:child_process";
import { join } from "node:path";
import { preview } from "vite";
import { isStale } from "../../server/web/build.ts";

const port = Number(process.argv[2] ?? 6107);
const out = "storybook-static";

const sources = ["ui", "tokens", "features", "app", ".storybook"];
if (isStale(join(out, "iframe.html"), sources)) execSync("npm run build-storybook", { stdio: "inherit" });

const server = await preview({
  configFile: false,
  build: { outDir: out },
  preview: { port, host: "127.0.0.1", strictPort: true },
});
server.printUrls();
