/** The audit trail's query: a center's events, filtered and scoped, newest first. */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { AUDIT_SUBJECT_TYPES } from "@contract/audit.ts";
import type { Tx } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema.ts";
import type { FilterDef, Page, ParsedFilters, SortKey } from "../../http/jsonapi.ts";
import type { AuditScope } from "./policy.ts";
import type { AuditRow } from "./serializer.ts";

export const AUDIT_FILTERS: Record<string, FilterDef> = {
  subject_type_eq: { kind: "enum", values: AUDIT_SUBJECT_TYPES },
  subject_id_eq: { kind: "id" },
  actor_user_id_eq: { kind: "id" },
};
export const AUDIT_SORTS = ["created_at"] as const;
export const AUDIT_INCLUDES = ["actor"] as const;

/**
 * What an organization admin reads about a person: their invitations into the admin's organizations
 * and their roles there, added or removed. Only these actions, even when another event names the
 * organization in its data: the account's own history (sign-ins, status, e-mail) is the center's.
 */
export const MEMBERSHIP_ACTIONS = ["user_invited", "role_added", "role_removed"] as const;

function scopeCondition(scope: AuditScope): SQL | undefined {
  if (scope.kind === "center") return undefined;
  const ids = scope.organizationIds.map(String);
  return or(
    and(eq(auditLog.subjectType, "organization"), inArray(auditLog.subjectId, ids)),
    and(
      eq(auditLog.subjectType, "user"),
      inArray(auditLog.action, [...MEMBERSHIP_ACTIONS]),
      inArray(sql`${auditLog.data}->>'organization_id'`, ids),
    ),
  );
}

export async function listAuditEvents(
  tx: Tx,
  q: { centerId: number; scope: AuditScope; filters: ParsedFilters; sort: SortKey[]; page: Page },
): Promise<{ rows: AuditRow[]; total: number }> {
  const f = q.filters;
  const where = and(
    eq(auditLog.centerId, q.centerId),
    scopeCondition(q.scope),
    f.subject_type_eq ? eq(auditLog.subjectType, f.subject_type_eq as string) : undefined,
    f.subject_id_eq ? eq(auditLog.subjectId, String(Number(f.subject_id_eq))) : undefined,
    f.actor_user_id_eq ? eq(auditLog.actorUserId, Number(f.actor_user_id_eq)) : undefined,
  );
  const newestFirst = q.sort[0]?.desc ?? true;
  const order = newestFirst
    ? [desc(auditLog.createdAt), desc(auditLog.id)]
    : [asc(auditLog.createdAt), asc(auditLog.id)];
  const rows = await tx
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      actorUserId: auditLog.actorUserId,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      total: sql<number>`count(*) over ()`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(...order)
    .limit(q.page.size)
    .offset((q.page.number - 1) * q.page.size);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && q.page.number > 1) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where);
    total = Number(row?.n ?? 0);
  }
  return { rows: rows.map(({ total: _total, ...r }) => r as AuditRow), total };
}
