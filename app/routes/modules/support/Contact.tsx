import { useCallback } from "react";
import { API_PATHS } from "@contract/paths.ts";
import { ContactFormScreen, type ContactValues } from "@features/support/ContactFormScreen.tsx";
import { toSubmitFailure } from "../../../api/failure.ts";
import { useCurrentUser } from "../../../auth/hooks.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { useServices } from "../../../services.tsx";

const SAME_NAMES = Object.fromEntries(["name", "email", "subject", "message", "consent"].map((k) => [k, k]));

/** /contactformulier: a message to the center (POST /api/v1/contact_messages), prefilled with the user's name and address. */
export default function Contact() {
  const { client } = useServices();
  const center = useCurrentCenter();
  const user = useCurrentUser();
  const u = user.data;
  const send = useCallback(
    async (values: ContactValues) => {
      try {
        await client.post(API_PATHS.contactMessages, { data: { type: "contact_message", attributes: values } });
      } catch (error) {
        throw toSubmitFailure(error, SAME_NAMES);
      }
    },
    [client],
  );
  return (
    <ContactFormScreen
      key={u?.id ?? "anonymous"}
      centerName={center.data?.name ?? ""}
      defaults={u ? { name: [u.firstName, u.lastName].filter(Boolean).join(" "), email: u.email } : {}}
      onSubmit={send}
    />
  );
}
