/**
 * Saved searches: the SQL. Reading and deleting are always by owner (center and user); the match
 * of a newly published vacancy is the database's `saved_search_matches()` (migration 0037: the
 * vacancy bank's own rule for one vacancy), announced in the app through the `saved_search_match`
 * template at most once per saved search per Dutch calendar day.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Locale } from "@contract/enums.ts";
import { savedSearchPath, type SavedSearchQuery } from "@contract/saved-searches.ts";
import type { VacancyCategory, VacancySchedule } from "@contract/vacancies.ts";
import { rowsOf, type Tx } from "../../db/client.ts";
import { savedSearches, type Center, type SavedSearchRow } from "../../db/schema.ts";
import type { GeoPoint } from "../../geo/index.ts";
import { deliver } from "../notification-templates/service.ts";
import { amsterdam } from "../periodic-mail/period.ts";
import { searchWords, type SearchQuery } from "../vacancies/search.ts";
import { pgArray } from "../vacancies/serializer.ts";
import { queryOf } from "./serializer.ts";

export async function listOwn(tx: Tx, centerId: number, userId: number): Promise<SavedSearchRow[]> {
  return tx
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.centerId, centerId), eq(savedSearches.userId, userId)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function findOwn(tx: Tx, centerId: number, userId: number, id: number): Promise<SavedSearchRow | null> {
  const [row] = await tx
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.centerId, centerId), eq(savedSearches.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function countOwn(tx: Tx, centerId: number, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from saved_searches where center_id = ${centerId} and user_id = ${userId}`,
    ),
  );
  return Number(row?.n ?? 0);
}

/** A validated query and its place (resolved by the caller) -> the row's columns. */
export function columnsOf(query: SavedSearchQuery, near: GeoPoint | null, defaultDistance: number) {
  const q = query.q?.trim().replace(/\s+/g, " ") || null;
  return {
    q,
    words: q ? searchWords(q) : [],
    categories: [...new Set(query.category ?? [])].sort(),
    near: near ? query.near!.trim() : null,
    latitude: near?.latitude ?? null,
    longitude: near?.longitude ?? null,
    distance: near ? (query.distance ?? defaultDistance) : null,
    remote: query.remote === true,
    hoursMax: query.hours_max ?? null,
    schedule: query.schedule ?? null,
  };
}

/** The bank's query of a saved search, newest first (the periodic mail's look at what is new). */
export function searchOf(s: SavedSearchRow, size: number): SearchQuery {
  const near: GeoPoint | null =
    s.latitude !== null && s.longitude !== null
      ? { latitude: s.latitude, longitude: s.longitude, kind: "place", label: s.near ?? "" }
      : null;
  return {
    q: s.q,
    words: s.words,
    categories: s.categories as VacancyCategory[],
    near,
    distance: near ? s.distance : null,
    remote: s.remote,
    hoursMax: s.hoursMax,
    schedule: s.schedule as VacancySchedule | null,
    sort: "newest",
    page: { number: 1, size },
    include: new Set(["organization"]),
  };
}

/** 'YYYY-MM-DD' of a moment on the Dutch calendar. */
export function dutchDay(now: Date): string {
  const d = amsterdam(now);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

export interface AnnounceContext {
  center: Center;
  /** The center's own address, for the links in the message. */
  baseUrl: string;
  now: Date;
  log?: (msg: string, err?: unknown) => void;
}

/**
 * Newly published vacancies of the transaction's center -> an in-app notice to the owner of each
 * saved search they match, at most one per saved search per Dutch day (the day is claimed with an
 * UPDATE, so two publications at once announce once). Returns how many notices were written.
 */
export async function announceNewVacancies(tx: Tx, ctx: AnnounceContext, vacancyIds: readonly number[]) {
  if (!vacancyIds.length) return 0;
  const today = dutchDay(ctx.now);
  let sent = 0;
  for (const vacancyId of vacancyIds) {
    const claimed = rowsOf<{
      id: number;
      name: string;
      user_id: number;
      email: string;
      first_name: string | null;
      last_name: string | null;
      locale: string;
      notification_preferences: Record<string, string> | null;
    }>(
      await tx.execute(sql`
        update saved_searches s set notified_on = ${today}::date
        from users u
        where s.id in (select saved_search_id from saved_search_matches(${vacancyId}))
          and s.center_id = ${ctx.center.id}
          and (s.notified_on is null or s.notified_on < ${today}::date)
          and u.id = s.user_id and u.center_id = s.center_id and u.status = 'active'
        returning s.id, s.name, s.user_id, u.email, u.first_name, u.last_name, u.locale, u.notification_preferences`),
    );
    if (!claimed.length) continue;
    const [vacancy] = rowsOf<{ title: string; organization: string | null }>(
      await tx.execute(sql`select v.title, o.name as organization from vacancies v
        left join organizations o on o.id = v.organization_id and o.center_id = v.center_id
        where v.id = ${vacancyId}`),
    );
    if (!vacancy) continue;
    const ids = claimed.map((c) => Number(c.id));
    const rows = await tx
      .select()
      .from(savedSearches)
      .where(sql`${savedSearches.id} = any(${pgArray(ids)}::bigint[])`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const c of claimed) {
      const row = byId.get(Number(c.id));
      if (!row) continue;
      const locale: Locale = c.locale === "en" ? "en" : "nl";
      await deliver(
        tx,
        { center: ctx.center, baseUrl: ctx.baseUrl, ...(ctx.log ? { log: ctx.log } : {}) },
        {
          key: "saved_search_match",
          recipient: {
            id: Number(c.user_id),
            email: c.email,
            locale,
            notificationPreferences: c.notification_preferences,
          },
          data: {
            recipient_name: [c.first_name, c.last_name].filter(Boolean).join(" ") || c.email,
            search_name: c.name,
            vacancy_title: vacancy.title,
            organization_name: vacancy.organization ?? "",
            link: `${ctx.baseUrl}/vacancies/${vacancyId}`,
            search_link: `${ctx.baseUrl}${savedSearchPath(queryOf(row))}`,
          },
          inApp: { kind: "saved_search_match", path: `/vacancies/${vacancyId}` },
        },
      );
      sent++;
    }
  }
  return sent;
}
