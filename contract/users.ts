/** The users domain: list filters and sorts, CSV columns, sign in as a user, shared by browser and server. */
import { API_PREFIX } from "./paths.ts";

export const USER_PATHS = {
  /** POST: ends "sign in as a user" and restores the staff member's own session (no password). */
  signInAsUserReturn: `${API_PREFIX}/sign_in_as_user/return`,
} as const;

/** Sorts the /users screen offers (JSON:API `sort`). */
export const USER_LIST_SORTS = ["last_name", "-last_name", "email", "-last_sign_in_at", "-created_at"] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];

/** Roles a list can be filtered by (filter[with_role]). */
export const USER_FILTER_ROLES = ["volunteer", "member", "admin"] as const;

/** Page size of the /users screen. */
export const USER_LIST_PAGE_SIZE = 25;

/**
 * How long a "sign in as a user" session lasts before it ends by itself (minutes). The staff
 * member's way back ends with it: after that they sign in again.
 */
export const IMPERSONATION_MINUTES = 60;

/** The maximum length of a status change's reason. */
export const USER_STATUS_REASON_MAX_LENGTH = 500;
