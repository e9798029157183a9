import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { SettingsScreen } from "@features/profile/SettingsScreen.tsx";
import { toSubmitFailure } from "../../api/failure.ts";
import { clearCredentials } from "../../api/credentials.ts";
import { useCurrentUser } from "../../auth/hooks.ts";
import { CURRENT_USER_KEY } from "../../auth/state.ts";
import { isLocale, localeOfPath, localizePath } from "../../i18n/locale.ts";
import { fileNameFrom, saveBlob } from "../../lib/download.ts";
import { useServices } from "../../services.tsx";
import { NotificationPreferences } from "./notification-templates/Preferences.tsx";

/**
 * /profile-edit/settings: the account's language (used for its e-mails), the notification choices,
 * the export of the user's own data and deleting the account.
 */
export default function ProfileSettings() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  if (!user.data) return null;
  const locale = localeOfPath(pathname);
  return (
    <SettingsScreen
      locale={isLocale(user.data.locale) ? user.data.locale : "nl"}
      notificationPreferences={<NotificationPreferences />}
      onSubmit={async ({ locale }) => {
        await client.patch(API_PATHS.currentUser, { user: { locale } });
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }}
      onExport={async () => {
        // Through the API client, so the credentials (and a rotated token) are handled as everywhere.
        const response = await client.get(API_PATHS.currentUserExport);
        const value = response.document ?? response.data;
        saveBlob(
          new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }),
          fileNameFrom(response.headers, `mijn-gegevens-${new Date().toISOString().slice(0, 10)}.json`),
        );
      }}
      onDeleteAccount={async ({ currentPassword }) => {
        try {
          await client.delete(API_PATHS.currentUser, { body: { current_password: currentPassword } });
        } catch (error) {
          throw toSubmitFailure(error);
        }
        // The server revoked every token. The credential cookies go now, but the signed-in state
        // stays until the user leaves /profiel/verwijderd (a non-public page): see ProfileDeleted.
        clearCredentials();
        const target = "/profiel/verwijderd";
        await navigate(locale ? localizePath(target, locale) : target, {
          replace: true,
          state: { accountDeleted: true }, // read by ProfileDeleted
        });
      }}
    />
  );
}
