import { PASSWORD_RESET_CREDENTIALS_MESSAGE } from "@contract/errors.ts";

/** Section 3: the fields of a password reset besides the password itself. */
export type ResetCredentials =
  { kind: "token"; resetPasswordToken: string } | { kind: "headers"; uid: string; client: string; accessToken: string };

/**
 * Section 5: a reset needs either uid, client and accessToken, or resetPasswordToken. Read from the
 * link in the mail (query parameters, in the spellings devise_token_auth uses); otherwise the
 * error 'You must provide either the uid, client and accessToken or the resetPasswordToken'.
 */
export function resetCredentials(params: URLSearchParams): ResetCredentials {
  const get = (...names: string[]) => names.map((n) => params.get(n)?.trim()).find((v) => v) ?? "";
  const resetPasswordToken = get("reset_password_token", "resetPasswordToken");
  if (resetPasswordToken) return { kind: "token", resetPasswordToken };
  const uid = get("uid");
  const client = get("client", "client_id");
  const accessToken = get("access-token", "access_token", "accessToken", "token");
  if (uid && client && accessToken) return { kind: "headers", uid, client, accessToken };
  throw new Error(PASSWORD_RESET_CREDENTIALS_MESSAGE);
}

/** resetCredentials without throwing: undefined when incomplete. */
export function tryResetCredentials(params: URLSearchParams): ResetCredentials | undefined {
  try {
    return resetCredentials(params);
  } catch {
    return undefined;
  }
}
