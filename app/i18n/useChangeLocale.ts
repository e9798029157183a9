import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useServices } from "../services.tsx";
import { localeOfPath, localizePath, saveLocale, type Locale } from "./locale.ts";

/** Switches the language: saves the cookie, loads the messages and moves to the localized path. */
export function useChangeLocale() {
  const { i18n } = useTranslation();
  const { crossOrigin } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (locale: Locale) => {
      saveLocale(locale, crossOrigin);
      void i18n.changeLanguage(locale);
      const wasPrefixed = localeOfPath(location.pathname) !== undefined;
      const target = localizePath(location.pathname, locale);
      // Only move when the path carries a locale or the new one needs its prefix.
      if ((wasPrefixed || locale !== "nl") && target !== location.pathname) {
        void navigate(`${target}${location.search}${location.hash}`, { replace: true });
      }
    },
    [i18n, crossOrigin, location, navigate],
  );
}
