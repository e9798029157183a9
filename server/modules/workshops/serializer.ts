/** Workshop rows -> JSON:API `workshop` and `workshop_registration` resources (contract/workshops.ts). */
import { API_PATHS } from "@contract/paths.ts";
import type { WorkshopSessionAttributes } from "@contract/workshops.ts";
import { iso, type Res } from "../../http/jsonapi.ts";
import { displayName } from "../users/service.ts";
import type { RegistrationRow, SessionView, WorkshopView } from "./service.ts";

export function sessionAttributes(v: SessionView): WorkshopSessionAttributes {
  const s = v.session;
  return {
    id: String(s.id),
    starts_at: iso(s.startsAt)!,
    ends_at: iso(s.endsAt)!,
    location: s.location,
    online: s.online,
    capacity: s.capacity,
    registered_count: v.registered,
    waiting_count: v.waiting,
    cancelled_at: iso(s.cancelledAt),
    my_status: v.myStatus,
    my_position: v.myPosition,
  };
}

export function workshopResource({ workshop: w, sessions }: WorkshopView): Res {
  return {
    type: "workshop",
    id: String(w.id),
    attributes: {
      title: w.title,
      description: w.description,
      status: w.status,
      sessions: sessions.map(sessionAttributes),
      created_at: iso(w.createdAt),
      updated_at: iso(w.updatedAt),
    },
    links: { self: API_PATHS.workshop(w.id) },
  };
}

export function registrationResource(r: RegistrationRow): Res {
  return {
    type: "workshop_registration",
    id: String(r.id),
    attributes: {
      session_id: String(r.sessionId),
      status: r.status,
      position: r.position,
      name: displayName(r),
      email: r.email,
      created_at: iso(r.createdAt),
      promoted_at: iso(r.promotedAt),
    },
  };
}
