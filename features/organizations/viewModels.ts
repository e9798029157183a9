/** Pure rules behind the organization screens: permissions, status actions, delete or archive, list URL state, form values. */
import { ORGANIZATION_STATUS_TRANSITIONS, type OrganizationStatus, type OrganizationType } from "@contract/enums.ts";
import { hasDependents, type OrganizationDependents, type OrganizationListSort } from "@contract/organizations.ts";
import { formatPostcode } from "@contract/vacancies.ts";
import type { OrganizationDetail, OrganizationPermissions } from "./types.ts";

export interface Viewer {
  /** Admin of the center's own organization, or superadmin. */
  centerStaff: boolean;
  superadmin: boolean;
  /** Organizations the viewer administers. */
  adminOf: readonly string[];
}

/** PRODUCT.md section 3, for one organization; `moveFlag` is the installation's moving-organizations flag. */
export function permissionsFor(
  viewer: Viewer,
  org: Pick<OrganizationDetail, "id" | "organizationType">,
  moveFlag: boolean,
): OrganizationPermissions {
  const ownCenter = org.organizationType === "VolunteerCenter";
  const staff = viewer.centerStaff || viewer.superadmin;
  return {
    edit: staff || viewer.adminOf.includes(org.id),
    review: staff && (!ownCenter || viewer.superadmin),
    changeTypeAndStatus: staff,
    move: moveFlag && viewer.superadmin && !ownCenter,
    delete: staff && !ownCenter,
  };
}

export type StatusAction = "approve" | "deny" | "archive" | "reopen";
const ACTION_OF: Record<OrganizationStatus, StatusAction> = {
  approved: "approve",
  denied: "deny",
  archived: "archive",
  pending: "reopen",
};
export const statusOfAction = (a: StatusAction): OrganizationStatus =>
  (Object.keys(ACTION_OF) as OrganizationStatus[]).find((s) => ACTION_OF[s] === a)!;

/** The status changes offered from a status (the contract's transition table). */
export const statusActions = (status: OrganizationStatus): StatusAction[] =>
  (ORGANIZATION_STATUS_TRANSITIONS[status] ?? []).map((to) => ACTION_OF[to]);

/** Delete when nothing depends on the organization; otherwise offer archive (when it can be archived). */
export function removalOffer(
  status: OrganizationStatus,
  dependents: OrganizationDependents | undefined,
): "delete" | "archive" | "none" {
  if (!dependents) return "none";
  if (!hasDependents(dependents)) return "delete";
  return ORGANIZATION_STATUS_TRANSITIONS[status].includes("archived") ? "archive" : "none";
}

/** What depends on an organization, in the order the profile and the move screen name them. */
export const DEPENDENT_KINDS = ["vacancies", "people", "applications", "conversations"] as const;

export type StatusFilter = OrganizationStatus | "all";
export type TypeFilter = OrganizationType | "all";

export interface ListState {
  status: StatusFilter;
  type: TypeFilter;
  q: string;
  sort: OrganizationListSort;
  page: number;
}

/** The API filter of a list state (GET /api/v1/organizations and its export). */
export function apiFilter(s: Pick<ListState, "status" | "type" | "q">): Record<string, string> {
  const f: Record<string, string> = {};
  if (s.status !== "all") f.status_eq = s.status;
  if (s.type !== "all") f.organization_type_eq = s.type;
  if (s.q.trim()) f.name_or_city_cont = s.q.trim();
  return f;
}

/** The organization form's values: the contract's wire names, "" for empty. */
export interface OrganizationFormValues {
  name: string;
  organization_type: OrganizationType;
  description: string;
  email: string;
  phone: string;
  website: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  logo_url: string;
}

export const EMPTY_ORGANIZATION_FORM: OrganizationFormValues = {
  name: "",
  organization_type: "Foundation",
  description: "",
  email: "",
  phone: "",
  website: "",
  street: "",
  house_number: "",
  postcode: "",
  city: "",
  logo_url: "",
};

export function formValuesOf(o: OrganizationDetail): OrganizationFormValues {
  return {
    name: o.name,
    organization_type: o.organizationType,
    description: o.description ?? "",
    email: o.email ?? "",
    phone: o.phone ?? "",
    website: o.website ?? "",
    street: o.address?.street ?? "",
    house_number: o.address?.houseNumber ?? "",
    postcode: o.address?.postcode ?? "",
    city: o.address?.city ?? "",
    logo_url: o.logoUrl ?? "",
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** The PUT/POST attributes of the form: empty is null, the postcode written as "3511 AB". */
export function payloadOf(v: OrganizationFormValues, withType: boolean) {
  return {
    name: v.name.trim(),
    ...(withType ? { organization_type: v.organization_type } : {}),
    description: orNull(v.description),
    email: orNull(v.email),
    phone: orNull(v.phone),
    website: orNull(v.website),
    address: {
      street: orNull(v.street),
      house_number: orNull(v.house_number),
      postcode: v.postcode.trim() ? (formatPostcode(v.postcode) ?? v.postcode.trim()) : null,
      city: orNull(v.city),
    },
    profile: { logo_url: orNull(v.logo_url) },
  };
}
