/** Who may do what with organizations (PRODUCT.md section 3). */
import { administersOrganization, belongsToOrganization, isStaff, managesCenter, type Actor } from "../../policy.ts";

/** The overview: organization staff (their own organizations) and center staff (all of the center). */
export const mayListOrganizations = (actor: Actor): boolean => isStaff(actor);
/** The profile: staff of the organization, center staff. */
export const maySeeOrganization = (actor: Actor, orgId: number): boolean => belongsToOrganization(actor, orgId);
/** Edit the organization (its admins, center staff). */
export const mayEditOrganization = (actor: Actor, orgId: number): boolean => administersOrganization(actor, orgId);
/** Approve, deny, archive organizations, the approval queue, create approved ones, delete: center staff. */
export const mayReviewOrganizations = (actor: Actor): boolean => managesCenter(actor);
/** The type and the status of an organization are center staff's to change. */
export const mayChangeTypeAndStatus = (actor: Actor): boolean => managesCenter(actor);
/** Move an organization to another center: superadmin, with the installation's flag on. */
export const mayMoveOrganizations = (actor: Actor, flagOn: boolean): boolean => flagOn && actor.superadmin;
