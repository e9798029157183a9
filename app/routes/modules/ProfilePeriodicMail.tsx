import { useQueryClient } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import type { PeriodicMailFrequency } from "@contract/schemas.ts";
import type { VacancyCategory } from "@contract/vacancies.ts";
import { PeriodicMailScreen } from "@features/profile/PeriodicMailScreen.tsx";
import { toSubmitFailure } from "../../api/failure.ts";
import { useCurrentUser, type CurrentUser } from "../../auth/hooks.ts";
import { CURRENT_USER_KEY } from "../../auth/state.ts";
import { useServices } from "../../services.tsx";

/** The own-account attributes GET /api/v1/current_user adds (camelCased by the client). */
type WithPreferences = CurrentUser & {
  periodicMail?: PeriodicMailFrequency | null;
  interests?: VacancyCategory[] | null;
  periodicMailNear?: string | null;
  periodicMailDistance?: number | null;
};

/** /profile-edit/periodieke-mail: PATCH /api/v1/current_user with { user: { periodic_mail, interests, periodic_mail_near, periodic_mail_distance } }. */
export default function ProfilePeriodicMail() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const data = user.data as WithPreferences | undefined;
  return (
    <PeriodicMailScreen
      key={data?.id ?? "loading"}
      state={data ? "ready" : user.isError ? "failed" : "loading"}
      initialValues={{
        periodicMail: data?.periodicMail ?? "never",
        interests: data?.interests ?? [],
        near: data?.periodicMailNear ?? "",
        ...(data?.periodicMailDistance ? { distance: data.periodicMailDistance } : {}),
      }}
      onSubmit={async (v) => {
        try {
          await client.patch(API_PATHS.currentUser, {
            user: {
              periodic_mail: v.periodicMail,
              interests: v.interests,
              periodic_mail_near: v.near || null,
              periodic_mail_distance: v.near ? v.distance : null,
            },
          });
        } catch (error) {
          throw toSubmitFailure(error);
        }
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }}
    />
  );
}
