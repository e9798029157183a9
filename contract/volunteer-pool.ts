/**
 * The volunteer pool (vrijwilligerspool, PRODUCT.md section 4): a volunteer who opts in ("available
 * for the pool") shows their skills, interests (the account's categories), availability per part
 * of the week, place and how far they would travel to the staff of their own center, who search the
 * pool at `/vrijwilligerspool` and invite a volunteer to a vacancy. Only where the center has the
 * `volunteer_profiles` feature (everywhere but the meedoen variant).
 */
import * as yup from "yup";
import { API_PREFIX } from "./paths.ts";
import { textObject } from "./text-rules.ts";
import { VACANCY_CATEGORIES, type VacancyCategory } from "./vacancies.ts";

export const POOL_PATHS = {
  /** GET, PUT: the signed-in volunteer's own pool profile and consent. */
  profile: `${API_PREFIX}/pool_profile`,
  /** GET (center staff): the volunteers available for the pool; filter[q], filter[skills_in], filter[categories_in], filter[availability_in], filter[near], filter[distance]. */
  volunteers: `${API_PREFIX}/pool_volunteers`,
  /** GET (center staff): the invitations sent, filter[volunteer_id_eq]; POST (center staff): invite a pool volunteer to a vacancy. */
  invitations: `${API_PREFIX}/pool_invitations`,
  /** GET: the signed-in volunteer's own invitations. */
  myInvitations: `${API_PREFIX}/pool_invitations/mine`,
  /** POST: the volunteer has seen the invitation (sent -> viewed). */
  invitationViewed: (id: string | number) => `${API_PREFIX}/pool_invitations/${id}/viewed`,
} as const;

/** The app pages. */
export const POOL_PAGE = "/vrijwilligerspool";
/** Where the volunteer joins and sees invitations (the profile's edit page, section #vrijwilligerspool). */
export const POOL_PROFILE_PAGE = "/profile-edit";

/** Skills a volunteer can name (labels in features/volunteer-pool/locales and POOL_SKILL_NAMES). */
export const POOL_SKILLS = [
  "rijbewijs",
  "computer",
  "administratie",
  "talen",
  "koken",
  "klussen",
  "tuinieren",
  "muziek",
  "creatief",
  "sport_en_spel",
  "eerste_hulp",
  "zorg",
  "lesgeven",
  "organiseren",
  "luisteren",
  "fotografie",
] as const;
export type PoolSkill = (typeof POOL_SKILLS)[number];

/** Skills' names (the server's word search and mails use them; the feature's locales repeat them). */
export const POOL_SKILL_NAMES: Record<"nl" | "en", Record<PoolSkill, string>> = {
  nl: {
    rijbewijs: "Rijbewijs en auto",
    computer: "Computer en internet",
    administratie: "Administratie en geldzaken",
    talen: "Andere talen",
    koken: "Koken",
    klussen: "Klussen",
    tuinieren: "Tuinieren",
    muziek: "Muziek",
    creatief: "Creatief",
    sport_en_spel: "Sport en spel",
    eerste_hulp: "EHBO",
    zorg: "Zorg en begeleiding",
    lesgeven: "Lesgeven en uitleggen",
    organiseren: "Organiseren",
    luisteren: "Een luisterend oor",
    fotografie: "Fotografie en video",
  },
  en: {
    rijbewijs: "Driving licence and car",
    computer: "Computers and internet",
    administratie: "Paperwork and finances",
    talen: "Other languages",
    koken: "Cooking",
    klussen: "Odd jobs",
    tuinieren: "Gardening",
    muziek: "Music",
    creatief: "Arts and crafts",
    sport_en_spel: "Sports and games",
    eerste_hulp: "First aid",
    zorg: "Care and support",
    lesgeven: "Teaching and explaining",
    organiseren: "Organizing",
    luisteren: "A listening ear",
    fotografie: "Photography and video",
  },
};

/** Parts of the week a volunteer is available. */
export const POOL_AVAILABILITY = [
  "weekday_morning",
  "weekday_afternoon",
  "weekday_evening",
  "weekend_morning",
  "weekend_afternoon",
  "weekend_evening",
] as const;
export type PoolAvailability = (typeof POOL_AVAILABILITY)[number];

