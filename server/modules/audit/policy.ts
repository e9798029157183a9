/**
 * Who reads which audit events (PRODUCT.md section 3). Center staff and superadmins: every event of
 * the request's center. Organization admins ("edit own organization, its users and their roles"):
 * the events about their organizations, and the events about people that concern those
 * organizations (`data.organization_id`: invitations, roles added or removed). Members and
 * volunteers: none (403). Never another center's: every query is bound to the request's center.
 */
import { managesCenter, type Actor } from "../../policy.ts";

export type AuditScope = { kind: "center" } | { kind: "organizations"; organizationIds: number[] };

export function auditScope(actor: Actor): AuditScope | null {
  if (managesCenter(actor)) return { kind: "center" };
  if (actor.adminOrgIds.size > 0) return { kind: "organizations", organizationIds: [...actor.adminOrgIds] };
  return null;
}
