import { describe, expect, it } from "vitest";
import { USERS } from "./fixtures.ts";
import type { UserRow } from "./types.ts";
import {
  canChangeEmail,
  managesRole,
  reasonRequired,
  statusChanges,
  switchTarget,
  userPermissions,
  visibleRoles,
  type UserViewer,
} from "./viewModels.ts";

const [admin, invited, volunteer, inactiveMember, archived] = USERS as [UserRow, UserRow, UserRow, UserRow, UserRow];
const staff: UserViewer = { id: "1", center: true, adminOf: ["1"] };
const orgAdmin: UserViewer = { id: "2", center: false, adminOf: ["3"] };
const superadmin: UserRow = {
  ...admin,
  id: "99",
  roles: [{ name: "superadmin", organizationId: null, organizationName: null }],
};

describe("userPermissions", () => {
  it("gives center staff everything over someone else's account", () => {
    expect(userPermissions(staff, volunteer)).toEqual({
      center: true,
      organizationIds: ["1"],
      edit: true,
      changeStatus: true,
      signInAs: true,
    });
  });
  it("never lets staff act on a superadmin's or their own account", () => {
    for (const user of [superadmin, { ...volunteer, id: "1" }]) {
      const p = userPermissions(staff, user);
      expect([p.edit, p.changeStatus, p.signInAs]).toEqual([false, false, false]);
    }
  });
  it("signs in as an active account only, and not from a session that is itself someone else's", () => {
    expect(userPermissions(staff, inactiveMember).signInAs).toBe(false);
    expect(userPermissions(staff, invited).signInAs).toBe(false);
    expect(userPermissions({ ...staff, impersonated: true }, volunteer).signInAs).toBe(false);
  });
  it("gives organization admins their organizations' roles and nothing of the account", () => {
    expect(userPermissions(orgAdmin, inactiveMember)).toEqual({
      center: false,
      organizationIds: ["3"],
      edit: false,
      changeStatus: false,
      signInAs: false,
    });
  });
});

describe("statusChanges", () => {
  const p = userPermissions(staff, volunteer);
  it("follows USER_STATUS_TRANSITIONS from each status", () => {
    expect(statusChanges(volunteer, p)).toEqual(["inactive", "archived"]);
    expect(statusChanges(inactiveMember, p)).toEqual(["active", "archived"]);
    expect(statusChanges(invited, p)).toEqual(["archived"]);
  });
  it("reactivates a confirmed archived account, re-invites one that never confirmed", () => {
    expect(statusChanges(archived, p)).toEqual(["active"]);
    expect(statusChanges({ ...archived, confirmed: false }, p)).toEqual(["invited"]);
  });
  it("offers none to organization admins", () => {
    expect(statusChanges(volunteer, userPermissions(orgAdmin, volunteer))).toEqual([]);
  });
  it("asks a reason for locking someone out only", () => {
    expect([reasonRequired("inactive"), reasonRequired("archived")]).toEqual([true, true]);
    expect([reasonRequired("active"), reasonRequired("invited")]).toEqual([false, false]);
  });
});

describe("roles", () => {
  const p = userPermissions(orgAdmin, inactiveMember);
  it("shows organization admins only their organization's roles, and lets them manage those", () => {
    const roles = visibleRoles(inactiveMember, p);
    expect(roles).toEqual([{ name: "member", organizationId: "3", organizationName: "Buurthuis De Linde" }]);
    expect(managesRole(roles[0]!, p)).toBe(true);
    expect(managesRole({ name: "admin", organizationId: "2", organizationName: "Basisschool De Regenboog" }, p)).toBe(
      false,
    );
  });
  it("lets center staff manage every role but a superadmin's", () => {
    const c = userPermissions(staff, inactiveMember);
    expect(visibleRoles(inactiveMember, c)).toHaveLength(2);
    expect(managesRole({ name: "volunteer", organizationId: null, organizationName: null }, c)).toBe(true);
    expect(managesRole({ name: "superadmin", organizationId: null, organizationName: null }, c)).toBe(false);
  });
  it("switches member and admin of an organization", () => {
    expect(switchTarget({ name: "member", organizationId: "3", organizationName: null })).toBe("admin");
    expect(switchTarget({ name: "admin", organizationId: "3", organizationName: null })).toBe("member");
    expect(switchTarget({ name: "volunteer", organizationId: null, organizationName: null })).toBeNull();
  });
});

describe("canChangeEmail", () => {
  it("is center staff's, never for a superadmin's address, never an organization admin's", () => {
    expect(canChangeEmail(staff, volunteer)).toBe(true);
    expect(canChangeEmail(staff, superadmin)).toBe(false);
    expect(canChangeEmail(orgAdmin, inactiveMember)).toBe(false);
  });
});
