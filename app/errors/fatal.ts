/** What went wrong last, for the error report (section 8: mount and app errors are logged and stored). */
export const FATAL_ERROR_STORAGE_KEY = "volunteerly.lastError";

/**
 * Where errors go besides (section 7): nowhere, until the error-reporting SDK (./sentry.ts, fetched
 * after the page's load and only when a service is configured) fills in `report`, and `record`,
 * which ConsentManager calls with the visitor's analytical consent. (Errors the window sees reach
 * the SDK twice, through its own handlers too: its deduplication keeps one.)
 */
export const errorSink: { report?: (error: unknown) => void; record?: (allowed: boolean) => void } = {};

export function storeFatalError(error: unknown): void {
  console.error(error);
  errorSink.report?.(error);
  try {
    const e = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
    sessionStorage.setItem(FATAL_ERROR_STORAGE_KEY, JSON.stringify({ ...e, at: new Date().toISOString() }));
  } catch {
    // storage full or blocked: the console has it
  }
}
