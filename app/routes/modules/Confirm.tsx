import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { ConfirmScreen, type ConfirmPhase } from "@features/auth/ConfirmScreen.tsx";
import { ApiError, isApiError } from "../../api/errors.ts";
import { CURRENT_USER_KEY } from "../../auth/state.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";
import { REDIRECT_PARAM, safeReturnPath } from "../guard.ts";

function needsPassword(error: unknown): boolean {
  return (
    isApiError(error) && error.status === 422 && error.errors.some((e) => e.source?.pointer?.endsWith("/password"))
  );
}

/** /confirm: confirms the account of the mail link; an invited user first chooses a password. */
export default function Confirm() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get("confirmation_token") ?? params.get("token") ?? "";
  const [phase, setPhase] = useState<ConfirmPhase>(token ? "pending" : "missing-token");
  const started = useRef(false);
  const navigate = useNavigate();
  const returnTo = safeReturnPath(params.get(REDIRECT_PARAM));

  const confirm = async (extra: Record<string, string> = {}) => {
    const { data } = await client.post(API_PATHS.confirm, { confirmation_token: token, ...extra });
    queryClient.setQueryData(CURRENT_USER_KEY, data);
    setPhase("done");
    // Confirming signs in: back to the page the visitor signed up from, with a note that it worked.
    if (returnTo) await navigate(`${returnTo}${returnTo.includes("?") ? "&" : "?"}confirmed=1`, { replace: true });
  };

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm().catch((error: unknown) => setPhase(needsPassword(error) ? "password" : "failed"));
    // Runs once per page visit: a confirmation token is single-use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <ConfirmScreen
      phase={phase}
      linkComponent={RouterLink}
      onSubmitPassword={async ({ password, passwordConfirmation }) => {
        try {
          await confirm({ password, password_confirmation: passwordConfirmation });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) setPhase("failed");
          else throw error;
        }
      }}
    />
  );
}
