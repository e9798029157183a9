import { DesignSettingsScreen } from "@features/settings/DesignSettingsScreen.tsx";
import { useCenterSettings, useSaveSettings, useUpload } from "./api.ts";

/** /settings/design: presets, shades, colours, logo, favicon, header and shape, with a live preview. */
export default function Design() {
  const { state, settings, centerKey, retry } = useCenterSettings();
  const save = useSaveSettings();
  const upload = useUpload();
  return (
    <DesignSettingsScreen
      state={state}
      settings={settings}
      centerKey={centerKey}
      onRetry={retry}
      onUpload={upload}
      onSubmit={(values) => save({ ...values })}
    />
  );
}
