/** The SQL of help requests: the staff's list with filter and search, one request, a volunteer of the center. */
import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { HelpRequestStatus } from "@contract/help-requests.ts";
import type { Tx } from "../../db/client.ts";
import { helpRequests, roles, users, type HelpRequestRow } from "../../db/schema.ts";
import { displayName } from "../users/service.ts";

export type HelpRequestWithVolunteer = HelpRequestRow & { volunteerName: string | null };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  row: helpRequests,
  first: users.firstName,
  last: users.lastName,
  email: users.email,
};
const withName = (r: {
  row: HelpRequestRow;
  first: string | null;
  last: string | null;
  email: string | null;
}): HelpRequestWithVolunteer => ({
  ...r.row,
  volunteerName: r.email === null ? null : displayName({ firstName: r.first, lastName: r.last, email: r.email }),
});

export async function listHelpRequests(
  tx: Tx,
  centerId: number,
  filter: { statuses?: HelpRequestStatus[]; q?: string },
  page: { number: number; size: number },
): Promise<{ rows: HelpRequestWithVolunteer[]; total: number }> {
  const q = filter.q?.trim();
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const where: SQL = and(
    eq(helpRequests.centerId, centerId),
    filter.statuses?.length ? inArray(helpRequests.status, filter.statuses) : undefined,
    like
      ? or(
          ilike(helpRequests.name, like),
          ilike(helpRequests.area, like),
          ilike(helpRequests.description, like),
          ilike(helpRequests.email, like),
        )
      : undefined,
  )!;
  const rows = await tx
    .select(columns)
    .from(helpRequests)
    .leftJoin(users, eq(users.id, helpRequests.volunteerId))
    .where(where)
    .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const [totals] = await tx.select({ total: count() }).from(helpRequests).where(where);
  return { rows: rows.map(withName), total: Number(totals?.total ?? 0) };
}

export async function findHelpRequest(
  tx: Tx,
  centerId: number,
  id: number,
): Promise<HelpRequestWithVolunteer | undefined> {
  const [row] = await tx
    .select(columns)
    .from(helpRequests)
    .leftJoin(users, eq(users.id, helpRequests.volunteerId))
    .where(and(eq(helpRequests.centerId, centerId), eq(helpRequests.id, id)))
    .limit(1);
  return row ? withName(row) : undefined;
}

/** An active user with the volunteer role in this center, or undefined. */
export async function centerVolunteer(tx: Tx, centerId: number, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.userId, users.id), eq(roles.name, "volunteer"), eq(roles.centerId, centerId)))
    .where(and(eq(users.id, userId), eq(users.centerId, centerId), eq(users.status, "active")))
    .limit(1);
  return row;
}

/** Requests still waiting for a volunteer (new and matching): the dashboard's figure. */
export async function openHelpRequestCount(tx: Tx, centerId: number, statuses: readonly HelpRequestStatus[]) {
  const [row] = await tx
    .select({ n: count() })
    .from(helpRequests)
    .where(and(eq(helpRequests.centerId, centerId), inArray(helpRequests.status, [...statuses])));
  return Number(row?.n ?? 0);
}
