import { useQueryClient } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import { EmailEditScreen } from "@features/profile/EmailEditScreen.tsx";
import { toSubmitFailure } from "../../api/failure.ts";
import { useCurrentUser, type CurrentUser } from "../../auth/hooks.ts";
import { CURRENT_USER_KEY } from "../../auth/state.ts";
import { useServices } from "../../services.tsx";

/**
 * /profile-edit/email: PATCH /api/v1/current_user with { user: { email, current_password } }.
 * The response carries new credentials (uid = the new address), which the client stores, so the
 * user stays signed in; the returned user replaces the cached one.
 */
export default function ProfileEmail() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  // A user who cannot be fetched is signed out by the session watcher.
  if (!user.data) return null;
  return (
    <EmailEditScreen
      currentEmail={user.data.email}
      onSubmit={async (v) => {
        try {
          const { data } = await client.patch<CurrentUser>(
            API_PATHS.currentUser,
            { user: { email: v.email.trim(), current_password: v.currentPassword } },
            { query: { include: "roles" } },
          );
          if (data?.email) queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, (old) => ({ ...old, ...data }));
        } catch (error) {
          throw toSubmitFailure(error);
        }
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }}
    />
  );
}
