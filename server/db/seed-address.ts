/** Pieces of the demo seeds (server/db/seed.ts and the domain seeds): a person's name, an address with its town's coordinates. */
import { resolvePlace } from "../geo/index.ts";
import type { DemoPerson } from "./demo-data.ts";

export const fullName = (p: DemoPerson) => `${p.first} ${p.last}`;

/** An organization's address, with the coordinates of its town. */
export function addressOf(
  centerId: number,
  organizationId: number,
  a: { street: string; houseNumber: string; postcode: string; city: string },
) {
  const point = resolvePlace(a.city);
  return {
    centerId,
    organizationId,
    street: a.street,
    houseNumber: a.houseNumber,
    postcode: a.postcode,
    city: a.city,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  };
}
