import { useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { ProfileDeletedScreen } from "@features/profile/ProfileDeletedScreen.tsx";
import { syncAuthStatus } from "../../auth/state.ts";
import { localeOfPath, localizePath } from "../../i18n/locale.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";

/** Arrived with the navigation state `{ accountDeleted: true }` that the deletion (ProfileSettings) sets. */
function arrivedFromDeletion(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { accountDeleted?: unknown }).accountDeleted === true;
}

/**
 * /profiel/verwijderd. The route is not public (specification section 2), so the guard would send
 * a signed-out visitor to login. The deletion therefore clears the credential cookies and comes
 * here while the auth state still reads SIGNED_IN; leaving this page re-reads the cookies, which
 * signs the user out (and drops the cached user) without a detour through login. A signed-in user
 * who opens the address by hand goes to their profile; a reload after the deletion lands on login.
 */
export default function ProfileDeleted() {
  const { store } = useServices();
  const { state, pathname } = useLocation();
  const deleted = arrivedFromDeletion(state);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!deleted) return;
    // StrictMode runs the effect twice on one instance: a pending sign-out of the first run is cancelled.
    clearTimeout(leaving.current);
    return () => {
      leaving.current = setTimeout(() => syncAuthStatus(store), 0);
    };
  }, [deleted, store]);
  if (!deleted) {
    const locale = localeOfPath(pathname);
    return <Navigate to={locale ? localizePath("/profiel", locale) : "/profiel"} replace />;
  }
  return <ProfileDeletedScreen linkComponent={RouterLink} />;
}
