import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { ConfirmScreen, type ConfirmPhase } from "@features/auth/ConfirmScreen.tsx";
import { EmailLinkScreen, type EmailLinkPhase } from "@features/auth/EmailLinkScreen.tsx";
import { ApiError, isApiError } from "../../api/errors.ts";
import { CURRENT_USER_KEY, signOut } from "../../auth/state.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";
import { REDIRECT_PARAM, safeReturnPath } from "../guard.ts";

function needsPassword(error: unknown): boolean {
  return (
    isApiError(error) && error.status === 422 && error.errors.some((e) => e.source?.pointer?.endsWith("/password"))
  );
}

/**
 * /confirm: confirms the account of the mail link (an invited user first chooses a password), or,
 * with email_change_token / email_undo_token, confirms or undoes an e-mail change.
 */
export default function Confirm() {
  const [params] = useSearchParams();
  const change = params.get("email_change_token");
  const undo = params.get("email_undo_token");
  if (change) return <EmailChangeLink kind="confirm" token={change} />;
  if (undo) return <EmailChangeLink kind="undo" token={undo} />;
  return <AccountConfirm />;
}

/**
 * The new address confirms at once (the link only proves that mailbox; nobody is signed in). Undoing
 * is asked first: it signs out every session and needs a new password, chosen on /auth/reset with
 * the token the answer carries.
 */
function EmailChangeLink({ kind, token }: { kind: "confirm" | "undo"; token: string }) {
  const { client, store } = useServices();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<EmailLinkPhase>(
    kind === "confirm" ? { kind: "confirming" } : { kind: "undo-ask" },
  );
  const started = useRef(false);
  const failed = (error: unknown) =>
    setPhase({ kind: "failed", ...(isApiError(error) && error.status === 409 ? { message: error.message } : {}) });
  // Every session of the account ended on the server: this browser's too.
  const endSession = async () => {
    await signOut(client, store);
    queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
  };

  useEffect(() => {
    if (kind !== "confirm" || started.current) return;
    started.current = true;
    client
      .post<unknown>(API_PATHS.confirmEmailChange, { token })
      .then(async ({ meta }) => {
        await endSession();
        setPhase({ kind: "changed", email: String((meta as { email?: string } | undefined)?.email ?? "") });
      })
      .catch(failed);
    // Runs once per page visit: the token is single-use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, token]);

  return (
    <EmailLinkScreen
      phase={phase}
      linkComponent={RouterLink}
      onUndo={async () => {
        try {
          const { meta } = await client.post<unknown>(API_PATHS.undoEmailChange, { token });
          const m = (meta ?? {}) as { email?: string; reset_password_token?: string };
          await endSession();
          setPhase({
            kind: "undone",
            email: String(m.email ?? ""),
            resetHref: `/auth/reset?reset_password_token=${encodeURIComponent(String(m.reset_password_token ?? ""))}`,
          });
        } catch (error) {
          failed(error);
        }
      }}
    />
  );
}

function AccountConfirm() {
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
