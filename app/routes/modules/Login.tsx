import { useSetAtom } from "../../lib/atoms.ts";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { LoginScreen } from "@features/auth/LoginScreen.tsx";
import { isApiError } from "../../api/errors.ts";
import { homeFor, signIn } from "../../auth/api.ts";
import { useAuthStatus } from "../../auth/hooks.ts";
import { screenErrorAtom, toScreenError } from "../../errors/state.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";
import { REDIRECT_PARAM, safeReturnPath } from "../guard.ts";

/** /auth/login-1: signs in and returns to the page the visitor came from. */
export default function Login() {
  const { client, queryClient } = useServices();
  const status = useAuthStatus();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setScreenError = useSetAtom(screenErrorAtom);
  const returnTo = safeReturnPath(params.get(REDIRECT_PARAM));
  if (status === "SIGNED_IN" && returnTo) return <Navigate to={returnTo} replace />;
  return (
    <LoginScreen
      linkComponent={RouterLink}
      signupHref={returnTo ? `/signup?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}` : "/signup"}
      onSubmit={async (values) => {
        try {
          const user = await signIn(client, queryClient, values);
          await navigate(returnTo ?? homeFor(user), { replace: true });
        } catch (error) {
          // Section 8: an account of another partner center gets the 'wrong center' error screen.
          if (isApiError(error) && error.code === "wrong_center") {
            setScreenError(toScreenError(error));
            return;
          }
          throw error;
        }
      }}
    />
  );
}
