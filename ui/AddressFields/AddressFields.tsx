import type { ComponentProps } from "react";
import { Field } from "../Field/Field.tsx";
import { Input } from "../Input/Input.tsx";

export type AddressPart = "street" | "houseNumber" | "postcode" | "city";

export interface AddressFieldsProps {
  /** The visible labels, e.g. { street: "Straat", houseNumber: "Huisnummer", postcode: "Postcode", city: "Plaats" }. */
  labels: Record<AddressPart, string>;
  /** Under the postcode, e.g. "Bijvoorbeeld 3511 AB". */
  postcodeHint?: string;
  errors?: Partial<Record<AddressPart, string | undefined>>;
  /**
   * Each input's props: a form's registration (name, value handling, ref), and for the postcode an
   * onBlur that writes it as "3511 AB". Autocomplete tokens are set here.
   */
  inputs: Record<AddressPart, ComponentProps<typeof Input>>;
}

/** A Dutch address: street and house number, postcode and place, the narrow fields narrow. */
export function AddressFields({ labels, postcodeHint, errors = {}, inputs }: AddressFieldsProps) {
  return (
    <>
      <div data-slot="address-fields" className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field label={labels.street} error={errors.street}>
          <Input autoComplete="address-line1" {...inputs.street} />
        </Field>
        <Field label={labels.houseNumber} error={errors.houseNumber}>
          <Input {...inputs.houseNumber} />
        </Field>
      </div>
      <div data-slot="address-fields" className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field label={labels.postcode} hint={postcodeHint} error={errors.postcode}>
          <Input autoComplete="postal-code" {...inputs.postcode} />
        </Field>
        <Field label={labels.city} error={errors.city}>
          <Input autoComplete="address-level2" {...inputs.city} />
        </Field>
      </div>
    </>
  );
}
