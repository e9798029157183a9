/**
 * The demo photos (server/db/demo-photos, credited in CREDITS.md there) as uploads. Each center owns
 * its own upload of a photo it uses (upload keys are unique across centers): upload
 * `<first 32 hex of SHA-256 of center key and photo>.jpg`, so its key is the same in every database
 * and in the test dump. The seed records the `uploads` rows; `writeDemoPhotos` puts the images and
 * their WebP variants in the uploads folder, made by the same code as an uploaded image (once per
 * photo, stored under each center's name).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { processImage, type ProcessedImage } from "../images/variants.ts";
import { storeImage, UPLOADS_URL_PREFIX } from "../modules/uploads/routes.ts";
import { DEMO_CENTERS, DEMO_NEWS, demoVacancies, type DemoCenterKey, type DemoPhoto } from "./demo-data.ts";
import { DEMO_LOGOS_DIR, demoLogos, type DemoLogo } from "./demo-logos.ts";

export const DEMO_PHOTOS_DIR = fileURLToPath(new URL("./demo-photos/", import.meta.url));

export interface DemoPhotoFile {
  photo: DemoPhoto;
  center: string;
  filename: string;
  bytes: Buffer;
  /** The upload's name (without extension). */
  name: string;
  /** What the upload's `storage_key` holds. */
  storageKey: string;
  /** What a vacancy's `image_url` holds. */
  url: string;
}

const bytesOf = (photo: DemoPhoto) => readFileSync(join(DEMO_PHOTOS_DIR, `${photo}.jpg`));

/** The upload of `photo` that belongs to center `center` (a key). */
export function demoPhotoFile(photo: DemoPhoto, center: string): DemoPhotoFile {
  const filename = `${photo}.jpg`;
  const bytes = bytesOf(photo);
  const name = createHash("sha256").update(`${center}\n`).update(bytes).digest("hex").slice(0, 32);
  return { photo, center, filename, bytes, name, storageKey: `${name}.jpg`, url: `${UPLOADS_URL_PREFIX}${name}.jpg` };
}

/** Every (photo, center) pair the demo data uses: its vacancies' photos and its news items'. */
export function demoPhotoUses(): { photo: DemoPhoto; center: DemoCenterKey }[] {
  const uses = new Map<string, { photo: DemoPhoto; center: DemoCenterKey }>();
  for (const center of Object.keys(DEMO_CENTERS) as DemoCenterKey[]) {
    const photos = [
      ...demoVacancies(center).map(({ vacancy }) => vacancy.photo),
      ...(DEMO_NEWS[center] ?? []).map((item) => item.photo),
    ];
    for (const photo of photos) if (photo) uses.set(`${center}:${photo}`, { photo, center });
  }
  return [...uses.values()];
}

/** The upload of an organization's demo logo (server/db/demo-logos), in its center: like a photo's, a PNG. */
export function demoLogoFile(logo: DemoLogo): Omit<DemoPhotoFile, "photo"> {
  const filename = `${logo.slug}.png`;
  const bytes = readFileSync(join(DEMO_LOGOS_DIR, filename));
  const name = createHash("sha256").update(`${logo.center}\n`).update(bytes).digest("hex").slice(0, 32);
  return {
    center: logo.center,
    filename,
    bytes,
    name,
    storageKey: `${name}.png`,
    url: `${UPLOADS_URL_PREFIX}${name}.png`,
  };
}

/** The demo organizations' logos with their variants in `uploadsDir` (those already there are left alone). */
async function writeDemoLogos(uploadsDir: string): Promise<number> {
  let n = 0;
  for (const file of demoLogos().map(demoLogoFile)) {
    if (existsSync(join(uploadsDir, file.storageKey))) continue;
    await storeImage(uploadsDir, file.name, "png", await processImage(file.bytes, "png"), true);
    n++;
  }
  return n;
}

/**
 * Put the demo photos of every center with their variants in `uploadsDir` (those already there are
 * left alone), and the demo organizations' logos; returns how many were written.
 */
export async function writeDemoPhotos(uploadsDir: string): Promise<number> {
  mkdirSync(uploadsDir, { recursive: true });
  const missing = demoPhotoUses()
    .map(({ photo, center }) => demoPhotoFile(photo, center))
    .filter((file) => !existsSync(join(uploadsDir, file.storageKey)));
  const processed = new Map<DemoPhoto, ProcessedImage>();
  for (const file of missing) {
    let image = processed.get(file.photo);
    if (!image) {
      image = await processImage(file.bytes, "jpg");
      processed.set(file.photo, image);
    }
    await storeImage(uploadsDir, file.name, "jpg", image, true);
  }
  return missing.length + (await writeDemoLogos(uploadsDir));
}
