/** Organization status changes: who may change the status (403) before what is asked (422). */
import { ORGANIZATION_STATUS_TRANSITIONS, type OrganizationStatus } from "@contract/enums.ts";
import { reasonRequired } from "@contract/organizations.ts";
import type { Organization } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { Actor } from "../../policy.ts";

/** The transition table of contract/enums.ts (422 with the pointer). */
export function checkTransition(from: string, to: string, pointer: string) {
  if (from === to) return;
  const allowed = ORGANIZATION_STATUS_TRANSITIONS[from as OrganizationStatus] ?? [];
  if (!(allowed as readonly string[]).includes(to))
    throw new ApiError(422, { code: "validation_failed", field: "invalid_transition", pointer, params: { from, to } });
}

/**
 * Who may change this organization's status first (the center's own organization only a
 * superadmin: 403), then what is asked (the transition, a reason to deny or archive: 422).
 */
export function authorizeStatusChange(
  actor: Actor,
  org: Organization,
  to: OrganizationStatus,
  reason: string | null,
  base: string,
) {
  forbidStatusChange(actor, org, to, base);
  checkStatusChange(org, to, reason, base);
}

/** The center's own organization changes status only by a superadmin's hand (403). */
export function forbidStatusChange(actor: Actor, org: Organization, to: OrganizationStatus, base: string) {
  if (to !== org.status && org.organizationType === "VolunteerCenter" && !actor.superadmin)
    throw new ApiError(403, { code: "forbidden", pointer: `${base}/status` });
}

/** The transition table, and a reason to deny or archive (422). */
export function checkStatusChange(org: Organization, to: OrganizationStatus, reason: string | null, base: string) {
  if (to === org.status) return;
  checkTransition(org.status, to, `${base}/status`);
  if (reasonRequired(to) && !reason)
    throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: `${base}/reason` });
}
