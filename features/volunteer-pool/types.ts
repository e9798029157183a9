import type { VacancyCategory } from "@contract/vacancies.ts";
import type { PoolAvailability, PoolInvitationState, PoolSkill } from "@contract/volunteer-pool.ts";

export type { PoolAvailability, PoolInvitationState, PoolSkill, VacancyCategory };
export type LoadState = "loading" | "failed" | "ready";

/** A volunteer in the pool as the staff's screen shows it (no contact details). */
export interface PoolVolunteer {
  id: string;
  name: string;
  place: string | null;
  travelKm: number | null;
  skills: PoolSkill[];
  categories: VacancyCategory[];
  availability: PoolAvailability[];
  summary: string | null;
  availableSince: string;
  distanceKm: number | null;
  invitedVacancyIds: string[];
}

/** An invitation (the staff's list and the volunteer's own). */
export interface PoolInvitation {
  id: string;
  volunteerId: string;
  volunteerName: string;
  vacancyId: string;
  vacancyTitle: string;
  organizationName: string;
  message: string | null;
  state: PoolInvitationState;
  invitedByName: string | null;
  createdAt: string;
}

/** The staff's search (the page's URL). */
export interface PoolFilters {
  q: string;
  skills: PoolSkill[];
  categories: VacancyCategory[];
  availability: PoolAvailability[];
  near: string;
  distance: number | null;
}

/** A published vacancy of the center to invite to. */
export interface VacancyOption {
  id: string;
  title: string;
  organizationName: string;
}

/** The volunteer's own pool profile (the form's values). */
export interface PoolProfileValues {
  available: boolean;
  skills: PoolSkill[];
  categories: VacancyCategory[];
  availability: PoolAvailability[];
  place: string;
  travelKm: number;
  summary: string;
}
