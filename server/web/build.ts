import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The newest modification time (ms) of the given files and of any file below the given folders, skipping node_modules and __folders__. */
export function newestMtime(dirs: readonly string[]): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith("__")) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const path of dirs) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path);
    else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

/** True when `output` is missing or older than any file of the sources it is built from. */
export function isStale(output: string, sources: readonly string[]): boolean {
  if (!existsSync(output)) return true;
  return statSync(output).mtimeMs < newestMtime(sources);
}
