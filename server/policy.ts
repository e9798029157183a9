/**
 * Who may do what (PRODUCT.md section 3). Center staff are the admins of the center's
 * VolunteerCenter organization; superadmins operate every center.
 */
import type { AuthToken, User } from "./db/schema.ts";

export interface ActorRole {
  id: number;
  name: string;
  organizationId: number | null;
  organizationType: string | null;
}

export interface Actor {
  user: User;
  token: AuthToken | null;
  roles: ActorRole[];
  superadmin: boolean;
  centerAdmin: boolean;
  /** Organizations the user administers (role admin). */
  adminOrgIds: Set<number>;
  /** Organizations the user belongs to (member or admin). */
  memberOrgIds: Set<number>;
  volunteer: boolean;
}

export function actorFrom(user: User, token: AuthToken | null, list: ActorRole[]): Actor {
  const adminOrgIds = new Set<number>();
  const memberOrgIds = new Set<number>();
  let centerAdmin = false;
  for (const r of list) {
    if (r.organizationId === null) continue;
    memberOrgIds.add(r.organizationId);
    if (r.name === "admin") {
      adminOrgIds.add(r.organizationId);
      if (r.organizationType === "VolunteerCenter") centerAdmin = true;
    }
  }
  return {
    user,
    token,
    roles: list,
    superadmin: list.some((r) => r.name === "superadmin"),
    centerAdmin,
    adminOrgIds,
    memberOrgIds,
    volunteer: list.some((r) => r.name === "volunteer"),
  };
}

/** Center staff or superadmin: manages everything in the current center. */
export const managesCenter = (a: Actor | null): boolean => !!a && (a.superadmin || a.centerAdmin);
export const belongsToOrganization = (a: Actor, orgId: number) => managesCenter(a) || a.memberOrgIds.has(orgId);
export const administersOrganization = (a: Actor, orgId: number) => managesCenter(a) || a.adminOrgIds.has(orgId);
/** Organization staff (member or admin of any organization) or center staff. */
export const isStaff = (a: Actor) => managesCenter(a) || a.memberOrgIds.size > 0;
