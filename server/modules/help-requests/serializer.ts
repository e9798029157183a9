/** A help request as center staff read it (JSON:API resource); the resident's IP stays out. */
import type { HelpRequestAttributes } from "@contract/help-requests.ts";
import { iso } from "../../http/jsonapi.ts";
import type { HelpRequestWithVolunteer } from "./service.ts";

export function helpRequestResource(row: HelpRequestWithVolunteer) {
  const attributes: HelpRequestAttributes = {
    name: row.name,
    email: row.email,
    phone: row.phone,
    kind: row.kind,
    description: row.description,
    area: row.area,
    status: row.status,
    note: row.note,
    volunteer_id: row.volunteerId === null ? null : String(row.volunteerId),
    volunteer_name: row.volunteerName,
    matched_at: row.matchedAt ? iso(row.matchedAt)! : null,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
  };
  return { type: "help_request", id: String(row.id), attributes };
}
