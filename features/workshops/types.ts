import { amsterdamInstant, clockTime, dayKey, formatWeekdayDate } from "@contract/amsterdam-time.ts";

export { normalTime } from "@contract/amsterdam-time.ts";
import type { WorkshopRegistrationStatus, WorkshopStatus } from "@contract/workshops.ts";

export type { WorkshopRegistrationStatus, WorkshopStatus };
export type LoadState = "loading" | "failed" | "ready";

/** One session of a workshop as the screens use it. */
export interface WorkshopSession {
  id: string;
  startsAt: string;
  endsAt: string;
  location: string | null;
  online: boolean;
  capacity: number;
  registeredCount: number;
  waitingCount: number;
  cancelledAt: string | null;
  myStatus: WorkshopRegistrationStatus | null;
  myPosition: number | null;
}

export interface Workshop {
  id: string;
  title: string;
  description: string | null;
  status: WorkshopStatus;
  sessions: WorkshopSession[];
}

/** A registration as center staff see it. */
export interface WorkshopRegistration {
  id: string;
  status: WorkshopRegistrationStatus;
  position: number | null;
  name: string;
  email: string;
  createdAt: string;
}

export const placesLeft = (s: WorkshopSession) => Math.max(0, s.capacity - s.registeredCount);
/** A session that has begun (or ended) takes no registrations. */
export const hasStarted = (s: WorkshopSession, now: string) => s.startsAt <= now;
/** Sessions still to come (not cancelled first, in order of start) and the ones that began already. */
export function splitSessions(sessions: readonly WorkshopSession[], now: string) {
  return {
    upcoming: sessions.filter((s) => !hasStarted(s, now)),
    past: sessions.filter((s) => hasStarted(s, now)),
  };
}

/** "dinsdag 12 januari 2027" (Dutch time). */
export const formatSessionDay = formatWeekdayDate;

/** "19:30 - 21:30" (Dutch time). */
export const formatSessionTimes = (s: Pick<WorkshopSession, "startsAt" | "endsAt">) =>
  `${clockTime(s.startsAt)} - ${clockTime(s.endsAt)}`;

/** What the workshop form edits. */
export interface WorkshopValues {
  title: string;
  description: string;
  published: boolean;
}

export const workshopValuesOf = (w: Workshop | null): WorkshopValues => ({
  title: w?.title ?? "",
  description: w?.description ?? "",
  published: w ? w.status === "published" : false,
});

/** What the session form edits (a Dutch day and clock times). */
export interface SessionValues {
  date: string;
  startTime: string;
  endTime: string;
  online: boolean;
  location: string;
  capacity: string;
}

export const sessionValuesOf = (s: WorkshopSession | null): SessionValues => ({
  date: s ? dayKey(s.startsAt) : "",
  startTime: s ? clockTime(s.startsAt) : "",
  endTime: s ? clockTime(s.endsAt) : "",
  online: s?.online ?? false,
  location: s?.location ?? "",
  capacity: s ? String(s.capacity) : "",
});

/** The wire attributes of the session form's values (times are Dutch times). */
export function sessionAttributes(v: SessionValues) {
  return {
    starts_at: amsterdamInstant(v.date, v.startTime)?.toISOString() ?? null,
    ends_at: amsterdamInstant(v.date, v.endTime)?.toISOString() ?? null,
    online: v.online,
    location: v.location.trim() || null,
    capacity: Number(v.capacity),
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The session form's own checks (keyed by the form's names; messages through `t`). */
export function checkSession(v: SessionValues, t: (key: string) => string): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.date) e.date = t("form.dateRequired");
  if (!TIME.test(v.startTime)) e.startTime = t("form.timeRequired");
  if (!TIME.test(v.endTime)) e.endTime = t("form.timeRequired");
  else if (TIME.test(v.startTime) && v.endTime <= v.startTime) e.endTime = t("form.endBeforeStart");
  if (!v.online && !v.location.trim()) e.location = t("form.locationRequired");
  if (!/^[1-9]\d{0,2}$/.test(v.capacity.trim())) e.capacity = t("form.capacityRequired");
  return e;
}

export function checkWorkshop(v: WorkshopValues, t: (key: string) => string): Record<string, string> {
  const e: Record<string, string> = {};
  if (v.title.trim().length < 3) e.title = t("form.titleRequired");
  return e;
}
