import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyAnalyticsConsent, GTAG_SCRIPT_ID } from "./analytics.ts";
import { CONSENT_COOKIE, readConsent, writeConsent } from "./consent.ts";

describe("cookie consent", () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
    document.getElementById(GTAG_SCRIPT_ID)?.remove();
    delete window.gtag;
    delete window.dataLayer;
  });
  afterEach(() => document.getElementById(GTAG_SCRIPT_ID)?.remove());

  it("round-trips through the cookieConsent cookie", () => {
    expect(readConsent()).toBeNull();
    writeConsent({ functional: true, analytical: false, thirdParty: true }, false);
    expect(readConsent()).toEqual({ functional: true, analytical: false, thirdParty: true });
  });

  it("ignores an unreadable cookie", () => {
    document.cookie = `${CONSENT_COOKIE}=not-json; path=/`;
    expect(readConsent()).toBeNull();
  });

  it("loads no tag without analytical consent or without a gtag id", () => {
    expect(applyAnalyticsConsent({ functional: true, analytical: false, thirdParty: true }, "G-1")).toBe(false);
    expect(applyAnalyticsConsent({ functional: true, analytical: true, thirdParty: true }, null)).toBe(false);
    expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
  });

  it("loads the tag after analytical consent with advertising storage denied", () => {
    expect(applyAnalyticsConsent({ functional: true, analytical: true, thirdParty: false }, "G-TEST")).toBe(true);
    const script = document.getElementById(GTAG_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toContain("id=G-TEST");
    const calls = window.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls).toContainEqual(["consent", "update", { ad_storage: "denied", analytics_storage: "granted" }]);
    applyAnalyticsConsent({ functional: true, analytical: false, thirdParty: false }, "G-TEST");
    expect(Array.from(window.dataLayer!.at(-1) as ArrayLike<unknown>)).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", analytics_storage: "denied" },
    ]);
  });
});
