/** Social map rows -> JSON:API `social_map_entry` resources (contract SocialMapEntryAttributes). */
import { API_PATHS } from "@contract/paths.ts";
import type { SocialMapEntryRow } from "../../db/schema.ts";
import { iso, type Res } from "../../http/jsonapi.ts";

export function socialMapEntryResource(e: SocialMapEntryRow): Res {
  return {
    type: "social_map_entry",
    id: String(e.id),
    attributes: {
      name: e.name,
      description: e.description,
      category: e.category,
      street: e.street,
      house_number: e.houseNumber,
      postcode: e.postcode,
      city: e.city,
      latitude: e.latitude,
      longitude: e.longitude,
      phone: e.phone,
      email: e.email,
      website: e.website,
      opening_hours: e.openingHours,
      opening_hours_note: e.openingHoursNote,
      created_at: iso(e.createdAt),
      updated_at: iso(e.updatedAt),
    },
    links: { self: API_PATHS.socialMapEntry(e.id) },
  };
}
