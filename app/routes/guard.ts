import type { AuthStatus } from "../auth/state.ts";
import { localeOfPath, localizePath } from "../i18n/locale.ts";
import type { RouteDef } from "./types.ts";

export const LOGIN_PATH = "/auth/login-1";
export const REDIRECT_PARAM = "redirect";
/** Where a user lands after signing in without a page to return to. */
export const AFTER_LOGIN_PATH = "/dashboard";

/** Section 2: a visitor on a non-public page goes to login, with the page to return to. */
export function guardRedirect(
  route: RouteDef,
  status: AuthStatus,
  location: { pathname: string; search: string },
): string | undefined {
  if (route.isPublic || status === "SIGNED_IN") return undefined;
  const locale = localeOfPath(location.pathname);
  const login = locale ? localizePath(LOGIN_PATH, locale) : LOGIN_PATH;
  // After signing out there is nothing to return to.
  if (route.id === "logout") return login;
  return `${login}?${REDIRECT_PARAM}=${encodeURIComponent(location.pathname + location.search)}`;
}

/** The return path of a login link, only when it is a path of this site (no open redirect). */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  return value;
}
