import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  PERIODIC_MAIL_CHANGE_PAGE,
  PERIODIC_MAIL_TOKEN_PATTERN,
  PERIODIC_MAIL_UNSUBSCRIBE_PATH,
} from "@contract/periodic-mail.ts";
import { UnsubscribeScreen, type UnsubscribePhase } from "@features/periodic-mail/UnsubscribeScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";

/** /periodieke-mail/afmelden?token=…: POST the mail's token (no sign-in), then say it is done. */
export default function Unsubscribe() {
  const { client } = useServices();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [phase, setPhase] = useState<UnsubscribePhase>(
    PERIODIC_MAIL_TOKEN_PATTERN.test(token) ? "ask" : "missing-token",
  );
  return (
    <UnsubscribeScreen
      phase={phase}
      linkComponent={RouterLink}
      changeHref={PERIODIC_MAIL_CHANGE_PAGE}
      onConfirm={async () => {
        try {
          await client.post(`${PERIODIC_MAIL_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, {});
          setPhase("done");
        } catch (error) {
          setPhase(isApiError(error) && error.status === 404 ? "failed" : "error");
        }
      }}
    />
  );
}
