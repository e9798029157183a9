/**
 * The volunteer pool's resources. Staff never get a pool volunteer's e-mail address, phone number
 * or coordinates: only the name, place, what they offer and when they are available.
 */
import type { Locale } from "@contract/enums.ts";
import type {
  PoolInvitationAttributes,
  PoolInvitationState,
  PoolProfileAttributes,
  PoolVolunteerAttributes,
} from "@contract/volunteer-pool.ts";
import type { VacancyCategory } from "@contract/vacancies.ts";
import type { PoolProfileRow } from "../../db/schema.ts";
import { iso } from "../../http/jsonapi.ts";
import { poolName, type InvitationRow, type PoolVolunteerRow } from "./service.ts";

const UNNAMED: Record<Locale, string> = { nl: "Vrijwilliger", en: "Volunteer" };

export function poolProfileResource(userId: number, row: PoolProfileRow | null, interests: VacancyCategory[]) {
  const attributes: PoolProfileAttributes = {
    available: row?.available ?? false,
    available_since: iso(row?.availableSince ?? null),
    skills: row?.skills ?? [],
    categories: interests,
    availability: (row?.availability ?? []) as PoolProfileAttributes["availability"],
    place: row?.place ?? null,
    travel_km: row?.travelKm ?? null,
    summary: row?.summary ?? null,
  };
  return { type: "pool_profile", id: String(userId), attributes };
}

export function poolVolunteerResource(row: PoolVolunteerRow, locale: Locale) {
  const attributes: PoolVolunteerAttributes = {
    name: poolName(row, `${UNNAMED[locale]} ${row.id}`),
    place: row.place,
    travel_km: row.travel_km,
    skills: row.skills ?? [],
    categories: row.interests ?? [],
    availability: (row.availability ?? []) as PoolVolunteerAttributes["availability"],
    summary: row.summary,
    available_since: iso(row.available_since)!,
    distance_km: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
    invited_vacancy_ids: row.invited_vacancy_ids ?? [],
  };
  return { type: "pool_volunteer", id: row.id, attributes };
}

export const invitationState = (r: Pick<InvitationRow, "applied" | "viewed_at">): PoolInvitationState =>
  r.applied ? "applied" : r.viewed_at ? "viewed" : "sent";

export function poolInvitationResource(row: InvitationRow, locale: Locale) {
  const inviter = [row.inviter_first, row.inviter_last].filter(Boolean).join(" ");
  const attributes: PoolInvitationAttributes = {
    volunteer_id: row.user_id,
    volunteer_name: poolName(row, `${UNNAMED[locale]} ${row.user_id}`),
    vacancy_id: row.vacancy_id,
    vacancy_title: row.vacancy_title,
    organization_name: row.organization_name,
    message: row.message,
    state: invitationState(row),
    invited_by_name: inviter || null,
    viewed_at: iso(row.viewed_at),
    created_at: iso(row.created_at)!,
  };
  return { type: "pool_invitation", id: row.id, attributes };
}
