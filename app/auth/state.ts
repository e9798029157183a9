import { atom, type createStore, atomWithStorage, RESET } from "../lib/atoms.ts";
import type { QueryClient } from "@tanstack/react-query";
// The first load's own paths (contract/publicPaths.ts), not every endpoint's.
import { PUBLIC_API_PATHS as API_PATHS } from "@contract/publicPaths.ts";
import type { ApiClient } from "../api/client.ts";
import { clearCredentials, hasCredentials, readCredentials } from "../api/credentials.ts";

export type Store = ReturnType<typeof createStore>;
export type AuthStatus = "SIGNED_IN" | "SIGNED_OUT";

/** Section 4: SIGNED_IN when access-token, client and uid are all present; otherwise SIGNED_OUT. */
export function statusFromCookies(): AuthStatus {
  return hasCredentials(readCredentials()) ? "SIGNED_IN" : "SIGNED_OUT";
}

export const authStatusAtom = atom<AuthStatus>("SIGNED_OUT");

/** Query keys of what belongs to the signed-in user; dropped after sign-out. */
export const CURRENT_USER_KEY = ["current_user"] as const;
export const CURRENT_ORGANIZATIONS_KEY = ["current_organizations"] as const;
/**
 * The one query root that stays after sign-out: the centers (public, the same for everyone).
 * Everything else may hold what the user saw: notifications, applications, conversations, the
 * dashboard, and even searches and vacancies (staff see application counts in them).
 */
export const PUBLIC_QUERY_ROOTS: readonly string[] = ["volunteer_centers"];
/**
 * After the user switched organizations (section 2: the page re-renders): every cached answer read
 * for the other organization is stale; the user, their organizations and the centers are not.
 */
export function refreshAfterOrganizationSwitch(queryClient: QueryClient): Promise<void> {
  const keep = new Set<string>([...PUBLIC_QUERY_ROOTS, CURRENT_USER_KEY[0], CURRENT_ORGANIZATIONS_KEY[0]]);
  return queryClient.invalidateQueries({ predicate: (q) => !keep.has(String(q.queryKey[0])) });
}

/** Section 4 and 9: the cached user is cleared 500 ms after the signed-out state appears. */
export const CLEAR_USER_DELAY_MS = 500;

/** The selected organization's id, persisted in localStorage (section 3). */
export const SELECTED_ORGANIZATION_KEY = "volunteerly.selectedOrganization";
export const selectedOrganizationIdAtom = atomWithStorage<string | null>(SELECTED_ORGANIZATION_KEY, null);
/** Section 8: the organizations fetch failed (or found none); back-office pages show 403 'Geen organisatie gevonden'. */
export const organizationsFailedAtom = atom(false);

/** Re-reads the credential cookies (after a response refreshed them, or another tab changed them). */
export function syncAuthStatus(store: Store): void {
  const next = statusFromCookies();
  if (store.get(authStatusAtom) !== next) store.set(authStatusAtom, next);
}

/**
 * Keeps the user's data in step with the auth state: on SIGNED_OUT the selection is reset at
 * once, and 500 ms later every cached answer but the centers' (the user, organizations and all
 * the user saw: on a shared computer the next person must not see it), unless the user signs in
 * again in between. Returns the unsubscribe function.
 */
export function bindSession(store: Store, queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onChange = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (store.get(authStatusAtom) !== "SIGNED_OUT") return;
    store.set(selectedOrganizationIdAtom, RESET);
    store.set(organizationsFailedAtom, false);
    timer = setTimeout(() => {
      queryClient.removeQueries({ predicate: (q) => !PUBLIC_QUERY_ROOTS.includes(String(q.queryKey[0])) });
    }, CLEAR_USER_DELAY_MS);
  };
  const unsubscribe = store.sub(authStatusAtom, onChange);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** Section 4: the credential cookies are cleared even when the server call fails. */
export async function signOut(client: ApiClient, store: Store): Promise<void> {
  try {
    if (hasCredentials(readCredentials())) await client.delete(API_PATHS.signOut);
  } catch (error) {
    console.warn("[auth] sign-out call failed; signing out locally", error);
  } finally {
    clearCredentials();
    store.set(authStatusAtom, "SIGNED_OUT");
  }
}
