import { WRONG_CENTER_MESSAGE, type JsonApiErrorObject } from "@contract/errors.ts";

/**
 * An API failure. `status` is the HTTP status (0 when the network failed); `message` is
 * 'wrong center' when the server says the account belongs to another partner center
 * (specification section 8), else the first error's detail or title.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly errors: JsonApiErrorObject[] = [],
    readonly code?: string,
  ) {
    super(message);
  }

  /** Errors per attribute, keyed by the last segment of source.pointer, camelCased by the caller. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.errors) {
      const pointer = e.source?.pointer;
      if (!pointer) continue;
      const field = pointer.split("/").pop();
      if (field && !out[field]) out[field] = e.detail ?? e.title;
    }
    return out;
  }
}

function mentionsWrongCenter(e: JsonApiErrorObject): boolean {
  return [e.code, e.title, e.detail].some(
    (text) =>
      typeof text === "string" && (text.toLowerCase().includes(WRONG_CENTER_MESSAGE) || text === "wrong_center"),
  );
}

/** Builds the ApiError for a failed response body (a JSON:API error document, or anything else). */
export function apiErrorFrom(status: number, body: unknown, statusText = ""): ApiError {
  const errors: JsonApiErrorObject[] =
    typeof body === "object" && body !== null && Array.isArray((body as { errors?: unknown }).errors)
      ? ((body as { errors: JsonApiErrorObject[] }).errors ?? [])
      : [];
  if (errors.some(mentionsWrongCenter)) return new ApiError(WRONG_CENTER_MESSAGE, status, errors, "wrong_center");
  const first = errors[0];
  const message = first?.detail ?? first?.title ?? (statusText || `Request failed with status ${status}`);
  return new ApiError(message, status, errors, first?.code);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
