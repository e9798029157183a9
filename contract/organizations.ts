/**
 * The organizations back office (issue 15): list filters and sorts, status changes with a reason,
 * the bulk review of the approval queue, what depends on an organization, its status history and
 * possible duplicates. Shared by the screens and the server.
 */
import * as yup from "yup";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES, type OrganizationStatus } from "./enums.ts";
import { textObject } from "./text-rules.ts";
import { IMAGE_URL_PATTERN, POSTCODE_PATTERN } from "./vacancies.ts";

/** A reason given with a status change: mailed to the organization's admins and kept in its history. */
export const ORGANIZATION_REASON_MAX_LENGTH = 1000;
/** Organizations approved or denied in one bulk call at most. */
export const ORGANIZATION_BULK_MAX = 100;

/** Status changes a reviewer must explain (the admins read why); approving may go without. */
export const REASON_REQUIRED_STATUSES: readonly OrganizationStatus[] = ["denied", "archived"];
export const reasonRequired = (status: OrganizationStatus) => REASON_REQUIRED_STATUSES.includes(status);

/** The reason of a status change (optional text, required for deny and archive). */
export const organizationReasonSchema = yup.string().trim().max(ORGANIZATION_REASON_MAX_LENGTH).nullable().optional();

/**
 * The shape of a status change (status and reason) without the rule that deny and archive carry a
 * reason: the server checks that rule only after it knows the reviewer may change this organization.
 */
export const organizationStatusChangeSchema = textObject({
  status: yup.string().oneOf(ORGANIZATION_STATUSES).required(),
  reason: organizationReasonSchema,
});

/** PUT /api/v1/organizations/{id}/approve: data.attributes (status defaults to approved). */
export const organizationReviewSchema = textObject({
  status: yup.string().oneOf(ORGANIZATION_STATUSES).required(),
  reason: organizationReasonSchema.when("status", {
    is: (s: OrganizationStatus) => reasonRequired(s),
    then: (s) => s.required(),
  }),
});
export type OrganizationReviewPayload = yup.InferType<typeof organizationReviewSchema>;

/** Sorts of GET /api/v1/organizations the overview offers. */
export const ORGANIZATION_LIST_SORTS = ["name", "-name", "-created_at", "created_at", "status"] as const;
export type OrganizationListSort = (typeof ORGANIZATION_LIST_SORTS)[number];

/** What depends on an organization (GET /api/v1/organizations/{id} meta.dependents): delete only when all are 0. */
export interface OrganizationDependents {
  vacancies: number;
  people: number;
  applications: number;
  conversations: number;
}
export const hasDependents = (d: OrganizationDependents) =>
  d.vacancies + d.people + d.applications + d.conversations > 0;

/** Why a pending organization may be a duplicate of another (relationships.duplicates data[].meta.reasons). */
export const DUPLICATE_REASONS = ["name", "email", "website"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** GET /api/v1/organizations/{id}/status_history: one status change, newest first. */
export interface OrganizationStatusChangeAttributes {
  /** signup, created, status_changed, moved. */
  action: "signup" | "created" | "status_changed" | "moved";
  from: OrganizationStatus | null;
  to: OrganizationStatus | null;
  reason: string | null;
  /** Who did it (a name), null when unknown or removed. */
  actor_name: string | null;
  created_at: string;
}

/** The organization form (edit and add): what the browser validates on blur, the server again. */
export const organizationFormSchema = textObject({
  name: yup.string().trim().min(2).max(150).required(),
  organization_type: yup.string().oneOf(ORGANIZATION_TYPES).required(),
  description: yup.string().max(5000).nullable().optional(),
  email: yup.string().trim().lowercase().max(254).email().nullable().optional(),
  phone: yup.string().trim().max(30).nullable().optional(),
  website: yup.string().trim().url().max(300).nullable().optional(),
  street: yup.string().trim().max(150).nullable().optional(),
  house_number: yup.string().trim().max(20).nullable().optional(),
  postcode: yup.string().trim().matches(POSTCODE_PATTERN, { excludeEmptyString: true }).nullable().optional(),
  city: yup.string().trim().max(100).nullable().optional(),
  logo_url: yup.string().trim().max(500).matches(IMAGE_URL_PATTERN, { excludeEmptyString: true }).nullable().optional(),
});
export type OrganizationFormPayload = yup.InferType<typeof organizationFormSchema>;

/** The first admin that /organizations/add invites (POST /api/v1/users with role admin). */
export const organizationFirstAdminSchema = textObject({
  first_name: yup.string().trim().max(100).required(),
  last_name: yup.string().trim().max(100).required(),
  email: yup.string().trim().lowercase().max(254).email().required(),
});
