import { useSetAtom } from "../lib/atoms.ts";
import { useEffect } from "react";
import { useCurrentUser, useOrganizationList } from "../auth/hooks.ts";
import { roleNavigationAtom } from "./panels.ts";
import { navAudience, navigationFor } from "./roleNavigation.ts";

/**
 * Keeps the header's menu in step with the signed-in user's roles (their own navigation, or the
 * staff entries their role may open). Loaded once someone has signed in; renders nothing.
 */
export function RoleNavigation() {
  const user = useCurrentUser();
  const organizations = useOrganizationList();
  const setEntries = useSetAtom(roleNavigationAtom);
  const known = user.data !== undefined;
  const roles = user.data?.roles;
  const list = organizations.data;
  useEffect(() => {
    // Until the user (again, after signing out) is known: the public menu.
    setEntries(known ? navigationFor(navAudience(roles, list)) : null);
  }, [known, roles, list, setEntries]);
  return null;
}
