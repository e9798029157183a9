import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { FatalScreen } from "@ui/FatalScreen/FatalScreen.tsx";
import { reloadForStaleChunk } from "./staleChunks.ts";

/** What went wrong last, for the error report (section 8: mount and app errors are logged and stored). */
export const FATAL_ERROR_STORAGE_KEY = "volunteerly.lastError";

export function storeFatalError(error: unknown): void {
  console.error(error);
  try {
    const e = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
    sessionStorage.setItem(FATAL_ERROR_STORAGE_KEY, JSON.stringify({ ...e, at: new Date().toISOString() }));
  } catch {
    // storage full or blocked: the console has it
  }
}

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

/** The router's error boundary: a stale chunk after a deploy reloads once, anything else is fatal. */
export function FatalBoundary() {
  const error = useRouteError();
  if (reloadForStaleChunk(error)) return null;
  return <FatalView error={error} />;
}
