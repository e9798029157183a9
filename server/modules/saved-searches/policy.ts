/** Who may do what with saved searches (PRODUCT.md section 3: a person's own data). */
import type { Actor } from "../../policy.ts";

export interface SavedSearchScope {
  centerId: number;
  userId: number;
}

/** Anyone signed in keeps searches of their own. */
export const maySaveSearches = (actor: Actor | null): actor is Actor => !!actor;

/**
 * Only the owner reads and deletes a saved search: not center staff, not superadmins (it is a
 * person's own interest, like their notification choices), never across centers.
 */
export const ownsSavedSearch = (actor: Actor | null, s: SavedSearchScope, centerId: number): boolean =>
  !!actor && s.centerId === centerId && s.userId === actor.user.id;
