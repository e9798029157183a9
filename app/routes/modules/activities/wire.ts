/**
 * An activity off the wire, apart from api.ts: the home page reads a few without carrying every
 * endpoint's path (contract/paths.ts) on its first load.
 */
import { CATEGORIES, type Activity } from "@features/activities/types.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";

/** One query-key root for the activity calendar. */
export const ACTIVITIES_KEY = ["activities"] as const;
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" ? v : null);

export function toActivity(r: Deserialized): Activity {
  const category = CATEGORIES.find((c) => c === r.category) ?? "other";
  return {
    id: r.id,
    title: str(r.title) ?? "",
    description: str(r.description),
    startsAt: str(r.startsAt) ?? "",
    endsAt: str(r.endsAt) ?? "",
    location: str(r.location),
    category,
    organizationId: str(r.organizationId),
    organizationName: str(r.organizationName),
    registrationUrl: str(r.registrationUrl),
    capacity: num(r.capacity),
    registrationsCount: num(r.registrationsCount) ?? 0,
    registered: r.registered === true,
    status: r.status === "published" ? "published" : "draft",
  };
}
