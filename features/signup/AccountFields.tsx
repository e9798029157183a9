import type { FieldErrors, FieldPath } from "react-hook-form";
import type { CalmRegistration } from "@ui/lib/calmRegister.ts";
import { useTranslation } from "react-i18next";
import { PASSWORD_MIN_LENGTH } from "@contract/schemas.ts";
import { TextField } from "./parts.tsx";
import type { VolunteerSignupValues } from "./values.ts";

export interface AccountFieldsProps {
  /** The registration of a field, e.g. `(name) => calmRegister(form, name)`. */
  register: (name: FieldPath<VolunteerSignupValues>) => CalmRegistration;
  errors: FieldErrors<VolunteerSignupValues>;
}

/** The account part of both signups: name, e-mail, phone and the new password twice. */
export function AccountFields({ register, errors }: AccountFieldsProps) {
  const { t } = useTranslation("signup");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("fields.firstName")}
          required
          error={errors.firstName}
          input={{ autoComplete: "given-name", ...register("firstName") }}
        />
        <TextField
          label={t("fields.lastName")}
          required
          error={errors.lastName}
          input={{ autoComplete: "family-name", ...register("lastName") }}
        />
      </div>
      <TextField
        label={t("fields.email")}
        required
        error={errors.email}
        input={{ type: "email", autoComplete: "email", ...register("email") }}
      />
      <TextField
        label={t("fields.phone")}
        error={errors.phone}
        input={{ type: "tel", autoComplete: "tel", ...register("phone") }}
      />
      <TextField
        label={t("fields.password")}
        required
        hint={t("passwordHint", { min: PASSWORD_MIN_LENGTH })}
        error={errors.password}
        input={{ type: "password", autoComplete: "new-password", ...register("password") }}
      />
      <TextField
        label={t("fields.passwordConfirmation")}
        required
        error={errors.passwordConfirmation}
        input={{ type: "password", autoComplete: "new-password", ...register("passwordConfirmation") }}
      />
    </>
  );
}
