import { SignupSuccessScreen } from "@features/signup/SignupSuccessScreen.tsx";
import { RouterLink } from "../../layouts/RouterLink.tsx";

export default function OrganizationSignupSuccess() {
  return <SignupSuccessScreen kind="organization" linkComponent={RouterLink} />;
}
