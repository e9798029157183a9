/**
 * Brotli and gzip copies of the built front end's assets, written once next to each file (at
 * start-up, for any build that lacks them), so that @fastify/static can send the smallest one the
 * browser accepts without compressing on every request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest|wasm)$/i;
/** Below this a compressed copy saves less than its request overhead. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

const fresh = (copy: string, mtimeMs: number) => {
  try {
    return statSync(copy).mtimeMs >= mtimeMs;
  } catch {
    return false;
  }
};

/** Compress what is missing or stale; returns how many files got new copies. */
export function precompress(root: string): number {
  let written = 0;
  for (const path of files(root)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const { size, mtimeMs } = statSync(path);
    if (size < MIN_BYTES) continue;
    if (fresh(`${path}.br`, mtimeMs) && fresh(`${path}.gz`, mtimeMs)) continue;
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    written++;
  }
  return written;
}
