import { useQueryClient } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import { EmailEditScreen } from "@features/profile/EmailEditScreen.tsx";
import { toSubmitFailure } from "../../api/failure.ts";
import { useCurrentUser, type CurrentUser } from "../../auth/hooks.ts";
import { CURRENT_USER_KEY } from "../../auth/state.ts";
import { useServices } from "../../services.tsx";

/**
 * /profile-edit/email: PATCH /api/v1/current_user with { user: { email, current_password } }.
 * The change waits for the new address to confirm it (a link mailed there): the account keeps its
 * address and the session its credentials until then; the screen shows the pending address
 * (unconfirmed_email) with a way to withdraw it (DELETE /api/v1/current_user/email_change).
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
      pendingEmail={user.data.unconfirmedEmail}
      onSubmit={async (v) => {
        try {
          const { data } = await client.patch<CurrentUser>(
            API_PATHS.currentUser,
            { user: { email: v.email.trim(), current_password: v.currentPassword } },
            { query: { include: "roles" } },
          );
          if (data) queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, (old) => ({ ...old, ...data }));
        } catch (error) {
          throw toSubmitFailure(error);
        }
      }}
      onCancelPending={async () => {
        try {
          await client.delete(API_PATHS.currentUserEmailChange);
        } catch (error) {
          throw toSubmitFailure(error);
        }
        queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, (old) => old && { ...old, unconfirmedEmail: null });
      }}
    />
  );
}
