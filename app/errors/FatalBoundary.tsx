import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FatalScreen } from "@ui/FatalScreen/FatalScreen.tsx";
import { storeFatalError } from "./fatal.ts";

// Kept here as well for the code that imports them from the boundary; the start of the page uses fatal.ts.
export { FATAL_ERROR_STORAGE_KEY, storeFatalError } from "./fatal.ts";

export function FatalView({ error }: { error: unknown }) {
  const { t } = useTranslation("errors");
  useEffect(() => storeFatalError(error), [error]);
  return (
    <main className="min-h-dvh bg-background text-fg">
      <FatalScreen
        error={error}
        heading={t("fatal.heading")}
        detailsLabel={t("fatal.details")}
        reloadLabel={t("fatal.reload")}
      />
    </main>
  );
}
