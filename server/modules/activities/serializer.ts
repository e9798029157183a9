/** Activity rows -> JSON:API `activity` resources (contract ActivityAttributes); the author's user id is never sent. */
import { API_PATHS } from "@contract/paths.ts";
import { iso, type Res } from "../../http/jsonapi.ts";
import type { ActivityListRow } from "./service.ts";

export function activityResource({ activity: a, organizationName, registered, mine }: ActivityListRow): Res {
  return {
    type: "activity",
    id: String(a.id),
    attributes: {
      title: a.title,
      description: a.description,
      starts_at: iso(a.startsAt),
      ends_at: iso(a.endsAt),
      location: a.location,
      category: a.category,
      organization_id: a.organizationId === null ? null : String(a.organizationId),
      organization_name: organizationName,
      registration_url: a.registrationUrl,
      capacity: a.capacity,
      registrations_count: registered,
      registered: mine,
      status: a.status,
      created_at: iso(a.createdAt),
      updated_at: iso(a.updatedAt),
    },
    links: { self: API_PATHS.activity(a.id) },
  };
}
