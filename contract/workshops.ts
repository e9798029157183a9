/**
 * Workshops (PRODUCT.md section 4): a center's workshops with a title and description, their
 * sessions (start, end, a place or online, a capacity) and the registrations of signed-in
 * volunteers per session with a waiting list. Volunteers and organization staff see and register
 * at `/workshops`; center staff manage them at `/workshops/beheer`.
 */
import * as yup from "yup";
import { isoMoment, textObject } from "./text-rules.ts";

export const WORKSHOP_STATUSES = ["draft", "published", "cancelled"] as const;
export type WorkshopStatus = (typeof WORKSHOP_STATUSES)[number];
/** Which workshops a list holds: with a session still to come (default), only ended ones, or all (staff). */
export const WORKSHOP_PERIODS = ["upcoming", "past", "all"] as const;
export type WorkshopPeriod = (typeof WORKSHOP_PERIODS)[number];
export const WORKSHOP_TITLE_MAX = 150;
export const WORKSHOP_DESCRIPTION_MAX = 5_000;
export const WORKSHOP_LOCATION_MAX = 200;
export const WORKSHOP_CAPACITY_MAX = 1_000;
/** A registration has a place, or waits for one. */
export const REGISTRATION_STATUSES = ["registered", "waiting"] as const;
export type WorkshopRegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** One session of a workshop, inside the `workshop` resource's `sessions` attribute. */
export interface WorkshopSessionAttributes {
  id: string;
  starts_at: string;
  ends_at: string;
  /** The address or room; for an online session, where the link will come from (or null). */
  location: string | null;
  online: boolean;
  capacity: number;
  registered_count: number;
  waiting_count: number;
  /** Set when center staff cancelled the session (it takes no registrations). */
  cancelled_at: string | null;
  /** The signed-in viewer's registration: a place, on the waiting list, or none. */
  my_status: WorkshopRegistrationStatus | null;
  /** The viewer's place on the waiting list (1 is next), else null. */
  my_position: number | null;
}

/** The wire attributes of a `workshop` resource. */
export interface WorkshopAttributes {
  title: string;
  description: string | null;
  status: WorkshopStatus;
  /** Every session, in order of start (cancelled ones too, marked). */
  sessions: WorkshopSessionAttributes[];
  created_at: string;
  updated_at: string;
}

/** GET /api/v1/workshop_sessions/{id}/registrations (center staff): `workshop_registration` resources. */
export interface WorkshopRegistrationAttributes {
  session_id: string;
  status: WorkshopRegistrationStatus;
  /** On the waiting list: 1 is next; else null. */
  position: number | null;
  name: string;
  email: string;
  created_at: string;
  promoted_at: string | null;
}

/** POST /api/v1/workshops and PATCH /api/v1/workshops/{id}: data.attributes. */
export const workshopSchema = textObject({
  title: yup.string().trim().min(3).max(WORKSHOP_TITLE_MAX).required(),
  description: yup.string().trim().max(WORKSHOP_DESCRIPTION_MAX).nullable().optional(),
  status: yup.string().oneOf(WORKSHOP_STATUSES).optional(),
});
export type WorkshopInput = yup.InferType<typeof workshopSchema>;

/** POST /api/v1/workshops/{id}/sessions and PATCH /api/v1/workshop_sessions/{id}: data.attributes. */
export const workshopSessionSchema = textObject({
  starts_at: isoMoment().required(),
  ends_at: isoMoment().required(),
  location: yup.string().trim().max(WORKSHOP_LOCATION_MAX).nullable().optional(),
  online: yup.boolean().optional(),
  /** Places; the message of a wrong number is "is niet geldig" (yup's min/max would speak of characters). */
  capacity: yup
    .number()
    .integer()
    .test("capacity", (v) => v === undefined || (v >= 1 && v <= WORKSHOP_CAPACITY_MAX))
    .required(),
});
export type WorkshopSessionInput = yup.InferType<typeof workshopSessionSchema>;
