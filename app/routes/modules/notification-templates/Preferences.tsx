import { NotificationPreferencesSection } from "@features/notification-templates/NotificationPreferencesSection.tsx";
import { useNotificationPreferences } from "./api.ts";

/** The notification choices of /profile-edit/settings (in-app, e-mail, both per kind). */
export function NotificationPreferences() {
  const { query, save } = useNotificationPreferences();
  return (
    <NotificationPreferencesSection
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      preferences={query.data ?? {}}
      onSave={save}
      onRetry={() => void query.refetch()}
    />
  );
}
