import { camelCase } from "./jsonapi.ts";
import { isApiError } from "./errors.ts";

/**
 * An API error as the forms of the features take it: the message, and the messages per field
 * (source.pointer's last segment, camelCased) so that each lands under its own field.
 */
export function toSubmitFailure(
  error: unknown,
  rename: Record<string, string> = {},
): Error & { fieldErrors?: Record<string, string> } {
  if (!isApiError(error)) return error instanceof Error ? error : new Error(String(error));
  const fieldErrors: Record<string, string> = {};
  for (const e of error.errors) {
    const pointer = e.source?.pointer;
    if (!pointer) continue;
    const segments = pointer.split("/");
    const last = segments.pop()!;
    const nested = segments.at(-1) === "user" ? `user.${last}` : last;
    const name = rename[nested] ?? camelCase(last);
    fieldErrors[name] ??= e.detail ?? e.title;
  }
  return Object.assign(new Error(error.message), { fieldErrors });
}
