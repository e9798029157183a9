import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect } from "react";
import { useParams } from "react-router";
import type { InviteRole } from "@features/users/UserInviteScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { useUserDetail, useUserPermissions, validUserId } from "./api.ts";

type Viewer = ReturnType<typeof useUserPermissions>;

/** The roles the viewer may give: center staff any, organization admins member or admin of their own. */
export const givableRoles = (viewer: Viewer): InviteRole[] =>
  viewer.center ? ["member", "admin", "volunteer"] : ["member", "admin"];

/**
 * A page about one user (/users/{id}...): the id, the viewer, the user, and the 403 or 404 screen
 * when `refuse` says the viewer may not be here or the API does not show them this user.
 */
export function useUserPage(refuse: (viewer: Viewer, id: string) => boolean = () => false) {
  const setScreenError = useSetAtom(screenErrorAtom);
  const { id = "" } = useParams();
  const valid = validUserId(id);
  const viewer = useUserPermissions();
  const forbidden = viewer.ready && refuse(viewer, id);
  const user = useUserDetail(id, { enabled: valid && !forbidden });
  const missing = !valid || (isApiError(user.error) && (user.error.status === 404 || user.error.status === 403));
  useEffect(() => {
    if (forbidden) setScreenError({ status: 403 });
    else if (missing) setScreenError({ status: 404 });
  }, [forbidden, missing, setScreenError]);
  return { id, viewer, user, blocked: forbidden || missing };
}
