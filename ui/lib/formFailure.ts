import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** What a form's onSubmit may reject with: a message for the form and messages per field (camelCase names). */
export interface SubmitFailure extends Error {
  fieldErrors?: Record<string, string>;
}

/** Shows a rejected submit: field messages under their fields, the rest is returned for above the form. */
export function applyFailure<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): string | undefined {
  const failure = error as SubmitFailure;
  const fields = Object.entries(failure.fieldErrors ?? {}).filter(([name]) => name in form.getValues());
  for (const [name, message] of fields) form.setError(name as Path<T>, { type: "server", message });
  if (fields.length > 0) return undefined;
  return failure instanceof Error ? failure.message : String(error);
}
