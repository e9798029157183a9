import { GeneralSettingsScreen } from "@features/settings/GeneralSettingsScreen.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useCenterSettings, useIsSuperadmin, useSaveSettings } from "./api.ts";

/** /settings: the center's name, contact details, address and default language. */
export default function General() {
  const { state, settings, retry } = useCenterSettings();
  const save = useSaveSettings();
  const superadmin = useIsSuperadmin();
  return (
    <GeneralSettingsScreen
      state={state}
      settings={settings}
      onRetry={retry}
      onSubmit={(values) => save({ ...values })}
      newCenterHref={superadmin ? "/settings/centers" : undefined}
      linkComponent={RouterLink}
    />
  );
}
