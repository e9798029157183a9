import type { HelpKind, HelpRequestStatus, HelpRequestsStatusFilter } from "@contract/help-requests.ts";

export type { HelpKind, HelpRequestStatus, HelpRequestsStatusFilter };
export type LoadState = "loading" | "failed" | "ready";

/** What the public form sends (the wire's attribute names). */
export interface HelpRequestValues {
  name: string;
  email: string;
  phone: string;
  kind: HelpKind | "";
  description: string;
  area: string;
  consent: boolean;
}

/** A help request as the staff's screen shows it (the wire's attributes, camelCase). */
export interface HelpRequest {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  kind: HelpKind;
  description: string;
  area: string;
  status: HelpRequestStatus;
  note: string | null;
  volunteerId: string | null;
  volunteerName: string | null;
  matchedAt: string | null;
  createdAt: string;
}

/** A volunteer of the center to match a request with. */
export interface VolunteerOption {
  id: string;
  name: string;
  email: string;
}

/** A change staff make: a status, a volunteer (with status matched), a note. */
export interface HelpRequestChange {
  status?: HelpRequestStatus;
  volunteer_id?: string | null;
  note?: string | null;
}
