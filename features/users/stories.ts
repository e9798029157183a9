import type { UserPermissions } from "./types.ts";

/** Side by side every tenant repeats the named regions, which axe reports as duplicate landmarks; a page has one of each. */
export const SIDE_BY_SIDE = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};

/** Center staff on someone else's page: everything of PRODUCT.md section 3. */
export const CENTER_STAFF: UserPermissions = {
  center: true,
  organizationIds: ["1"],
  edit: true,
  changeStatus: true,
  signInAs: true,
};

/** An organization admin of Buurthuis De Linde (organization 3). */
export const ORGANIZATION_ADMIN: UserPermissions = {
  center: false,
  organizationIds: ["3"],
  edit: false,
  changeStatus: false,
  signInAs: false,
};
