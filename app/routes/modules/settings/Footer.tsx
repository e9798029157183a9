import { FooterSettingsScreen } from "@features/settings/FooterSettingsScreen.tsx";
import { useCenterSettings, useSaveSettings } from "./api.ts";

/** /settings/footer: columns of links, social links, the address and the footer's colour. */
export default function Footer() {
  const { state, settings, retry } = useCenterSettings();
  const save = useSaveSettings();
  return (
    <FooterSettingsScreen
      state={state}
      settings={settings}
      onRetry={retry}
      onSubmit={(values) => save({ ...values })}
    />
  );
}
