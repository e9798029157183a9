/**
 * The intrinsic size of a center's logo, so that the header reserves the logo's room before the
 * image arrives (no layout shift): an upload's size as stored when it was uploaded (uploads.width,
 * .height; a variant has the original's proportions), a shipped SVG's from its width/height or
 * viewBox. A logo elsewhere (another site) has no known size: null, and the header waits for it.
 * LogoSizes keeps each center's size for as long as its logo URL stays the same.
 */
import { readFile } from "node:fs/promises";
import { and, eq, like, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { uploads, type Center } from "../../db/schema.ts";

export interface LogoSize {
  width: number;
  height: number;
}

/** The app's own public files (public/ of the checkout; the build copies them to dist/client). */
const PUBLIC_DIR = new URL("../../../public/", import.meta.url);

const positive = (n: number) => Number.isFinite(n) && n > 0;

/** An SVG's size from the width and height of its root element, or else its viewBox. */
export function svgSize(svg: string): LogoSize | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1];
  const width = Number.parseFloat(attr("width") ?? "");
  const height = Number.parseFloat(attr("height") ?? "");
  // Percentages and other units than pixels say nothing of the proportions: the viewBox does.
  const pixels = (v: string | undefined) => v !== undefined && /^\s*[\d.]+(px)?\s*$/.test(v);
  if (pixels(attr("width")) && pixels(attr("height")) && positive(width) && positive(height)) return { width, height };
  const box = attr("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && positive(box[2]!) && positive(box[3]!)) return { width: box[2]!, height: box[3]! };
  return null;
}

export async function logoSizeOf(database: Database, center: Center): Promise<LogoSize | null> {
  const url = center.websiteLogoUrl?.trim();
  if (!url || !url.startsWith("/") || url.startsWith("//")) return null;
  const path = url.split(/[?#]/)[0]!;
  try {
    if (path.startsWith("/uploads/")) {
      const key = decodeURIComponent(path.slice("/uploads/".length));
      // `<name>.<ext>`, or one of its variants `<name>.w640.webp`.
      const name = key.replace(/\.w\d+\.webp$/, "").replace(/\.[a-z0-9]+$/i, "");
      if (!/^[\w-]+$/.test(name)) return null;
      const [row] = await database.tenant(
        center.id,
        (tx) =>
          tx
            .select({ width: uploads.width, height: uploads.height })
            .from(uploads)
            .where(
              and(
                eq(uploads.centerId, center.id),
                or(eq(uploads.storageKey, key), like(uploads.storageKey, `${name}.%`)),
              ),
            )
            .limit(1),
        true,
      );
      return row?.width && row.height ? { width: row.width, height: row.height } : null;
    }
    if (/^\/[\w./-]+\.svg$/i.test(path) && !path.includes("..")) {
      return svgSize(await readFile(new URL(`.${path}`, PUBLIC_DIR), "utf8"));
    }
  } catch {
    // Not there (any more), or unreadable: the header waits for the image, as before.
  }
  return null;
}

type Measure = (database: Database, center: Center) => Promise<LogoSize | null>;

/**
 * The centers' logo sizes, each measured once per logo URL: the center registry reloads every center
 * on each settings save, and only a center whose logo URL changed (or a new one) is measured again
 * (a file read or a query). A size stays what it was when measured: an upload's size does not change
 * under its URL, nor does a shipped file while the server runs.
 */
export class LogoSizes {
  private known = new Map<number, { url: string | null; size: LogoSize | null }>();

  constructor(private readonly measure: Measure = logoSizeOf) {}

  /** Brings the sizes up to date with `rows` (the centers as now stored); a center not in them is forgotten. */
  async update(database: Database, rows: readonly Center[]): Promise<void> {
    const next = new Map<number, { url: string | null; size: LogoSize | null }>();
    await Promise.all(
      rows.map(async (c) => {
        const url = c.websiteLogoUrl ?? null;
        const before = this.known.get(c.id);
        next.set(c.id, before && before.url === url ? before : { url, size: await this.measure(database, c) });
      }),
    );
    this.known = next;
  }

  get(centerId: number): LogoSize | null {
    return this.known.get(centerId)?.size ?? null;
  }
}
