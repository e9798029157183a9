import type { FocusEvent } from "react";
import type { FieldPath, FieldValues, RegisterOptions, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";

/** Marks the buttons that act on the whole form (send, publish, cancel): leaving a field for one of them does not validate it. */
export const FORM_ACTION = { "data-form-action": "" } as const;

/** Whether focus leaves a field for one of the form's action buttons (a click on send or cancel). */
export function focusMovesToFormAction(event: FocusEvent<HTMLElement>): boolean {
  const to = event.relatedTarget;
  const form = event.currentTarget.closest("form");
  return to instanceof HTMLElement && form !== null && form.contains(to) && to.closest("[data-form-action]") !== null;
}

/** What `calmRegister` gives an input: react-hook-form's registration with a focus-aware onBlur. */
export type CalmRegistration<N extends string = string> = Omit<UseFormRegisterReturn<N>, "onBlur"> & {
  onBlur: (event: FocusEvent<HTMLElement>) => Promise<boolean | void>;
};

/**
 * `form.register` for a form that validates on blur, without moving the page under the user's
 * pointer: a field's message goes away as soon as its value changes (it is checked again on
 * blur), and leaving a field for an action button does not validate it (the submit checks every
 * field). Otherwise a message appearing or vanishing on blur moves the button away between the
 * press and the release, and the click is lost.
 */
export function calmRegister<T extends FieldValues, C, N extends FieldPath<T>>(
  form: Pick<UseFormReturn<T, C>, "register" | "getFieldState" | "clearErrors">,
  name: N,
  options?: RegisterOptions<T, N>,
): CalmRegistration<N> {
  const field = form.register(name, options);
  return {
    ...field,
    onChange: (event: { target: unknown; type?: unknown }) => {
      if (form.getFieldState(name).error) form.clearErrors(name);
      return field.onChange(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) =>
      focusMovesToFormAction(event) ? Promise.resolve() : field.onBlur(event),
  };
}
