/** The SQL of the activity calendar. */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { activities, activityRegistrations, organizations, type ActivityRow } from "../../db/schema.ts";

export interface ActivityListRow {
  activity: ActivityRow;
  organizationName: string | null;
  /** Registrations of volunteers (activities with a capacity). */
  registered: number;
  /** Whether the viewer is registered. */
  mine: boolean;
}

export interface ActivityQuery {
  centerId: number;
  /** Only these statuses (visitors: published). */
  statuses: readonly string[];
  startsFrom?: Date;
  startsUntil?: Date;
  endsFrom?: Date;
  category?: string;
  organizationId?: number;
  sort: { field: string; desc: boolean }[];
  page: { number: number; size: number };
  viewerId: number | null;
}

const SORT_COLUMNS = {
  starts_at: activities.startsAt,
  title: activities.title,
  created_at: activities.createdAt,
} as const;

function selection(viewerId: number | null) {
  return {
    activity: activities,
    organizationName: organizations.name,
    registered: sql<number>`(select count(*)::int from ${activityRegistrations} r where r.activity_id = ${activities.id})`,
    mine: viewerId
      ? sql<boolean>`exists (select 1 from ${activityRegistrations} r where r.activity_id = ${activities.id} and r.user_id = ${viewerId})`
      : sql<boolean>`false`,
  };
}

export async function activityPage(tx: Tx, q: ActivityQuery): Promise<{ rows: ActivityListRow[]; total: number }> {
  const where: (SQL | undefined)[] = [eq(activities.centerId, q.centerId), inArray(activities.status, [...q.statuses])];
  if (q.startsFrom) where.push(gte(activities.startsAt, q.startsFrom));
  if (q.startsUntil) where.push(lte(activities.startsAt, q.startsUntil));
  if (q.endsFrom) where.push(gte(activities.endsAt, q.endsFrom));
  if (q.category) where.push(eq(activities.category, q.category));
  if (q.organizationId) where.push(eq(activities.organizationId, q.organizationId));
  const order = q.sort.map((s) =>
    s.desc
      ? desc(SORT_COLUMNS[s.field as keyof typeof SORT_COLUMNS])
      : asc(SORT_COLUMNS[s.field as keyof typeof SORT_COLUMNS]),
  );
  const rows = await tx
    .select({ ...selection(q.viewerId), total: sql<number>`count(*) over ()` })
    .from(activities)
    .leftJoin(organizations, eq(organizations.id, activities.organizationId))
    .where(and(...where))
    .orderBy(...order, asc(activities.id))
    .limit(q.page.size)
    .offset((q.page.number - 1) * q.page.size);
  return {
    rows: rows.map(({ total: _total, ...r }) => ({ ...r, registered: Number(r.registered), mine: !!r.mine })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function findActivity(
  tx: Tx,
  centerId: number,
  id: number,
  viewerId: number | null,
): Promise<ActivityListRow | null> {
  const [row] = await tx
    .select(selection(viewerId))
    .from(activities)
    .leftJoin(organizations, eq(organizations.id, activities.organizationId))
    .where(and(eq(activities.centerId, centerId), eq(activities.id, id)))
    .limit(1);
  return row ? { ...row, registered: Number(row.registered), mine: !!row.mine } : null;
}

/** Whether the organization is one of the center's own. */
export async function organizationInCenter(tx: Tx, centerId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.centerId, centerId)))
    .limit(1);
  return !!row;
}
