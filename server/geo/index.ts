/**
 * Resolve a Dutch postcode or place name to approximate coordinates, offline (server/geo/places.ts).
 * Postcodes resolve to the centre of their 2-digit region; place names to the place, ignoring
 * case, accents, punctuation and a leading "'s-".
 */
import { PLACES, PLACE_ALIASES, POSTCODE_REGIONS } from "./places.ts";

export interface GeoPoint {
  latitude: number;
  longitude: number;
  /** What the input was resolved as: a postcode region or a place name. */
  kind: "postcode" | "place";
  label: string;
}

/** Lower case, without accents, punctuation and repeated spaces. */
export function normalizePlace(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const INDEX = new Map<string, (typeof PLACES)[number]>();
for (const p of PLACES) {
  const key = normalizePlace(p[0]);
  if (!INDEX.has(key)) INDEX.set(key, p);
}

const POSTCODE_RE = /^([1-9][0-9])[0-9]{2}(?:\s?[a-z]{2})?$/i;

/** "1234ab", "1234 AB" -> "1234 AB"; anything else -> null (the contract's, shared with the form). */
export { formatPostcode as normalizePostcode } from "@contract/vacancies.ts";

export function resolvePostcode(value: string): GeoPoint | null {
  const m = POSTCODE_RE.exec(value.trim());
  if (!m) return null;
  const region = POSTCODE_REGIONS[m[1]!];
  if (!region) return null;
  return { latitude: region[0], longitude: region[1], kind: "postcode", label: value.trim().toUpperCase() };
}

export function resolvePlace(value: string): GeoPoint | null {
  let key = normalizePlace(value);
  if (!key) return null;
  const alias = PLACE_ALIASES[key];
  if (alias) key = normalizePlace(alias);
  const found = INDEX.get(key) ?? INDEX.get(key.replace(/^s /, "")) ?? null;
  if (!found) return null;
  return { latitude: found[1], longitude: found[2], kind: "place", label: found[0] };
}

/** A postcode (4 digits, optional letters) or a place name; null when unknown. */
export function resolveLocation(value: string): GeoPoint | null {
  if (value.length > 100) return null;
  return resolvePostcode(value) ?? resolvePlace(value);
}

/** Great-circle distance in km (haversine), as the search SQL computes it. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
