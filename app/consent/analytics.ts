/**
 * The analytics tag (section 7), fetched by ConsentManager only for a center with a gtag id once
 * the visitor has decided: not part of the first load.
 */
import { analyticsConsentUpdate, type Consent } from "@ui/ConsentBanner/ConsentBanner.tsx";

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
