import { ProfileScreen } from "@features/profile/ProfileScreen.tsx";
import { useCurrentUser } from "../../auth/hooks.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";

/** /profiel: the signed-in user's own profile. */
export default function Profile() {
  const user = useCurrentUser();
  return (
    <ProfileScreen
      state={user.isPending ? "loading" : user.isError ? "failed" : "ready"}
      user={user.data}
      linkComponent={RouterLink}
    />
  );
}
