import { useCallback, useSyncExternalStore } from "react";
import { useServices } from "../services.tsx";
import { CONSENT_CHANGED, readConsent, writeConsent } from "./consent.ts";

const subscribe = (onChange: () => void) => {
  window.addEventListener(CONSENT_CHANGED, onChange);
  return () => window.removeEventListener(CONSENT_CHANGED, onChange);
};
const allowed = () => readConsent()?.thirdParty === true;

/**
 * Whether the visitor allowed third-party content (maps, embedded video), following the consent
 * banner's choices at once; `allow` turns it on and keeps the other choices (declined when none was made).
 */
export function useThirdPartyConsent(): { allowed: boolean; allow: () => void } {
  const { crossOrigin } = useServices();
  const value = useSyncExternalStore(subscribe, allowed, () => false);
  const allow = useCallback(() => {
    const current = readConsent();
    writeConsent({ functional: true, analytical: current?.analytical ?? false, thirdParty: true }, crossOrigin);
  }, [crossOrigin]);
  return { allowed: value, allow };
}
