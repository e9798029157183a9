import {
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  OPENING_TIME_PATTERN,
  OPENING_DAYS,
  type OpeningHours,
  type SocialMapCategory,
  type OpeningDay,
} from "@contract/social-map.ts";

export type LoadState = "loading" | "failed" | "ready";

/** An entry of the social map as the screens use it (the wire's attributes, camelCase). */
export interface SocialMapEntry {
  id: string;
  name: string;
  description: string | null;
  category: SocialMapCategory;
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  email: string | null;
  website: string | null;
  openingHours: OpeningHours;
  openingHoursNote: string | null;
}

/** The list's search, kept in the URL (?q=...&categorie=...). */
export interface SocialMapSearch {
  q: string;
  category: SocialMapCategory | "";
}

/** "Straat 12, 1234 AB Plaats" (the parts that are known). */
export function addressLine(e: Pick<SocialMapEntry, "street" | "houseNumber" | "postcode" | "city">): string {
  const street = [e.street, e.houseNumber].filter(Boolean).join(" ");
  const town = [e.postcode, e.city].filter(Boolean).join(" ");
  return [street, town].filter(Boolean).join(", ");
}

/** "maandag" -> "Maandag" (Dutch weekdays are written in lower case, a row starts with a capital). */
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The periods of each weekday, Monday first. */
export const hoursByDay = (hours: OpeningHours): [OpeningDay, OpeningHours][] =>
  OPENING_DAYS.map((day) => [day, hours.filter((h) => h.day === day).sort((a, b) => a.opens.localeCompare(b.opens))]);

/** OpenStreetMap's route planner with the entry as destination, and its place on the map. */
export const routeUrl = (e: Pick<SocialMapEntry, "latitude" | "longitude">) =>
  `https://www.openstreetmap.org/directions?route=%3B${e.latitude}%2C${e.longitude}#map=16/${e.latitude}/${e.longitude}`;
export const osmUrl = (e: Pick<SocialMapEntry, "latitude" | "longitude">) =>
  `https://www.openstreetmap.org/?mlat=${e.latitude}&mlon=${e.longitude}#map=17/${e.latitude}/${e.longitude}`;

/** What the management form edits: text per field, the hours as one line per weekday. */
export interface SocialMapValues {
  name: string;
  category: SocialMapCategory | "";
  description: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  latitude: string;
  longitude: string;
  phone: string;
  email: string;
  website: string;
  hours: Record<OpeningDay, string>;
  opening_hours_note: string;
}

const noHours = Object.fromEntries(OPENING_DAYS.map((d) => [d, ""])) as Record<OpeningDay, string>;

export const emptySocialMapValues: SocialMapValues = {
  name: "",
  category: "",
  description: "",
  street: "",
  house_number: "",
  postcode: "",
  city: "",
  latitude: "",
  longitude: "",
  phone: "",
  email: "",
  website: "",
  hours: noHours,
  opening_hours_note: "",
};

export function socialMapValuesOf(e: SocialMapEntry): SocialMapValues {
  const hours = { ...noHours };
  for (const [day, periods] of hoursByDay(e.openingHours))
    hours[day] = periods.map((p) => `${p.opens}-${p.closes}`).join(", ");
  return {
    name: e.name,
    category: e.category,
    description: e.description ?? "",
    street: e.street ?? "",
    house_number: e.houseNumber ?? "",
    postcode: e.postcode ?? "",
    city: e.city,
    latitude: String(e.latitude),
    longitude: String(e.longitude),
    phone: e.phone ?? "",
    email: e.email ?? "",
    website: e.website ?? "",
    hours,
    opening_hours_note: e.openingHoursNote ?? "",
  };
}

/** "09:00-12:00, 13:00-17:00" -> periods; null when a part is not a valid range. Empty: closed. */
export function parseDayHours(day: OpeningDay, text: string): OpeningHours | null {
  const parts = text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: OpeningHours = [];
  for (const part of parts) {
    const m = /^(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})$/.exec(part);
    if (!m) return null;
    const opens = `${m[1]!.padStart(2, "0")}:${m[2]}`;
    const closes = `${m[3]!.padStart(2, "0")}:${m[4]}`;
    if (!OPENING_TIME_PATTERN.test(opens) || !OPENING_TIME_PATTERN.test(closes) || closes <= opens) return null;
    out.push({ day, opens, closes });
  }
  return out;
}

/** A coordinate typed with a comma or a point, within its range; null otherwise. */
export function parseCoordinate(text: string, range: { min: number; max: number }): number | null {
  const t = text.trim().replace(",", ".");
  if (!/^-?\d{1,3}(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return n >= range.min && n <= range.max ? n : null;
}

export const parseLatitude = (t: string) => parseCoordinate(t, LATITUDE_RANGE);
export const parseLongitude = (t: string) => parseCoordinate(t, LONGITUDE_RANGE);
