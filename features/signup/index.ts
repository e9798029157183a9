export {
  VolunteerSignupScreen,
  type VolunteerSignupScreenProps,
  type VolunteerSignupValues,
} from "./VolunteerSignupScreen.tsx";
export {
  OrganizationSignupScreen,
  type OrganizationSignupScreenProps,
  type OrganizationSignupValues,
} from "./OrganizationSignupScreen.tsx";
export { SignupSuccessScreen } from "./SignupSuccessScreen.tsx";
export type { SubmitFailure } from "./parts.tsx";
