export { LoginScreen, type LoginScreenProps, type LoginValues } from "./LoginScreen.tsx";
export { RecoverScreen, type RecoverScreenProps } from "./RecoverScreen.tsx";
export { ResetScreen, type ResetScreenProps, type ResetValues } from "./ResetScreen.tsx";
export { ConfirmScreen, type ConfirmPhase, type ConfirmScreenProps } from "./ConfirmScreen.tsx";
export { TokenLoginScreen, type TokenLoginScreenProps } from "./TokenLoginScreen.tsx";
export { LogoutScreen, type LogoutScreenProps } from "./LogoutScreen.tsx";
export { resetCredentials, tryResetCredentials, type ResetCredentials } from "./resetCredentials.ts";