/** How far a volunteer would travel (km). */
export const POOL_TRAVEL_KM = [2, 5, 10, 25, 50] as const;
export const POOL_DEFAULT_TRAVEL_KM = 10;
export const POOL_PLACE_MAX = 100;
export const POOL_SUMMARY_MAX = 500;
export const POOL_MESSAGE_MAX = 1000;
export const POOL_QUERY_MAX = 100;
export const POOL_PAGE_SIZE = 20;
/** Invitations one staff member may send per hour (against mass mailing from the pool). */
export const POOL_INVITATIONS_PER_HOUR = 30;

/** The state of an invitation as staff see it: sent, viewed by the volunteer, or the volunteer applied. */
export const POOL_INVITATION_STATES = ["sent", "viewed", "applied"] as const;
export type PoolInvitationState = (typeof POOL_INVITATION_STATES)[number];

const ID = /^[1-9][0-9]{0,17}$/;

/** PUT /api/v1/pool_profile: data.attributes (the whole profile). */
export const poolProfileSchema = textObject({
  /** The consent: shown to the center's staff in the pool. Withdrawing takes effect at once. */
  available: yup.boolean().required(),
  skills: yup.array(yup.string().oneOf(POOL_SKILLS).required()).max(POOL_SKILLS.length).default([]),
  categories: yup.array(yup.string().oneOf(VACANCY_CATEGORIES).required()).max(VACANCY_CATEGORIES.length).default([]),
  availability: yup.array(yup.string().oneOf(POOL_AVAILABILITY).required()).max(POOL_AVAILABILITY.length).default([]),
  /** A place or Dutch postcode (resolved on the server; an unknown one is refused). */
  place: yup.string().trim().max(POOL_PLACE_MAX).nullable().optional(),
  travel_km: yup.number().integer().min(1).max(200).nullable().optional(),
  summary: yup.string().trim().max(POOL_SUMMARY_MAX).nullable().optional(),
});
export type PoolProfileInput = yup.InferType<typeof poolProfileSchema>;

/** POST /api/v1/pool_invitations (center staff): data.attributes. */
export const poolInvitationSchema = textObject({
  volunteer_id: yup.string().matches(ID, { name: "id" }).required(),
  vacancy_id: yup.string().matches(ID, { name: "id" }).required(),
  message: yup.string().trim().max(POOL_MESSAGE_MAX).nullable().optional(),
});
export type PoolInvitationInput = yup.InferType<typeof poolInvitationSchema>;

/** The own profile (GET/PUT /api/v1/pool_profile). */
export type PoolProfileAttributes = {
  available: boolean;
  available_since: string | null;
  skills: PoolSkill[];
  categories: VacancyCategory[];
  availability: PoolAvailability[];
  place: string | null;
  travel_km: number | null;
  summary: string | null;
};

/**
 * A volunteer in the pool as center staff read it: no e-mail address or phone number (the
 * invitation reaches the volunteer; contact follows their application).
 */
export type PoolVolunteerAttributes = {
  name: string;
  place: string | null;
  travel_km: number | null;
  skills: PoolSkill[];
  categories: VacancyCategory[];
  availability: PoolAvailability[];
  summary: string | null;
  available_since: string;
  /** From the searched place, when one was given. */
  distance_km: number | null;
  /** The vacancies this volunteer was already invited to (ids). */
  invited_vacancy_ids: string[];
};

/** An invitation (staff: all of the center; the volunteer: their own). */
export type PoolInvitationAttributes = {
  volunteer_id: string;
  volunteer_name: string;
  vacancy_id: string;
  vacancy_title: string;
  organization_name: string;
  message: string | null;
  state: PoolInvitationState;
  invited_by_name: string | null;
  viewed_at: string | null;
  created_at: string;
};

/** The staff's list page URL (?q=&skills=&categories=&availability=&near=&distance=&page=) as the API filter. */
export function poolFilter(p: {
  q?: string;
  skills?: readonly string[];
  categories?: readonly string[];
  availability?: readonly string[];
  near?: string;
  distance?: number;
}): Record<string, string> {
  const out: Record<string, string> = {};
  if (p.q?.trim()) out.q = p.q.trim().slice(0, POOL_QUERY_MAX);
  if (p.skills?.length) out.skills_in = p.skills.join(",");
  if (p.categories?.length) out.categories_in = p.categories.join(",");
  if (p.availability?.length) out.availability_in = p.availability.join(",");
  if (p.near?.trim()) {
    out.near = p.near.trim().slice(0, POOL_PLACE_MAX);
    if (p.distance) out.distance = String(p.distance);
  }
  return out;
}
