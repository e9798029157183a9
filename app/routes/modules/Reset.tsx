import { useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { ResetScreen } from "@features/auth/ResetScreen.tsx";
import { tryResetCredentials } from "@features/auth/resetCredentials.ts";
import { CURRENT_USER_KEY } from "../../auth/state.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";

/** /auth/reset: a new password, with the reset token or the uid/client/access-token of the link (section 5). */
export default function Reset() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const credentials = tryResetCredentials(params);
  return (
    <ResetScreen
      hasCredentials={credentials !== undefined}
      linkComponent={RouterLink}
      continueHref="/"
      onSubmit={async ({ password, passwordConfirmation }) => {
        if (!credentials) return;
        const body = { password, password_confirmation: passwordConfirmation };
        const { data } =
          credentials.kind === "token"
            ? await client.put(API_PATHS.password, { ...body, reset_password_token: credentials.resetPasswordToken })
            : await client.put(API_PATHS.password, body, {
                headers: { uid: credentials.uid, client: credentials.client, "access-token": credentials.accessToken },
              });
        queryClient.setQueryData(CURRENT_USER_KEY, data);
      }}
    />
  );
}
