import type { ActivityCategory, ActivityStatus } from "@contract/activities.ts";
import {
  amsterdamInstant,
  clockTime,
  dayKey,
  formatWeekdayDate,
  intlLocale,
  TIME_ZONE,
} from "@contract/amsterdam-time.ts";

export type { ActivityCategory, ActivityStatus };
/** The categories in the order the filters and forms list them (contract ACTIVITY_CATEGORIES, without yup). */
export const CATEGORIES: readonly ActivityCategory[] = ["information", "training", "meetup", "event", "other"];

/** An activity as the screens use it (the wire's attributes, camelCase). */
export interface Activity {
  id: string;
  title: string;
  description: string | null;
  startsAt: string;
  endsAt: string;
  location: string | null;
  category: ActivityCategory;
  organizationId: string | null;
  organizationName: string | null;
  registrationUrl: string | null;
  capacity: number | null;
  registrationsCount: number;
  registered: boolean;
  status: ActivityStatus;
}

/**
 * The organizer a card names beside the place: none when the center organizes the activity itself
 * (no organization), nor when the place already names it ("Zorgcentrum De Lindehof, Nijmegen" of
 * Zorgcentrum De Lindehof), compared per comma-separated part of the place, case and spaces aside.
 */
export function distinctOrganizer(a: Pick<Activity, "organizationName" | "location">): string | null {
  const name = a.organizationName?.trim();
  if (!name) return null;
  const plain = (s: string) => s.replace(/\s+/g, " ").trim().toLocaleLowerCase("nl");
  const parts = (a.location ?? "").split(",").map(plain);
  return parts.includes(plain(name)) ? null : name;
}

export type LoadState = "loading" | "failed" | "ready";

/** "vrijdag 4 december 2026" (Dutch time). */
export const formatDay = formatWeekdayDate;

/** "vrijdag 4 december" (Dutch time; the home page's cards). */
export function formatShortDay(at: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: TIME_ZONE,
  }).format(new Date(at));
}

/** "december 2026" of "2026-12". */
export function formatMonth(month: string, locale: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, 15)),
  );
}

/** "19:30 - 21:30", or with both days when the activity runs over more than one day. */
export function formatTimes(a: Pick<Activity, "startsAt" | "endsAt">, locale: string): string {
  if (dayKey(a.startsAt) === dayKey(a.endsAt)) return `${clockTime(a.startsAt)} - ${clockTime(a.endsAt)}`;
  const short = (at: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "short", timeZone: TIME_ZONE }).format(
      new Date(at),
    );
  return `${short(a.startsAt)} ${clockTime(a.startsAt)} - ${short(a.endsAt)} ${clockTime(a.endsAt)}`;
}

/** Places left (null: no capacity, registration by link or not needed). */
export const placesLeft = (a: Activity): number | null =>
  a.capacity === null ? null : Math.max(0, a.capacity - a.registrationsCount);

/** Activities by Dutch day ("2026-12-05"), each day's in order of start. */
export function byDay(items: readonly Activity[]): Map<string, Activity[]> {
  const out = new Map<string, Activity[]>();
  for (const a of [...items].sort((x, y) => x.startsAt.localeCompare(y.startsAt))) {
    const key = dayKey(a.startsAt);
    out.set(key, [...(out.get(key) ?? []), a]);
  }
  return out;
}

/** What the management form edits (Dutch day and clock times). */
export interface ActivityValues {
  title: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  category: ActivityCategory | "";
  organization_id: string;
  registration: "none" | "link" | "capacity";
  registration_url: string;
  capacity: string;
  status: ActivityStatus;
}

export const emptyActivityValues: ActivityValues = {
  title: "",
  description: "",
  date: "",
  startTime: "",
  endTime: "",
  location: "",
  category: "",
  organization_id: "",
  registration: "none",
  registration_url: "",
  capacity: "",
  status: "draft",
};

export const activityValuesOf = (a: Activity): ActivityValues => ({
  title: a.title,
  description: a.description ?? "",
  date: dayKey(a.startsAt),
  startTime: clockTime(a.startsAt),
  endTime: clockTime(a.endsAt),
  location: a.location ?? "",
  category: a.category,
  organization_id: a.organizationId ?? "",
  registration: a.registrationUrl ? "link" : a.capacity !== null ? "capacity" : "none",
  registration_url: a.registrationUrl ?? "",
  capacity: a.capacity === null ? "" : String(a.capacity),
  status: a.status,
});

/** The wire attributes of the form's values (times are Dutch times). */
export function activityAttributes(v: ActivityValues) {
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    starts_at: amsterdamInstant(v.date, v.startTime)?.toISOString() ?? null,
    ends_at: amsterdamInstant(v.date, v.endTime)?.toISOString() ?? null,
    location: v.location.trim() || null,
    category: v.category,
    organization_id: v.organization_id || null,
    registration_url: v.registration === "link" ? v.registration_url.trim() : null,
    capacity: v.registration === "capacity" ? Number(v.capacity) : null,
    status: v.status,
  };
}
