import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { API_PATHS } from "@contract/paths.ts";
import { VolunteerSignupScreen } from "@features/signup/VolunteerSignupScreen.tsx";
import { toSubmitFailure } from "../../api/failure.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";
import { REDIRECT_PARAM, safeReturnPath } from "../guard.ts";

/**
 * /signup: creates a volunteer account, then /signup/success. With `?redirect=<path>` the
 * confirmation link brings the new volunteer back to that page (e.g. the vacancy to apply to).
 */
export default function Signup() {
  const { client } = useServices();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(REDIRECT_PARAM));
  return (
    <VolunteerSignupScreen
      linkComponent={RouterLink}
      onSubmit={async (v) => {
        try {
          await client.post(API_PATHS.users, {
            data: {
              type: "user",
              attributes: {
                first_name: v.firstName,
                last_name: v.lastName,
                email: v.email,
                phone: v.phone || null,
                password: v.password,
                password_confirmation: v.passwordConfirmation,
                locale: i18n.language,
                ...(returnTo ? { redirect_path: returnTo } : {}),
              },
            },
          });
        } catch (error) {
          throw toSubmitFailure(error);
        }
        await navigate("/signup/success");
      }}
    />
  );
}
