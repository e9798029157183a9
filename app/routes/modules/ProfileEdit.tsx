import { useQueryClient } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import { ProfileEditScreen } from "@features/profile/ProfileEditScreen.tsx";
import { toSubmitFailure } from "../../api/failure.ts";
import { useCurrentUser } from "../../auth/hooks.ts";
import { CURRENT_USER_KEY } from "../../auth/state.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";

/** /profile-edit ('Bewerk profiel'): PATCH /api/v1/current_user with { user }. */
export default function ProfileEdit() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  // A user who cannot be fetched is signed out by the session watcher.
  if (!user.data) return null;
  return (
    <ProfileEditScreen
      key={user.data.id}
      linkComponent={RouterLink}
      initialValues={{
        firstName: user.data.firstName ?? "",
        lastName: user.data.lastName ?? "",
        phone: user.data.phone ?? "",
      }}
      onSubmit={async (v) => {
        try {
          await client.patch(API_PATHS.currentUser, {
            user: { first_name: v.firstName.trim(), last_name: v.lastName.trim(), phone: v.phone.trim() || null },
          });
        } catch (error) {
          throw toSubmitFailure(error);
        }
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }}
    />
  );
}
