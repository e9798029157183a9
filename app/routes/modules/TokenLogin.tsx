import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { TokenLoginScreen } from "@features/auth/TokenLoginScreen.tsx";
import { homeFor } from "../../auth/api.ts";
import type { CurrentUser } from "../../auth/hooks.ts";
import { CURRENT_USER_KEY, PUBLIC_QUERY_ROOTS } from "../../auth/state.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";

/** /auth/token: exchanges a one-time login token for a session, then goes on. */
export default function TokenLogin() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [phase, setPhase] = useState<"pending" | "failed">(token ? "pending" : "failed");
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    client
      .post<CurrentUser>(API_PATHS.tokenLogin, { token })
      .then(({ data }) => {
        // A new session, possibly someone else's (sign in as a user): nothing cached for the last one stays.
        queryClient.removeQueries({ predicate: (q) => !PUBLIC_QUERY_ROOTS.includes(String(q.queryKey[0])) });
        queryClient.setQueryData(CURRENT_USER_KEY, data);
        // current_user also says whether staff act as this user (the bar across the top).
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
        return navigate(homeFor(data), { replace: true });
      })
      .catch((error: unknown) => {
        console.error(error);
        setPhase("failed");
      });
  }, [token, client, queryClient, navigate]);
  return <TokenLoginScreen phase={phase} linkComponent={RouterLink} />;
}
