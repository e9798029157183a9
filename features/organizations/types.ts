import type { OrganizationStatus, OrganizationType } from "@contract/enums.ts";
import type { DuplicateReason, OrganizationDependents } from "@contract/organizations.ts";
import type { VacancyStatus } from "@contract/vacancies.ts";

/** A person shown with an organization (its admins in the overview, its people on the profile). */
export interface OrganizationPerson {
  id: string;
  name: string;
  email: string;
  /** Roles in this organization. */
  roles: readonly ("admin" | "member")[];
}

/** A row of the overview. */
export interface OrganizationSummary {
  id: string;
  name: string;
  organizationType: OrganizationType;
  status: OrganizationStatus;
  city: string | null;
  logoUrl: string | null;
  publishedVacanciesCount: number;
  admins: readonly OrganizationPerson[];
  createdAt: string;
}

export interface OrganizationAddress {
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
}

/** The profile. */
export interface OrganizationDetail extends OrganizationSummary {
  email: string | null;
  phone: string | null;
  website: string | null;
  /** Sanitized rich text (HTML) from the server. */
  description: string | null;
  address: OrganizationAddress | null;
  contactName: string | null;
  /** Only for those who may edit it. */
  dependents?: OrganizationDependents;
}

export interface OrganizationVacancy {
  id: string;
  title: string;
  status: VacancyStatus;
}

export interface StatusChange {
  id: string;
  action: "signup" | "created" | "status_changed" | "moved";
  from: OrganizationStatus | null;
  to: OrganizationStatus | null;
  reason: string | null;
  actorName: string | null;
  createdAt: string;
}

export interface DuplicateCandidate {
  id: string;
  name: string;
  status: OrganizationStatus;
  reasons: readonly DuplicateReason[];
}

/** An organization in the approval queue. */
export interface PendingOrganization extends OrganizationDetail {
  signedUpBy: { name: string; email: string } | null;
  duplicates: readonly DuplicateCandidate[];
}

/** What the viewer may do (the server checks again). */
export interface OrganizationPermissions {
  edit: boolean;
  review: boolean;
  changeTypeAndStatus: boolean;
  move: boolean;
  delete: boolean;
}

export interface CenterOption {
  id: string;
  name: string;
}
