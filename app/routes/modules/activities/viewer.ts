import { useAuthStatus, useCurrentUser, useOrganizationList } from "../../../auth/hooks.ts";
import { navAudience } from "../../../layouts/roleNavigation.ts";

/** Whether someone is signed in, and whether they run the center (they manage its activities). */
export function useActivityViewer(): { signedIn: boolean; centerStaff: boolean } {
  const signedIn = useAuthStatus() === "SIGNED_IN";
  const user = useCurrentUser();
  const organizations = useOrganizationList();
  const known = user.data !== undefined && organizations.data !== undefined;
  return { signedIn, centerStaff: known && navAudience(user.data?.roles, organizations.data) === "center" };
}
