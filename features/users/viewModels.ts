import { USER_STATUS_TRANSITIONS, type UserStatus } from "@contract/enums.ts";
import type { UserPermissions, UserRole, UserRow } from "./types.ts";

/** Who looks at a user's page: their id, whether they are center staff, the organizations they administer. */
export interface UserViewer {
  id: string | undefined;
  center: boolean;
  adminOf: readonly string[];
  /** The viewer's own session is someone else's (sign in as a user does not nest). */
  impersonated?: boolean;
}

const isSuperadmin = (user: Pick<UserRow, "roles">) => user.roles.some((r) => r.name === "superadmin");

/** What the viewer may do on this user's page (the server decides again; this only hides). */
export function userPermissions(viewer: UserViewer, user: UserRow): UserPermissions {
  const self = viewer.id === user.id;
  const staffOver = viewer.center && !self && !isSuperadmin(user);
  return {
    center: viewer.center,
    organizationIds: self ? [] : viewer.adminOf,
    edit: staffOver,
    changeStatus: staffOver,
    signInAs: viewer.center && !self && !viewer.impersonated && !isSuperadmin(user) && user.status === "active",
  };
}

/**
 * The status changes offered from the user's status (USER_STATUS_TRANSITIONS): `active` only for an
 * account that was ever confirmed, `invited` only for one that never was. Center staff only.
 */
export function statusChanges(user: UserRow, permissions: UserPermissions): UserStatus[] {
  if (!permissions.changeStatus) return [];
  return (USER_STATUS_TRANSITIONS[user.status] ?? []).filter((s) =>
    s === "active" ? user.confirmed : s === "invited" ? !user.confirmed : true,
  );
}

/** Deactivating and archiving lock someone out: staff say why (kept in the audit log). */
export function reasonRequired(next: UserStatus): boolean {
  return next === "inactive" || next === "archived";
}

/** May the viewer change or remove this role? Center staff any but a superadmin's; organization admins their organization's. */
export function managesRole(role: UserRole, permissions: UserPermissions): boolean {
  if (role.name === "superadmin") return false;
  if (permissions.center) return true;
  return role.organizationId !== null && permissions.organizationIds.includes(role.organizationId);
}

/** The roles the viewer sees: center staff all, organization admins those of their organizations. */
export function visibleRoles(user: UserRow, permissions: UserPermissions): readonly UserRole[] {
  if (permissions.center) return user.roles;
  return user.roles.filter((r) => r.organizationId !== null && permissions.organizationIds.includes(r.organizationId));
}

/** The other staff role of an organization: member <-> admin (null for a volunteer or superadmin). */
export function switchTarget(role: UserRole): "member" | "admin" | null {
  if (role.organizationId === null) return null;
  if (role.name === "admin") return "member";
  if (role.name === "member") return "admin";
  return null;
}

/** Center staff correct an e-mail address (confirmed by the new one), never a superadmin's. */
export function canChangeEmail(viewer: UserViewer, user: UserRow): boolean {
  return viewer.center && viewer.id !== user.id && !isSuperadmin(user);
}
