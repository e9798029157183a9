import { useQueryClient } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import { SettingsScreen } from "@features/profile/SettingsScreen.tsx";
import { useCurrentUser } from "../../auth/hooks.ts";
import { CURRENT_USER_KEY } from "../../auth/state.ts";
import { isLocale } from "../../i18n/locale.ts";
import { useServices } from "../../services.tsx";

/** /profile-edit/settings: the account's language (used for its e-mails). */
export default function ProfileSettings() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  if (!user.data) return null;
  return (
    <SettingsScreen
      locale={isLocale(user.data.locale) ? user.data.locale : "nl"}
      onSubmit={async ({ locale }) => {
        await client.patch(API_PATHS.currentUser, { user: { locale } });
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }}
    />
  );
}
