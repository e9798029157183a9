/**
 * The freely licensed photos shipped with the product (server/db/demo-photos, credited in CREDITS.md
 * there): every center's image library starts with them. Their files are shared by all centers
 * (`/uploads/<first 32 hex of SHA-256 of "stock" and the bytes>.jpg`, the same in every database);
 * each center gets its own stock_images rows, so that it can change the alt text and tags or remove
 * one. The WebP variants are made by the uploads route on the first request (as for old uploads).
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { fileURLToPath } from "node:url";
import type { Tx } from "../../db/client.ts";
import { stockImages } from "../../db/schema.ts";

/** Where the shipped photos are (the same folder the demo seed takes its vacancy photos from). */
const PHOTOS_DIR = fileURLToPath(new URL("../../db/demo-photos/", import.meta.url));

export interface ShippedPhoto {
  key: string;
  alt: string;
  tags: string[];
  author: string;
  license: string;
  licenseUrl: string;
  /** Where the photo comes from (Debian package and file). */
  source: string;
}

const CC0 = ["CC0 1.0", "https://creativecommons.org/publicdomain/zero/1.0/"] as const;
const BY4 = ["CC BY 4.0", "https://creativecommons.org/licenses/by/4.0/"] as const;
const BYSA4 = ["CC BY-SA 4.0", "https://creativecommons.org/licenses/by-sa/4.0/"] as const;
const BYSA3 = ["CC BY-SA 3.0", "https://creativecommons.org/licenses/by-sa/3.0/"] as const;
const GPL2 = ["GPL-2.0-or-later", "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html"] as const;

const photo = (
  key: string,
  alt: string,
  tags: string[],
  author: string,
  [license, licenseUrl]: readonly [string, string],
  source: string,
): ShippedPhoto => ({ key, alt, tags, author, license, licenseUrl, source });

export const SHIPPED_PHOTOS: readonly ShippedPhoto[] = [
  photo(
    "paardenbloemen",
    "Uitgebloeide paardenbloemen in een wei",
    ["natuur", "groen", "buiten", "lente"],
    "Clemens Engelhardt",
    CC0,
    "Debian-pakket lomiri-wallpapers-16.04 (seeding_by_Clements_Engelhardt.jpg)",
  ),
  photo(
    "beek-in-het-bos",
    "Een beekje tussen rotsen en bomen in het bos",
    ["natuur", "bos", "wandelen", "buiten"],
    "Aitzol Berasategi",
    BY4,
    "Debian-pakket lomiri-wallpapers-16.04 (life_by_Aitzol_Berasategi.jpg)",
  ),
  photo(
    "twee-honden",
    "Twee spaniëls kijken over een houten hek",
    ["dieren", "honden", "buurt"],
    "Aitzol Berasategi",
    BY4,
    "Debian-pakket lomiri-wallpapers-16.04 (friends_by_Aitzol_Berasategi.jpg)",
  ),
  photo(
    "kwasten",
    "Kwasten en borstels met verf",
    ["klussen", "schilderen", "creatief"],
    'Trevor "Freespace"',
    BY4,
    "Debian-pakket lomiri-wallpapers-16.04 (Picture_1A_by_freespace.jpg)",
  ),
  photo(
    "trommel",
    "Een djembé op een houten vloer",
    ["muziek", "cultuur", "feest"],
    "Jakub Mede",
    BY4,
    "Debian-pakket lomiri-wallpapers-16.04 (Wine_by_Jakkub_Mede.jpg)",
  ),
  photo(
    "vijg-op-schaal",
    "Een halve vijg op een rode schaal",
    ["eten", "koken", "gezondheid"],
    'Trevor "Freespace"',
    BY4,
    "Debian-pakket lomiri-wallpapers-16.04 (Picture_0B_by_freespace.jpg)",
  ),
  photo(
    "libel",
    "Een libel op een takje tussen de bladeren",
    ["natuur", "dieren", "groen"],
    '"Bolly"',
    BYSA4,
    "Debian-pakket lomiri-wallpapers-16.04 (Dragonfly_by_Bolly.jpg)",
  ),
  photo(
    "klok",
    "Een witte wandklok van dichtbij",
    ["tijd", "planning", "kantoor"],
    "Peter Nerlich",
    BYSA4,
    "Debian-pakket lomiri-wallpapers-16.04 (greentock_by_Peter_Nerlich.jpg)",
  ),
  photo(
    "boomklever",
    "Een boomklever op een boomstam",
    ["natuur", "vogels", "dieren", "bos"],
    "Lukas Baubkus",
    BYSA3,
    "Debian-pakket lomiri-wallpapers-20.04 (Kleiber_by_Lukas_Baubkus.jpg)",
  ),
  photo(
    "gras",
    "Jong gras van dichtbij",
    ["natuur", "groen", "tuin"],
    "Timothy Schellhase en Lapo Calamandrei",
    GPL2,
    "Debian-pakket mate-backgrounds (nature/GreenMeadow.jpg)",
  ),
  photo(
    "lieveheersbeestje",
    "Een lieveheersbeestje op een grasspriet tussen vergeet-mij-nietjes",
    ["natuur", "tuin", "dieren", "lente"],
    "Charles Barbin",
    GPL2,
    "Debian-pakket mate-backgrounds (nature/LadyBird.jpg)",
  ),
];

/** All shipped photos are 1280 x 720 (cropped so in CREDITS.md). */
const WIDTH = 1280;
const HEIGHT = 720;

const names = new Map<string, string>();
/** The file name (without extension) a shipped photo is served under. */
export function shippedName(key: string): string {
  let name = names.get(key);
  if (!name) {
    const bytes = readFileSync(join(PHOTOS_DIR, `${key}.jpg`));
    name = createHash("sha256").update("stock\n").update(bytes).digest("hex").slice(0, 32);
    names.set(key, name);
  }
  return name;
}
export const shippedUrl = (key: string) => `/uploads/${shippedName(key)}.jpg`;

/** Copy the shipped photos into the uploads folder where missing (the variants follow on request). */
export function installShippedPhotos(dir: string) {
  for (const p of SHIPPED_PHOTOS) {
    const target = join(dir, `${shippedName(p.key)}.jpg`);
    if (!existsSync(target)) copyFileSync(join(PHOTOS_DIR, `${p.key}.jpg`), target);
  }
}

/**
 * Hand the shipped photos to a center that has never had them (its first visit to the library, or
 * the demo seed). Those it already had, removed ones included, are left alone. `tx` runs in the center.
 */
export async function provideShippedPhotos(tx: Tx, centerId: number): Promise<number> {
  const had = await tx
    .select({ key: stockImages.shippedKey })
    .from(stockImages)
    .where(and(eq(stockImages.centerId, centerId), isNotNull(stockImages.shippedKey)));
  const known = new Set(had.map((r) => r.key));
  const missing = SHIPPED_PHOTOS.filter((p) => !known.has(p.key));
  if (!missing.length) return 0;
  await tx
    .insert(stockImages)
    .values(
      missing.map((p) => ({
        centerId,
        url: shippedUrl(p.key),
        width: WIDTH,
        height: HEIGHT,
        alt: p.alt,
        tags: p.tags,
        shippedKey: p.key,
        creditAuthor: p.author,
        creditLicense: p.license,
        creditLicenseUrl: p.licenseUrl,
        creditSource: p.source,
      })),
    )
    .onConflictDoNothing();
  return missing.length;
}
