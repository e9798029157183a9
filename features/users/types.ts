import type { UserStatus } from "@contract/enums.ts";

/** A role of a user as the screens show it: the organization's name comes along. */
export interface UserRole {
  name: "volunteer" | "member" | "admin" | "superadmin";
  organizationId: string | null;
  organizationName: string | null;
}

export interface UserRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  email: string;
  phone: string | null;
  status: UserStatus;
  confirmed: boolean;
  lastSignInAt: string | null;
  createdAt: string;
  roles: readonly UserRole[];
  /** A new address waiting for its confirmation. */
  unconfirmedEmail?: string | null;
}

export interface OrganizationOption {
  id: string;
  name: string;
}

/** A volunteer's application as the user's page lists it. */
export interface UserApplication {
  id: string;
  vacancyTitle: string;
  organizationName: string | null;
  status: string;
  statusLabel?: string;
  createdAt: string;
}

/** What the viewer may do on a user's page. */
export interface UserPermissions {
  /** Center staff: everything of PRODUCT.md section 3 "users of the center". */
  center: boolean;
  /** Organizations whose membership the viewer manages (organization admins: their own). */
  organizationIds: readonly string[];
  /** Edit the name, phone and e-mail (center staff; not their own account here, never a superadmin's). */
  edit: boolean;
  /** Change the status along USER_STATUS_TRANSITIONS (center staff; never their own, never a superadmin's). */
  changeStatus: boolean;
  /** Sign in as this user (center staff, not themselves, not a superadmin, the account active). */
  signInAs: boolean;
}
