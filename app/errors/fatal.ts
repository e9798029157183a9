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
