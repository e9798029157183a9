import { ContactPersonScreen } from "@features/settings/ContactPersonScreen.tsx";
import { useCenterSettings, useSaveSettings, useUpload } from "./api.ts";

/** /settings/contact-person: the center's contact person. */
export default function ContactPerson() {
  const { state, settings, retry } = useCenterSettings();
  const save = useSaveSettings();
  const upload = useUpload();
  return (
    <ContactPersonScreen
      state={state}
      settings={settings}
      onRetry={retry}
      onUpload={upload}
      onSubmit={(values) => save({ ...values })}
    />
  );
}
