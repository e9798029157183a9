/** The SQL of the volunteer pool: the own profile, the staff's search, invitations and their state. */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { POOL_DEFAULT_TRAVEL_KM, POOL_SKILLS, POOL_SKILL_NAMES, type PoolSkill } from "@contract/volunteer-pool.ts";
import type { VacancyCategory } from "@contract/vacancies.ts";
import { rowsOf, type Tx } from "../../db/client.ts";
import { poolProfiles, type PoolProfileRow } from "../../db/schema.ts";

export async function ownProfile(tx: Tx, userId: number): Promise<PoolProfileRow | null> {
  const [row] = await tx.select().from(poolProfiles).where(eq(poolProfiles.userId, userId)).limit(1);
  return row ?? null;
}

/** A user's name as the pool shows it (never the e-mail address). */
export const poolName = (r: { first_name: string | null; last_name: string | null }, fallback: string) =>
  [r.first_name, r.last_name].filter(Boolean).join(" ") || fallback;

export interface PoolSearch {
  words: string[];
  skills: PoolSkill[];
  categories: VacancyCategory[];
  availability: string[];
  near: { latitude: number; longitude: number } | null;
  distance: number | null;
}

export interface PoolVolunteerRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  interests: VacancyCategory[];
  skills: PoolSkill[];
  availability: string[];
  place: string | null;
  travel_km: number | null;
  summary: string | null;
  available_since: Date | string;
  distance_km: number | null;
  invited_vacancy_ids: string[] | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Skills whose name (either language) holds the word: "auto" finds the driving licence. */
