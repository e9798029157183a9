import {
  APPLICATION_STATUS_TRANSITIONS,
  APPLICATION_STATUSES,
  OPEN_APPLICATION_STATUSES,
  WITHDRAWABLE_APPLICATION_STATUSES,
  type ApplicationStatus,
} from "@contract/applications.ts";

/** An application as the screens show it (the API's attributes, camelCased, plus the vacancy's id). */
export interface ApplicationItem {
  id: string;
  status: ApplicationStatus;
  motivation: string;
  availability: string | null;
  vacancyId: string | null;
  vacancyTitle: string;
  organizationName: string;
  volunteerName: string;
  /** Staff only. */
  volunteerEmail: string | null;
  conversationId: string | null;
  /** The volunteer's user id, when the API sends the relationship. */
  userId?: string | null;
  statusChangedAt: string | null;
  createdAt: string;
}

/** Who looks at an application: the organization's staff handle it, the volunteer follows it. */
export type Viewer = "staff" | "volunteer";

/** Status changes the organization's staff may make from here (the contract's transitions). */
export type StaffAction = "in_progress" | "accepted" | "rejected";

/** The tabs of the staff list, in order; "open" = new, in progress and accepted; "all" shows every status. */
export const STATUS_FILTERS = ["new", "in_progress", "accepted", "rejected", "withdrawn", "open", "all"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** A positive page number from the query string; 1 for anything else. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The status changes a viewer may make: staff follow the contract's transitions, volunteers none. */
export function staffActionsFor(viewer: Viewer, status: ApplicationStatus): StaffAction[] {
  if (viewer !== "staff") return [];
  return APPLICATION_STATUS_TRANSITIONS[status].filter((s): s is StaffAction => s !== "new" && s !== "withdrawn");
}

/** Only the volunteer withdraws, and only while the application is still open for it. */
export function canWithdraw(viewer: Viewer, status: ApplicationStatus): boolean {
  return viewer === "volunteer" && (WITHDRAWABLE_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** An open application blocks a second one to the same vacancy (the database enforces it too). */
export function isOpen(status: ApplicationStatus): boolean {
  return (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** The open application among a volunteer's applications to one vacancy, newest first. */
export function openApplication(items: readonly ApplicationItem[]): ApplicationItem | undefined {
  return [...items].filter((a) => isOpen(a.status)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

export interface RoleLike {
  name: string;
  organizationId?: string | null;
}

/**
 * Staff are the members and admins of the selected organization, and superadmins; everyone else
 * (volunteers, staff of another organization than the selected one) sees their own applications.
 */
export function viewerFor(roles: readonly RoleLike[] | undefined, selectedOrganizationId: string | null): Viewer {
  for (const role of roles ?? []) {
    if (role.name === "superadmin") return "staff";
    if (
      (role.name === "admin" || role.name === "member") &&
      selectedOrganizationId !== null &&
      String(role.organizationId ?? "") === String(selectedOrganizationId)
    )
      return "staff";
  }
  return "volunteer";
}

/** The number of pages for a total and a page size (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
