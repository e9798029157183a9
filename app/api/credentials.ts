import { deleteCookie, getCookie, sameSiteFor, setCookie } from "../lib/cookies.ts";

/** The devise_token_auth credential, kept in three cookies (specification section 3). */
export const CREDENTIAL_KEYS = ["access-token", "client", "uid"] as const;
export type CredentialKey = (typeof CREDENTIAL_KEYS)[number];
export type Credentials = Partial<Record<CredentialKey, string>>;

/** How long the credential cookies live when the server sends no expiry: two weeks. */
export const CREDENTIAL_MAX_AGE = 14 * 24 * 60 * 60;

export function readCredentials(): Credentials {
  const out: Credentials = {};
  for (const key of CREDENTIAL_KEYS) {
    const value = getCookie(key);
    if (value) out[key] = value;
  }
  return out;
}

/** Section 4: signed in only when all three are present. */
export function hasCredentials(c: Credentials): boolean {
  return CREDENTIAL_KEYS.every((k) => Boolean(c[k]));
}

/**
 * Stores the credential values a response carries; blank or missing headers leave the stored
 * value alone. Returns whether anything changed.
 */
export function storeCredentialHeaders(headers: Headers, crossOrigin: boolean): boolean {
  let changed = false;
  const expiry = Number(headers.get("expiry"));
  const maxAge =
    Number.isFinite(expiry) && expiry > 0 ? Math.max(0, expiry - Math.floor(Date.now() / 1000)) : CREDENTIAL_MAX_AGE;
  for (const key of CREDENTIAL_KEYS) {
    const value = headers.get(key)?.trim();
    if (!value) continue;
    if (getCookie(key) !== value) changed = true;
    setCookie(key, value, { maxAge, path: "/", ...sameSiteFor(crossOrigin) });
  }
  return changed;
}

export function clearCredentials(): void {
  for (const key of CREDENTIAL_KEYS) deleteCookie(key);
}
