import { useQueryClient } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import { ProfileEditScreen } from "@features/profile/ProfileEditScreen.tsx";
import { PoolProfileSection } from "@features/volunteer-pool/PoolProfileSection.tsx";
import { toSubmitFailure } from "../../api/failure.ts";
import { useCurrentUser } from "../../auth/hooks.ts";
import { CURRENT_USER_KEY } from "../../auth/state.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";
import { useCurrentCenter } from "../../centerProfile.ts";
import { useOwnPool } from "./volunteer-pool/api.ts";

/**
 * /profile-edit ('Bewerk profiel'): PATCH /api/v1/current_user with { user }; for a volunteer where
 * the center has volunteer profiles, the volunteer pool below it (#vrijwilligerspool).
 */
export default function ProfileEdit() {
  const { client, tenant } = useServices();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const inPool = tenant.features.volunteerProfiles && !!user.data?.roles?.some((r) => r.name === "volunteer");
  // A user who cannot be fetched is signed out by the session watcher.
  if (!user.data) return null;
  return (
    <>
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
      {inPool ? <PoolSection /> : null}
    </>
  );
}

/** The volunteer's pool profile and invitations (PUT /api/v1/pool_profile; the interests are the account's). */
function PoolSection() {
  const queryClient = useQueryClient();
  const center = useCurrentCenter();
  const { profile, invitations, save } = useOwnPool(true);
  const data = profile.data;
  return (
    <PoolProfileSection
      key={data ? "ready" : "loading"}
      state={profile.isPending ? "loading" : profile.isError ? "failed" : "ready"}
      centerName={center.data?.name ?? ""}
      initialValues={data?.values}
      availableSince={data?.availableSince ?? null}
      invitations={invitations.data ?? []}
      vacancyHref={(id) => `/vacancies/${id}`}
      linkComponent={RouterLink}
      onRetry={() => void profile.refetch()}
      onSubmit={async (v) => {
        try {
          await save(v);
        } catch (error) {
          throw toSubmitFailure(error);
        }
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }}
    />
  );
}
