/** Who may read and change a vacancy (PRODUCT.md section 3). */
import { belongsToOrganization, isStaff, type Actor } from "../../policy.ts";

export interface VacancyScope {
  centerId: number;
  organizationId: number;
  status: string;
}

/** Staff of the vacancy's organization, center staff of its center, superadmins; never across centers. */
export const managesVacancy = (actor: Actor | null, v: VacancyScope, centerId: number): boolean =>
  !!actor && v.centerId === centerId && belongsToOrganization(actor, v.organizationId);

/** Anyone may read a published or closed vacancy of the center (or a published one shared with it). */
export const publiclyVisible = (v: VacancyScope, centerId: number): boolean =>
  v.centerId === centerId ? v.status === "published" || v.status === "closed" : v.status === "published";

export const canRead = (actor: Actor | null, v: VacancyScope, centerId: number): boolean =>
  publiclyVisible(v, centerId) || managesVacancy(actor, v, centerId);

/** The management list and writes need organization or center staff. */
export const mayManageVacancies = (actor: Actor): boolean => isStaff(actor);
