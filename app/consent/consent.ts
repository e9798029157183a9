import { analyticsConsentUpdate, type Consent } from "@ui/ConsentBanner/ConsentBanner.tsx";
import { CONSENT } from "@ui/constants.ts";
import { getCookie, sameSiteFor, setCookie } from "../lib/cookies.ts";

export const CONSENT_COOKIE = CONSENT.cookieName;

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
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function gtag(win: Window): Gtag {
  win.dataLayer = win.dataLayer ?? [];
  if (!win.gtag) {
    win.gtag = function gtagShim() {
      // gtag.js reads the arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer!.push(arguments);
    };
  }
  return win.gtag;
}

export const GTAG_SCRIPT_ID = "volunteerly-gtag";

/**
 * Section 7: the analytics tag loads only after consent, and only when the center has a gtag id;
 * advertising storage is always denied, analytics storage granted only for analytical consent.
 * Returns whether the tag script was added.
 */
export function applyAnalyticsConsent(
  consent: Consent,
  gtagId: string | null | undefined,
  win: Window = window,
): boolean {
  const update = analyticsConsentUpdate(consent);
  const tag = gtag(win);
  const doc = win.document;
  if (doc.getElementById(GTAG_SCRIPT_ID)) {
    tag("consent", "update", update);
    return false;
  }
  if (!gtagId || consent.analytical !== true) return false;
  tag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  tag("consent", "update", update);
  tag("js", new Date());
  tag("config", gtagId, { anonymize_ip: true });
  const script = doc.createElement("script");
  script.id = GTAG_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
  doc.head.appendChild(script);
  return true;
}
