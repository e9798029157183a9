/** audit_log rows -> JSON:API `audit_event` resources. Never sent: the IP address, the center id. */
import type { AuditEventAttributes } from "@contract/audit.ts";
import { iso, ref, type Res } from "../../http/jsonapi.ts";

export interface AuditRow {
  id: number;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  data: Record<string, unknown>;
  createdAt: Date | string;
  actorUserId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
}

export const actorNameOf = (row: Pick<AuditRow, "actorFirstName" | "actorLastName">): string | null =>
  [row.actorFirstName, row.actorLastName].filter(Boolean).join(" ") || null;

export function auditEventResource(row: AuditRow): Res {
  const attributes: AuditEventAttributes = {
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    data: row.data ?? {},
    created_at: iso(row.createdAt)!,
    actor_name: actorNameOf(row),
  };
  return {
    type: "audit_event",
    id: String(row.id),
    attributes: { ...attributes },
    relationships: { actor: { data: ref("user", row.actorUserId) } },
  };
}

/** The included actor: a name only (no e-mail, status or sign-in times of staff). */
export function auditActorResource(row: AuditRow): Res | null {
  if (row.actorUserId === null) return null;
  return {
    type: "user",
    id: String(row.actorUserId),
    attributes: {
      first_name: row.actorFirstName,
      last_name: row.actorLastName,
      full_name: actorNameOf(row),
    },
  };
}
