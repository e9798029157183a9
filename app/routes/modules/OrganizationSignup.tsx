import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { API_PATHS } from "@contract/paths.ts";
import { OrganizationSignupScreen } from "@features/signup/OrganizationSignupScreen.tsx";
import { toSubmitFailure } from "../../api/failure.ts";
import { useServices } from "../../services.tsx";

/** Server attribute -> form field, where the names differ. */
const FIELDS: Record<string, string> = {
  name: "organizationName",
  organization_type: "organizationType",
  email: "organizationEmail",
  phone: "organizationPhone",
  "user.email": "email",
  "user.phone": "phone",
};

/** /organizations/signup: a pending organization and its first admin, then the success page. */
export default function OrganizationSignup() {
  const { client } = useServices();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <OrganizationSignupScreen
      onSubmit={async (v) => {
        try {
          await client.post(API_PATHS.organizations, {
            data: {
              type: "organization",
              attributes: {
                name: v.organizationName,
                organization_type: v.organizationType,
                email: v.organizationEmail || null,
                phone: v.organizationPhone || null,
                website: v.website || null,
                description: v.description || null,
                user: {
                  first_name: v.firstName,
                  last_name: v.lastName,
                  email: v.email,
                  phone: v.phone || null,
                  password: v.password,
                  password_confirmation: v.passwordConfirmation,
                  locale: i18n.language,
                },
              },
            },
          });
        } catch (error) {
          throw toSubmitFailure(error, FIELDS);
        }
        await navigate("/organizations/signup/success");
      }}
    />
  );
}
