import { useAtom } from "../lib/atoms.ts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsentBanner, type Consent } from "@ui/ConsentBanner/ConsentBanner.tsx";
import { useCurrentCenter } from "../centerProfile.ts";
import { CLOSED_PANEL, panelAtom } from "../layouts/panels.ts";
import { useServices } from "../services.tsx";
import { errorSink } from "../errors/fatal.ts";
import { readConsent, writeConsent } from "./consent.ts";

/** The center's gtag id, from its profile. */
function useGtagId(): string | null {
  return useCurrentCenter().data?.profile?.gtagId ?? null;
}

/** Cookie consent (section 4): the banner, the cookie and the analytics tag. */
export function ConsentManager() {
  const { t } = useTranslation("consent");
  const { crossOrigin } = useServices();
  const [consent, setConsent] = useState<Consent | null>(() => readConsent());
  const [panel, setPanel] = useAtom(panelAtom);
  const gtagId = useGtagId();
  const reopened = panel.name === "consent";

  useEffect(() => {
    if (gtagId && consent && consent.analytical !== undefined && consent.thirdParty !== undefined)
      void import("./analytics.ts").then((m) => m.applyAnalyticsConsent(consent, gtagId));
  }, [consent, gtagId]);

  const save = (next: Required<Consent>) => {
    writeConsent(next, crossOrigin);
    setConsent(next);
    // Section 7: session recordings of the error-reporting service only with analytical consent.
    errorSink.record?.(next.analytical);
    if (reopened) setPanel(CLOSED_PANEL);
  };
  return (
    <ConsentBanner
      key={reopened ? "reopened" : "first"}
      value={consent}
      onSave={save}
      open={reopened ? true : undefined}
      title={t("title")}
      description={t("description")}
      functionalLabel={t("functional")}
      functionalHint={t("functionalHint")}
      analyticalLabel={t("analytical")}
      analyticalHint={t("analyticalHint")}
      thirdPartyLabel={t("thirdParty")}
      thirdPartyHint={t("thirdPartyHint")}
      acceptAllLabel={t("acceptAll")}
      rejectAllLabel={t("rejectAll")}
      saveSelectionLabel={t("saveSelection")}
    />
  );
}
