/**
 * Logos of the demo organizations (issue 18: cards without a photo of their own show the
 * organization's logo). Each is a simple emblem drawn here: the initials of the organization's own
 * name (not of "Stichting", "Basisschool", "De" ...) in white on its own colour, the colour of what
 * it does (the category of its first vacancy); schools and associations a rounded square, the rest
 * a circle with a thin inner ring. Informal groups have none, as in real life: their cards show
 * the category's illustration.
 *
 * The PNG files in server/db/demo-logos are made from these SVGs once, with the fonts of the machine
 * that made them (`node --import tsx server/db/demo-logos.ts`), so that seeding needs no fonts; a
 * test checks that every logo here has its file.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { VacancyCategory } from "@contract/vacancies.ts";
import { DEMO_CENTERS, type DemoCenterKey, type DemoOrganization } from "./demo-data.ts";

export const DEMO_LOGOS_DIR = fileURLToPath(new URL("./demo-logos/", import.meta.url));

/** What an organization does, as a colour (white text on each meets WCAG AA contrast). */
export const CATEGORY_COLOURS: Record<VacancyCategory, string> = {
  zorg: "#0f766e",
  sport: "#b91c1c",
  onderwijs: "#1d4ed8",
  natuur_en_milieu: "#15803d",
  cultuur: "#7e22ce",
  welzijn: "#be185d",
  buurt: "#c2410c",
  dieren: "#92400e",
  evenementen: "#a21caf",
  taal_en_integratie: "#0369a1",
  administratie: "#475569",
  vervoer: "#4338ca",
};

const ARTICLES = new Set(["de", "het", "'t", "van", "der", "den", "aan", "in", "op", "en"]);

/**
 * The initials of the organization's own name: the words after its article ("Basisschool Het
 * Kompas" -> K, "Dierenopvang De Veluwse Vriend" -> VV), else after the first word that says what
 * kind it is ("Stichting Taalvriend Ede" -> TE); at most two.
 */
export function logoInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const article = words.findIndex((w, i) => i > 0 && (w === "De" || w === "Het" || w === "'t"));
  const own = article > 0 ? words.slice(article + 1) : words.length > 1 ? words.slice(1) : words;
  const letters = own.filter((w) => !ARTICLES.has(w.toLowerCase())).map((w) => w[0]!.toUpperCase());
  return (letters.length ? letters : [words[0]![0]!.toUpperCase()]).slice(0, 2).join("");
}

export interface DemoLogo {
  center: DemoCenterKey;
  organization: string;
  /** The file's name in DEMO_LOGOS_DIR (without .png). */
  slug: string;
  initials: string;
  colour: string;
  shape: "circle" | "square";
}

const slugOf = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function logoOf(center: DemoCenterKey, o: DemoOrganization): DemoLogo | null {
  if (o.type === "InformalGroup") return null;
  const category = o.vacancies[0]?.categories[0] ?? "welzijn";
  return {
    center,
    organization: o.name,
    slug: slugOf(o.name),
    initials: logoInitials(o.name),
    colour: CATEGORY_COLOURS[category],
    shape: o.type === "School" || o.type === "Association" ? "square" : "circle",
  };
}

/** Every demo organization's logo (informal groups have none). */
export function demoLogos(): DemoLogo[] {
  return (Object.keys(DEMO_CENTERS) as DemoCenterKey[]).flatMap((center) =>
    DEMO_CENTERS[center].organizations.flatMap((o) => logoOf(center, o) ?? []),
  );
}

/** The logo as an SVG of 256 x 256 on a transparent background. */
export function logoSvg(logo: Pick<DemoLogo, "initials" | "colour" | "shape">): string {
  const size = logo.initials.length > 1 ? 100 : 128;
  const shape =
    logo.shape === "circle"
      ? `<circle cx="128" cy="128" r="120" fill="${logo.colour}"/><circle cx="128" cy="128" r="104" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4"/>`
      : `<rect x="8" y="8" width="240" height="240" rx="52" fill="${logo.colour}"/><rect x="88" y="196" width="80" height="8" rx="4" fill="#ffffff" fill-opacity="0.6"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">`,
    shape,
    `<text x="128" y="${Math.round(128 + size * 0.36)}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${size}" letter-spacing="2" fill="#ffffff">${logo.initials}</text>`,
    `</svg>`,
  ].join("");
}

/** Writes the PNG of every logo (512 px) into DEMO_LOGOS_DIR. */
export async function writeDemoLogoFiles(): Promise<number> {
  const sharp = (await import("sharp")).default;
  let n = 0;
  for (const logo of demoLogos()) {
    const png = await sharp(Buffer.from(logoSvg(logo)), { density: 144 })
      .resize(512, 512)
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    writeFileSync(join(DEMO_LOGOS_DIR, `${logo.slug}.png`), png);
    n++;
  }
  return n;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  void writeDemoLogoFiles().then((n) => console.log(`${n} logos written to ${DEMO_LOGOS_DIR}`));
