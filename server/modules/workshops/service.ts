/**
 * The SQL of workshops: lists with their sessions and counts, and the one place where places are
 * taken and given back. Every change of a session's registrations runs after `lockSession` (SELECT
 * ... FOR UPDATE on the session row), so two people never take the last place and the waiting list
 * moves up exactly once per place that came free.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { WorkshopPeriod, WorkshopRegistrationStatus } from "@contract/workshops.ts";
import type { Tx } from "../../db/client.ts";
import {
  users,
  workshopRegistrations,
  workshops,
  workshopSessions,
  type WorkshopRow,
  type WorkshopSessionRow,
} from "../../db/schema.ts";

export interface SessionView {
  session: WorkshopSessionRow;
  registered: number;
  waiting: number;
  myStatus: WorkshopRegistrationStatus | null;
  myPosition: number | null;
}

export interface WorkshopView {
  workshop: WorkshopRow;
  sessions: SessionView[];
}

export interface WorkshopQuery {
  centerId: number;
  statuses: readonly string[];
  period: WorkshopPeriod;
  /** Only workshops the viewer is registered or waiting for (a session not cancelled). */
  mine: boolean;
  now: Date;
  viewerId: number;
  page: { number: number; size: number };
}

const live = sql`"workshop_sessions"."cancelled_at" is null`;
const WORKSHOP_ID = sql.raw(`"workshops"."id"`);

export async function workshopPage(tx: Tx, q: WorkshopQuery): Promise<{ rows: WorkshopView[]; total: number }> {
  const where: (SQL | undefined)[] = [eq(workshops.centerId, q.centerId), inArray(workshops.status, [...q.statuses])];
  const anySession = (cond: SQL) =>
    sql`exists (select 1 from workshop_sessions where "workshop_sessions"."workshop_id" = ${WORKSHOP_ID} and ${cond})`;
  // Upcoming: a session still to end, or (staff's drafts) no session yet; past: sessions, all ended.
  if (q.period === "upcoming")
    where.push(
      sql`(${anySession(sql`"workshop_sessions"."ends_at" >= ${q.now} and ${live}`)} or not ${anySession(sql`true`)})`,
    );
  if (q.period === "past")
    where.push(
      sql`(${anySession(sql`true`)} and not ${anySession(sql`"workshop_sessions"."ends_at" >= ${q.now} and ${live}`)})`,
    );
  if (q.mine)
    where.push(
      anySession(
        sql`${live} and exists (select 1 from workshop_registrations r where r.session_id = "workshop_sessions"."id" and r.user_id = ${q.viewerId})`,
      ),
    );
  const next = sql`(select min("workshop_sessions"."starts_at") from workshop_sessions where "workshop_sessions"."workshop_id" = ${WORKSHOP_ID} and ${live} and "workshop_sessions"."ends_at" >= ${q.now})`;
  const last = sql`(select max("workshop_sessions"."starts_at") from workshop_sessions where "workshop_sessions"."workshop_id" = ${WORKSHOP_ID})`;
  const rows = await tx
    .select({ workshop: workshops, total: sql<number>`count(*) over ()` })
    .from(workshops)
    .where(and(...where))
    .orderBy(
      q.period === "past" ? sql`${last} desc nulls last` : sql`${next} asc nulls last`,
      sql`${last} desc nulls first`,
      asc(workshops.id),
    )
    .limit(q.page.size)
    .offset((q.page.number - 1) * q.page.size);
  const sessions = await sessionsOf(
    tx,
    rows.map((r) => r.workshop.id),
    q.viewerId,
  );
  return {
    rows: rows.map((r) => ({ workshop: r.workshop, sessions: sessions.get(r.workshop.id) ?? [] })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The sessions of some workshops in order of start, with counts and the viewer's own place. */
/** The session row of the outer query, qualified (drizzle leaves a column in a select's SQL unqualified). */
const SESSION_ID = sql.raw(`"workshop_sessions"."id"`);

export async function sessionsOf(tx: Tx, workshopIds: number[], viewerId: number): Promise<Map<number, SessionView[]>> {
  const out = new Map<number, SessionView[]>();
  if (!workshopIds.length) return out;
  const rows = await tx
    .select({
      session: workshopSessions,
      registered: sql<number>`(select count(*)::int from workshop_registrations r where r.session_id = ${SESSION_ID} and r.status = 'registered')`,
      waiting: sql<number>`(select count(*)::int from workshop_registrations r where r.session_id = ${SESSION_ID} and r.status = 'waiting')`,
      myStatus: sql<
        string | null
      >`(select r.status from workshop_registrations r where r.session_id = ${SESSION_ID} and r.user_id = ${viewerId})`,
      myPosition: sql<
        number | null
      >`(select (select count(*)::int from workshop_registrations w where w.session_id = m.session_id and w.status = 'waiting' and (w.created_at, w.id) <= (m.created_at, m.id)) from workshop_registrations m where m.session_id = ${SESSION_ID} and m.user_id = ${viewerId} and m.status = 'waiting')`,
    })
    .from(workshopSessions)
    .where(inArray(workshopSessions.workshopId, workshopIds))
    .orderBy(asc(workshopSessions.startsAt), asc(workshopSessions.id));
  for (const r of rows) {
    const list = out.get(r.session.workshopId) ?? [];
    list.push({
      session: r.session,
      registered: Number(r.registered),
      waiting: Number(r.waiting),
      myStatus: (r.myStatus as WorkshopRegistrationStatus | null) ?? null,
      myPosition: r.myPosition === null ? null : Number(r.myPosition),
    });
    out.set(r.session.workshopId, list);
  }
  return out;
}

export async function findWorkshop(
  tx: Tx,
  centerId: number,
  id: number,
  viewerId: number,
): Promise<WorkshopView | null> {
  const [workshop] = await tx
    .select()
    .from(workshops)
    .where(and(eq(workshops.centerId, centerId), eq(workshops.id, id)))
    .limit(1);
  if (!workshop) return null;
  return { workshop, sessions: (await sessionsOf(tx, [id], viewerId)).get(id) ?? [] };
}

/** The session and its workshop, the session row locked until the transaction ends. */
export async function lockSession(
  tx: Tx,
  centerId: number,
  id: number,
): Promise<{ session: WorkshopSessionRow; workshop: WorkshopRow } | null> {
  const [session] = await tx
    .select()
    .from(workshopSessions)
    .where(and(eq(workshopSessions.id, id), eq(workshopSessions.centerId, centerId)))
    .for("update")
    .limit(1);
  if (!session) return null;
  const [workshop] = await tx.select().from(workshops).where(eq(workshops.id, session.workshopId)).limit(1);
  return workshop ? { session, workshop } : null;
}

export async function countRegistered(tx: Tx, sessionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.sessionId, sessionId), eq(workshopRegistrations.status, "registered")));
  return Number(row?.n ?? 0);
}

