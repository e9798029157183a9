import { useCallback } from "react";
import { API_PATHS } from "@contract/paths.ts";
import { HelpRequestFormScreen } from "@features/help-requests/HelpRequestFormScreen.tsx";
import type { HelpRequestValues } from "@features/help-requests/types.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import { useCurrentUser } from "../../../auth/hooks.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";

/** The wire's names are the form's; a contact error on the e-mail address shows under the phone number too. */
const NAMES = Object.fromEntries(
  ["name", "email", "phone", "kind", "description", "area", "consent"].map((k) => [k, k]),
);

/** /een-op-een-hulp: what one-on-one help is and the form to ask for it (POST /api/v1/help_requests). */
export default function OneOnOneHelp() {
  const { client } = useServices();
  const center = useCurrentCenter();
  const user = useCurrentUser();
  const u = user.data;
  const send = useCallback(
    async (values: HelpRequestValues) => {
      try {
        await client.post(API_PATHS.helpRequests, {
          data: {
            type: "help_request",
            attributes: { ...values, email: values.email.trim() || null, phone: values.phone.trim() || null },
          },
        });
      } catch (error) {
        throw toSubmitFailure(error, NAMES);
      }
    },
    [client],
  );
  return (
    <HelpRequestFormScreen
      key={u?.id ?? "anonymous"}
      centerName={center.data?.name ?? ""}
      privacyHref="/privacyverklaring"
      defaults={u ? { name: [u.firstName, u.lastName].filter(Boolean).join(" "), email: u.email } : {}}
      onSubmit={send}
      linkComponent={RouterLink}
    />
  );
}
