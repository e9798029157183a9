import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Register options that drop a server's message from a field as soon as its value changes.
 * Without this the message would vanish only on blur; when that blur comes from pressing the
 * submit button, the layout shifts under the pointer and the click is lost.
 */
export function clearServerErrorOnChange<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  return {
    onChange: () => {
      if (form.getFieldState(name).error?.type === "server") form.clearErrors(name);
    },
  };
}
