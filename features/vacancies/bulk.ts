/** An error object of a JSON:API error document, as far as the bulk edit reads it. */
export interface BulkErrorObject {
  /** The row's reason, e.g. invalid_transition, forbidden, publish_requires_description. */
  code?: string;
  detail?: string;
  title?: string;
  source?: { pointer?: string };
}

/**
 * The 422 of POST /api/v1/vacancies/bulk_update names each failed row by `source.pointer`
 * `/data/ids/<index>` (index into the ids sent): -> { [vacancy id]: message }. Errors without such
 * a pointer are left out (the caller shows them as one message). `describe` may word a row's error
 * itself (in the row, without the title and id the server's detail repeats); the server's detail
 * is the fallback.
 */
export function rowErrorsFromPointers(
  errors: readonly BulkErrorObject[],
  ids: readonly string[],
  describe?: (error: BulkErrorObject, id: string) => string | undefined,
): Record<string, string> {
  const rows: Record<string, string> = {};
  for (const error of errors) {
    const match = /^\/data\/(?:attributes\/)?ids\/(\d+)$/.exec(error.source?.pointer ?? "");
    if (!match) continue;
    const id = ids[Number(match[1])];
    if (id === undefined) continue;
    const message = describe?.(error, id) ?? error.detail ?? error.title ?? "";
    rows[id] = rows[id] ? `${rows[id]} ${message}` : message;
  }
  return rows;
}

/** What the bulk edit's onSubmit rejects with when some rows failed. */
export interface BulkFailure extends Error {
  rowErrors?: Record<string, string>;
}
