import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { USER_PATHS } from "@contract/users.ts";
import { ImpersonationBar } from "@features/users/ImpersonationBar.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { useCurrentUser, type CurrentUser } from "../auth/hooks.ts";
import { CURRENT_USER_KEY, PUBLIC_QUERY_ROOTS } from "../auth/state.ts";
import { localeOfPath, localizePath } from "../i18n/locale.ts";
import { useServices } from "../services.tsx";

/**
 * The bar across the top while center staff act as another user (current_user says so with
 * `impersonated_by`): whose account this is and the way back, which restores the staff member's own
 * session on the server (POST sign_in_as_user/return) without signing in again.
 */
export function Impersonation() {
  const { client } = useServices();
  const { t } = useTranslation("users");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = localeOfPath(useLocation().pathname);
  const user = useCurrentUser().data;
  const [returning, setReturning] = useState(false);
  if (!user?.impersonatedBy) return null;
  const onReturn = () => {
    setReturning(true);
    client
      .post<CurrentUser>(USER_PATHS.signInAsUserReturn, {})
      .then(async ({ data, meta }) => {
        // Nothing the user's session read stays in the staff member's cache.
        queryClient.removeQueries({ predicate: (q) => !PUBLIC_QUERY_ROOTS.includes(String(q.queryKey[0])) });
        queryClient.setQueryData(CURRENT_USER_KEY, data);
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
        toast({ tone: "success", title: t("impersonation.returned") });
        const back = typeof meta.user_id === "string" ? `/users/${meta.user_id}` : "/users";
        await navigate(locale ? localizePath(back, locale) : back);
      })
      .catch((error: unknown) => {
        console.error("[impersonation] return failed", error);
        toast({ tone: "danger", title: t("impersonation.failed") });
      })
      .finally(() => setReturning(false));
  };
  return (
    <ImpersonationBar
      userName={user.fullName}
      staffName={user.impersonatedBy}
      expiresAt={user.impersonationExpiresAt ?? null}
      onReturn={onReturn}
      returning={returning}
    />
  );
}
