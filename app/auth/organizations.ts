/** The smallest shape of an organization the selection needs. */
export interface OrganizationChoice {
  id: string;
  organizationType?: string;
}

const PREFERRED_TYPES = ["School", "VolunteerCenter"];

/**
 * Section 4: keep the stored selection while it is still in the list; otherwise the first School
 * or VolunteerCenter, else the first organization, else none.
 */
export function chooseOrganization(list: readonly OrganizationChoice[], storedId: string | null): string | null {
  if (storedId && list.some((o) => o.id === storedId)) return storedId;
  const preferred = list.find((o) => o.organizationType !== undefined && PREFERRED_TYPES.includes(o.organizationType));
  return (preferred ?? list[0])?.id ?? null;
}
