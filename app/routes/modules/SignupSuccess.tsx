import { SignupSuccessScreen } from "@features/signup/SignupSuccessScreen.tsx";
import { RouterLink } from "../../layouts/RouterLink.tsx";

export default function SignupSuccess() {
  return <SignupSuccessScreen kind="volunteer" linkComponent={RouterLink} />;
}
