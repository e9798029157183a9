import type { Consent } from "@ui/ConsentBanner/ConsentBanner.tsx";
import { CONSENT } from "@ui/constants.ts";
import { getCookie, sameSiteFor, setCookie } from "../lib/cookies.ts";

export const CONSENT_COOKIE = CONSENT.cookieName;
/** The window event after the visitor saved a consent choice. */
export const CONSENT_CHANGED = "volunteerly:consent";

/** The stored consent (cookie cookieConsent, JSON), or null when none or unreadable. */
export function readConsent(): Consent | null {
  const raw = getCookie(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Consent>;
    if (typeof value !== "object" || value === null) return null;
    return {
      functional: true,
      analytical: typeof value.analytical === "boolean" ? value.analytical : undefined,
      thirdParty: typeof value.thirdParty === "boolean" ? value.thirdParty : undefined,
    };
  } catch {
    return null;
  }
}

/** Section 9: the consent cookie lives one year (31536000 s). */
export function writeConsent(consent: Required<Consent>, crossOrigin: boolean): void {
  setCookie(CONSENT_COOKIE, JSON.stringify(consent), {
    maxAge: CONSENT.maxAgeSeconds,
    path: "/",
    ...sameSiteFor(crossOrigin),
  });
  // Pages that wait for consent (the social map's tiles) follow the choice at once.
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CONSENT_CHANGED));
}
