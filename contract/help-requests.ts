/**
 * One-on-one help (een-op-een-hulp, PRODUCT.md section 4): a resident asks for help through the
 * public form at `/een-op-een-hulp`; center staff match the request to a volunteer at
 * `/een-op-een-hulp/aanvragen`. Only centers with the `peer_to_peer` feature take requests.
 */
import * as yup from "yup";
import type { TransitionTable } from "./enums.ts";
import { textObject } from "./text-rules.ts";

/** The kinds of help a resident can ask for (labels in features/help-requests/locales). */
export const HELP_KINDS = [
  "buddy",
  "paperwork",
  "groceries",
  "digital",
  "language",
  "transport",
  "odd_jobs",
  "other",
] as const;
export type HelpKind = (typeof HELP_KINDS)[number];

export const HELP_REQUEST_STATUSES = ["new", "matching", "matched", "closed"] as const;
export type HelpRequestStatus = (typeof HELP_REQUEST_STATUSES)[number];
/** The requests still waiting for a volunteer: what the dashboard counts as open. */
export const OPEN_HELP_REQUEST_STATUSES: readonly HelpRequestStatus[] = ["new", "matching"];

/** ?status=open on the staff's list (/een-op-een-hulp/aanvragen): new and matching. */
export const HELP_REQUESTS_OPEN = "open";
export type HelpRequestsStatusFilter = HelpRequestStatus | typeof HELP_REQUESTS_OPEN;

/** The staff's list page URL (?status=&q=): its status choice (null: all) and search. */
export function helpRequestsListParams(url: Pick<URLSearchParams, "get">): {
  status: HelpRequestsStatusFilter | null;
  q: string;
} {
  const raw = url.get("status");
  const status =
    raw === HELP_REQUESTS_OPEN || (HELP_REQUEST_STATUSES as readonly (string | null)[]).includes(raw)
      ? (raw as HelpRequestsStatusFilter)
      : null;
  return { status, q: (url.get("q") ?? "").slice(0, 100) };
}

/** The API filter of the staff's list for a status choice and a search. */
export function helpRequestsFilter(p: { status: HelpRequestsStatusFilter | null; q?: string }) {
  const out: Record<string, string | readonly string[]> = {};
  if (p.status) out.status_in = p.status === HELP_REQUESTS_OPEN ? OPEN_HELP_REQUEST_STATUSES : [p.status];
  if (p.q?.trim()) out.q = p.q.trim();
  return out;
}

/** The list page (/een-op-een-hulp/aanvragen?status=&q=): the API filter it sends. */
export const helpRequestsListFilter = (url: Pick<URLSearchParams, "get">) =>
  helpRequestsFilter(helpRequestsListParams(url));

/**
 * Status changes staff make: new -> matching -> matched -> closed, closed from any open status, and
 * back from matched to matching when a match falls through. Closed is the end.
 */
export const HELP_REQUEST_TRANSITIONS: TransitionTable<HelpRequestStatus> = {
  new: ["matching", "closed"],
  matching: ["matched", "closed"],
  matched: ["matching", "closed"],
  closed: [],
};

export const HELP_DESCRIPTION_MAX = 2000;
export const HELP_NOTE_MAX = 2000;
/** A Dutch or international phone number: digits with spaces, dashes, brackets, an optional leading +. */
export const HELP_PHONE_PATTERN = /^\+?[0-9 ()-]{10,20}$/;

/** POST /api/v1/help_requests (public): data.attributes. Email or phone (at least one) is checked apart. */
export const helpRequestSchema = textObject({
  name: yup.string().trim().min(2).max(120).required(),
  email: yup.string().trim().lowercase().max(254).email().nullable().optional(),
  phone: yup
    .string()
    .trim()
    .max(20)
    .matches(HELP_PHONE_PATTERN, { excludeEmptyString: true, name: "phone" })
    .nullable()
    .optional(),
  kind: yup.string().oneOf(HELP_KINDS).required(),
  description: yup.string().trim().min(10).max(HELP_DESCRIPTION_MAX).required(),
  area: yup.string().trim().min(2).max(120).required(),
  /** The resident agrees that the center stores the request to find a volunteer. */
  consent: yup.boolean().oneOf([true], "consent").required(),
});
export type HelpRequestInput = yup.InferType<typeof helpRequestSchema>;

/** PATCH /api/v1/help_requests/{id} (center staff): data.attributes. */
export const helpRequestUpdateSchema = textObject({
  status: yup.string().oneOf(HELP_REQUEST_STATUSES).optional(),
  /** A volunteer of the center (a user with the volunteer role); null removes the match. */
  volunteer_id: yup
    .string()
    .matches(/^[1-9][0-9]{0,17}$/, { name: "id" })
    .nullable()
    .optional(),
  note: yup.string().trim().max(HELP_NOTE_MAX).nullable().optional(),
});
export type HelpRequestUpdateInput = yup.InferType<typeof helpRequestUpdateSchema>;

/** A request as center staff read it. */
export type HelpRequestAttributes = {
  name: string;
  email: string | null;
  phone: string | null;
  kind: HelpKind;
  description: string;
  area: string;
  status: HelpRequestStatus;
  note: string | null;
  volunteer_id: string | null;
  volunteer_name: string | null;
  matched_at: string | null;
  created_at: string;
  updated_at: string;
};

/** What the resident gets back after sending (never the request itself). */
export type HelpRequestReceiptAttributes = {
  status: "new";
  created_at: string;
};