/** The waiting list's position of one registration (1 is next). */
export async function waitingPosition(tx: Tx, sessionId: number, registrationId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(workshopRegistrations)
    .where(
      and(
        eq(workshopRegistrations.sessionId, sessionId),
        eq(workshopRegistrations.status, "waiting"),
        sql`(${workshopRegistrations.createdAt}, ${workshopRegistrations.id}) <= (select created_at, id from ${workshopRegistrations} where id = ${registrationId})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Fill the free places of a locked session from the waiting list, first come first served; the
 * user ids that moved up. (The caller holds the session's row lock.)
 */
export async function promoteWaiting(tx: Tx, session: WorkshopSessionRow, now: Date): Promise<number[]> {
  const free = session.capacity - (await countRegistered(tx, session.id));
  if (free <= 0) return [];
  const next = await tx
    .select({ id: workshopRegistrations.id, userId: workshopRegistrations.userId })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.sessionId, session.id), eq(workshopRegistrations.status, "waiting")))
    .orderBy(asc(workshopRegistrations.createdAt), asc(workshopRegistrations.id))
    .limit(free);
  if (!next.length) return [];
  await tx
    .update(workshopRegistrations)
    .set({ status: "registered", promotedAt: now })
    .where(
      inArray(
        workshopRegistrations.id,
        next.map((n) => n.id),
      ),
    );
  return next.map((n) => n.userId);
}

export interface RegistrationRow {
  id: number;
  sessionId: number;
  userId: number;
  status: WorkshopRegistrationStatus;
  createdAt: Date;
  promotedAt: Date | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  position: number | null;
}

/** A session's registrations: those with a place first (in order of arrival), then the waiting list. */
export async function registrationsOf(
  tx: Tx,
  sessionId: number,
  page: { number: number; size: number },
): Promise<{ rows: RegistrationRow[]; total: number }> {
  const rows = await tx
    .select({
      id: workshopRegistrations.id,
      sessionId: workshopRegistrations.sessionId,
      userId: workshopRegistrations.userId,
      status: workshopRegistrations.status,
      createdAt: workshopRegistrations.createdAt,
      promotedAt: workshopRegistrations.promotedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      position: sql<
        number | null
      >`case when ${workshopRegistrations.status} = 'waiting' then row_number() over (partition by ${workshopRegistrations.status} order by ${workshopRegistrations.createdAt}, ${workshopRegistrations.id}) end`,
      total: sql<number>`count(*) over ()`,
    })
    .from(workshopRegistrations)
    .innerJoin(users, eq(users.id, workshopRegistrations.userId))
    .where(eq(workshopRegistrations.sessionId, sessionId))
    .orderBy(
      sql`${workshopRegistrations.status} = 'waiting'`,
      asc(workshopRegistrations.createdAt),
      asc(workshopRegistrations.id),
    )
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return {
    rows: rows.map(({ total: _t, ...r }) => ({
      ...r,
      status: r.status as WorkshopRegistrationStatus,
      position: r.position === null ? null : Number(r.position),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Whether a session still takes registrations: not cancelled, not started, its workshop published. */
export const open = (s: WorkshopSessionRow, w: WorkshopRow, now: Date) =>
  w.status === "published" && s.cancelledAt === null && s.startsAt > now;