function skillsNamed(word: string): PoolSkill[] {
  const w = word.toLowerCase();
  return POOL_SKILLS.filter(
    (s) => POOL_SKILL_NAMES.nl[s].toLowerCase().includes(w) || POOL_SKILL_NAMES.en[s].toLowerCase().includes(w),
  );
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * The available volunteers of the center who are active volunteers: every word in name, place or
 * introduction (or a skill's name); all chosen skills; any chosen category and part of the week;
 * near a place: within the volunteer's own travel distance and the staff's distance.
 */
export async function searchPool(
  tx: Tx,
  centerId: number,
  s: PoolSearch,
  page: { number: number; size: number },
): Promise<{ rows: PoolVolunteerRow[]; total: number }> {
  const distance = s.near
    ? sql`(2 * 6371 * asin(least(1, sqrt(
        power(sin(radians(p.latitude - ${s.near.latitude}) / 2), 2) +
        cos(radians(${s.near.latitude})) * cos(radians(p.latitude)) *
        power(sin(radians(p.longitude - ${s.near.longitude}) / 2), 2)))))`
    : sql`NULL::double precision`;
  const conditions: SQL[] = [
    sql`p.center_id = ${centerId}`,
    sql`p.available`,
    sql`u.status = 'active'`,
    sql`EXISTS (SELECT 1 FROM roles r WHERE r.user_id = u.id AND r.name = 'volunteer' AND r.center_id = ${centerId})`,
  ];
  for (const word of s.words) {
    const like = `%${escapeLike(word)}%`;
    const named = skillsNamed(word);
    conditions.push(
      sql`(concat_ws(' ', u.first_name, u.last_name, p.place, p.summary) ILIKE ${like}${
        named.length ? sql` OR p.skills && ${textArray(named)}` : sql``
      })`,
    );
  }
  if (s.skills.length) conditions.push(sql`p.skills @> ${textArray(s.skills)}`);
  if (s.categories.length) conditions.push(sql`u.interests && ${textArray(s.categories)}`);
  if (s.availability.length) conditions.push(sql`p.availability && ${textArray(s.availability)}`);
  if (s.near) {
    conditions.push(sql`p.latitude IS NOT NULL`);
    conditions.push(sql`${distance} <= coalesce(p.travel_km, ${POOL_DEFAULT_TRAVEL_KM})`);
    if (s.distance !== null) conditions.push(sql`${distance} <= ${s.distance}`);
  }
  const where = sql.join(conditions, sql` AND `);
  const order = s.near ? sql`distance_km ASC, p.available_since DESC, u.id` : sql`p.available_since DESC, u.id DESC`;
  const rows = rowsOf<PoolVolunteerRow>(
    await tx.execute(sql`
      SELECT u.id::text AS id, u.first_name, u.last_name, u.interests, p.skills, p.availability, p.place,
             p.travel_km, p.summary, p.available_since, ${distance} AS distance_km,
             (SELECT array_agg(i.vacancy_id::text ORDER BY i.id) FROM pool_invitations i
               WHERE i.user_id = u.id AND i.center_id = ${centerId}) AS invited_vacancy_ids
      FROM pool_profiles p JOIN users u ON u.id = p.user_id
      WHERE ${where}
      ORDER BY ${order}
      LIMIT ${page.size} OFFSET ${(page.number - 1) * page.size}`),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`SELECT count(*) AS n FROM pool_profiles p JOIN users u ON u.id = p.user_id WHERE ${where}`),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** How many volunteers the pool lists unfiltered (the dashboard's figure): the same conditions as the list. */
export async function poolVolunteerCount(tx: Tx, centerId: number): Promise<number> {
  const none = { words: [], skills: [], categories: [], availability: [], near: null, distance: null };
  return (await searchPool(tx, centerId, none, { number: 1, size: 0 })).total;
}

/** A volunteer in the center's pool right now (available, active, volunteer of the center). */
export async function poolVolunteer(tx: Tx, centerId: number, userId: number) {
  const [row] = rowsOf<{
    id: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    locale: string;
  }>(
    await tx.execute(sql`
      SELECT u.id::text AS id, u.email, u.first_name, u.last_name, u.locale
      FROM pool_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.center_id = ${centerId} AND p.available AND u.id = ${userId} AND u.status = 'active'
        AND u.center_id = ${centerId}
        AND EXISTS (SELECT 1 FROM roles r WHERE r.user_id = u.id AND r.name = 'volunteer' AND r.center_id = ${centerId})`),
  );
  return row;
}

/** A published vacancy of the center with its organization's name. */
export async function openVacancy(tx: Tx, centerId: number, vacancyId: number) {
  const [row] = rowsOf<{ id: string; title: string; organization_name: string }>(
    await tx.execute(sql`
      SELECT v.id::text AS id, v.title, o.name AS organization_name
      FROM vacancies v JOIN organizations o ON o.id = v.organization_id
      WHERE v.center_id = ${centerId} AND v.id = ${vacancyId} AND v.status = 'published'`),
  );
  return row;
}

export interface InvitationRow {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  vacancy_id: string;
  vacancy_title: string;
  organization_name: string;
  message: string | null;
  inviter_first: string | null;
  inviter_last: string | null;
  viewed_at: Date | string | null;
  applied: boolean;
  created_at: Date | string;
}

/** Invitations of the center (staff: filter by volunteer) or of one volunteer (their own), newest first. */
export async function listInvitations(
  tx: Tx,
  centerId: number,
  filter: { userId?: number; id?: number },
  page: { number: number; size: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const where = sql.join(
    [
      sql`i.center_id = ${centerId}`,
      filter.userId !== undefined ? sql`i.user_id = ${filter.userId}` : sql`TRUE`,
      filter.id !== undefined ? sql`i.id = ${filter.id}` : sql`TRUE`,
    ],
    sql` AND `,
  );
  const rows = rowsOf<InvitationRow>(
    await tx.execute(sql`
      SELECT i.id::text AS id, i.user_id::text AS user_id, u.first_name, u.last_name,
             i.vacancy_id::text AS vacancy_id, v.title AS vacancy_title, o.name AS organization_name,
             i.message, s.first_name AS inviter_first, s.last_name AS inviter_last, i.viewed_at,
             EXISTS (SELECT 1 FROM applications a WHERE a.user_id = i.user_id AND a.vacancy_id = i.vacancy_id) AS applied,
             i.created_at
      FROM pool_invitations i
        JOIN users u ON u.id = i.user_id
        JOIN vacancies v ON v.id = i.vacancy_id
        JOIN organizations o ON o.id = v.organization_id
        LEFT JOIN users s ON s.id = i.invited_by
      WHERE ${where}
      ORDER BY i.created_at DESC, i.id DESC
      LIMIT ${page.size} OFFSET ${(page.number - 1) * page.size}`),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`SELECT count(*) AS n FROM pool_invitations i WHERE ${where}`),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export const profileWhere = (centerId: number, userId: number) =>
  and(eq(poolProfiles.centerId, centerId), eq(poolProfiles.userId, userId));
