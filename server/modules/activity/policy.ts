/**
 * Who sees which recent activity (PRODUCT.md section 3): center staff the whole center's, organization
 * staff their organizations', everyone their own (their applications, their conversations). Never
 * another center's: every source is also bound to the request's center.
 */
import { managesCenter, type Actor } from "../../policy.ts";

export interface ActivityScope {
  /** Center staff or superadmin: everything of the center. */
  center: boolean;
  userId: number;
  /** Organizations whose activity the viewer follows (member or admin). */
  organizationIds: number[];
}

export const activityScope = (actor: Actor): ActivityScope => ({
  center: managesCenter(actor),
  userId: actor.user.id,
  organizationIds: [...actor.memberOrgIds],
});

/** Organization events (sign-ups, approvals) concern the center and the organization's own staff only. */
export const seesOrganizationEvents = (scope: ActivityScope): boolean =>
  scope.center || scope.organizationIds.length > 0;
